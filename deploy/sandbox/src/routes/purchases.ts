/**
 * `GET /api/v0/consumer/:consumerId/purchases`: every order line of the signed-in shopper, with the
 * units already in a return marked `no_already_requested` (routes/draft-rules.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context';
import { purchasesOf } from './draft-rules';
import { signedInConsumer } from './session';

/** Registers the purchases route: 401 without a session, 403 for another consumer's id. */
export function purchaseRoutes(app: FastifyInstance, context: SandboxContext) {
  app.get<{ Params: { consumerId: string } }>(
    '/api/v0/consumer/:consumerId/purchases',
    async (request, reply) => {
      const consumer = signedInConsumer(context, request, reply, request.params.consumerId);
      if (!consumer) return reply;
      return purchasesOf(context, consumer);
    },
  );
}
