/**
 * The core API's GETs that a step starts when its route is entered, as the steps' own `api/` modules
 * send them: the step and the host's early start (route-data) build the request from the same
 * function, so a step that changes its request changes the early one with it.
 */
import type { DraftReturnOrder, Purchase } from '../api/schemas';
import type { HttpRequestOptions } from '../http/client';

/** The consumer's path on the core API: `/api/v0/consumer/{id}`. */
export const consumerPath = (consumerId: string): string =>
  `/api/v0/consumer/${encodeURIComponent(consumerId)}`;

/** `GET …/purchases`: every purchase of the signed-in consumer. */
export const purchasesRequest = (consumerId: string): HttpRequestOptions<Purchase[]> => ({
  url: `${consumerPath(consumerId)}/purchases`,
  schema: (s) => s.purchasesResponseSchema,
});

/** `GET …/draft-return-order`: the draft flow's selection as the server keeps it. */
export const draftReturnOrderRequest = (consumerId: string): HttpRequestOptions<DraftReturnOrder> => ({
  url: `${consumerPath(consumerId)}/draft-return-order`,
  schema: (s) => s.draftReturnOrderSchema,
});

/**
 * `PUT …/draft-return-order`: a partial update, only the fields given (each step changes its own
 * part); answers with the whole draft.
 */
export const draftReturnOrderUpdate = (
  consumerId: string,
  update: object,
): HttpRequestOptions<DraftReturnOrder> => ({
  ...draftReturnOrderRequest(consumerId),
  method: 'PUT',
  body: update,
});
