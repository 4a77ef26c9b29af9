/**
 * `POST /collect`: the portal's own analytics collector (docs/analytics.md#the-collector). It takes
 * Segment/RudderStack batches as the page's beacons send them (JSON, or text/plain: `sendBeacon` with
 * a string), checks each against the strict batch schema, and queues them for the store, which keeps
 * each message once. The session is the signed cookie this server issued (analytics-session.ts) and
 * each event's arm the assignment this server signed (`portal-ab`): what the body says of either is
 * replaced. A batch that is malformed, too large, for another shop than this host's, without a session
 * this server issued, from a session without consent where the shop asks for it, or over its
 * session's or address's rate (batches and events) is refused whole: nothing of it is stored. Bodies
 * are never logged.
 */
import fastifyRateLimit from '@fastify/rate-limit';
import type { BatchWriter } from '@portal/analytics/store-writer';
import { ANALYTICS_LIMITS } from '@portal/shared/analytics';
import { analyticsBatchSchema, type ParsedTrackMessage } from '@portal/shared/analytics-schema';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type AnalyticsLimits,
  type AnalyticsSession,
  abChoicesOf,
  analyticsSessionOf,
} from '../analytics-session';
import { consentOf } from '../consent';
import { refusalBody } from '../guards';
import { parseJsonText } from '../json-body';
import { rateLimitStore, type SharedLimits } from '../shared-counters';

/** Batches one analytics session may send a minute: a page sends one or two when it closes. */
export const COLLECT_BATCHES_PER_SESSION = 60;
// Many shoppers behind one address (an office, a carrier-grade NAT) each send a few batches.
const COLLECT_BATCHES_PER_ADDRESS = COLLECT_BATCHES_PER_SESSION * 1000;
const MINUTE_MS = 60_000;

/** What the collector needs: where accepted messages go (opened on first use), and its limits. */
interface CollectOptions {
  writer: () => Promise<BatchWriter>;
  limits: SharedLimits;
  analyticsLimits: AnalyticsLimits;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The analytics session of a request to the collector (from its signed cookie); null: none. */
    analyticsSession: AnalyticsSession | null;
  }
}

/**
 * `messages` as the store keeps them: in the session the server issued, and with the arm the server
 * assigned that session for each message's step (none when it assigned none). Whatever session and
 * releases the page wrote are dropped: only the server's word counts in a comparison.
 */
function stampedMessages(
  messages: readonly ParsedTrackMessage[],
  session: AnalyticsSession,
  request: FastifyRequest,
): ParsedTrackMessage[] {
  const choices = abChoicesOf(request);
  // An assignment counts only for the session it was issued with, never lent to another.
  const steps = choices && session.abSession === choices.sessionId ? choices.steps : {};
  return messages.map((message) => {
    const step = message.context.step;
    const arm = steps[step];
    return {
      ...message,
      anonymousId: session.id,
      context: { ...message.context, releases: arm ? [{ step, ...arm }] : [] },
    };
  });
}

/** Registers `POST /collect`. */
export const collectRoutes: FastifyPluginAsyncZod<CollectOptions> = async (
  app,
  { writer, limits, analyticsLimits },
) => {
  app.decorateRequest('analyticsSession', null);
  // Counted across replicas when Redis is there; a batch goes through when it cannot answer.
  await app.register(fastifyRateLimit, rateLimitStore(limits.redis, 'collect'));
  const perAddress = app.createRateLimit({
    max: COLLECT_BATCHES_PER_ADDRESS,
    timeWindow: MINUTE_MS,
    keyGenerator: (request) => request.ip,
  });
  const perSession = app.createRateLimit({
    max: COLLECT_BATCHES_PER_SESSION,
    timeWindow: MINUTE_MS,
    keyGenerator: (request) => `session:${request.analyticsSession?.id}`,
  });
  const tooMany = (request: FastifyRequest, reply: FastifyReply, what = 'batches') =>
    reply
      .code(429)
      .header('retry-after', '60')
      .send(refusalBody(request.url, 'too_many_requests', `Too many ${what}, try again in a minute`));
  // Events, not only batches: a batch holds up to 500. Taken whole or not at all, in the counters
  // every replica shares. The session's room is looked at first, so a session over its own limit
  // uses up nothing of its address's (the other shoppers behind it).
  const eventsAllowed = async (request: FastifyRequest, session: AnalyticsSession, events: number) => {
    const sessionKey = `collect-events:session:${session.id}`;
    const { sessionEventsPerMinute, addressEventsPerMinute } = analyticsLimits;
    if ((await limits.counters.used(sessionKey)) + events > sessionEventsPerMinute) return false;
    return (
      (await limits.counters.take(
        `collect-events:address:${request.ip}`,
        addressEventsPerMinute,
        MINUTE_MS,
        events,
      )) && limits.counters.take(sessionKey, sessionEventsPerMinute, MINUTE_MS, events)
    );
  };

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
      // Before the body is read: a refused request costs no parsing.
      onRequest: async (request, reply) => {
        const limit = await perAddress(request);
        if (!limit.isAllowed && limit.isExceeded) return tooMany(request, reply);
        // The known-shop guard has run: `request.shop` is this host's shop. The server's record of
        // the answer decides, never the page's: at a shop that asks, a session that has not said yes
        // is stored nothing, however its batch was made.
        if (request.shop?.analyticsConsentRequired && consentOf(request) !== 'granted')
          return reply
            .code(403)
            .send(refusalBody(request.url, 'consent_required', 'This shop counts nothing without consent'));
        // Only a session this server issued counts: the body's `anonymousId` is never believed.
        request.analyticsSession = analyticsSessionOf(request) ?? null;
        if (!request.analyticsSession)
          return reply
            .code(403)
            .send(
              refusalBody(
                request.url,
                'analytics_session_required',
                'Events are taken only in a session a page of this portal started',
              ),
            );
        const session = await perSession(request);
        if (!session.isAllowed && session.isExceeded) return tooMany(request, reply);
      },
      preHandler: async (request, reply) => {
        const session = request.analyticsSession as AnalyticsSession;
        if (!(await eventsAllowed(request, session, request.body.batch.length)))
          return tooMany(request, reply, 'events');
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      // A batch naming another shop is refused whole, so one shop's page cannot count for another's readout.
      const merchant = request.shop?.merchantName;
      const foreign = request.body.batch.some((message) => message.context.merchant !== merchant);
      if (foreign)
        return reply
          .code(422)
          .send(refusalBody(request.url, 'wrong_merchant', "Every event must be for this portal's shop"));
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
      queue.add(stampedMessages(request.body.batch, request.analyticsSession as AnalyticsSession, request));
      return reply.code(202).send({ accepted: request.body.batch.length });
    },
  );
};
