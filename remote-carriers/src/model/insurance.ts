/**
 * The insurance on offer (docs/business-rules.md#insurance-price-and-coverage): in the quote flow a tier
 * by the value of the selected items, in the draft flow the draft's insurance quote. The price is per
 * parcel; what the shopper pays is the price times the parcel count.
 *
 * The spec says the tiers are "governed by the insurance-tiers toggle" without saying how. We read
 * it as: with the toggle on the tier sets the price and coverage; with it off the pricelists' own
 * insurance price stands, with its coverage when the pricelists give one. The tiers themselves are
 * the shared pricing rule's (`@portal/shared/pricing`), which the sandbox charges by.
 */
import type { DraftReturnOrder, Pricelists } from '@portal/shared';
import { INSURANCE_TIER_CURRENCY, type InsuranceOffer, insuranceTier } from '@portal/shared/pricing';
import { toCents } from './money';

/** Re-exported: this step's modules and tests name them from here. */
export { type InsuranceOffer, insuranceTier };

/** The feature toggle that switches the value tiers on. */
export const INSURANCE_TIERS_FEATURE = 'insurance-tiers';

/** The value of the selected items in cents: what was paid per unit times the quantity. */
export const selectedItemsValueCents = (items: { paidAmount?: number; quantity: number }[]): number =>
  items.reduce((sum, item) => sum + (toCents(item.paidAmount ?? 0) ?? 0) * item.quantity, 0);

/** The quote flow's offer; null when the pricelists do not enable insurance. */
export function quoteFlowInsuranceOffer(
  insurance: Pricelists['insurance'],
  context: { itemsValueCents: number; tiers: boolean },
): InsuranceOffer | null {
  if (!insurance.enabled) return null;
  if (context.tiers) return insuranceTier(context.itemsValueCents);
  const priceCents = toCents(insurance.price);
  if (priceCents === null) return insuranceTier(context.itemsValueCents);
  return {
    priceCents,
    coverageCents: toCents(insurance.coverage),
    currency: insurance.currency ?? INSURANCE_TIER_CURRENCY,
  };
}

/** The draft flow's offer: the draft's insurance quote; null when there is none. */
export function draftFlowInsuranceOffer(
  draft: Pick<DraftReturnOrder, 'insuranceQuote'>,
): InsuranceOffer | null {
  const quote = draft.insuranceQuote;
  const priceCents = toCents(quote?.price.value);
  if (!quote || priceCents === null) return null;
  return { priceCents, coverageCents: toCents(quote.coverage.value), currency: quote.price.currency };
}

/** What insurance costs for the parcels sent. */
export const insuranceTotalCents = (offer: InsuranceOffer, parcels: number): number =>
  offer.priceCents * parcels;
