/**
 * The shopper's earlier returns for "Your returns" (docs/business-rules.md#your-returns): the draft
 * flow's return orders on the core API, the quote flow's quotes on the volta API.
 */
import { httpRequest } from '@portal/shared';
import type { RetryPolicy } from '@portal/shared/retry';
import { consumerPath } from '@portal/shared/route-data';
import type { QuoteList, ReturnOrderList } from '@portal/shared/schemas';

/** `GET /api/v0/consumer/{id}/return-orders`, newest first. */
export function fetchReturnOrders(consumerId: string, retry?: RetryPolicy): Promise<ReturnOrderList> {
  return httpRequest({
    url: `${consumerPath(consumerId)}/return-orders`,
    schema: (s) => s.returnOrderListSchema,
    retry,
  });
}

/** `GET /volta/consumer/{id}/quotes`, newest first, each with its confirmation. */
export function fetchQuotes(consumerId: string, retry?: RetryPolicy): Promise<QuoteList> {
  return httpRequest({
    url: `/volta/consumer/${encodeURIComponent(consumerId)}/quotes`,
    schema: (s) => s.quoteListSchema,
    retry,
  });
}
