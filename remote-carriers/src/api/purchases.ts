/**
 * The consumer's purchases (000 §7): the newer flow's shipping options are the selected purchases'
 * own, so the carriers step reads them when the session cache has none (a new tab, say).
 */
import { httpRequest, type Purchase } from '@portal/shared';
import { consumerPath } from './draft-return-order';

/** `GET …/purchases`. */
export function fetchPurchases(consumerId: string): Promise<Purchase[]> {
  return httpRequest({
    url: `${consumerPath(consumerId)}/purchases`,
    schema: (s) => s.purchasesResponseSchema,
  });
}
