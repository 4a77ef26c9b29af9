/**
 * `POST /collect`: the portal's own analytics collector (docs/analytics.md#the-collector). It takes
 * Segment/RudderStack batches as the page's beacons send them (JSON, or text/plain: `sendBeacon` with
 * a string), checks each against the strict batch schema, and queues them for the store, which keeps
 * each message once. A batch that is malformed, too large, for another shop than this host's, from a
 * session without consent where the shop asks for it, or over its session's rate is refused whole:
 * nothing of it is stored. Bodies are never logged.
 */
import fastifyRateLimit from '@fastify/rate-limit';
import type { BatchWriter } from '@portal/analytics/store-writer';
import { ANALYTICS_LIMITS } from '@portal/shared/analytics';
import { analyticsBatchSchema } from '@portal/shared/analytics-schema';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consentOf } from '../consent';
import { refusalBody } from '../guards';
import { parseJsonText } from '../json-body';
import { rateLimitStore, type SharedLimits } from '../shared-counters';

/** Batches one analytics session may send a minute: a page sends one or two when it closes. */
export const COLLECT_BATCHES_PER_SESSION = 60;
// A client can invent session ids: a thousand sessions' worth per address bounds one that does, and
// leaves room for many shoppers behind one address (an office, a carrier-grade NAT).
const COLLECT_BATCHES_PER_ADDRESS = COLLECT_BATCHES_PER_SESSION * 1000;

/** What the collector needs: where accepted messages go (opened on first use). */
interface CollectOptions {
  writer: () => Promise<BatchWriter>;
  limits: SharedLimits;
}

/** Registers `POST /collect`. */
export const collectRoutes: FastifyPluginAsyncZod<CollectOptions> = async (app, { writer, limits }) => {
  // Counted across replicas when Redis is there; a batch goes through when it cannot answer.
  await app.register(fastifyRateLimit, rateLimitStore(limits.redis, 'collect'));
  const perAddress = app.createRateLimit({
    max: COLLECT_BATCHES_PER_ADDRESS,
    timeWindow: 60_000,
    keyGenerator: (request) => request.ip,
  });
  // Counted by the batch's analytics session, so known only once the body is parsed (preHandler).
  const perSession = app.createRateLimit({
    max: COLLECT_BATCHES_PER_SESSION,
    timeWindow: 60_000,
    keyGenerator: (request) =>
      `session:${(request.body as { batch: { anonymousId: string }[] }).batch[0]?.anonymousId}`,
  });
  const tooMany = (request: FastifyRequest, reply: FastifyReply) =>
    reply
      .code(429)
      .send(refusalBody(request.url, 'too_many_requests', 'Too many batches, try again in a minute'));

  app.addContentTypeParser(
    'text/plain',
    { parseAs: 'string', bodyLimit: ANALYTICS_LIMITS.batchBytes },
    (_, body, done) => {
      try {
        done(null, parseJsonText(body as string, 'The batch is not JSON'));
      } catch (error) {
        done(error as Error, undefined);
      }
    },
  );

  app.post(
    '/collect',
    {
      schema: { body: analyticsBatchSchema },
      bodyLimit: ANALYTICS_LIMITS.batchBytes,
      onRequest: async (request, reply) => {
        const limit = await perAddress(request);
        if (!limit.isAllowed && limit.isExceeded) return tooMany(request, reply);
      },
      preHandler: async (request, reply) => {
        const limit = await perSession(request);
        if (!limit.isAllowed && limit.isExceeded) return tooMany(request, reply);
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      // The known-shop guard has run: `request.shop` is this host's shop. A batch naming another
      // shop is refused whole, so one shop's page cannot count for another's readout.
      const merchant = request.shop?.merchantName;
      const foreign = request.body.batch.some((message) => message.context.merchant !== merchant);
      if (foreign)
        return reply
          .code(422)
          .send(refusalBody(request.url, 'wrong_merchant', "Every event must be for this portal's shop"));
      // The server's record of the answer decides, never the page's: at a shop that asks, a session
      // that has not said yes is stored nothing, however its batch was made.
      if (request.shop?.analyticsConsentRequired && consentOf(request) !== 'granted')
        return reply
          .code(403)
          .send(refusalBody(request.url, 'consent_required', 'This shop counts nothing without consent'));
      let queue: BatchWriter;
      try {
        queue = await writer();
      } catch (error) {
        request.log.error({ err: error }, 'The analytics store could not be opened');
        return reply
          .code(503)
          .send(
            refusalBody(request.url, 'analytics_unavailable', 'Events cannot be stored now, try again later'),
          );
      }
      queue.add(request.body.batch);
      return reply.code(202).send({ accepted: request.body.batch.length });
    },
  );
};
