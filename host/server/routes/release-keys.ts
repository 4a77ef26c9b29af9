/**
 * Released files served from the release store (`/releases/…`), behind a check that refuses a path
 * that is no key of the store (`remote-carriers/1.1.0//x.json`, dot segments) with 404 before the
 * store is asked: the store would throw, and a client's typo is no server error.
 */
import { checkKey, type ReleaseStore } from '@portal/releases/store';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { releaseFileRoutes } from '../releases/release-files';

/** An `onRequest` hook for the wildcard route of released files. */
async function refuseBadReleaseKeys(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const key = (request.params as { '*'?: string })['*'] ?? '';
  try {
    checkKey(key);
  } catch {
    return reply
      .code(404)
      .header('cache-control', 'no-cache')
      .send({ error: 'not_found', message: 'There is no released file at this address' });
  }
}

/** The store released files come from, and the path they are served under (`/releases`). */
interface ReleasedFileRoutesOptions {
  store: ReleaseStore;
  publicUrl: string;
}

/** Registers `GET <publicUrl>/*`, its key check held to this plugin. */
export const releasedFileRoutes: FastifyPluginAsync<ReleasedFileRoutesOptions> = async (
  scope,
  { store, publicUrl },
) => {
  scope.addHook('onRequest', refuseBadReleaseKeys);
  releaseFileRoutes(scope, store, publicUrl);
};
