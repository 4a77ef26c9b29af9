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
import { cacheControlFor, variesByEncoding } from '@portal/releases/built-files';
import { APPS } from '@portal/releases/remotes';
import type { FastifyPluginAsync, RouteOptions } from 'fastify';

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
