/**
 * `POST /api/v0/auth/consumer` (000 §7): order number plus e-mail or postal code. Codes: auth_9 when
 * the request names no shopper or no known shop, auth_7 when the shop has no such order, auth_5
 * when the order exists but the e-mail, postal code or country does not match it.
 */
import { authConsumerRequestSchema, authConsumerResponseSchema } from '@portal/shared/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SandboxContext } from '../app';
import { merchants, orders } from '../data/seed';
import { SESSION_COOKIE } from '../store/sessions';
import { apiError } from './errors';

const normalisePostalCode = (value: string) => value.replace(/\s+/g, '').toUpperCase();
const normaliseOrderNumber = (value: string) => value.trim().replace(/^#+/, '').toUpperCase();

export function authRoutes(app: FastifyInstance, context: SandboxContext) {
  const orderNumberOf = (request: FastifyRequest) =>
    normaliseOrderNumber(String((request.body as { orderNumber?: unknown } | undefined)?.orderNumber ?? ''));
  app.post(
    '/api/v0/auth/consumer',
    { config: { rateLimit: context.authRateLimit(orderNumberOf) } },
    async (request, reply) => {
      const parsed = authConsumerRequestSchema.safeParse(request.body);
      if (!parsed.success) return reply.code(400).send(apiError('auth_9', 'Malformed sign-in request'));
      const { email, postalCode, orderNumber, storeId, country } = parsed.data;

      const merchant = merchants.find((candidate) => candidate.id === String(storeId));
      if (!merchant || (!email?.trim() && !postalCode?.trim())) {
        return reply
          .code(400)
          .send(apiError('auth_9', 'E-mail or postal code and a known store are required'));
      }
      const order = orders.find(
        (candidate) =>
          candidate.merchant === merchant.merchantName &&
          normaliseOrderNumber(candidate.orderNumber) === normaliseOrderNumber(orderNumber),
      );
      if (!order) return reply.code(401).send(apiError('auth_7', 'No such order'));

      const matches =
        (email ? email.trim().toLowerCase() === order.email : true) &&
        (postalCode
          ? normalisePostalCode(postalCode) === normalisePostalCode(order.postalCode ?? '')
          : true) &&
        (country ? country.toUpperCase() === order.country : !merchant.isEcommerceless);
      if (!matches) return reply.code(401).send(apiError('auth_5', 'Order and shopper do not match'));

      const consumer = context.sessions.consumerFor(merchant.merchantName, order.email);
      reply.setCookie(SESSION_COOKIE, context.sessions.open(consumer.id), {
        httpOnly: true,
        sameSite: 'lax',
        path: '/',
      });
      return authConsumerResponseSchema.parse({ id: consumer.id });
    },
  );
}
