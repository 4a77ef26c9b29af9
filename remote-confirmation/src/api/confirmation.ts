/** Where a created return stands: the draft flow's return order and the quote flow's confirmation. */
import { type Confirmation, httpRequest, type ReturnOrder } from '@portal/shared';
import { consumerPath } from '@portal/shared/route-data';

/** `GET /api/v0/consumer/{consumerId}/return-order/{returnOrderId}`. */
export const fetchReturnOrder = (consumerId: string, returnOrderId: string): Promise<ReturnOrder> =>
  httpRequest({
    url: `${consumerPath(consumerId)}/return-order/${encodeURIComponent(returnOrderId)}`,
    schema: (s) => s.returnOrderSchema,
  });

/** `GET /volta/confirmations/{quoteUuid}`. */
export const fetchConfirmation = (quoteUuid: string): Promise<Confirmation> =>
  httpRequest({
    url: `/volta/confirmations/${encodeURIComponent(quoteUuid)}`,
    schema: (s) => s.confirmationSchema,
  });

/** `POST /volta/quotes/{quoteUuid}/payments`: a new payment for a quote whose payment expired or failed. */
export const retryPayment = (quoteUuid: string): Promise<{ paymentUrl: string }> =>
  httpRequest({
    url: `/volta/quotes/${encodeURIComponent(quoteUuid)}/payments`,
    method: 'POST',
    schema: (s) => s.paymentResponseSchema,
  });

/**
 * The commercial invoice of return order `returnOrderId` as a local file URL: fetched while the
 * session still exists, so the shopper can save it after the finished return has logged them out.
 */
export async function fetchCommercialInvoice(returnOrderId: string): Promise<string> {
  const response = await fetch(`/commercial-invoice.pdf?returnOrderId=${encodeURIComponent(returnOrderId)}`, {
    credentials: 'include',
  });
  if (!response.ok || response.headers.get('content-type') !== 'application/pdf')
    throw new Error(`Commercial invoice: HTTP ${response.status}`);
  return URL.createObjectURL(await response.blob());
}
