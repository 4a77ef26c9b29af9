/** The quote flow's read on confirm items and ecommerce-less select items: the pricelists. */
import { httpRequest, type Pricelists } from '@portal/shared';

/** `GET /volta/pricelists` with the query `pricelistQuery` (`@portal/shared/quotes`) built. */
export function fetchPricelists(query: URLSearchParams): Promise<Pricelists> {
  const search = query.size > 0 ? `?${query}` : '';
  return httpRequest({ url: `/volta/pricelists${search}`, schema: (s) => s.pricelistsSchema });
}
