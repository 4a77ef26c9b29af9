/** The portal's own endpoints (000 §7): feature toggles, logout and the client log. */
import { resolveMerchantName } from '@portal/shared/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerOptions } from '../config';
import { scrub } from '../scrub';
import type { ShopConfigs } from '../shop-configs';

/** The session cookie of the core API, cleared on logout. */
export const SESSION_COOKIE = 're_session';

/** The largest client-log body accepted (sendBeacon's own limit is about 64 KB). */
export const CLIENT_LOG_LIMIT_BYTES = 64 * 1024;
// A page close sends one batch; more records than this is not a log, it is a flood.
const MAX_RECORDS = 200;
const LOG_LEVELS = new Set(['trace', 'debug', 'info', 'warn', 'error', 'fatal'] as const);
type LogLevel = typeof LOG_LEVELS extends Set<infer T> ? T : never;

const parseResult = (value: string): boolean | string =>
  value === 'true' ? true : value === 'false' ? false : value;

/** Toggle results: the shop's configured value, overridden by a `feature.{name}` query parameter. */
export function featureResults(
  names: string[],
  configured: Record<string, boolean | string>,
  query: Record<string, string | string[] | undefined>,
): { feature: string; result: boolean | string }[] {
  return names.map((feature) => {
    const forcedValue = query[`feature.${feature}`];
    const forced = Array.isArray(forcedValue) ? forcedValue.at(-1) : forcedValue;
    const own = Object.hasOwn(configured, feature) ? configured[feature] : undefined;
    return { feature, result: forced !== undefined ? parseResult(forced) : (own ?? false) };
  });
}

/** The pino level a client record is logged at: its own when it names one, else info. */
export function clientLogLevel(record: unknown): LogLevel {
  const level = (record as { level?: unknown } | null)?.level;
  return typeof level === 'string' && LOG_LEVELS.has(level as LogLevel) ? (level as LogLevel) : 'info';
}

type Query = Record<string, string | string[] | undefined>;

/** Registers `/features`, `/feature`, `/logout` and `/client-logger`. */
export function ownEndpointRoutes(app: FastifyInstance, options: ServerOptions, configs: ShopConfigs) {
  const merchantOf = (request: FastifyRequest) =>
    resolveMerchantName(request.hostname, options.originOverride);
  const configuredFeatures = async (request: FastifyRequest) => {
    const merchant = merchantOf(request);
    // A shop whose configuration cannot be read has every toggle off rather than a failing page.
    const config = merchant ? await configs.get(merchant).catch(() => null) : null;
    return config?.features ?? {};
  };

  app.get<{ Querystring: Query }>('/features', async (request, reply) => {
    const names = String(request.query.names ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean);
    // Results depend on the host name and the query: no shared cache may keep them.
    reply.header('cache-control', 'no-store');
    return featureResults(names, await configuredFeatures(request), request.query);
  });

  app.get<{ Querystring: Query }>('/feature', async (request, reply) => {
    const name = typeof request.query.name === 'string' ? request.query.name.trim() : '';
    reply.header('cache-control', 'no-store');
    if (!name) return reply.code(400).send({ error: 'name is required' });
    return featureResults([name], await configuredFeatures(request), request.query)[0];
  });

  app.post('/logout', async (_, reply) => {
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return reply.code(204).header('cache-control', 'no-store').send();
  });

  // Its own scope: the text/plain parser (sendBeacon's content type) is for the client log only.
  app.register(async (scope) => {
    scope.addContentTypeParser(
      'text/plain',
      { parseAs: 'string', bodyLimit: CLIENT_LOG_LIMIT_BYTES },
      (_, body, done) => {
        try {
          done(null, JSON.parse(body as string));
        } catch {
          done(Object.assign(new Error('The client log is not JSON'), { statusCode: 400 }), undefined);
        }
      },
    );
    scope.post<{ Body: { context?: unknown; records?: unknown } | undefined }>(
      '/client-logger',
      { bodyLimit: CLIENT_LOG_LIMIT_BYTES },
      async (request, reply) => {
        const merchant = merchantOf(request);
        const body = request.body;
        const records = Array.isArray(body?.records) ? body.records.slice(0, MAX_RECORDS) : [];
        const context = scrub(body?.context);
        for (const record of records) {
          request.log[clientLogLevel(record)]({ client: scrub(record), context, merchant }, 'client log');
        }
        return reply.code(204).send();
      },
    );
  });
}
