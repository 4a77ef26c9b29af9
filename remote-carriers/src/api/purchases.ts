/**
 * The consumer's purchases: the draft flow's shipping options are the selected purchases' own, so
 * the carriers step reads them when the session cache has none (a new tab, say).
 */
import { httpRequest, type Purchase } from '@portal/shared';
import { purchasesRequest } from '@portal/shared/route-data';

/** `GET …/purchases`. */
export function fetchPurchases(consumerId: string): Promise<Purchase[]> {
  return httpRequest(purchasesRequest(consumerId));
}
