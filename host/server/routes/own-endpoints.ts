/** The portal's own endpoints (000 §7): feature toggles, logout and the client log. */
import { resolveMerchantName } from '@portal/shared/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerOptions } from '../config';
import { scrub } from '../scrub';
import type { ShopConfigs } from '../shop-configs';

/** The session cookie of the core API, cleared on logout. */
export const SESSION_COOKIE = 're_session';

const parseResult = (value: string): boolean | string =>
  value === 'true' ? true : value === 'false' ? false : value;

/** Toggle results: the shop's configured value, overridden by a `feature.{name}` query parameter. */
export function featureResults(
  names: string[],
  configured: Record<string, boolean | string>,
  query: Record<string, string | undefined>,
) {
  return names.map((feature) => {
    const forced = query[`feature.${feature}`];
    return { feature, result: forced !== undefined ? parseResult(forced) : (configured[feature] ?? false) };
  });
}

export function ownEndpointRoutes(app: FastifyInstance, options: ServerOptions, configs: ShopConfigs) {
  const configuredFeatures = async (request: FastifyRequest) => {
    const merchant = resolveMerchantName(request.hostname, options.originOverride);
    const config = merchant ? await configs.get(merchant) : null;
    return config?.features ?? {};
  };

  app.get<{ Querystring: Record<string, string | undefined> }>('/features', async (request, reply) => {
    const names = (request.query.names ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean);
    reply.header('cache-control', 'no-store');
    return featureResults(names, await configuredFeatures(request), request.query);
  });

  app.get<{ Querystring: Record<string, string | undefined> }>('/feature', async (request, reply) => {
    const name = request.query.name;
    if (!name) return reply.code(400).send({ error: 'name is required' });
    reply.header('cache-control', 'no-store');
    return featureResults([name], await configuredFeatures(request), request.query)[0];
  });

  app.post('/logout', async (_, reply) => {
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return reply.code(204).send();
  });

  // sendBeacon may send the log as text/plain.
  app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(null, undefined);
    }
  });
  app.post<{ Body: { context?: unknown; records?: unknown[] } | undefined }>(
    '/client-logger',
    { bodyLimit: 64 * 1024 },
    async (request, reply) => {
      const merchant = resolveMerchantName(request.hostname, options.originOverride);
      const records = Array.isArray(request.body?.records) ? request.body.records.slice(0, 200) : [];
      const context = scrub(request.body?.context);
      for (const record of records)
        request.log.info({ client: scrub(record), context, merchant }, 'client log');
      return reply.code(204).send();
    },
  );
}
