/**
 * Starts the data of the step whose route was entered, in parallel with the step's code instead of
 * after it (the step's identical GET takes the answer, see prefetchGet). What each step asks for,
 * and when, is the step's own declaration (`@portal/shared/route-data`); the host only says who the
 * shopper is, as the page's scope holds it (this is browser glue: a server render starts its data
 * itself). Loaded on demand: the sign-in page has no data to start.
 */
import {
  $consumerId,
  $isDemo,
  $purchasesCache,
  $shopConfig,
  type HttpRequestOptions,
  logger,
  pageScope,
  prefetchGet,
} from '@portal/shared';
import { SERVER_RENDERED } from '@portal/shared/page-frame';
import { routeRequests } from '@portal/shared/route-data';
import type { Scope } from 'effector';
import { startAnalytics } from '../features/analytics/start';

/**
 * The GETs the step at `pathname` starts with, for the shopper on the bus in `scope` now; none for the step
 * at `served`, which the server rendered the page with: its data is in the scope already, and its page
 * asks for nothing again (an early GET nothing takes would only be a request more).
 */
export function routeData(
  scope: Scope,
  pathname: string,
  served: string | null = null,
): HttpRequestOptions<unknown>[] {
  if (pathname === served) return [];
  const consumerId = scope.getState($consumerId);
  const config = scope.getState($shopConfig);
  // Demo mode answers in the browser; the steps' demo handlers load with their code.
  if (!consumerId || !config || scope.getState($isDemo)) return [];
  return routeRequests(pathname, {
    consumerId,
    config,
    purchasesCached: scope.getState($purchasesCache) !== null,
  });
}

let analyticsStarted = false;

/**
 * Starts the page's analytics once, when the page is idle: it never delays a step. Its code is in this
 * lazy chunk rather than one of its own, which would cost the sign-in page's start-up file an entry in
 * the chunk table; the sign-in page, which loads no route data, loads no analytics code either
 * (docs/analytics.md#the-client).
 */
function startAnalyticsOnce(scope: Scope): void {
  const config = scope.getState($shopConfig);
  if (analyticsStarted || !config) return;
  analyticsStarted = true;
  const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
  idle(() => {
    try {
      startAnalytics(config, document.documentElement.lang, scope.getState($isDemo));
    } catch (error) {
      logger.warn('Analytics did not start', { error: String(error) });
    }
  });
}

// The path of the step the server rendered the page with while the shopper is still on it (start-up and
// the shell both start its data); null once they have moved on, or when the server rendered no step.
let served: string | null | undefined;

/** Starts the data of the step at `pathname` (and, the first time, the page's analytics). */
export function startRouteData(pathname: string): void {
  const scope = pageScope();
  if (served === undefined)
    served = document.getElementById('root')?.hasAttribute(SERVER_RENDERED) ? window.location.pathname : null;
  if (pathname !== served) served = null;
  for (const request of routeData(scope, pathname, served)) prefetchGet(request);
  startAnalyticsOnce(scope);
}
