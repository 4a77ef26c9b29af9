/**
 * The shopper's purchases and the draft return order created from a selection. The GETs its pages
 * start on opening are built by its route-data declaration (`@portal/shared/route-data`), so the
 * host's early start asks exactly what these ask.
 */
import { type DraftReturnOrder, httpRequest, type Purchase, type SelectedPurchase } from '@portal/shared';
import type { RetryPolicy } from '@portal/shared/retry';
import {
  consumerPath,
  draftReturnOrderRequest,
  draftReturnOrderUpdate,
  purchasesRequest,
} from '@portal/shared/route-data';

/** Fetches every purchase of the signed-in consumer, tried again by `retry` when given. */
export function fetchPurchases(consumerId: string, retry?: RetryPolicy): Promise<Purchase[]> {
  return httpRequest({ ...purchasesRequest(consumerId), retry });
}

/** Creates the draft flow's return order draft from the selected purchases. */
export function createDraft(
  consumerId: string,
  selectedPurchases: SelectedPurchase[],
): Promise<DraftReturnOrder> {
  return httpRequest({
    url: `${consumerPath(consumerId)}/draft-return-order`,
    method: 'POST',
    body: { selectedPurchases },
    schema: (s) => s.draftReturnOrderSchema,
  });
}

/** The draft flow's draft return order, fetched on the later screens. */
export function fetchDraft(consumerId: string): Promise<DraftReturnOrder> {
  return httpRequest(draftReturnOrderRequest(consumerId));
}

/** What confirm items changes on the draft: the resolution of each selected purchase. */
export interface DraftUpdate {
  selectedPurchases: SelectedPurchase[];
}

/** `PUT …/draft-return-order`: a partial update; answers with the whole draft. */
export function updateDraft(consumerId: string, update: DraftUpdate): Promise<DraftReturnOrder> {
  return httpRequest(draftReturnOrderUpdate(consumerId, update));
}
