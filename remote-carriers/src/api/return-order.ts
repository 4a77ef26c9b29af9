/** Creating the draft flow's return order from the draft (`POST …/return-order`, no body). */
import type { CreatedReturnOrder } from '@portal/shared';
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
