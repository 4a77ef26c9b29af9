/**
 * What a step will ask the platform for, started as soon as its route is entered, in parallel with
 * the step's code instead of after it (the step's identical GET takes the answer, see prefetchGet).
 * Loaded on demand: the sign-in page has no data to start.
 */
import {
  $consumerId,
  $isDemo,
  $purchasesCache,
  $shopConfig,
  type HttpRequestOptions,
  prefetchGet,
} from '@portal/shared';
import { usesQuoteFlow } from '@portal/shared/quotes';

const consumerPath = (consumerId: string) => `/api/v0/consumer/${encodeURIComponent(consumerId)}`;

/** The GETs the step at `pathname` starts with, for the shopper on the bus now. */
export function routeData(pathname: string): HttpRequestOptions<unknown>[] {
  const consumerId = $consumerId.getState();
  const config = $shopConfig.getState();
  // Demo mode answers in the browser; the steps' demo handlers load with their code.
  if (!consumerId || !config || $isDemo.getState()) return [];
  if (pathname === '/select-items' && !config.isEcommerceless && $purchasesCache.getState() === null)
    return [{ url: `${consumerPath(consumerId)}/purchases`, schema: (s) => s.purchasesResponseSchema }];
  // The newer flow's confirm items and carriers start from the draft return order.
  if ((pathname === '/confirm-items' || pathname === '/carriers') && !usesQuoteFlow(config))
    return [
      { url: `${consumerPath(consumerId)}/draft-return-order`, schema: (s) => s.draftReturnOrderSchema },
    ];
  return [];
}

/** Starts the data of the step at `pathname`. */
export function startRouteData(pathname: string): void {
  for (const request of routeData(pathname)) prefetchGet(request);
}
