/** The shopper's purchases (000 §7). */
import { httpRequest, type Purchase, purchasesResponseSchema } from '@portal/shared';

/** Fetches every purchase of the signed-in consumer. */
export function fetchPurchases(consumerId: string): Promise<Purchase[]> {
  return httpRequest({
    url: `/api/v0/consumer/${encodeURIComponent(consumerId)}/purchases`,
    schema: purchasesResponseSchema,
  });
}
