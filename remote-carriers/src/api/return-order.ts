/**
 * Creating the draft flow's return order from the draft (`POST …/return-order`, no body), and reading
 * back the one this tab created (`GET …/return-order/{id}`).
 */
import { type CreatedReturnOrder, httpRequest, type ReturnOrder } from '@portal/shared';
import { consumerPath } from '@portal/shared/route-data';
import { type RetryOptions, sendAttempt } from '@portal/shared/submission';

/** `POST …/return-order`, with the attempt's request uuid on every try. */
export function createReturnOrder(
  consumerId: string,
  requestUuid: string,
  retry?: RetryOptions,
): Promise<CreatedReturnOrder> {
  return sendAttempt(
    {
      url: `${consumerPath(consumerId)}/return-order`,
      method: 'POST',
      schema: (s) => s.createdReturnOrderSchema,
    },
    requestUuid,
    retry,
  );
}

/** `GET …/return-order/{id}`: where a return order this tab created stands (its payment). */
export function fetchReturnOrder(consumerId: string, returnOrderId: string): Promise<ReturnOrder> {
  return httpRequest({
    url: `${consumerPath(consumerId)}/return-order/${encodeURIComponent(returnOrderId)}`,
    schema: (s) => s.returnOrderSchema,
  });
}
