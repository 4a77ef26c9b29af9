/**
 * The quote flow's pricelists and a pickup carrier's timeslots (volta API), and the confirmation of a
 * quote this tab made (its payment, when the page opens again).
 */
import { type Confirmation, httpRequest, type Pricelists, type Timeslots } from '@portal/shared';

/** `GET /volta/pricelists` with the query confirm items asks with (none when it is empty). */
export function fetchPricelists(query: URLSearchParams): Promise<Pricelists> {
  const search = query.size > 0 ? `?${query}` : '';
  return httpRequest({ url: `/volta/pricelists${search}`, schema: (s) => s.pricelistsSchema });
}

/** `GET /volta/pricelists/{uuid}/timeslots?product-keys=…&postal-code=…`: the pickup windows. */
export function fetchTimeslots(
  pricelistUuid: string,
  options: { productKeys: string[]; postalCode: string },
): Promise<Timeslots> {
  const query = new URLSearchParams();
  for (const key of options.productKeys) query.append('product-keys', key);
  query.set('postal-code', options.postalCode);
  return httpRequest({
    url: `/volta/pricelists/${encodeURIComponent(pricelistUuid)}/timeslots?${query}`,
    schema: (s) => s.timeslotsSchema,
  });
}

/** `GET /volta/confirmations/{quoteUuid}`: where a quote this tab made stands (its payment). */
export function fetchQuoteConfirmation(quoteUuid: string): Promise<Confirmation> {
  return httpRequest({
    url: `/volta/confirmations/${encodeURIComponent(quoteUuid)}`,
    schema: (s) => s.confirmationSchema,
  });
}
