/**
 * `@portal/shared/flows`: which of the two back-end flows a shop uses (docs/README.md#vocabulary).
 * A module of its own, importing nothing that runs, so that the host's lazily loaded route data can
 * ask it without pulling the HTTP client into a second chunk.
 */
import type { ShopConfig } from './config/shop-config';

/**
 * The quote flow: shops whose `platformSlice` is below 2, and every ecommerce-less shop; the others use the
 * draft flow.
 */
export const usesQuoteFlow = (config: Pick<ShopConfig, 'platformSlice' | 'isEcommerceless'>): boolean =>
  config.platformSlice < 2 || Boolean(config.isEcommerceless);

/**
 * Where a draft-flow return order's confirmation is (the quote flow's is `confirmationPath` of
 * `@portal/shared/quotes`): the carriers step lands there, and "Your returns" links to it.
 */
export const returnOrderConfirmationPath = (consumerId: string, returnOrderId: string): string =>
  `/order-confirmation?${new URLSearchParams({ id: consumerId, returnOrderId })}`;
