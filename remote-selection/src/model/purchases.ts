/**
 * Loading the purchases (docs/business-rules.md#purchases-loading): from the session cache when there, else
 * from the core API with up to 3 attempts. A 401 forgets the consumer id; every failure reaches the error
 * screen.
 */
import {
  $consumerId,
  $isDemo,
  $purchasesCache,
  consumerIdCleared,
  isHttpError,
  isTimeoutError,
  logger,
  type Purchase,
  purchasesLoaded,
  stepErrorRaised,
} from '@portal/shared';
import { createEffect, createEvent, sample } from 'effector';
import { fetchPurchases } from '../api/purchases';

/** Who demo mode answers for. */
export const DEMO_CONSUMER_ID = 'demo-consumer';

/** Attempts per load. */
export const PURCHASE_ATTEMPTS = 3;

/** The select-items page opened. */
export const selectItemsOpened = createEvent();

/**
 * Fetches with retries; a missing consumer id is not retried, nor an answer below 500, nor a call that
 * timed out (the shopper would wait three limits; the error screen's "Try again" asks again).
 */
export const fetchPurchasesFx = createEffect(async (consumerId: string | null): Promise<Purchase[]> => {
  if (!consumerId) throw new Error('No consumer id');
  let lastError: unknown;
  for (let attempt = 1; attempt <= PURCHASE_ATTEMPTS; attempt++) {
    try {
      return await fetchPurchases(consumerId);
    } catch (error) {
      lastError = error;
      // The shopper's session is gone or the order cannot be read: asking again will not help.
      if ((isHttpError(error) && error.status < 500) || isTimeoutError(error)) break;
    }
  }
  throw lastError;
});

/** Logs a failed load: a 401 or 417 as a warning (the shopper's session), anything else as an error. */
export function logPurchasesFailure(error: unknown): void {
  const status = isHttpError(error) ? error.status : undefined;
  const log = status === 401 || status === 417 ? logger.warn : logger.error;
  log('Purchases could not be loaded', {
    status,
    message: error instanceof Error ? error.message : String(error),
  });
}

sample({
  clock: selectItemsOpened,
  source: { consumerId: $consumerId, cache: $purchasesCache, isDemo: $isDemo },
  filter: ({ cache }) => cache === null,
  // Demo mode may start here without signing in: the demo adapter answers for the demo shopper.
  fn: ({ consumerId, isDemo }) => consumerId ?? (isDemo ? DEMO_CONSUMER_ID : null),
  target: fetchPurchasesFx,
});
sample({ clock: fetchPurchasesFx.doneData, target: purchasesLoaded });
sample({
  clock: fetchPurchasesFx.failData,
  filter: (error) => isHttpError(error) && error.status === 401,
  target: consumerIdCleared,
});
sample({ clock: fetchPurchasesFx.failData, target: stepErrorRaised });
fetchPurchasesFx.failData.watch(logPurchasesFailure);
