/**
 * The rate limit of the read endpoints (`/features`, `/feature`, `/exchange-reason`, `/remotes.json`):
 * per address and per endpoint, a minute's window, shared by every replica through Redis when there
 * is one. Generous: many shoppers behind one address (an office, a carrier-grade NAT) each load a
 * handful of pages; a client asking thousands of times a minute is refused with 429.
 */
import fastifyRateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { refusalBody } from './guards';
import { rateLimitStore, type SharedLimits } from './shared-counters';

/**
 * Registers the limit in `scope` (an encapsulated scope holding only read routes) and answers the
 * `config` those routes take; no limit (and an empty config) when `readsPerMinute` is null.
 */
export async function readLimit(
  scope: FastifyInstance,
  limits: SharedLimits,
  nameSpace: string,
): Promise<{ rateLimit?: RateLimitOptions }> {
  if (limits.readsPerMinute === null) return {};
  await scope.register(fastifyRateLimit, rateLimitStore(limits.redis, nameSpace));
  return {
    rateLimit: {
      max: limits.readsPerMinute,
      timeWindow: 60_000,
      errorResponseBuilder: (request: FastifyRequest) => ({
        statusCode: 429,
        ...refusalBody(request.url, 'too_many_requests', 'Too many requests, try again in a minute'),
      }),
    },
  };
}
