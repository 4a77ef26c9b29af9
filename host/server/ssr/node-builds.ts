/**
 * Where the server finds the node build of a step's release (issue 37), and the stylesheets the page
 * needs for that step's markup. A release carries its node build in `server/` beside its browser build
 * (deploy/build/create-app-config.ts, `NODE_ENTRY`): the host's own build of a remote is read where it
 * was built; a released version is copied out of the release store once, into a folder of its own that
 * never changes (a version is never written twice), and loaded from there.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type ReleaseStore, releaseKey } from '@portal/releases/store';
import { z } from 'zod';

/** A step's release as the session's remotes list names it. */
export interface StepRelease {
  app: string;
  version: string;
  /** The host's own build of the remote (not a released version). */
  builtIn: boolean;
}

/** What the server renders a step's release with. */
export interface NodeBuild {
  /** The node entry, a `file:` URL the host's node build loads. */
  entry: string;
  /** The addresses of the stylesheets of each exposed page, for the page's head. */
  styles: Record<string, string[]>;
}

// The manifest as far as the server reads it: what the browser build says of the node build and of
// each exposed page's stylesheets.
const manifestSchema = z.object({
  metaData: z
    .object({ ssrRemoteEntry: z.object({ path: z.string(), name: z.string() }).optional() })
    .optional(),
  exposes: z
    .array(
      z.object({
        name: z.string(),
        assets: z.object({ css: z.object({ sync: z.array(z.string()) }).optional() }),
      }),
    )
    .default([]),
});

type Manifest = z.infer<typeof manifestSchema>;

const stylesOf = (manifest: Manifest, prefix: string) =>
  Object.fromEntries(
    manifest.exposes.map((expose) => [
      expose.name,
      (expose.assets.css?.sync ?? []).map((file) => `${prefix}${file}`),
    ]),
  );

/** What the node builds are read from. */
export interface NodeBuildsOptions {
  appsRoot: string;
  /** The URL prefix of an app's own build (`/apps/{app}/{version}/`). */
  builtInPrefix: (app: string) => string;
  /** The release store and where browsers fetch released files, when releases are on. */
  releases?: { store: ReleaseStore; publicUrl: string } | null;
  /** Where released node builds are copied to (a folder per app and version). */
  cacheDir?: string;
}

/** The node builds of the steps' releases, each found once per version. */
export class NodeBuilds {
  private readonly found = new Map<string, Promise<NodeBuild | null>>();
  private readonly cacheDir: string;

  constructor(private readonly options: NodeBuildsOptions) {
    this.cacheDir = options.cacheDir ?? path.join(os.tmpdir(), 'portal-node-builds');
  }

  /** The node build of `release`, or null when it has none (a release from before node builds). */
  of(release: StepRelease): Promise<NodeBuild | null> {
    const key = `${release.builtIn ? 'built-in' : 'released'}:${release.app}@${release.version}`;
    let build = this.found.get(key);
    if (!build) {
      build = release.builtIn ? this.builtIn(release.app) : this.released(release.app, release.version);
      // A failed read (the store was away) is tried again by the next page, not kept.
      build.catch(() => this.found.delete(key));
      this.found.set(key, build);
    }
    return build;
  }

  private async builtIn(app: string): Promise<NodeBuild | null> {
    const dist = path.join(this.options.appsRoot, app, 'dist');
    const manifest = await readManifest(path.join(dist, 'mf-manifest.json'));
    const node = manifest?.metaData?.ssrRemoteEntry;
    if (!manifest || !node) return null;
    const entry = path.join(dist, node.path, node.name);
    if (!existsSync(entry)) return null;
    return {
      entry: pathToFileURL(entry).href,
      styles: stylesOf(manifest, this.options.builtInPrefix(app)),
    };
  }

  private async released(app: string, version: string): Promise<NodeBuild | null> {
    const releases = this.options.releases;
    if (!releases) return null;
    const stored = await releases.store.get(releaseKey(app, version));
    if (!stored) return null;
    const manifest = manifestSchema.parse(JSON.parse(stored.body.toString('utf8')));
    const node = manifest.metaData?.ssrRemoteEntry;
    if (!node) return null;
    const folder = path.join(this.cacheDir, app, version);
    if (!existsSync(path.join(folder, node.path, node.name))) {
      // Written beside and moved in place: a folder that is there is whole.
      const partial = `${folder}.${process.pid}.${Date.now()}`;
      const prefix = `${app}/${version}/${node.path}/`;
      for (const key of await releases.store.list(prefix)) {
        const file = await releases.store.get(key);
        if (!file) continue;
        const target = path.join(partial, node.path, key.slice(prefix.length));
        await mkdir(path.dirname(target), { recursive: true });
        await writeFile(target, file.body);
      }
      await mkdir(path.dirname(folder), { recursive: true });
      await rename(partial, folder).catch(async (error: unknown) => {
        // Another page copied it first.
        await rm(partial, { recursive: true, force: true });
        if (!existsSync(folder)) throw error;
      });
    }
    const entry = path.join(folder, node.path, node.name);
    if (!existsSync(entry)) return null;
    const prefix = `${releases.publicUrl}/${app}/${version}/`;
    return { entry: pathToFileURL(entry).href, styles: stylesOf(manifest, prefix) };
  }
}

async function readManifest(file: string): Promise<Manifest | null> {
  const text = await readFile(file, 'utf8').catch(() => null);
  return text === null ? null : manifestSchema.parse(JSON.parse(text));
}
