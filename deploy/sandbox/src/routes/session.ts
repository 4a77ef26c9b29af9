/** The signed-in shopper behind a request, as every consumer route checks it (000 §6). */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxContext } from '../app';
import { type Consumer, SESSION_COOKIE } from '../store/sessions';
import { apiError } from './errors';

/**
 * The consumer of the request's session, or null after answering 401 (no session) or 403 (the URL
 * names another consumer's id, when `consumerId` is given).
 */
export function signedInConsumer(
  context: SandboxContext,
  request: FastifyRequest,
  reply: FastifyReply,
  consumerId?: string,
): Consumer | null {
  const consumer = context.sessions.consumerOfSession(request.cookies[SESSION_COOKIE]);
  if (!consumer) {
    reply.code(401).send(apiError('auth_401', 'Not signed in'));
    return null;
  }
  if (consumerId !== undefined && consumer.id !== consumerId) {
    reply.code(403).send(apiError('auth_403', 'Not yours'));
    return null;
  }
  return consumer;
}
