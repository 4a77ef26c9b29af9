/** The older flow's volta calls confirm items makes (001 §7): pricelists and creating the quote. */
import { httpRequest, type Pricelists, type QuoteRequest, type QuoteResponse } from '@portal/shared';

/** `GET /volta/pricelists` with the query of model/quote-flow.ts. */
export function fetchPricelists(query: URLSearchParams): Promise<Pricelists> {
  const search = query.size > 0 ? `?${query}` : '';
  return httpRequest({ url: `/volta/pricelists${search}`, schema: (s) => s.pricelistsSchema });
}

/** `POST /volta/quotes`: the return is created; pay at paymentUrl, or it is confirmed at once. */
export function createQuote(request: QuoteRequest): Promise<QuoteResponse> {
  return httpRequest({
    url: '/volta/quotes',
    method: 'POST',
    body: request,
    headers: { 'X-Origin': window.location.origin, 'X-RE-Client': 'portal' },
    schema: (s) => s.quoteResponseSchema,
  });
}
