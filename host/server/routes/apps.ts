/**
 * The host's and the remotes' production builds under `/apps/{app}/{version}/`. Manifests and entry
 * files are revalidated every time (so a new version is picked up at once); content-hashed files
 * never change and are cached for a year. The build writes `.br` and `.gz` beside every text file
 * (deploy/build/precompress-plugin.ts): those are sent as they are, picked by `Accept-Encoding`, and
 * nothing here is compressed per request.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, RouteOptions } from 'fastify';
import { APPS } from '../config';

// rspack's `[contenthash:8]` segment (`main.0123abcd.js`, `421.89abcdef.css`).
const HASHED = /\.[0-9a-f]{8}\./;
// Files whose name stays the same from build to build: they point at the hashed ones.
const ALWAYS_REVALIDATE =
  /^(mf-manifest\.json|mf-stats\.json|mf-manifest-stats\.json|remoteEntry\.js)$|\.html$/;

// The precompressed copies the build writes beside a file (`main.0123abcd.js.br`).
const ENCODED_COPY = /\.(br|gz)$/;
// What the build precompresses (deploy/build/precompress-plugin.ts): its answer depends on Accept-Encoding.
const PRECOMPRESSED_TYPES = /\.(js|mjs|css|json|html|svg|txt)$/;

/** The cache policy of one built file (by path or name; a `.br`/`.gz` copy as its original). */
export function cacheControlFor(file: string): string {
  const name = path.basename(file).replace(ENCODED_COPY, '');
  if (ALWAYS_REVALIDATE.test(name)) return 'no-cache';
  return HASHED.test(name) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * The version an app is served under: its package.json version. An app whose package is not there
 * (deployed elsewhere, or left out of the image) gets `0.0.0`, so its files are simply not found.
 */
export function appVersion(appsRoot: string, app: string): string {
  try {
    const pkg = JSON.parse(readFileSync(path.join(appsRoot, app, 'package.json'), 'utf8')) as {
      version?: unknown;
    };
    return typeof pkg.version === 'string' && pkg.version ? pkg.version : '0.0.0';
  } catch {
    return '0.0.0';
  }
}

/** The URL prefix of an app's files: `/apps/{app}/{version}/`. */
export const appPrefix = (appsRoot: string, app: string) =>
  `/apps/${app}/${encodeURIComponent(appVersion(appsRoot, app))}/`;

/** Whether an answer for this file depends on `Accept-Encoding` (a `.br`/`.gz` copy may be sent instead). */
export const variesByEncoding = (file: string) => PRECOMPRESSED_TYPES.test(file.replace(ENCODED_COPY, ''));

/**
 * An `onRoute` hook that keeps `@fastify/compress` off the built files: they are precompressed, and
 * compressing per request is what made them slow. Register it before the compress plugin.
 */
export function skipCompressionOfBuiltFiles(route: RouteOptions & { compress?: unknown }) {
  if (route.url.startsWith('/apps/')) route.compress = false;
}

/** Where the built apps are. */
interface AppRoutesOptions {
  /** The folder holding `<app>/dist` and `<app>/package.json`. */
  appsRoot: string;
}

/** Serves every built app's `dist/` under its versioned prefix; an app not built is skipped (logged). */
export const appRoutes: FastifyPluginAsync<AppRoutesOptions> = async (app, { appsRoot }) => {
  for (const name of APPS) {
    const root = path.join(appsRoot, name, 'dist');
    if (!existsSync(root)) {
      // A remote that is not built (or deployed elsewhere) is simply not served here.
      app.log.warn({ app: name, root }, 'App not built: its files answer 404');
      continue;
    }
    await app.register(fastifyStatic, {
      root,
      prefix: appPrefix(appsRoot, name),
      decorateReply: false,
      cacheControl: false,
      index: false,
      // `<file>.br` for `br`, `<file>.gz` for `gzip`, else the file itself.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        res.setHeader('cache-control', cacheControlFor(filePath));
        // Caches must keep the brotli, gzip and plain answers apart.
        if (variesByEncoding(filePath)) res.setHeader('vary', 'accept-encoding');
      },
    });
  }
};
