/** Creating the older flow's quote (001 §7 `POST /quotes`): the return, paid first or confirmed at once. */
import type { QuoteRequest, QuoteResponse } from '@portal/shared';
import { type RetryOptions, sendAttempt } from '@portal/shared/submission';

/** The client name the volta API is told (`X-RE-Client`). */
export const CLIENT_NAME = 'portal';

/** `POST /volta/quotes` with X-Origin, X-RE-Client and the attempt's request uuid on every try. */
export function createQuote(
  request: QuoteRequest,
  requestUuid: string,
  retry?: RetryOptions,
): Promise<QuoteResponse> {
  return sendAttempt(
    {
      url: '/volta/quotes',
      method: 'POST',
      body: request,
      headers: { 'X-Origin': globalThis.location?.origin ?? '', 'X-RE-Client': CLIENT_NAME },
      schema: (s) => s.quoteResponseSchema,
    },
    requestUuid,
    retry,
  );
}
