/**
 * What the platform charges and offers per shop beyond its carriers: insurance, the draft flow's return
 * request fee and the quote flow's handling fee per item. Amounts are in EUR and converted like the
 * catalogue's prices, so every currency shows the same rules.
 */
/** Exchange-rate-free price per currency: the seed's prices are in EUR. */
export const CURRENCY_FACTOR: Record<string, number> = { EUR: 1, GBP: 0.86, SEK: 11.2 };

/** An EUR amount in `currency`, rounded to cents (unknown currencies keep the EUR figure). */
export const inCurrency = (eur: number, currency: string): number =>
  Math.round(eur * (CURRENCY_FACTOR[currency] ?? 1) * 100) / 100;

/** One shop's terms. */
export interface ShopTerms {
  /** Insurance is offered: the draft flow's draft carries a quote, the quote flow's pricelists enable it. */
  insurance: boolean;
  /** The quote flow's insurance price per parcel (EUR). */
  insurancePricePerParcel: number;
  /** What the quote flow's flat insurance covers per parcel (EUR), when the shop says. */
  insuranceCoveragePerParcel?: number;
  /**
   * Draft flow: a fee for each return request (one per order in the draft) whose refunded value is
   * above 0 and below the threshold (both EUR). Exchanges refund nothing, so they never count.
   */
  returnRequestFee?: { fee: number; threshold: number };
  /** Quote flow: a fee per returned item (EUR); undefined when the shop has none. */
  handlingFeePerItem?: number;
}

const TERMS: Record<string, ShopTerms> = {
  nordwind: { insurance: true, insurancePricePerParcel: 2.5, returnRequestFee: { fee: 1.95, threshold: 50 } },
  atelier: {
    insurance: true,
    insurancePricePerParcel: 2.5,
    insuranceCoveragePerParcel: 250,
    handlingFeePerItem: 0,
  },
  kiosk: { insurance: false, insurancePricePerParcel: 0, handlingFeePerItem: 1 },
  vault: { insurance: false, insurancePricePerParcel: 0 },
};

/** The terms of a shop; a shop without its own offers insurance and charges no fees. */
export const termsOf = (merchant: string): ShopTerms =>
  TERMS[merchant] ?? { insurance: true, insurancePricePerParcel: 2.5 };
