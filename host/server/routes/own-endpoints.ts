/**
 * The portal's own endpoints: feature toggles, logout and the client log
 * (docs/business-rules.md#host-server-hostserver).
 */
import { randomUUID } from 'node:crypto';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerOptions } from '../config';
import { featureResults } from '../feature-results';
import { refusalBody } from '../guards';
import { parseJsonText } from '../json-body';
import { endPlatformSession, SESSION_COOKIE } from '../platform-session';
import { readLimit } from '../read-limit';
import { scrub } from '../scrub';
import { rateLimitStore, type SharedLimits } from '../shared-counters';

/** The largest client-log body accepted (sendBeacon's own limit is about 64 KB). */
export const CLIENT_LOG_LIMIT_BYTES = 64 * 1024;
/** Records logged from one batch; the rest are counted, not written. A page close sends a handful. */
export const CLIENT_LOG_MAX_RECORDS = 50;
/** Batches one session (or, without one, one address) may send a minute. */
export const CLIENT_LOG_BATCHES_PER_MINUTE = 30;
// A client can send any cookie: ten sessions' worth per address bounds one that invents them.
const CLIENT_LOG_BATCHES_PER_ADDRESS = CLIENT_LOG_BATCHES_PER_MINUTE * 10;
// The levels a client may log at: its errors are the shopper's problems, not this server's, and
// alerting follows error and fatal.
const CLIENT_LEVELS = ['trace', 'debug', 'info', 'warn'] as const;
type ClientLevel = (typeof CLIENT_LEVELS)[number];

/** The level a client record is logged at: its own up to `warn` (error and fatal become warn), else info. */
export function clientLogLevel(record: unknown): ClientLevel {
  const level = (record as { level?: unknown } | null)?.level;
  if (level === 'error' || level === 'fatal') return 'warn';
  return typeof level === 'string' && (CLIENT_LEVELS as readonly string[]).includes(level)
    ? (level as ClientLevel)
    : 'info';
}

const highestLevel = (levels: ClientLevel[]): ClientLevel =>
  CLIENT_LEVELS[Math.max(...levels.map((level) => CLIENT_LEVELS.indexOf(level)))] ?? 'info';

// Any other parameter may be a `feature.{name}` override: once, or repeated (the last counts).
const overrides = z.union([z.string(), z.array(z.string())]);
const featuresQuery = z.object({ names: z.string().default('') }).catchall(overrides);
const featureQuery = z
  .object({
    name: z.string({ error: 'a toggle name is required' }).trim().min(1, 'a toggle name is required'),
  })
  .catchall(overrides);

/**
 * What `sendBeacon` brings to `/client-logger` (`@portal/shared`'s logger): the page's context once
 * and the buffered records. Fields nobody sends are dropped, not logged.
 */
const clientLogSchema = z.object({
  context: z
    .object({
      // An identifier and a timestamp are checked here and logged as sent, never scrubbed: the scrubber
      // reads a year or a UUID's group of digits as a postal code (`"[postal-code]-11-28T…"`).
      sessionId: z.uuid(),
      isMobile: z.boolean(),
      deviceWidth: z.number(),
      deviceHeight: z.number(),
      language: z.string(),
      merchantPlatform: z.string(),
      merchantName: z.string(),
      releases: z.string(),
    })
    .partial()
    .optional(),
  records: z.array(
    z.object({
      // Any text: an unknown level is logged at info (clientLogLevel).
      level: z.string().optional(),
      message: z.string().optional(),
      data: z.unknown().optional(),
      time: z.iso.datetime().optional(),
    }),
  ),
});

/** What the own endpoints depend on. */
type OwnEndpointOptions = Pick<ServerOptions, 'coreApiUrl' | 'featureOverrides'> & { limits: SharedLimits };

/** Registers `/features`, `/feature`, `/logout` and `/client-logger`. */
export const ownEndpointRoutes: FastifyPluginAsyncZod<OwnEndpointOptions> = async (app, options) => {
  // The known-shop check (guards.ts) has run: `request.shop` is this host's shop.
  const configuredFeatures = (request: FastifyRequest) => request.shop?.features ?? {};

  // Their own scope: the read limit (read-limit.ts) is for the toggles only.
  await app.register(async (toggles) => {
    const scope = toggles.withTypeProvider<ZodTypeProvider>();
    const config = await readLimit(scope, options.limits, 'features');
    scope.get('/features', { schema: { querystring: featuresQuery }, config }, async (request, reply) => {
      const names = request.query.names
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean);
      // Results depend on the host name and the query: no shared cache may keep them.
      reply.header('cache-control', 'no-store');
      return featureResults(names, configuredFeatures(request), request.query, options.featureOverrides);
    });

    scope.get('/feature', { schema: { querystring: featureQuery }, config }, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { name } = request.query;
      return featureResults([name], configuredFeatures(request), request.query, options.featureOverrides)[0];
    });
  });

  app.post('/logout', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    // The browser forgets the session whatever the platform answers.
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    if (request.cookies[SESSION_COOKIE]) {
      try {
        // Clearing the cookie alone leaves the session valid for whoever copied it.
        await endPlatformSession(options.coreApiUrl, request.headers.cookie ?? '');
      } catch (error) {
        request.log.warn({ err: error }, 'The platform did not end the session');
        return reply.code(502).send({ error: 'logout_failed', message: 'The session could not be ended' });
      }
    }
    return reply.code(204).send();
  });

  // Its own scope: the text/plain parser (sendBeacon's content type) and the rate limits are for
  // the client log only.
  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    await scope.register(fastifyRateLimit, rateLimitStore(options.limits.redis, 'client-log'));
    const perAddress = scope.createRateLimit({
      max: CLIENT_LOG_BATCHES_PER_ADDRESS,
      timeWindow: 60_000,
      keyGenerator: (request) => request.ip,
    });
    const tooMany = (request: FastifyRequest) =>
      refusalBody(request.url, 'too_many_requests', 'Too many log batches, try again in a minute');

    scope.addContentTypeParser(
      'text/plain',
      { parseAs: 'string', bodyLimit: CLIENT_LOG_LIMIT_BYTES },
      (_, body, done) => {
        try {
          done(null, parseJsonText(body as string, 'The client log is not JSON'));
        } catch (error) {
          done(error as Error, undefined);
        }
      },
    );
    scope.post(
      '/client-logger',
      {
        // Checked before a word is logged: a body of another shape is refused (400), not written.
        schema: { body: clientLogSchema },
        bodyLimit: CLIENT_LOG_LIMIT_BYTES,
        config: {
          rateLimit: {
            max: CLIENT_LOG_BATCHES_PER_MINUTE,
            timeWindow: 60_000,
            keyGenerator: (request: FastifyRequest) => {
              const session = request.cookies[SESSION_COOKIE];
              return session ? `session:${session}` : `address:${request.ip}`;
            },
            errorResponseBuilder: (request: FastifyRequest) => ({ statusCode: 429, ...tooMany(request) }),
          },
        },
        onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
          const limit = await perAddress(request);
          if (!limit.isAllowed && limit.isExceeded) return reply.code(429).send(tooMany(request));
        },
      },
      async (request, reply) => {
        const body = request.body;
        const all = body.records;
        const records = all.slice(0, CLIENT_LOG_MAX_RECORDS);
        if (records.length === 0) return reply.code(204).send();
        const levels = records.map(clientLogLevel);
        const batch = randomUUID();
        // The context once per batch, at the batch's highest level so it is written whenever any
        // of its records is; the records name the batch instead of repeating it.
        request.log[highestLevel(levels)](
          {
            batch,
            context: body.context && {
              ...(scrub(body.context) as object),
              sessionId: body.context.sessionId,
            },
            merchant: request.shop?.merchantName,
            records: records.length,
            dropped: all.length - records.length,
          },
          'client log batch',
        );
        records.forEach((record, index) => {
          const client = { ...(scrub(record) as object), time: record.time };
          request.log[levels[index] ?? 'info']({ batch, client }, 'client log');
        });
        return reply.code(204).send();
      },
    );
  });
};
