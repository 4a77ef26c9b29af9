/**
 * The price summary under the carriers (docs/business-rules.md#price-summary): the lines and
 * total of the shared price rule (`@portal/shared/pricing`, which the sandbox charges by): the carrier
 * price times the parcels, insurance when chosen, the handling fee per returned unit, and (draft
 * flow) the return request fee.
 *
 * Return request fee (draft flow), our reading of a rule the spec leaves open: the server decides.
 * When the draft sends `totalReturnRequestFee` the line shows that amount
 * when it is above 0, for `returnRequestsChargedFor` requests. Only a draft without it falls back to
 * counting: `returnRequestFee` for each returned purchase above `returnRequestFeeThreshold`.
 *
 * The draft flow's carrier and insurance lines are computed from the quote price and the parcel
 * count rather than read from `shippingOptionTotal`/`insuranceTotal`, so they follow an optimistic
 * change before the server's answer.
 */
import type { DraftReturnOrder, ShopConfig } from '@portal/shared';
import { type PriceLine, priceLine, priceOf } from '@portal/shared/pricing';
import { draftFlowInsuranceOffer, type InsuranceOffer } from './insurance';
import { fromCents, toCents } from './money';

/** The total's label when the amount is deducted from the refund, and otherwise. */
export const TOTAL_LABEL_KEYS = {
  deducted: 'carriers.summary.amount_to_be_deducted',
  paid: 'carriers.summary.amount_to_be_paid',
} as const;

/** "amount to be deducted" when `returnPolicyChargeType` is deduction, else "amount to be paid". */
export const totalLabelKey = (returnPolicyChargeType: string | null | undefined): string =>
  returnPolicyChargeType?.toLowerCase() === 'deduction' ? TOTAL_LABEL_KEYS.deducted : TOTAL_LABEL_KEYS.paid;

/** One line: what it is, how many, the price of one and the line's amount (cents, and as a number). */
export type SummaryLine = PriceLine;

/** The summary: its lines, the total, its currency and label, and whether the total is shown. */
export interface PriceSummary {
  lines: SummaryLine[];
  totalCents: number;
  total: number;
  currency: string;
  totalLabelKey: string;
  showTotal: boolean;
}

const summary = (
  { lines, totalCents }: { lines: SummaryLine[]; totalCents: number },
  currency: string,
  chargeType: string | null | undefined,
  showTotal: (totalCents: number) => boolean,
): PriceSummary => {
  return {
    lines,
    totalCents,
    total: fromCents(totalCents),
    currency,
    totalLabelKey: totalLabelKey(chargeType),
    showTotal: showTotal(totalCents),
  };
};

/** What the quote flow's summary is made of. */
export interface QuoteFlowSummaryInput {
  /** The chosen pricelist's price; null while none is chosen. */
  carrier: { price: string; currency: string } | null;
  parcels: number;
  insurance: InsuranceOffer | null;
  insured: boolean;
  /** The handling fee per returned unit. */
  handlingFeePerItem: { price: string; currency: string } | null | undefined;
  /** The units the handling fee is charged for (`returnedUnits` of the selection). */
  units: number;
  /** What the exchanges for dearer products cost (`productExchangeOfItem`'s `toPayCents`, summed). */
  productExchangeCents?: number;
  returnPolicyChargeType?: string | null;
}

/**
 * The quote flow's summary; its total shows whenever it is not zero. (The spec's older flow hid it beside a
 * handling fee; then the amount charged, carrier and fee together, was first seen on the payment page.)
 */
export function quoteFlowPriceSummary(input: QuoteFlowSummaryInput): PriceSummary {
  const feeCents = toCents(input.handlingFeePerItem?.price) ?? 0;
  const price = priceOf({
    carrierCents: input.carrier ? (toCents(input.carrier.price) ?? 0) : null,
    parcels: input.parcels,
    insuranceCents: input.insurance && input.insured ? input.insurance.priceCents : null,
    handlingFee: { unitCents: feeCents, units: input.units },
    productExchangeCents: input.productExchangeCents,
  });
  const currency =
    input.carrier?.currency ?? input.handlingFeePerItem?.currency ?? input.insurance?.currency ?? 'EUR';
  return summary(price, currency, input.returnPolicyChargeType, (total) => total !== 0);
}

/** The draft flow's return request fee line, by the rule in this module's comment; null when none. */
export function returnRequestFeeLine(
  draft: Pick<
    DraftReturnOrder,
    | 'returnRequestFee'
    | 'returnRequestFeeThreshold'
    | 'totalReturnRequestFee'
    | 'returnRequestsChargedFor'
    | 'selectedPurchases'
  >,
): SummaryLine | null {
  const unitCents = toCents(draft.returnRequestFee?.value) ?? 0;
  const totalCents = toCents(draft.totalReturnRequestFee?.value);
  if (totalCents !== null) {
    if (totalCents <= 0) return null;
    const quantity = draft.returnRequestsChargedFor > 0 ? draft.returnRequestsChargedFor : 1;
    return {
      kind: 'return_request_fee',
      quantity,
      unitCents: unitCents > 0 ? unitCents : totalCents,
      cents: totalCents,
      amount: fromCents(totalCents),
    };
  }
  const chargedFor = draft.selectedPurchases.length - (draft.returnRequestFeeThreshold ?? 0);
  if (chargedFor <= 0 || unitCents <= 0) return null;
  return priceLine('return_request_fee', unitCents, chargedFor);
}

/** The draft flow's summary from the draft; its total is always shown. */
export function draftFlowPriceSummary(
  draft: DraftReturnOrder,
  options: { returnPolicyChargeType?: string | null },
): PriceSummary {
  const quote = draft.shippingOptionQuote;
  const insurance = draftFlowInsuranceOffer(draft);
  const price = priceOf({
    carrierCents: quote ? (draft.shippingOptionsShouldBeFree ? 0 : (toCents(quote.price.value) ?? 0)) : null,
    parcels: draft.packageAmount,
    insuranceCents: insurance && draft.addInsurance ? insurance.priceCents : null,
    returnRequestFee: returnRequestFeeLine(draft),
    // The platform's own figure for each exchange for a dearer product: it is in the total it charges.
    productExchangeCents: (draft.productExchanges ?? []).reduce(
      (sum, exchange) => sum + (toCents(exchange.toPay.value) ?? 0),
      0,
    ),
  });
  const currency = quote?.price.currency ?? draft.totalPrice.currency;
  return summary(price, currency, options.returnPolicyChargeType, () => true);
}

/** The total label's charge type: the carrier price is deducted from the refund, or paid. */
export const chargeTypeOf = (config: Pick<ShopConfig, 'isCarrierPriceDeducted'>): string | null =>
  config.isCarrierPriceDeducted ? 'deduction' : null;
