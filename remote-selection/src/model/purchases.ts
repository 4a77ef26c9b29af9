/**
 * Loading the purchases: from the session cache when there, else from the core API with up to 3
 * tries (the shared retry policy, in the HTTP client). A 401 forgets the consumer id; every failure
 * reaches the error screen (docs/business-rules.md#purchases-loading).
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
import type { RetryPolicy } from '@portal/shared/retry';
import { createEffect, createEvent, sample } from 'effector';
import { fetchPurchases } from '../api/purchases';

/** Who demo mode answers for. */
export const DEMO_CONSUMER_ID = 'demo-consumer';

/**
 * Tries per load, at once one after the other. A missing session or an order that cannot be read
 * (an answer below 500) is not asked again, nor a call that timed out: the shopper would wait three
 * limits, and the error screen's "Try again" asks again.
 */
export const PURCHASES_RETRY: RetryPolicy = {
  tries: 3,
  delayMs: 0,
  retryOn: (error) => !(isHttpError(error) && error.status < 500) && !isTimeoutError(error),
};

/** The select-items page opened. */
export const selectItemsOpened = createEvent();

/** Fetches by PURCHASES_RETRY; without a consumer id nothing is asked. */
export const fetchPurchasesFx = createEffect(async (consumerId: string | null): Promise<Purchase[]> => {
  if (!consumerId) throw new Error('No consumer id');
  return fetchPurchases(consumerId, PURCHASES_RETRY);
});

/** Logs a failed load: a warning for a session or order the platform refused, else an error. */
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
sample({ clock: fetchPurchasesFx.failData, target: createEffect(logPurchasesFailure) });
