/**
 * remote-carriers' data: what the carriers step asks for as soon as it opens. Its team keeps this
 * next to its API contract; `remote-carriers/src/api/draft-return-order.ts` sends the same request.
 */
import { usesQuoteFlow } from '../flows';
import { draftReturnOrderRequest } from './consumer-requests';
import type { RouteData } from './types';

/** The draft flow's carriers step starts from the draft return order. */
export const CARRIERS_ROUTE_DATA: RouteData[] = [
  {
    path: '/carriers',
    requests: ({ consumerId, config }) =>
      usesQuoteFlow(config) ? [] : [draftReturnOrderRequest(consumerId)],
  },
];
