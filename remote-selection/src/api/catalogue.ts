/**
 * The shop's catalogue, for an exchange for another product (docs/business-rules.md#exchange-for-another-product):
 * `GET /api/v0/shops/{merchant}/products` (a page of a search, in the order's currency) and
 * `…/categories`. The host lets the browser ask its own shop's catalogue and no other shop path.
 */
import { httpRequest } from '@portal/shared';
import type { CatalogueProduct } from '@portal/shared/schemas';

/** Products a page asks for: a phone's screen and a bit. */
export const CATALOGUE_PAGE_SIZE = 12;

/** The longest search text the platform takes (its `q`). */
export const CATALOGUE_SEARCH_MAX = 100;

/** What a search asks. */
export interface CatalogueQuery {
  merchant: string;
  currency: string;
  text: string;
  category: string | null;
  offset: number;
}

/** One page of the products matching `query`, and how many match in all. */
export function fetchCataloguePage(
  query: CatalogueQuery,
  signal?: AbortSignal,
): Promise<{ total: number; offset: number; products: CatalogueProduct[] }> {
  const params = new URLSearchParams({
    currency: query.currency,
    limit: String(CATALOGUE_PAGE_SIZE),
    offset: String(query.offset),
  });
  const text = query.text.trim();
  if (text) params.set('q', text);
  if (query.category) params.set('category', query.category);
  return httpRequest({
    url: `/api/v0/shops/${encodeURIComponent(query.merchant)}/products?${params}`,
    schema: (s) => s.cataloguePageSchema,
    signal,
  });
}

/** The catalogue's categories with their product counts. */
export function fetchCatalogueCategories(
  merchant: string,
): Promise<{ categories: { id: string; name: string; productCount: number }[] }> {
  return httpRequest({
    url: `/api/v0/shops/${encodeURIComponent(merchant)}/categories`,
    schema: (s) => s.catalogueCategoriesSchema,
  });
}
