/**
 * Magic-link sign-in: `POST /api/v0/auth/magic-link` "sends" a one-time link to the sandbox outbox; the
 * link's verification signs the shopper in and redirects to the portal's `/login/magic-link` with the
 * consumer and device ids, or with an error code.
 */
import { randomUUID } from 'node:crypto';
import { isEmail } from '@portal/shared/email';
import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context';
import { merchants, orders } from '../data/seed';
import { magicLinkRequestSchema } from '../platform/api';
import { SESSION_COOKIE } from '../store/sessions';

/** The address as the limit and the lookup see it, so spaces or capitals do not make it new. */
const normaliseEmail = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : '');

/** Registers the magic-link request and its verification. */
export function magicLinkRoutes(app: FastifyInstance, context: SandboxContext) {
  app.post(
    '/api/v0/auth/magic-link',
    {
      // Per client and address: a burst of links to one inbox gets 429.
      preHandler: context.authRateLimit(
        (request) =>
          `${request.ip}:${normaliseEmail((request.body as { email?: unknown } | undefined)?.email)}`,
      ),
    },
    async (request, reply) => {
      // The real API answers errors as text holding a code; the portal shows that text.
      if (request.headers['x-re-client'] !== 'portal')
        return reply.code(400).type('text/plain').send('magic_link_client_unknown');
      const parsed = magicLinkRequestSchema.safeParse(request.body);
      const email = parsed.success ? normaliseEmail(parsed.data.email) : '';
      if (!parsed.success || !isEmail(email))
        return reply.code(400).type('text/plain').send('magic_link_invalid_email');
      const merchant = merchants.find((candidate) => candidate.id === String(parsed.data.storeId));
      if (!merchant) return reply.code(400).type('text/plain').send('magic_link_unknown_store');
      // Known or not, the answer is the same: the form must not tell who shops here.
      if (orders.some((order) => order.merchant === merchant.merchantName && order.email === email)) {
        context.magicLinks.send({
          merchant: merchant.merchantName,
          shopName: merchant.name,
          email,
          // The shop's configured origin: a Host or X-Forwarded-Host header is the asker's to choose.
          portalOrigin: context.portalOrigin(merchant.merchantName),
        });
      }
      return reply.code(204).send();
    },
  );

  app.get<{ Querystring: { token?: string } }>('/api/v0/auth/magic-link/verify', async (request, reply) => {
    const result = context.magicLinks.use(request.query.token ?? '');
    if (!result.ok) {
      const origin = result.portalOrigin ?? '';
      return reply.redirect(`${origin}/login/magic-link?error=${result.reason}`);
    }
    const consumer = context.sessions.consumerFor(result.merchant, result.email);
    reply.setCookie(SESSION_COOKIE, context.sessions.open(consumer.id), {
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
    });
    const query = new URLSearchParams({ device_id: randomUUID(), consumer_id: consumer.id });
    return reply.redirect(`${result.portalOrigin}/login/magic-link?${query}`);
  });
}
