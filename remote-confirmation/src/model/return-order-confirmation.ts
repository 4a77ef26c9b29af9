/**
 * The draft flow's confirmation: the return order is polled every 5 s (bounded, see polling.ts) until
 * its label exists or polling stops for another reason (return-order-progress.ts). A finished return
 * first fetches the commercial invoice the shopper prints, while the session still lasts, then ends the
 * return (session-end.ts); when it cannot be fetched the shopper may ask again, and the return ends
 * once it is here or the shopper leaves the page. A payment that did not go through goes back to the
 * carriers when this tab holds the selection that made the return, else it is paid again from here
 * (payment-page.ts); a return a later try replaced leads to that one. A 401 or 404 leads to the start: no such return, or
 * no session for it, and nobody to blame; a 403 (another sign-in's return) is said on the page; any
 * other failure is the step's error screen.
 */
import {
  $isDemo,
  $selectedItems,
  $selectionSubmitted,
  createGate,
  type ReturnOrder,
  stepErrorRaised,
} from '@portal/shared';
import { flowOnly } from '@portal/shared/analytics';
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { fetchCommercialInvoice, fetchReturnOrder, retryReturnOrderPayment } from '../api/confirmation';
import { trackFx } from './analytics';
import { needsCommercialInvoice } from './eu';
import { createPaymentRetry } from './payment-page';
import {
  answeredByPage,
  createPolling,
  heldInThisTab,
  leadsToStart,
  pollsWithin,
  type Redirect,
} from './polling';
import { RETURN_ORDER_POLL_MS, type ReturnOrderProgress, returnOrderProgress } from './return-order-progress';
import { type ReturnEnding, returnCompleted } from './session-end';

/** Which return order a visit confirms. */
export interface ReturnOrderVisit {
  consumerId: string;
  returnOrderId: string;
}

/** What is polled: the visit, and whether demo mode's bundled label may be offered. */
export interface PolledReturnOrder extends ReturnOrderVisit {
  demo: boolean;
}

/** Open while the confirmation of a return order is on screen, with the visit. */
export const ReturnOrderGate = createGate<ReturnOrderVisit>();

/** The bounded polling of the return order. */
export const returnOrderPolling = createPolling<PolledReturnOrder, ReturnOrder, ReturnOrderProgress>({
  fetch: ({ consumerId, returnOrderId }) => fetchReturnOrder(consumerId, returnOrderId),
  // Demo mode's sample label is bundled with this remote, wherever it is served from.
  decide: (order, { demo }, labelAllowed) => returnOrderProgress(order, demo ? () => true : labelAllowed),
  intervalMs: RETURN_ORDER_POLL_MS,
  maxPolls: pollsWithin(RETURN_ORDER_POLL_MS),
});

/** Whether the shopper prints the commercial invoice: shipping it themselves, from outside the EU. */
export const printsInvoice = (order: ReturnOrder): boolean =>
  order.isShipItYourself && needsCommercialInvoice(order.shipment?.sender?.countryCode);

/** The confirmation page's own path for a visit. */
export const confirmationPath = ({ consumerId, returnOrderId }: ReturnOrderVisit): string =>
  `/order-confirmation?id=${encodeURIComponent(consumerId)}&returnOrderId=${encodeURIComponent(returnOrderId)}`;

/** The commercial invoice asked for: of which return order, and the ending it holds back. */
interface InvoiceRequest {
  orderId: string;
  ending: ReturnEnding;
}

/** Fetches the printed commercial invoice as a local file; the return ends once it is here. */
export const fetchInvoiceFx = createEffect((request: InvoiceRequest) =>
  fetchCommercialInvoice(request.orderId),
);
/** The shopper asked for the commercial invoice again after it could not be fetched. */
export const invoiceRetried = createEvent();

/** The local URL of the commercial invoice, once fetched. */
export const $invoiceUrl = createStore<string | null>(null)
  .on(fetchInvoiceFx.doneData, (_, url) => url)
  .reset(returnOrderPolling.started, returnOrderPolling.stopped);
/** True while the commercial invoice is being fetched. */
export const $invoiceLoading = fetchInvoiceFx.pending;
/** True when the last try to fetch the commercial invoice failed (the box offers another). */
export const $invoiceFailed = createStore(false)
  .on(fetchInvoiceFx.fail, () => true)
  .reset(fetchInvoiceFx, returnOrderPolling.started);
// The last invoice asked for, to ask again and to end its return; a new visit forgets it.
const $invoiceRequest = createStore<InvoiceRequest | null>(null, { skipVoid: false })
  .on(fetchInvoiceFx, (_, request) => request)
  .reset(returnOrderPolling.started);

const { $decision, $failure, $key } = returnOrderPolling;

/** A new payment of the return order whose payment ended unpaid, on the shopper's press. */
export const { paymentRetried, retryPaymentFx, $paymentRetrying } = createPaymentRetry({
  $key,
  started: returnOrderPolling.started,
  retry: ({ consumerId, returnOrderId }: PolledReturnOrder) =>
    retryReturnOrderPayment(consumerId, returnOrderId),
});

/**
 * Where the shopper goes instead: the start after a 401/404; the return order that replaced this
 * one; the carriers for a payment not through, when this tab holds the selection that made it (else
 * the page offers to pay it again: docs/business-rules.md#an-unpaid-return-can-be-paid).
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
    if (!key) return null;
    if (decision?.kind === 'replaced')
      return { to: confirmationPath({ consumerId: key.consumerId, returnOrderId: decision.by }) };
    if (decision?.kind === 'payment-ended' && heldInThisTab(submitted, selected, confirmationPath(key)))
      return { to: '/carriers', state: { paymentStatus: decision.paymentStatus } };
    return null;
  },
);

const sameVisit = (current: PolledReturnOrder | null, next: PolledReturnOrder): boolean =>
  current?.consumerId === next.consumerId &&
  current.returnOrderId === next.returnOrderId &&
  current.demo === next.demo;

const visitShown = sample({
  clock: ReturnOrderGate.state.updates,
  source: { current: returnOrderPolling.$key, demo: $isDemo },
  // A closed gate's state is empty (`{}`): no visit.
  filter: (_, visit) => typeof visit.returnOrderId === 'string',
  fn: ({ current, demo }, { consumerId, returnOrderId }) => ({
    current,
    next: { consumerId, returnOrderId, demo },
  }),
});
// A new visit, or the same page showing another return order, polls afresh.
sample({
  clock: visitShown,
  filter: ({ current, next }) => !sameVisit(current, next),
  fn: ({ next }) => next,
  target: returnOrderPolling.started,
});
// The visit whose first answer came with the page (a server render) carries on from it.
sample({
  clock: visitShown,
  filter: ({ current, next }) => sameVisit(current, next),
  fn: () => undefined,
  target: returnOrderPolling.resumed,
});
sample({ clock: ReturnOrderGate.close, target: returnOrderPolling.stopped });

sample({
  clock: returnOrderPolling.failed,
  filter: ({ error }) => !answeredByPage(error),
  fn: ({ error }) => error,
  target: stepErrorRaised,
});

const finished = sample({
  clock: returnOrderPolling.decided,
  filter: ({ decision }) => decision.kind === 'done',
  fn: ({ key, answer, decision }) => ({
    order: answer,
    ending: {
      id: key.returnOrderId,
      logout: decision.kind === 'done' && decision.logout,
      confirmation: confirmationPath(key),
      flow: 'draft' as const,
      paid: answer.paymentStatus === 'Paid',
    },
  }),
});
// The invoice needs the session, so the return ends once it is here; without it, the shopper may ask
// again for as long as the page is open, and the return ends when they leave it.
sample({
  clock: finished,
  filter: ({ order }) => printsInvoice(order),
  fn: ({ order, ending }) => ({ orderId: order.id, ending }),
  target: fetchInvoiceFx,
});
sample({
  clock: finished,
  filter: ({ order }) => !printsInvoice(order),
  fn: ({ ending }) => ending,
  target: returnCompleted,
});
sample({ clock: fetchInvoiceFx.done, fn: ({ params }) => params.ending, target: returnCompleted });
sample({
  clock: invoiceRetried,
  source: { request: $invoiceRequest, loading: $invoiceLoading },
  filter: ({ request, loading }) => request !== null && !loading,
  fn: ({ request }) => request as InvoiceRequest,
  target: fetchInvoiceFx,
});
sample({
  clock: ReturnOrderGate.close,
  source: { request: $invoiceRequest, failed: $invoiceFailed },
  filter: ({ request, failed }) => request !== null && failed,
  fn: ({ request }) => (request as InvoiceRequest).ending,
  target: returnCompleted,
});

sample({
  clock: ReturnOrderGate.open,
  fn: () => ({ event: 'Confirmation page shown' as const, properties: flowOnly('draft') }),
  target: trackFx,
});
