/**
 * The price summary under the carriers (001 §2 "Price summary", §9 "Price and fees"), summed in
 * integer cents: the carrier price times the parcels, insurance when chosen, the handling fee per
 * selected item, and (newer flow) the return request fee.
 *
 * Return request fee (newer flow), our reading of a rule the spec leaves open: the server decides.
 * When the draft sends `totalReturnRequestFee` the line shows that amount
 * when it is above 0, for `returnRequestsChargedFor` requests. Only a draft without it falls back to
 * counting: `returnRequestFee` for each returned purchase above `returnRequestFeeThreshold`.
 *
 * The newer flow's carrier and insurance lines are computed from the quote price and the parcel
 * count rather than read from `shippingOptionTotal`/`insuranceTotal`, so they follow an optimistic
 * change before the server's answer.
 */
import type { DraftReturnOrder } from '@portal/shared';
import { type InsuranceOffer, newerInsuranceOffer } from './insurance';
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
export interface SummaryLine {
  kind: 'carrier' | 'insurance' | 'handling_fee' | 'return_request_fee';
  quantity: number;
  unitCents: number;
  cents: number;
  amount: number;
}

/** The summary: its lines, the total, its currency and label, and whether the total is shown. */
export interface PriceSummary {
  lines: SummaryLine[];
  totalCents: number;
  total: number;
  currency: string;
  totalLabelKey: string;
  showTotal: boolean;
}

const line = (kind: SummaryLine['kind'], unitCents: number, quantity: number): SummaryLine => ({
  kind,
  quantity,
  unitCents,
  cents: unitCents * quantity,
  amount: fromCents(unitCents * quantity),
});

const summary = (
  lines: SummaryLine[],
  currency: string,
  chargeType: string | null | undefined,
  showTotal: (totalCents: number) => boolean,
): PriceSummary => {
  const totalCents = lines.reduce((sum, entry) => sum + entry.cents, 0);
  return {
    lines,
    totalCents,
    total: fromCents(totalCents),
    currency,
    totalLabelKey: totalLabelKey(chargeType),
    showTotal: showTotal(totalCents),
  };
};

/** What the older flow's summary is made of. */
export interface OlderSummaryInput {
  /** The chosen pricelist's price; null while none is chosen. */
  carrier: { price: string; currency: string } | null;
  parcels: number;
  insurance: InsuranceOffer | null;
  insured: boolean;
  handlingFeePerItem: { price: string; currency: string } | null | undefined;
  /** The number of selected items the handling fee is charged for. */
  itemCount: number;
  returnPolicyChargeType?: string | null;
}

/** The older flow's summary; its total shows only without a handling fee and when it is not zero. */
export function olderPriceSummary(input: OlderSummaryInput): PriceSummary {
  const lines: SummaryLine[] = [];
  if (input.carrier) lines.push(line('carrier', toCents(input.carrier.price) ?? 0, input.parcels));
  if (input.insurance && input.insured)
    lines.push(line('insurance', input.insurance.priceCents, input.parcels));
  const feeCents = toCents(input.handlingFeePerItem?.price) ?? 0;
  // A fee line shows only when there is a fee (001 §2).
  if (feeCents > 0) lines.push(line('handling_fee', feeCents, input.itemCount));
  const currency =
    input.carrier?.currency ?? input.handlingFeePerItem?.currency ?? input.insurance?.currency ?? 'EUR';
  return summary(lines, currency, input.returnPolicyChargeType, (total) => feeCents === 0 && total !== 0);
}

/** The newer flow's return request fee line, by the rule in this module's comment; null when none. */
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
  return line('return_request_fee', unitCents, chargedFor);
}

/** The newer flow's summary from the draft; its total is always shown. */
export function newerPriceSummary(
  draft: DraftReturnOrder,
  options: { returnPolicyChargeType?: string | null },
): PriceSummary {
  const lines: SummaryLine[] = [];
  const parcels = draft.packageAmount;
  const quote = draft.shippingOptionQuote;
  if (quote) {
    const unitCents = draft.shippingOptionsShouldBeFree ? 0 : (toCents(quote.price.value) ?? 0);
    lines.push(line('carrier', unitCents, parcels));
  }
  const insurance = newerInsuranceOffer(draft);
  if (insurance && draft.addInsurance) lines.push(line('insurance', insurance.priceCents, parcels));
  const fee = returnRequestFeeLine(draft);
  if (fee) lines.push(fee);
  const currency = quote?.price.currency ?? draft.totalPrice.currency;
  return summary(lines, currency, options.returnPolicyChargeType, () => true);
}
