/**
 * `GET /releases/<remote>/<version>/<file>`: released files straight from the release store, for a
 * portal without a CDN in front of the store (local use, tests). The cache rules are the built
 * files' own: manifests and entries revalidated, content-hashed files kept for a year.
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { cacheControlFor } from '../routes/apps';
import type { ReleaseStore } from './store';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain; charset=utf-8',
};

/** The content type of a released file, by its extension. */
export const contentTypeOf = (file: string): string =>
  TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';

/** Registers the route under `prefix` (`/releases`). */
export function releaseFileRoutes(app: FastifyInstance, store: ReleaseStore, prefix: string) {
  app.get(`${prefix}/*`, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    // Only released files: `<remote>/<version>/<file…>`; never the environment files.
    if (!/^remote-[a-z]+\/[0-9A-Za-z.-]+\/[\w./-]+$/.test(key) || key.includes('..'))
      return reply.code(404).header('cache-control', 'no-cache').send({ error: 'not_found' });
    const object = await store.get(key);
    if (!object) return reply.code(404).header('cache-control', 'no-cache').send({ error: 'not_found' });
    return reply
      .type(contentTypeOf(key))
      .header('cache-control', cacheControlFor(key))
      .header('etag', object.etag)
      .send(object.body);
  });
}
