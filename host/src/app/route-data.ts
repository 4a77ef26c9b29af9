/**
 * Starts the data of the step whose route was entered, in parallel with the step's code instead of
 * after it (the step's identical GET takes the answer, see prefetchGet). What each step asks for,
 * and when, is the step's own declaration (`@portal/shared/route-data`); the host only says who the
 * shopper is. Loaded on demand: the sign-in page has no data to start.
 */
import {
  $consumerId,
  $isDemo,
  $purchasesCache,
  $shopConfig,
  type HttpRequestOptions,
  prefetchGet,
} from '@portal/shared';
import { routeRequests } from '@portal/shared/route-data';

/** The GETs the step at `pathname` starts with, for the shopper on the bus now. */
export function routeData(pathname: string): HttpRequestOptions<unknown>[] {
  const consumerId = $consumerId.getState();
  const config = $shopConfig.getState();
  // Demo mode answers in the browser; the steps' demo handlers load with their code.
  if (!consumerId || !config || $isDemo.getState()) return [];
  return routeRequests(pathname, {
    consumerId,
    config,
    purchasesCached: $purchasesCache.getState() !== null,
  });
}

/** Starts the data of the step at `pathname`. */
export function startRouteData(pathname: string): void {
  for (const request of routeData(pathname)) prefetchGet(request);
}
