/** The draft return order a return request was made from: what it pays back once the shop approves it. */
import { type DraftReturnOrder, httpRequest } from '@portal/shared';
import { draftReturnOrderRequest } from '@portal/shared/route-data';

/** `GET …/draft-return-order`. */
export const fetchRequestDraft = (consumerId: string): Promise<DraftReturnOrder> =>
  httpRequest(draftReturnOrderRequest(consumerId));
