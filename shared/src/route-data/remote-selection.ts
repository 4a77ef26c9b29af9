/**
 * remote-selection's data: what select items and confirm items ask for as soon as they open. Its
 * team keeps this next to its API contract; `remote-selection/src/api/purchases.ts` sends the same
 * requests.
 */
import { usesQuoteFlow } from '../flows';
import { draftReturnOrderRequest, purchasesRequest } from './consumer-requests';
import type { RouteData } from './types';

/** Select items reads the purchases unless the session has them (an ecommerce-less shop has none). */
export const SELECTION_ROUTE_DATA: RouteData[] = [
  {
    path: '/select-items',
    requests: ({ consumerId, config, purchasesCached }) =>
      config.isEcommerceless || purchasesCached ? [] : [purchasesRequest(consumerId)],
  },
  {
    path: '/confirm-items',
    requests: ({ consumerId, config }) =>
      usesQuoteFlow(config) ? [] : [draftReturnOrderRequest(consumerId)],
  },
];
