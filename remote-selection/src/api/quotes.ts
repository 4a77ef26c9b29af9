/** The older flow's volta calls confirm items makes (001 §7): pricelists and creating the quote. */
import { httpRequest, type Pricelists, type QuoteRequest, type QuoteResponse } from '@portal/shared';
import { sendAttempt } from '@portal/shared/submission';

/** `GET /volta/pricelists` with the query of model/quote-flow.ts. */
export function fetchPricelists(query: URLSearchParams): Promise<Pricelists> {
  const search = query.size > 0 ? `?${query}` : '';
  return httpRequest({ url: `/volta/pricelists${search}`, schema: (s) => s.pricelistsSchema });
}

/**
 * `POST /volta/quotes`: the return is created; pay at paymentUrl, or it is confirmed at once. Every
 * try carries the submission's request uuid, so the platform makes one quote however often it is sent.
 */
export function createQuote(request: QuoteRequest, requestUuid: string): Promise<QuoteResponse> {
  return sendAttempt(
    {
      url: '/volta/quotes',
      method: 'POST',
      body: request,
      headers: { 'X-Origin': window.location.origin, 'X-RE-Client': 'portal' },
      schema: (s) => s.quoteResponseSchema,
    },
    requestUuid,
  );
}
