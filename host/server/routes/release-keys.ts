/**
 * Refuses a released-file path that is no key of the release store (`remote-carriers/1.1.0//x.json`,
 * dot segments) with 404 before the store is asked: the store would throw, and a client's typo is no
 * server error.
 */

import { checkKey } from '@portal/releases/store';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** An `onRequest` hook for the wildcard route of released files. */
export async function refuseBadReleaseKeys(request: FastifyRequest, reply: FastifyReply): Promise<void> {
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
