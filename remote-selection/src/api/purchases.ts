/** The shopper's purchases and the draft return order created from a selection. */
import { type DraftReturnOrder, httpRequest, type Purchase, type SelectedPurchase } from '@portal/shared';

const consumerPath = (consumerId: string) => `/api/v0/consumer/${encodeURIComponent(consumerId)}`;

/** Fetches every purchase of the signed-in consumer. */
export function fetchPurchases(consumerId: string): Promise<Purchase[]> {
  return httpRequest({
    url: `${consumerPath(consumerId)}/purchases`,
    schema: (s) => s.purchasesResponseSchema,
  });
}

/** Creates the draft return order of the draft flow from the selected purchases. */
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

/** The draft return order of the draft flow, fetched again on the later screens. */
export function fetchDraft(consumerId: string): Promise<DraftReturnOrder> {
  return httpRequest({
    url: `${consumerPath(consumerId)}/draft-return-order`,
    schema: (s) => s.draftReturnOrderSchema,
  });
}

/** What confirm items changes on the draft: the resolution of each selected purchase. */
export interface DraftUpdate {
  selectedPurchases: SelectedPurchase[];
}

/** `PUT …/draft-return-order`: a partial update; answers with the whole draft. */
export function updateDraft(consumerId: string, update: DraftUpdate): Promise<DraftReturnOrder> {
  return httpRequest({
    url: `${consumerPath(consumerId)}/draft-return-order`,
    method: 'PUT',
    body: update,
    schema: (s) => s.draftReturnOrderSchema,
  });
}
