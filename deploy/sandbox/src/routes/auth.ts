/**
 * `POST /api/v0/auth/consumer`: order number plus e-mail or postal code (plus country for
 * ecommerce-less shops). Codes: auth_9 (400) when the request is malformed, names no shopper, lacks an
 * ecommerce-less shop's country, or names no known shop; auth_7 (401) when the shop has no such order;
 * auth_5 (401) when the order exists but the e-mail, postal code or country does not match.
 */

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SandboxContext } from '../context';
import { merchants, orders } from '../data/seed';
import { authConsumerRequestSchema } from '../platform/api';
import { SESSION_COOKIE } from '../store/sessions';
import { apiError } from './errors';

const normalisePostalCode = (value: string) => value.replace(/\s+/g, '').toUpperCase();
const normaliseOrderNumber = (value: string) => value.trim().replace(/^#+/, '').toUpperCase();

type SignInBody = { orderNumber?: unknown; email?: unknown; postalCode?: unknown; storeId?: unknown };
const bodyOf = (request: FastifyRequest) => (request.body ?? {}) as SignInBody;
const textOf = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/** The shopper an attempt names in a shop: the e-mail, else the postal code ('' for neither). */
function shopperOf(body: SignInBody): string {
  const email = textOf(body.email).trim().toLowerCase();
  if (email) return `email:${email}`;
  const postalCode = normalisePostalCode(textOf(body.postalCode));
  return postalCode ? `postal:${postalCode}` : '';
}

/**
 * Registers `POST /api/v0/auth/consumer`, rate-limited per client and order number and per shopper
 * (e-mail or postal code) in a shop across order numbers and clients, so neither the order numbers
 * of one shopper nor the shoppers of one order can be tried at speed.
 */
export function authRoutes(app: FastifyInstance, context: SandboxContext) {
  const perClientAndOrder = (request: FastifyRequest) =>
    `${request.ip}:${normaliseOrderNumber(textOf(bodyOf(request).orderNumber))}`;
  // Not per client: guesses about one shopper are spread over many addresses. A request naming no
  // shopper is answered 400 before any lookup, so it only counts against its client.
  const perShopper = (request: FastifyRequest) => {
    const shopper = shopperOf(bodyOf(request));
    return shopper ? `${textOf(bodyOf(request).storeId)}:${shopper}` : `client:${request.ip}`;
  };
  app.post(
    '/api/v0/auth/consumer',
    { preHandler: context.authRateLimit(perClientAndOrder, perShopper) },
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
      if (merchant.isEcommerceless && !country?.trim()) {
        return reply.code(400).send(apiError('auth_9', 'This shop also needs the country'));
      }
      const order = orders.find(
        (candidate) =>
          candidate.merchant === merchant.merchantName &&
          normaliseOrderNumber(candidate.orderNumber) === normaliseOrderNumber(orderNumber),
      );
      if (!order) return reply.code(401).send(apiError('auth_7', 'No such order'));

      const matches =
        (email?.trim() ? email.trim().toLowerCase() === order.email : true) &&
        (postalCode?.trim()
          ? normalisePostalCode(postalCode) === normalisePostalCode(order.postalCode ?? '')
          : true) &&
        // Only ecommerce-less shops ask for the country; elsewhere the portal does not send one.
        (merchant.isEcommerceless ? country?.trim().toUpperCase() === order.country : true);
      if (!matches) return reply.code(401).send(apiError('auth_5', 'Order and shopper do not match'));

      const consumer = context.sessions.consumerFor(merchant.merchantName, order.email);
      reply.setCookie(SESSION_COOKIE, context.sessions.open(consumer.id), {
        httpOnly: true,
        sameSite: 'lax',
        path: '/',
      });
      return { id: consumer.id };
    },
  );
}
