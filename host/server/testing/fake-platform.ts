/**
 * A stand-in for the core and volta APIs in the host server's tests: it knows the shops `nordwind`
 * and `vault` (and fails for `down`), answers sessions from `re_session=s-<consumerId>` cookies (logout of `s-broken` fails),
 * lists purchases `p1` and `p2` to each consumer's own session (`FAKE_PURCHASE_IDS`), and records every call, so a
 * test can prove a request never reached it.
 */
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';

/** One call the fake platform received. */
export interface PlatformCall {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
}

/** A listening fake platform. */
export interface FakePlatform {
  url: string;
  calls: PlatformCall[];
  /** Calls whose path starts with `prefix`. */
  callsTo(prefix: string): PlatformCall[];
  close(): Promise<void>;
}

/** The session cookie the fake platform accepts for a consumer. */
export const sessionCookieOf = (consumerId: string) => `re_session=s-${consumerId}`;

const shop = (name: string) => ({
  id: `store-${name.toLowerCase()}`,
  name,
  locales: ['nl', 'en'],
  features: { 'force-expand-carriers': true, 'insurance-tiers': false, gatekeeping: true },
});
// vault asks for analytics consent, as the sandbox's does (docs/analytics.md#consent).
const SHOPS: Record<string, ReturnType<typeof shop> & { analyticsConsentRequired?: boolean }> = {
  nordwind: shop('Nordwind'),
  vault: { ...shop('Vault'), analyticsConsentRequired: true },
};

/** The purchase ids every consumer of the fake platform has. */
export const FAKE_PURCHASE_IDS = ['p1', 'p2'];
const sessionToken = (cookie: string | undefined) => /(?:^|;\s*)re_session=s-([^;]+)/.exec(cookie ?? '')?.[1];

/** Starts the fake platform on a free port. */
export async function startFakePlatform(): Promise<FakePlatform> {
  const app: FastifyInstance = Fastify();
  const calls: PlatformCall[] = [];
  app.addHook('onRequest', async (request) => {
    calls.push({ method: request.method, url: request.url, headers: { ...request.headers } });
  });
  app.get<{ Params: { merchant: string } }>(
    '/api/v0/shops/:merchant/configuration',
    async (request, reply) => {
      if (request.params.merchant === 'down') return reply.code(500).send('boom');
      const config = SHOPS[request.params.merchant];
      if (!config) return reply.code(404).send({ errors: [{ code: 'shop_404' }] });
      return config;
    },
  );
  app.get('/api/v0/auth/session', async (request, reply) => {
    const token = sessionToken(request.headers.cookie);
    if (!token) return reply.code(401).send({ errors: [{ code: 'auth_401' }] });
    return { id: token };
  });
  app.get<{ Params: { consumerId: string } }>(
    '/api/v0/consumer/:consumerId/purchases',
    async (request, reply) => {
      const token = sessionToken(request.headers.cookie);
      if (!token) return reply.code(401).send({ errors: [{ code: 'auth_401' }] });
      if (token !== request.params.consumerId)
        return reply.code(403).send({ errors: [{ code: 'auth_403' }] });
      return { data: FAKE_PURCHASE_IDS.map((purchaseId) => ({ purchaseId })) };
    },
  );
  app.post('/api/v0/auth/logout', async (request, reply) => {
    if (request.headers.cookie?.includes('re_session=s-broken')) return reply.code(500).send('boom');
    return reply
      .header('set-cookie', 're_session=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT')
      .code(204)
      .send();
  });
  app.all('/api/v0/*', async (request) => ({ echo: request.url, method: request.method }));
  app.all('/volta/*', async (request) => ({ echo: request.url, method: request.method }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    callsTo: (prefix) => calls.filter((call) => call.url.startsWith(prefix)),
    close: () => app.close(),
  };
}
