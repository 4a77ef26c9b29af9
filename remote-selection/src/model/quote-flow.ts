/**
 * Confirm items' part of the quote flow (docs/business-rules.md#confirm-items, "Quote flow"): the
 * self-shipping quote, created once, with the submission's kept request uuid so
 * that a press after a lost answer asks about the same quote. The flow's shared rules (which shops, the
 * pricelists query, quote items) are in `@portal/shared/quotes`.
 */
import {
  $consumerId,
  $selectionSubmitted,
  type Pricelists,
  type QuoteItem,
  type QuoteRequest,
  selectionSubmitted,
  stepErrorRaised,
} from '@portal/shared';
import { confirmationPath, createQuote } from '@portal/shared/quotes';
import { submissionKey, submitOnce } from '@portal/shared/submission';
import { createEffect, createEvent, sample } from 'effector';

/** The quote request for the self-shipping pricelist: its first item, one parcel, no insurance. */
export function selfShippingQuote(
  pricelists: Pricelists,
  quoteItems: QuoteItem[],
  context: { locale: string; deviceId: string; sessionId: string },
): QuoteRequest {
  const first = pricelists.items[0];
  if (!first) throw new Error('The self-shipping pricelist has no item');
  return {
    pricelistUuid: first.uuid,
    quoteItems,
    isInsured: false,
    parcelAmount: 1,
    locale: context.locale.toUpperCase(),
    userProperties: { deviceId: context.deviceId, sessionId: context.sessionId },
  };
}

/** The shopper agreed to the terms and pressed confirm: the self-shipping quote is to be created. */
export const quoteCreatePressed = createEvent<QuoteRequest>();

/** Creates the quote (`POST /volta/quotes`) as the submission `submission` (`@portal/shared/submission`). */
export const createQuoteFx = createEffect(
  ({ request, submission }: { request: QuoteRequest; submission: string }) =>
    submitOnce(submission, (requestUuid) => createQuote(request, requestUuid)),
);

// Once per selection: never while one is under way, never again once one was created (Back).
sample({
  clock: quoteCreatePressed,
  source: { submitted: $selectionSubmitted, sending: createQuoteFx.pending, consumerId: $consumerId },
  filter: ({ submitted, sending }) => submitted === null && !sending,
  fn: ({ consumerId }, request) => ({
    request,
    submission: submissionKey('quote', consumerId ?? '', request.quoteItems),
  }),
  target: createQuoteFx,
});
sample({
  clock: createQuoteFx.doneData,
  fn: (quote) => ({ kind: 'quote' as const, next: confirmationPath(quote.quoteUuid) }),
  target: selectionSubmitted,
});
sample({ clock: createQuoteFx.failData, target: stepErrorRaised });
