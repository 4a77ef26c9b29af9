/**
 * The insurance on offer (001 §2 "Insurance selector", §9 "Insurance"): in the older flow a tier by
 * the value of the selected items, in the newer flow the draft's insurance quote. The price is per
 * parcel; what the shopper pays is the price times the parcel count.
 *
 * The spec says the tiers are "governed by the insurance-tiers toggle" without saying how. We read
 * it as: with the toggle on the tier sets the price and coverage; with it off the pricelists' own
 * insurance price stands (and no coverage is known).
 */
import type { DraftReturnOrder, Pricelists } from '@portal/shared';
import { toCents } from './money';

/** The feature toggle that switches the value tiers on (001 §7). */
export const INSURANCE_TIERS_FEATURE = 'insurance-tiers';

/** The tiers of 001 §9, in cents: up to and including `upToCents` of item value. */
export const INSURANCE_TIERS = [
  { upToCents: 100_00, coverageCents: 100_00, priceCents: 1_99 },
  { upToCents: 300_00, coverageCents: 200_00, priceCents: 2_99 },
  { upToCents: Number.POSITIVE_INFINITY, coverageCents: 400_00, priceCents: 3_99 },
] as const;

/** The tiers' currency (001 §9). */
export const INSURANCE_TIER_CURRENCY = 'EUR';

/** Insurance as offered: the price per parcel, the coverage when known, the currency. */
export interface InsuranceOffer {
  priceCents: number;
  coverageCents: number | null;
  currency: string;
}

/** The tier for a total item value (in cents). */
export function insuranceTier(totalValueCents: number): InsuranceOffer {
  const tier =
    INSURANCE_TIERS.find((candidate) => totalValueCents <= candidate.upToCents) ?? INSURANCE_TIERS[2];
  return {
    priceCents: tier.priceCents,
    coverageCents: tier.coverageCents,
    currency: INSURANCE_TIER_CURRENCY,
  };
}

/** The value of the selected items in cents: what was paid per unit times the quantity. */
export const selectedItemsValueCents = (items: { paidAmount?: number; quantity: number }[]): number =>
  items.reduce((sum, item) => sum + (toCents(item.paidAmount ?? 0) ?? 0) * item.quantity, 0);

/** The older flow's offer; null when the pricelists do not enable insurance. */
export function olderInsuranceOffer(
  insurance: Pricelists['insurance'],
  context: { itemsValueCents: number; tiers: boolean },
): InsuranceOffer | null {
  if (!insurance.enabled) return null;
  if (context.tiers) return insuranceTier(context.itemsValueCents);
  const priceCents = toCents(insurance.price);
  if (priceCents === null) return insuranceTier(context.itemsValueCents);
  return { priceCents, coverageCents: null, currency: insurance.currency ?? INSURANCE_TIER_CURRENCY };
}

/** The newer flow's offer: the draft's insurance quote; null when there is none. */
export function newerInsuranceOffer(draft: Pick<DraftReturnOrder, 'insuranceQuote'>): InsuranceOffer | null {
  const quote = draft.insuranceQuote;
  const priceCents = toCents(quote?.price.value);
  if (!quote || priceCents === null) return null;
  return { priceCents, coverageCents: toCents(quote.coverage.value), currency: quote.price.currency };
}

/** What insurance costs for the parcels sent. */
export const insuranceTotalCents = (offer: InsuranceOffer, parcels: number): number =>
  offer.priceCents * parcels;
