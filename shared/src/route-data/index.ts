/**
 * `@portal/shared/route-data`: the requests each step's page starts when its route is entered, as
 * each remote declares them (one module per remote, beside the request builders its `api/` uses).
 * The host starts them at once, in parallel with the remote's code (see `prefetchGet`), without
 * knowing their URLs or conditions; the step's own identical GET then takes the early answer.
 * Declarations live here rather than in the remotes so that the host has them before any remote
 * code has arrived. Stateless: the caller passes what the bus says.
 */
import type { HttpRequestOptions } from '../http/client';
import { CARRIERS_ROUTE_DATA } from './remote-carriers';
import { SELECTION_ROUTE_DATA } from './remote-selection';
import type { RouteData, RouteDataContext } from './types';

export {
  consumerPath,
  draftReturnOrderRequest,
  draftReturnOrderUpdate,
  purchasesRequest,
} from './consumer-requests';
export type { RouteData, RouteDataContext } from './types';

/** Every step's declarations. */
export const ROUTE_DATA: readonly RouteData[] = [...SELECTION_ROUTE_DATA, ...CARRIERS_ROUTE_DATA];

/** The GETs the step at `pathname` starts with, for the shopper the context describes. */
export function routeRequests(pathname: string, context: RouteDataContext): HttpRequestOptions<unknown>[] {
  return ROUTE_DATA.filter((route) => route.path === pathname).flatMap((route) => route.requests(context));
}
