/** Where a created return stands: the draft flow's return order and the quote flow's confirmation. */
import {
  type Confirmation,
  HttpError,
  httpRequest,
  ResponseShapeError,
  type ReturnOrder,
  TIMEOUTS_MS,
  withinLimit,
} from '@portal/shared';
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
 * `POST /api/v0/consumer/{consumerId}/return-order/{returnOrderId}/payments`: a new payment for a
 * return order whose payment did not go through.
 */
export const retryReturnOrderPayment = (
  consumerId: string,
  returnOrderId: string,
): Promise<{ paymentUrl: string }> =>
  httpRequest({
    url: `${consumerPath(consumerId)}/return-order/${encodeURIComponent(returnOrderId)}/payments`,
    method: 'POST',
    schema: (s) => s.paymentResponseSchema,
  });

/**
 * The commercial invoice of return order `returnOrderId` as a local file URL: fetched while the
 * session still exists, so the shopper can save it after the finished return has logged them out.
 * Like every call it has a time limit; an answer that is not a PDF is an unreadable answer.
 */
export function fetchCommercialInvoice(returnOrderId: string): Promise<string> {
  const url = `/commercial-invoice.pdf?returnOrderId=${encodeURIComponent(returnOrderId)}`;
  return withinLimit(url, TIMEOUTS_MS.read, async (signal) => {
    const response = await fetch(url, { credentials: 'include', signal });
    if (!response.ok) throw new HttpError(response.status, response.statusText, null);
    if (response.headers.get('content-type') !== 'application/pdf') throw new ResponseShapeError(url, []);
    return URL.createObjectURL(await response.blob());
  });
}
