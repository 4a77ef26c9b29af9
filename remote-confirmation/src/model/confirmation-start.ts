/**
 * Which return the order confirmation confirms, and its start on the server (issue 37). The address says
 * it, so the server knows it as well as the page: `?id={consumerId}&returnOrderId={id}` is the draft
 * flow's return order (the signed-in shopper's own when `id` is missing), `/order-confirmation/{quoteUuid}`
 * the quote flow's quote. A server render asks for the first answer only (polling.ts `firstAnswerFx`) and
 * renders the page from it when the page shows it from the answer alone; the browser carries on from there.
 */
import { $consumerId, $isDemo, type Confirmation } from '@portal/shared';
import type { PageStart } from '@portal/shared/server-render';
import { attach } from 'effector';
import type { ConfirmationProgress } from './confirmation-progress';
import { type QuoteVisit, quotePolling } from './quote-confirmation';
import { type ReturnOrderVisit, returnOrderPolling } from './return-order-confirmation';
import type { ReturnOrderProgress } from './return-order-progress';

/** What the confirmation's address names: a return order, a quote, or nothing to confirm. */
export type ConfirmationVisit =
  | { kind: 'return-order'; visit: ReturnOrderVisit }
  | { kind: 'quote'; visit: QuoteVisit }
  | null;

/** The parts of the address the page reads: the route's quote, the query's return order and owner. */
export interface ConfirmationAddress {
  quoteUuid?: string | undefined;
  returnOrderId: string | null;
  id: string | null;
}

/** The visit `address` names for the signed-in `consumerId`. */
export function confirmationVisit(
  address: ConfirmationAddress,
  consumerId: string | null,
): ConfirmationVisit {
  const owner = address.id || consumerId;
  if (address.returnOrderId && owner)
    return { kind: 'return-order', visit: { consumerId: owner, returnOrderId: address.returnOrderId } };
  if (address.quoteUuid) return { kind: 'quote', visit: { quoteUuid: address.quoteUuid } };
  return null;
}

const QUOTE_ROUTE = /^\/order-confirmation\/([^/]+)\/?$/;

/** The address parts of `url` (path and query), as the page's router gives them. */
export function addressOf(url: string): ConfirmationAddress {
  const { pathname, searchParams } = new URL(url, 'https://portal.invalid');
  const segment = QUOTE_ROUTE.exec(pathname)?.[1];
  return {
    quoteUuid: segment === undefined ? undefined : decodeURIComponent(segment),
    returnOrderId: searchParams.get('returnOrderId'),
    id: searchParams.get('id'),
  };
}

/** The page shows this answer from the answer alone, so the server can render it. */
const shownFromReturnOrder = (decision: ReturnOrderProgress): boolean =>
  // An open payment's way back is checked against the payment hosts on the page; a replaced return leads on.
  decision.kind !== 'payment-open' && decision.kind !== 'replaced';
const shownFromConfirmation = (answer: Confirmation, decision: ConfirmationProgress): boolean =>
  answer.paymentStatus !== 'open' && decision.kind !== 'replaced' && decision.kind !== 'error';

/** The answer is one the browser shows (or leads on from) itself: the page is sent as before. */
class NotShownByServer extends Error {
  constructor(what: string) {
    super(`The confirmation's first answer (${what}) is the browser's to show`);
    this.name = 'NotShownByServer';
  }
}

/**
 * The page's start in a server render: the first answer of the visit the address names, held for the
 * browser. Fails (the page is then sent as before) when the address names nothing, the request fails,
 * or the answer is one the browser shows itself.
 */
export const confirmationStartedFx = attach({
  source: { consumerId: $consumerId, demo: $isDemo },
  effect: async ({ consumerId, demo }, { url, labelHosts }: PageStart) => {
    const named = confirmationVisit(addressOf(url), consumerId);
    if (named?.kind === 'return-order') {
      const { decision } = await returnOrderPolling.firstAnswerFx({
        key: { ...named.visit, demo },
        labelHosts,
      });
      if (!shownFromReturnOrder(decision)) throw new NotShownByServer(decision.kind);
    } else if (named?.kind === 'quote') {
      const { answer, decision } = await quotePolling.firstAnswerFx({ key: named.visit, labelHosts });
      if (!shownFromConfirmation(answer, decision)) throw new NotShownByServer(decision.kind);
    } else {
      throw new NotShownByServer('no return named');
    }
  },
});
