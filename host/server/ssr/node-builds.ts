/**
 * Where the server finds the node build of a step's release (issue 37), and the stylesheets the page
 * needs for that step's markup. A release carries its node build in `server/` beside its browser build
 * (deploy/build/create-app-config.ts, `NODE_ENTRY`): the host's own build of a remote is read where it
 * was built; a released version is copied out of the release store once, into a folder of its own that
 * never changes (a version is never written twice), and loaded from there.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { nodeEntryOf } from '@portal/releases/node-build';
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
  /**
   * The stylesheets of each exposed page, to go into the page's head as they are: the step's markup is
   * painted with them, and a stylesheet fetched first would hold that paint for a round trip.
   */
  styles: Record<string, StepStyles>;
}

/** A page's stylesheets: their text, and the addresses they are served at (which release they are of). */
export interface StepStyles {
  css: string;
  hrefs: string[];
}

// The manifest as far as the server reads it beside its node build (node-build.ts): each exposed
// page's stylesheets.
const manifestSchema = z.object({
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

/**
 * Each exposed page's stylesheets, read with `read` (a file of the build by its name); a file that is
 * missing fails the build's look-up, and so the render (the page falls back): a release is whole or not used.
 */
async function stylesOf(
  manifest: Manifest,
  prefix: string,
  read: (file: string) => Promise<string>,
): Promise<Record<string, StepStyles>> {
  const pages = await Promise.all(
    manifest.exposes.map(async (expose): Promise<[string, StepStyles]> => {
      const files = expose.assets.css?.sync ?? [];
      const texts = await Promise.all(files.map(read));
      const css = texts
        .map((text) => text.replace(SOURCE_MAP_COMMENT, ''))
        .join('')
        // It goes inside a style element.
        .replace(/<\/style/gi, '<\\/style');
      return [expose.name, { css, hrefs: files.map((file) => `${prefix}${file}`) }];
    }),
  );
  return Object.fromEntries(pages);
}

const SOURCE_MAP_COMMENT = /\/\*# sourceMappingURL=[^*]*\*\//;

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
  async of(release: StepRelease): Promise<NodeBuild | null> {
    // The host's own build of a remote can be built again under its version (`npm start` while the server
    // runs): it is known by its manifest's time too, and its entry named by it, so the new build is loaded.
    const built = release.builtIn ? await this.builtAt(release.app) : null;
    if (release.builtIn && built === null) return null;
    const key = `${release.builtIn ? `built-in@${built}` : 'released'}:${release.app}@${release.version}`;
    let build = this.found.get(key);
    if (!build) {
      build = release.builtIn
        ? this.builtIn(release.app, built as number)
        : this.released(release.app, release.version);
      // A failed read (the store was away) is tried again by the next page, not kept.
      build.catch(() => this.found.delete(key));
      this.found.set(key, build);
    }
    return build;
  }

  /** When the host's own build of `app` was written (its manifest's time); null when it is not built. */
  private async builtAt(app: string): Promise<number | null> {
    const stats = await stat(path.join(this.options.appsRoot, app, 'dist', 'mf-manifest.json')).catch(
      () => null,
    );
    return stats?.mtimeMs ?? null;
  }

  private async builtIn(app: string, builtAt: number): Promise<NodeBuild | null> {
    const dist = path.join(this.options.appsRoot, app, 'dist');
    const json = await readFile(path.join(dist, 'mf-manifest.json'), 'utf8').catch(() => null);
    const read = json === null ? null : parseManifest(json);
    if (!read?.node) return null;
    const entry = path.join(dist, read.node.file);
    if (!existsSync(entry)) return null;
    return {
      entry: `${pathToFileURL(entry).href}?build=${builtAt}`,
      styles: await stylesOf(read.manifest, this.options.builtInPrefix(app), (file) =>
        readFile(path.join(dist, file), 'utf8'),
      ),
    };
  }

  private async released(app: string, version: string): Promise<NodeBuild | null> {
    const releases = this.options.releases;
    if (!releases) return null;
    const stored = await releases.store.get(releaseKey(app, version));
    if (!stored) return null;
    // A manifest that is not one stays so: the version never changes.
    const read = parseManifest(stored.body.toString('utf8'));
    if (!read?.node) return null;
    // The cache folder is shared by every server on this machine and outlives them: one version can be
    // two different builds in two stores (two environments, a test's), so the folder is named by the
    // manifest's bytes too, which name the build's content-hashed files.
    const digest = createHash('sha256').update(stored.body).digest('hex').slice(0, 16);
    const folder = path.join(this.cacheDir, app, `${version}-${digest}`);
    const entry = path.join(folder, read.node.file);
    if (!existsSync(entry)) {
      const release = `${app}/${version}/`;
      const keys = await releases.store.list(`${release}${read.node.folder}/`);
      // Recorded but never uploaded (a release published by hand): as a release without a node build.
      if (!keys.includes(`${release}${read.node.file}`)) return null;
      // Written beside and moved in place: a folder that is there is whole.
      const partial = `${folder}.${process.pid}.${Date.now()}`;
      try {
        // At once: the first page after a promote waits for the copy (a few dozen files). Every write
        // ends before a failure is answered, so none lands in the half copy after it was removed.
        const copies = await Promise.allSettled(
          keys.map(async (key) => {
            const file = await releases.store.get(key);
            if (!file) throw new Error(`${key} was listed but is not in ${releases.store.description}`);
            const target = path.join(partial, key.slice(release.length));
            await mkdir(path.dirname(target), { recursive: true });
            await writeFile(target, file.body);
          }),
        );
        const failed = copies.find((copy) => copy.status === 'rejected');
        if (failed) throw failed.reason;
        await mkdir(path.dirname(folder), { recursive: true });
        await rename(partial, folder);
      } catch (error) {
        await rm(partial, { recursive: true, force: true });
        // Another server or page copied it first; anything else is tried again by the next page.
        if (!existsSync(entry)) throw error;
      }
    }
    const prefix = `${releases.publicUrl}/${app}/${version}/`;
    const styles = await stylesOf(read.manifest, prefix, async (file) => {
      const key = releaseKey(app, version, file);
      const stored = await releases.store.get(key);
      if (!stored) throw new Error(`${key} is not in ${releases.store.description}`);
      return stored.body.toString('utf8');
    });
    return { entry: pathToFileURL(entry).href, styles };
  }
}

/** The manifest's stylesheets and its node entry; null when it is not a manifest. */
function parseManifest(json: string): { manifest: Manifest; node: ReturnType<typeof nodeEntryOf> } | null {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  const manifest = manifestSchema.safeParse(value);
  return manifest.success ? { manifest: manifest.data, node: nodeEntryOf(value) } : null;
}
