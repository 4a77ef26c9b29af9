/**
 * "Your returns" (docs/business-rules.md#your-returns): the shopper's earlier returns, fetched only
 * once their orders are on screen (the section's gate opens with the orders, and the call waits for
 * the next paint), so the list never delays or competes with the orders. The draft flow lists return
 * orders, the quote flow quotes; both become one `PastReturn` here.
 */
import {
  $consumerId,
  $isDemo,
  $purchasesCache,
  $shopConfig,
  createGate,
  isHttpError,
  isTimeoutError,
  loggedOut,
  logger,
  purchasesLoaded,
  signedIn,
} from '@portal/shared';
import { markReturnsEnded } from '@portal/shared/ended-returns';
import { returnOrderConfirmationPath, usesQuoteFlow } from '@portal/shared/flows';
import type { PickupAnswer } from '@portal/shared/pickup';
import { confirmationPath } from '@portal/shared/quotes';
import type { RetryPolicy } from '@portal/shared/retry';
import type { PastReturnItem, QuoteList, ReturnOrderList } from '@portal/shared/schemas';
import { currentStage, type ReturnStage, reachedStages, type StageAt } from '@portal/shared/tracking';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { fetchQuotes, fetchReturnOrders } from '../api/your-returns';

/** How an earlier return's payment stands: `unpaid` when it ended without being paid. */
export type PastPayment = 'open' | 'paid' | 'free' | 'unpaid';

/** One earlier return, whichever flow made it. */
export interface PastReturn {
  id: string;
  createdAt: string;
  items: PastReturnItem[];
  carrierName: string | null;
  payment: PastPayment;
  /** Where to pay, while the payment is open. */
  paymentUrl: string | null;
  labelUrl: string | null;
  labelFailed: boolean;
  /** Whether the return travels with a label at all (not ship-it-yourself or the store). */
  labelled: boolean;
  /** Whether the carrier picks the parcel up (the shopper hands in nothing). */
  pickup: boolean;
  /** A pickup's booked window and address, as its answer has them; null for any other return. */
  pickupBooking: PickupAnswer | null;
  stages: StageAt[];
  /** The full confirmation's path in this portal. */
  confirmation: string;
}

/** What the status line says, as a key under `your_returns.status`. */
export type PastReturnStatus =
  | 'awaiting_payment'
  | 'not_paid'
  | 'label_failed'
  | 'label_pending'
  | 'registered'
  | 'pickup_label_ready'
  | ReturnStage;

/** The status in words of an earlier return: its payment first, then its label, then its stage. */
export function statusOf(past: PastReturn): PastReturnStatus {
  if (past.payment === 'open') return 'awaiting_payment';
  if (past.payment === 'unpaid') return 'not_paid';
  if (past.labelFailed) return 'label_failed';
  const stage = currentStage(past.stages);
  // A pickup's label waits for the carrier at the door: "hand in your parcel" would send the shopper out.
  if (past.pickup && (stage === 'LABEL_CREATED' || (!stage && past.labelUrl))) return 'pickup_label_ready';
  if (stage) return stage;
  // A label the tracking has not reported yet is there all the same: the link beside it downloads it.
  if (past.labelUrl) return 'LABEL_CREATED';
  return past.labelled ? 'label_pending' : 'registered';
}

const DRAFT_PAYMENTS: Record<string, PastPayment> = { Open: 'open', Paid: 'paid' };

/** The draft flow's return orders as earlier returns. */
export function fromReturnOrders(list: ReturnOrderList, consumerId: string): PastReturn[] {
  return list.map((order) => {
    const shipment = order.shipment ?? {};
    return {
      id: order.id,
      createdAt: order.createdAt,
      items: order.items,
      carrierName: order.carrierName ?? null,
      payment: order.paymentStatus ? (DRAFT_PAYMENTS[order.paymentStatus] ?? 'unpaid') : 'free',
      paymentUrl: order.paymentStatus === 'Open' ? (order.paymentUrl ?? null) : null,
      labelUrl: shipment.labelUrl ?? null,
      labelFailed: Boolean(shipment.errorCode),
      labelled: shipment.status !== 'NO_LABEL_NEEDED',
      pickup: order.shippingMethod === 'PICKUP',
      pickupBooking:
        order.shippingMethod === 'PICKUP'
          ? {
              startsAt: shipment.pickupStartsAt,
              endsAt: shipment.pickupEndsAt,
              address: shipment.pickupAddress,
            }
          : null,
      stages: reachedStages({ ...shipment, status: order.status, refundedAt: order.refundedAt }),
      confirmation: returnOrderConfirmationPath(consumerId, order.id),
    };
  });
}

/** The quote flow's quotes as earlier returns: a quote's stage is its label, the only tracking it has. */
export function fromQuotes(list: QuoteList): PastReturn[] {
  return list.items.map((quote) => {
    const { confirmation } = quote;
    const payment: PastPayment =
      confirmation.paymentStatus === 'open' || confirmation.paymentStatus === 'paid'
        ? confirmation.paymentStatus
        : confirmation.paymentStatus === 'free'
          ? 'free'
          : 'unpaid';
    const labelUrl = confirmation.labelUrl ?? null;
    return {
      id: quote.quoteUuid,
      createdAt: quote.createdAt,
      items: quote.items,
      carrierName: quote.carrierName ?? null,
      payment,
      paymentUrl: payment === 'open' ? (confirmation.paymentUrl ?? null) : null,
      labelUrl,
      labelFailed: Boolean(confirmation.errorCode),
      labelled: confirmation.shouldHaveLabel,
      pickup: confirmation.shipmentType === 'PICKUP',
      pickupBooking:
        confirmation.shipmentType === 'PICKUP'
          ? {
              startsAt: confirmation.pickupStartsAt,
              endsAt: confirmation.pickupEndsAt,
              address: confirmation.pickupAddress,
              country: confirmation.customerCountry,
            }
          : null,
      // Reached at a time the confirmation does not tell.
      stages: reachedStages({
        labelUrl,
        trackingUpdates: labelUrl ? [{ status: 'LABEL_CREATED', timestamp: '' }] : [],
      }),
      confirmation: confirmationPath(quote.quoteUuid),
    };
  });
}

/**
 * Two tries at once: the list is an extra, so a failure shows no error, and a session or a list
 * the platform refused (below 500) or a call that timed out is not asked again.
 */
export const YOUR_RETURNS_RETRY: RetryPolicy = {
  tries: 2,
  delayMs: 0,
  retryOn: (error) => !(isHttpError(error) && error.status < 500) && !isTimeoutError(error),
};

/** Shown with the orders (how many there are): "Your returns" may load now. */
export const YourReturnsGate = createGate<{ orders: number }>();

/** Resolves after the browser painted what is on screen now (at once where nothing paints). */
export const afterPaint = (): Promise<void> =>
  new Promise((resolve) => {
    if (typeof requestAnimationFrame !== 'function') resolve();
    else requestAnimationFrame(() => setTimeout(resolve, 0));
  });

/** Fetches the shopper's earlier returns of the shop's flow, after the next paint. */
export const fetchYourReturnsFx = createEffect(
  async ({ consumerId, quoteFlow }: { consumerId: string; quoteFlow: boolean }): Promise<PastReturn[]> => {
    await afterPaint();
    return quoteFlow
      ? fromQuotes(await fetchQuotes(consumerId, YOUR_RETURNS_RETRY))
      : fromReturnOrders(await fetchReturnOrders(consumerId, YOUR_RETURNS_RETRY), consumerId);
  },
);

/** The earlier returns, newest first; null until they arrived (or when they could not be read). */
export const $yourReturns = createStore<PastReturn[] | null>(null, { skipVoid: false })
  .on(fetchYourReturnsFx.doneData, (_, list) => list)
  .reset(signedIn, loggedOut);

/** The shopper pressed "Try again" on a list that could not be read: it is asked again, in place. */
export const yourReturnsRetried = createEvent();

// Only once the orders are on screen: the gate opens with them, and a reload of the orders while
// they show asks again, as does "Try again". Demo mode has no earlier returns.
sample({
  clock: [YourReturnsGate.open, purchasesLoaded, yourReturnsRetried],
  source: {
    shown: YourReturnsGate.status,
    purchases: $purchasesCache,
    consumerId: $consumerId,
    config: $shopConfig,
    isDemo: $isDemo,
    pending: fetchYourReturnsFx.pending,
  },
  filter: ({ shown, purchases, consumerId, config, isDemo, pending }) =>
    shown && purchases !== null && consumerId !== null && config !== null && !isDemo && !pending,
  fn: ({ consumerId, config }) => ({
    consumerId: consumerId ?? '',
    quoteFlow: config ? usesQuoteFlow(config) : false,
  }),
  target: fetchYourReturnsFx,
});

sample({
  clock: fetchYourReturnsFx.failData,
  target: createEffect((error: unknown) =>
    logger.warn('Your returns could not be loaded', {
      status: isHttpError(error) ? error.status : undefined,
      message: error instanceof Error ? error.message : String(error),
    }),
  ),
});

// A paid or free return listed here was finished in an earlier visit: opening its confirmation
// from the list must not end this session (an open or unpaid one is still to be finished).
sample({
  clock: fetchYourReturnsFx.doneData,
  fn: (list) => list.filter(({ payment }) => payment === 'paid' || payment === 'free').map(({ id }) => id),
  target: createEffect(markReturnsEnded),
});

/** Whether the last try to read the list failed (the summary line says so instead of loading). */
export const $yourReturnsFailed = createStore(false)
  .on(fetchYourReturnsFx.failData, () => true)
  .reset(fetchYourReturnsFx, signedIn, loggedOut);

/** Whether the orders show a unit already in a return: then there are earlier returns to list. */
export const $hasEarlierReturns = $purchasesCache.map(
  (purchases) =>
    purchases?.some((purchase) =>
      purchase.units.some((unit) => unit.returnable === 'no_already_requested'),
    ) ?? false,
);
