/**
 * The signed-in shopper behind a request, as every consumer route checks it, and the session's own
 * routes: who is signed in, and sign out.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxContext } from '../context';
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

/**
 * Registers `GET /api/v0/auth/session` (200 `{id}` of the session's consumer, 401 `auth_401`) and
 * `POST /api/v0/auth/logout` (ends the session at the platform and clears the cookie; 204 always).
 */
export function sessionRoutes(app: FastifyInstance, context: SandboxContext) {
  app.get('/api/v0/auth/session', async (request, reply) => {
    const consumer = signedInConsumer(context, request, reply);
    if (!consumer) return reply;
    return { id: consumer.id };
  });

  app.post('/api/v0/auth/logout', async (request, reply) => {
    // Ending it here is what makes sign-out real: a copy of the cookie kept elsewhere reads nothing.
    context.sessions.close(request.cookies[SESSION_COOKIE]);
    return reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', path: '/' }).code(204).send();
  });
}
