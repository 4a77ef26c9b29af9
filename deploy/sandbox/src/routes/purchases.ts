/** `GET /api/v0/consumer/:consumerId/purchases` (000 §7): every order line of the signed-in shopper. */
import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../app';
import { toPurchases } from '../data/purchases';
import { orders } from '../data/seed';
import { SESSION_COOKIE } from '../store/sessions';
import { apiError } from './errors';

/** Registers the purchases route: 401 without a session, 403 for another consumer's id. */
export function purchaseRoutes(app: FastifyInstance, context: SandboxContext) {
  app.get<{ Params: { consumerId: string } }>(
    '/api/v0/consumer/:consumerId/purchases',
    async (request, reply) => {
      const consumer = context.sessions.consumerOfSession(request.cookies[SESSION_COOKIE]);
      if (!consumer) return reply.code(401).send(apiError('auth_401', 'Not signed in'));
      if (consumer.id !== request.params.consumerId)
        return reply.code(403).send(apiError('auth_403', 'Not yours'));
      const own = orders.filter(
        (order) => order.merchant === consumer.merchant && order.email === consumer.email,
      );
      return toPurchases(own, context.publicUrl, context.now());
    },
  );
}
