/**
 * `GET /exchange-reason?reasons=…&fromVariant=…&toVariant=…`: which of the shop's reasons an
 * exchange to another size stands for. A bigger size means the item was too small, a smaller one
 * that it was too large; the answer is the first offered reason key that says so.
 */
import { compareSizes } from '@portal/shared/sizes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readLimit } from '../read-limit';
import type { SharedLimits } from '../shared-counters';

/** The keys of a `reasons` parameter: a quoted, comma-separated list (`"too_small","too_large"`). */
export const parseReasonKeys = (value: string) =>
  value
    .split(',')
    .map((key) => key.trim().replace(/^["']|["']$/g, ''))
    .filter(Boolean);

/** The reason key for an exchange from one size to another, or null when none of `keys` fits. */
export function exchangeReason(keys: string[], fromVariant: string, toVariant: string): string | null {
  const order = compareSizes(toVariant, fromVariant);
  if (order === 0) return null;
  const wanted = order > 0 ? /small/i : /large|big/i;
  return keys.find((key) => wanted.test(key)) ?? null;
}

// Each parameter once: a repeated one (`?reasons=a&reasons=b`) arrives as a list and is refused.
const text = (max: number) => z.string().max(max).default('');
const querySchema = z.object({ reasons: text(2000), fromVariant: text(100), toVariant: text(100) });

/** Registers `GET /exchange-reason`, rate-limited per address (read-limit.ts). */
export const exchangeReasonRoutes: FastifyPluginAsyncZod<{ limits: SharedLimits }> = async (
  app,
  { limits },
) => {
  const config = await readLimit(app, limits, 'exchange-reason');
  app.get('/exchange-reason', { schema: { querystring: querySchema }, config }, async (request, reply) => {
    const { reasons, fromVariant, toVariant } = request.query;
    const reason =
      fromVariant && toVariant ? exchangeReason(parseReasonKeys(reasons), fromVariant, toVariant) : null;
    reply.header('cache-control', 'no-store');
    if (!reason) return reply.code(404).send({ error: 'no_matching_reason' });
    return { reason };
  });
};
