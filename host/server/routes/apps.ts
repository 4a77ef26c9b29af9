/**
 * The host's and the remotes' production builds under `/apps/{app}/{version}/`. Manifests and entry
 * files are revalidated every time (so a new version is picked up at once); content-hashed files
 * never change and are cached for a year. The build writes `.br` and `.gz` beside every text file
 * (deploy/build/precompress-plugin.ts): those are sent as they are, picked by `Accept-Encoding`, and
 * nothing here is compressed per request. Content-hashed files, which never change, are kept in memory
 * after their first request in every encoding: no file system call per request for them.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { cacheControlFor, variesByEncoding } from '@portal/releases/built-files';
import { APPS } from '@portal/releases/remotes';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { LRUCache } from 'lru-cache';
import { pickEncoding } from '../page-cache';

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
  /** Most bytes of hashed files kept in memory (64 MB). */
  memoryBytes?: number;
}

// The types of the files a build emits that are kept in memory; anything else (source maps) is left
// to the static files plugin and its rules.
const MEMORY_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
};
const IMMUTABLE = 'public, max-age=31536000, immutable';
// A file name inside a dist folder: no `..`, no empty segment, nothing encoded.
// The node build beside the browser's (deploy/build/create-app-config.ts): read by this server, never sent.
const NODE_BUILD = /^server(\/|$)/;
const SAFE_NAME = /^[\w-]+(\.[\w-]+)*(\/[\w-]+(\.[\w-]+)*)*$/;

/** A content-hashed built file in every encoding the build wrote for it. */
interface BuiltFile {
  type: string;
  raw: Buffer;
  br: Buffer | null;
  gzip: Buffer | null;
  vary: boolean;
}

const readIfThere = (file: string): Buffer | null => {
  try {
    return readFileSync(file);
  } catch {
    return null;
  }
};

/** The file at `name` in `root` when it is content-hashed and of a known type; null to leave it to send. */
function readBuiltFile(root: string, name: string): BuiltFile | null {
  if (!SAFE_NAME.test(name) || NODE_BUILD.test(name) || cacheControlFor(name) !== IMMUTABLE) return null;
  const type = MEMORY_TYPES[path.extname(name)];
  if (!type) return null;
  const file = path.join(root, name);
  const raw = readIfThere(file);
  if (!raw) return null;
  const vary = variesByEncoding(file);
  return {
    type,
    raw,
    br: vary ? readIfThere(`${file}.br`) : null,
    gzip: vary ? readIfThere(`${file}.gz`) : null,
    vary,
  };
}

/** Sends a kept file as the static files plugin would: its precompressed copy where the browser takes it. */
function sendBuiltFile(request: FastifyRequest, reply: FastifyReply, file: BuiltFile) {
  reply.header('content-type', file.type).header('cache-control', IMMUTABLE);
  if (file.vary) reply.header('vary', 'accept-encoding');
  const encoding = file.vary ? pickEncoding(request.headers['accept-encoding']) : null;
  const encoded = encoding === 'br' ? file.br : encoding === 'gzip' ? file.gzip : null;
  if (encoding && encoded) return reply.header('content-encoding', encoding).send(encoded);
  return reply.send(file.raw);
}

/** Serves every built app's `dist/` under its versioned prefix; an app not built is skipped (logged). */
export const appRoutes: FastifyPluginAsync<AppRoutesOptions> = async (app, { appsRoot, memoryBytes }) => {
  const kept = new LRUCache<string, BuiltFile>({
    maxSize: memoryBytes ?? 64 * 1024 * 1024,
    sizeCalculation: (file) => file.raw.length + (file.br?.length ?? 0) + (file.gzip?.length ?? 0) || 1,
  });
  const roots = new Map<string, string>();
  // Before the static routes are added, so it runs for them: a kept file is answered before `send`
  // looks at the disk.
  app.addHook('onRequest', async (request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    let file = kept.get(url);
    if (!file) {
      const [, app, version, name] = /^\/apps\/([^/]+)\/([^/]+)\/(.+)$/.exec(url) ?? [];
      const root = roots.get(`/apps/${app}/${version}/`);
      if (!root || !name) return;
      const read = readBuiltFile(root, name);
      if (!read) return;
      file = read;
      kept.set(url, file);
    }
    return sendBuiltFile(request, reply, file);
  });
  for (const name of APPS) {
    const root = path.join(appsRoot, name, 'dist');
    if (!existsSync(root)) {
      // A remote that is not built (or deployed elsewhere) is simply not served here.
      app.log.warn({ app: name, root }, 'App not built: its files answer 404');
      continue;
    }
    const prefix = appPrefix(appsRoot, name);
    roots.set(prefix, root);
    await app.register(fastifyStatic, {
      root,
      prefix,
      decorateReply: false,
      cacheControl: false,
      index: false,
      allowedPath: (pathName) => !NODE_BUILD.test(pathName.slice(1)),
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
