/**
 * The platform's gatekeeping rule (docs/business-rules.md#gatekeeping-applies): in a shop with the
 * `gatekeeping` feature, an item returned for a gatekeeping reason (a key holding `gate_keeping`) needs
 * a submitted request before a quote or a return order is made for it. The portal asks the questions,
 * but only the platform can make the rule hold: a browser can skip any step, or be told the feature is
 * off.
 */
import type { FastifyReply } from 'fastify';
import type { SandboxContext } from '../context';
import { merchants } from '../data/seed';
import type { Consumer } from '../store/sessions';
import { apiError } from './errors';

/** An item a quote or return order names: its purchase and the reason given (id, key or value). */
export interface ReturnedItem {
  purchaseId: string;
  reason: string | number | null | undefined;
}

/** How a shop's gatekeeping reasons can be named: by id, key or legacy value. Empty when it is off. */
export function gatekeepingReasons(merchantName: string): Set<string> {
  const merchant = merchants.find((candidate) => candidate.merchantName === merchantName);
  // The shop's own setting, never a query override: overrides only change what the portal shows.
  if (merchant?.features?.gatekeeping !== true) return new Set();
  return new Set(
    (merchant.returnReasons ?? []).flatMap((reason) => {
      if ('returnReason' in reason) {
        const { id, key } = reason.returnReason;
        return key.includes('gate_keeping') ? [String(id), key] : [];
      }
      return String(reason.value).includes('gate_keeping') ? [String(reason.value)] : [];
    }),
  );
}

/** The purchase ids among `items` that need a gatekeeping request the consumer has not submitted. */
export function missingGatekeepingRequests(
  context: SandboxContext,
  consumer: Consumer,
  items: ReturnedItem[],
): string[] {
  const reasons = gatekeepingReasons(consumer.merchant);
  return items
    .filter((item) => item.reason != null && reasons.has(String(item.reason)))
    .filter((item) => !context.drafts.hasRequestFor(consumer.id, item.purchaseId))
    .map((item) => item.purchaseId);
}

/**
 * The rule for every route that creates a quote or a return order: answers 409
 * `gatekeeping_request_required` and returns true when an item still needs its request.
 */
export function refusedForGatekeeping(
  context: SandboxContext,
  consumer: Consumer,
  items: ReturnedItem[],
  reply: FastifyReply,
): boolean {
  const missing = missingGatekeepingRequests(context, consumer, items);
  if (missing.length === 0) return false;
  reply
    .code(409)
    .send(apiError('gatekeeping_request_required', `Submit the request first for ${missing.join(', ')}`));
  return true;
}
