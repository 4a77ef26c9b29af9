/**
 * The quote flow's confirmation: the quote's confirmation is polled every 2.5 s (bounded, see
 * polling.ts) while the payment is open or a needed label is missing (confirmation-progress.ts). A
 * finished return ends the session, unless the shop's suppliers are chosen one at a time
 * (`mutuallyExclusiveSupplierSelection`), which keeps the shopper signed in. A cancelled payment goes
 * back to the carriers; an expired or failed one can be paid again (`paymentRetried`), on an allowed
 * payment host only; an error code or unknown status is the step's error screen.
 */
import { $shopConfig, type Confirmation, HttpError, stepErrorRaised } from '@portal/shared';
import { flowOnly } from '@portal/shared/analytics';
import { createGate } from '@portal/shared/gate';
import { goToPaymentPage } from '@portal/shared/payment';
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { fetchConfirmation, retryPayment } from '../api/confirmation';
import { trackFx } from './analytics';
import {
  CONFIRMATION_POLL_MS,
  type ConfirmationProgress,
  confirmationProgress,
} from './confirmation-progress';
import { answeredByPage, createPolling, leadsToStart, pollsWithin, type Redirect } from './polling';
import { returnCompleted } from './session-end';

/** Which quote a visit confirms. */
export interface QuoteVisit {
  quoteUuid: string;
}

/** Open while the confirmation of a quote is on screen, with the visit. */
export const QuoteGate = createGate<QuoteVisit>();

/** The bounded polling of the quote's confirmation. */
export const quotePolling = createPolling<QuoteVisit, Confirmation, ConfirmationProgress>({
  fetch: ({ quoteUuid }) => fetchConfirmation(quoteUuid),
  decide: (confirmation) => confirmationProgress(confirmation),
  intervalMs: CONFIRMATION_POLL_MS,
  maxPolls: pollsWithin(CONFIRMATION_POLL_MS),
});

/** The shopper asked to pay an expired or failed payment again. */
export const paymentRetried = createEvent();

/** Asks the platform for a new payment of the quote. */
export const retryPaymentFx = createEffect(retryPayment);

/** Sends the browser to the payment page; fails with PaymentRedirectRefusedError off the allow-list. */
export const paymentPageOpenedFx = createEffect((url: string): void => goToPaymentPage(url));

/** True from the press until the payment page opens or the retry failed: one retry per press. */
export const $paymentRetrying = createStore(false)
  .on(retryPaymentFx, () => true)
  .reset(retryPaymentFx.fail, paymentPageOpenedFx.fail, quotePolling.started);

const { $decision, $failure } = quotePolling;

/** Where the shopper goes instead: the start after a 401/404, the carriers for a cancelled payment. */
export const $redirect = combine($decision, $failure, (decision, failure): Redirect | null => {
  if (failure && leadsToStart(failure.error)) return { to: '/' };
  if (decision?.kind === 'to-carriers') return { to: '/carriers', state: { paymentStatus: 'canceled' } };
  return null;
});

sample({
  clock: QuoteGate.state.updates,
  source: quotePolling.$key,
  // A closed gate's state is empty (`{}`): no visit.
  filter: (current, visit) => typeof visit.quoteUuid === 'string' && current?.quoteUuid !== visit.quoteUuid,
  fn: (_, { quoteUuid }) => ({ quoteUuid }),
  target: quotePolling.started,
});
sample({ clock: QuoteGate.close, target: quotePolling.stopped });

sample({
  clock: quotePolling.failed,
  filter: ({ error }) => !answeredByPage(error),
  fn: ({ error }) => error,
  target: stepErrorRaised,
});
sample({
  clock: quotePolling.decided,
  filter: ({ decision }) => decision.kind === 'error',
  fn: ({ decision }) => {
    const { status, reason } = decision as Extract<ConfirmationProgress, { kind: 'error' }>;
    return new HttpError(status, 'Confirmation error', { reason });
  },
  target: stepErrorRaised,
});
sample({
  clock: quotePolling.decided,
  source: $shopConfig,
  filter: (_, { decision }) => decision.kind === 'done',
  fn: (config, { key, answer }) => ({
    id: key.quoteUuid,
    logout: !config?.mutuallyExclusiveSupplierSelection,
    confirmation: `/order-confirmation/${encodeURIComponent(key.quoteUuid)}`,
    flow: 'quote' as const,
    paid: answer.paymentStatus === 'paid',
  }),
  target: returnCompleted,
});

sample({
  clock: paymentRetried,
  source: { key: quotePolling.$key, retrying: $paymentRetrying },
  filter: ({ key, retrying }) => key !== null && !retrying,
  fn: ({ key }) => (key as QuoteVisit).quoteUuid,
  target: retryPaymentFx,
});
sample({
  clock: retryPaymentFx.doneData,
  fn: ({ paymentUrl }) => paymentUrl,
  target: paymentPageOpenedFx,
});
sample({ clock: [retryPaymentFx.failData, paymentPageOpenedFx.failData], target: stepErrorRaised });

sample({
  clock: QuoteGate.open,
  fn: () => ({ event: 'Confirmation page shown' as const, properties: flowOnly('quote') }),
  target: trackFx,
});
