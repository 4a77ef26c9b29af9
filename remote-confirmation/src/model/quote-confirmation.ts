/**
 * The quote flow's confirmation: the quote's confirmation is polled every 2.5 s (bounded, see
 * polling.ts) while the payment is open or a needed label is missing (confirmation-progress.ts). A
 * finished return ends the session, unless the shop's suppliers are chosen one at a time
 * (`mutuallyExclusiveSupplierSelection`), which keeps the shopper signed in. A payment that ended
 * unpaid can be paid again (`paymentRetried`, payment-page.ts), on an allowed payment host only; a
 * cancelled one goes back to the carriers instead when this tab holds the quote's selection. A quote
 * a later try replaced leads to that one. An error code or unknown status is the step's error screen.
 */
import {
  $selectedItems,
  $selectionSubmitted,
  $shopConfig,
  type Confirmation,
  createGate,
  HttpError,
  stepErrorRaised,
} from '@portal/shared';
import { flowOnly } from '@portal/shared/analytics';
import { combine, sample } from 'effector';
import { fetchConfirmation, retryPayment } from '../api/confirmation';
import { trackFx } from './analytics';
import {
  CONFIRMATION_POLL_MS,
  type ConfirmationProgress,
  confirmationProgress,
} from './confirmation-progress';
import { createPaymentRetry } from './payment-page';
import {
  answeredByPage,
  createPolling,
  heldInThisTab,
  leadsToStart,
  pollsWithin,
  type Redirect,
} from './polling';
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
  decide: (confirmation, _, labelAllowed) => confirmationProgress(confirmation, labelAllowed),
  intervalMs: CONFIRMATION_POLL_MS,
  maxPolls: pollsWithin(CONFIRMATION_POLL_MS),
});

/** A new payment of the quote whose payment ended unpaid, on the shopper's press. */
export const { paymentRetried, retryPaymentFx, $paymentRetrying } = createPaymentRetry({
  $key: quotePolling.$key,
  started: quotePolling.started,
  retry: ({ quoteUuid }: QuoteVisit) => retryPayment(quoteUuid),
});

const { $decision, $failure, $key } = quotePolling;

/** The confirmation's own path for a quote. */
const quotePath = (quoteUuid: string) => `/order-confirmation/${encodeURIComponent(quoteUuid)}`;

/**
 * Where the shopper goes instead: the start after a 401/404; the quote that replaced this one; the
 * carriers for a cancelled payment, when this tab holds the selection that made the quote (else the
 * page offers to pay it again).
 */
export const $redirect = combine(
  {
    decision: $decision,
    failure: $failure,
    key: $key,
    submitted: $selectionSubmitted,
    selected: $selectedItems,
  },
  ({ decision, failure, key, submitted, selected }): Redirect | null => {
    if (failure && leadsToStart(failure.error)) return { to: '/' };
    if (decision?.kind === 'replaced') return { to: quotePath(decision.by) };
    if (
      decision?.kind === 'payment-error' &&
      decision.paymentStatus === 'canceled' &&
      key !== null &&
      heldInThisTab(submitted, selected, quotePath(key.quoteUuid))
    )
      return { to: '/carriers', state: { paymentStatus: 'canceled' } };
    return null;
  },
);

sample({
  clock: QuoteGate.state.updates,
  source: quotePolling.$key,
  // A closed gate's state is empty (`{}`): no visit.
  filter: (current, visit) => typeof visit.quoteUuid === 'string' && current?.quoteUuid !== visit.quoteUuid,
  fn: (_, { quoteUuid }) => ({ quoteUuid }),
  target: quotePolling.started,
});
// The visit whose first answer came with the page (a server render) carries on from it.
sample({
  clock: QuoteGate.state.updates,
  source: quotePolling.$key,
  filter: (current, visit) => typeof visit.quoteUuid === 'string' && current?.quoteUuid === visit.quoteUuid,
  fn: () => undefined,
  target: quotePolling.resumed,
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
    confirmation: quotePath(key.quoteUuid),
    flow: 'quote' as const,
    paid: answer.paymentStatus === 'paid',
  }),
  target: returnCompleted,
});

sample({
  clock: QuoteGate.open,
  fn: () => ({ event: 'Confirmation page shown' as const, properties: flowOnly('quote') }),
  target: trackFx,
});
