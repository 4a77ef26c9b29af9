/**
 * `GET /releases/<remote>/<version>/<file>`: released files straight from the release store, for a
 * portal without a CDN in front of the store (local use, tests). The cache rules are the built
 * files' own: manifests and entries revalidated, content-hashed files kept for a year.
 */
import { cacheControlFor } from '@portal/releases/built-files';
import { contentTypeOf, isReleasedFileKey } from '@portal/releases/release-files';
import type { ReleaseStore } from '@portal/releases/store';
import type { FastifyInstance } from 'fastify';

/** Registers the route under `prefix` (`/releases`). */
export function releaseFileRoutes(app: FastifyInstance, store: ReleaseStore, prefix: string) {
  app.get(`${prefix}/*`, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    // Only released files: `<remote>/<version>/<file…>`; never the environment files.
    if (!isReleasedFileKey(key))
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
