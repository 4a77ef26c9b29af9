/**
 * `@portal/shared/pricing`: what a return costs, as ONE rule for the carriers step's price summary and
 * for the sandbox that charges it (docs/business-rules.md#one-price-rule-shown-and-charged), so the
 * amount shown and the amount asked cannot disagree:
 *
 * - the carrier's price per parcel, times the parcels;
 * - insurance per parcel, times the parcels, when chosen;
 * - the handling fee (quote flow) per returned UNIT: an item returned twice counts twice, as confirm
 *   items' "3 products" does;
 * - the return request fee (draft flow), as the draft states it;
 * - what an exchange for a dearer product costs beyond the returned value and the bonus (`productExchange`).
 *
 * Also the insurance value tiers, which both sides price by. Everything is integer cents.
 */
import { fromCents, toCents } from './money';

/** The insurance value tiers, in cents: up to and including `upToCents` of goods' value. */
export const INSURANCE_TIERS = [
  { upToCents: 100_00, coverageCents: 100_00, priceCents: 1_99 },
  { upToCents: 300_00, coverageCents: 200_00, priceCents: 2_99 },
  { upToCents: Number.POSITIVE_INFINITY, coverageCents: 400_00, priceCents: 3_99 },
] as const;

/** The tiers' currency. */
export const INSURANCE_TIER_CURRENCY = 'EUR';

/** Insurance as offered: the price per parcel, the coverage when known, the currency. */
export interface InsuranceOffer {
  priceCents: number;
  coverageCents: number | null;
  currency: string;
}

/** The tier for the goods' total value (in cents). */
export function insuranceTier(totalValueCents: number): InsuranceOffer {
  const tier =
    INSURANCE_TIERS.find((candidate) => totalValueCents <= candidate.upToCents) ?? INSURANCE_TIERS[2];
  return {
    priceCents: tier.priceCents,
    coverageCents: tier.coverageCents,
    currency: INSURANCE_TIER_CURRENCY,
  };
}

/** The units returned: each item's quantity (1 when it names none), summed. */
export const returnedUnits = (items: readonly { quantity?: number | null }[]): number =>
  items.reduce((sum, item) => Math.min(Number.MAX_SAFE_INTEGER, sum + wholeCount(item.quantity ?? 1, 1)), 0);

/**
 * A count as a whole number of at least `least`; a quantity that is no number counts as `least`.
 * Counts and cents stay within what a number holds exactly (hostile input never overflows to Infinity).
 */
const wholeCount = (value: number, least: number): number =>
  Number.isFinite(value) ? Math.min(Number.MAX_SAFE_INTEGER, Math.max(least, Math.trunc(value))) : least;

/** Whole cents: a fraction of a cent rounded half away from zero, a figure that is not finite 0. */
const wholeCents = (value: number): number =>
  Number.isNaN(value)
    ? 0
    : Math.sign(value) * Math.min(Number.MAX_SAFE_INTEGER, Math.round(Math.abs(value))) + 0;

/** The kinds of cost, in the order the summary lists them. */
export type PriceLineKind =
  | 'carrier'
  | 'insurance'
  | 'handling_fee'
  | 'return_request_fee'
  | 'product_exchange';

/** One cost: how many, the price of one, and the line's amount (cents, and as a number). */
export interface PriceLine {
  kind: PriceLineKind;
  quantity: number;
  unitCents: number;
  cents: number;
  amount: number;
}

/** Everything a return's price is made of, in cents. */
export interface PriceInput {
  /** The carrier's price per parcel; null while no carrier is chosen. */
  carrierCents: number | null;
  parcels: number;
  /** Insurance per parcel when the shopper chose it; null otherwise. */
  insuranceCents: number | null;
  /** The quote flow's handling fee per unit, and the units it is charged for. */
  handlingFee?: { unitCents: number; units: number } | null;
  /** The draft flow's return request fee line as the draft states it (see `returnRequestFeeLine`). */
  returnRequestFee?: PriceLine | null;
  /** What the shopper pays for exchanges for dearer products (`productExchange`'s `toPayCents`, summed). */
  productExchangeCents?: number | null;
}

/** The lines of a price and their total. */
export interface Price {
  lines: PriceLine[];
  totalCents: number;
}

/** A line of `quantity` times `unitCents`. */
export function priceLine(kind: PriceLineKind, unitCents: number, quantity: number): PriceLine {
  // Whatever arrives, a line is whole cents times a whole count: never NaN, never a fraction of a cent.
  const unit = wholeCents(unitCents);
  const count = wholeCount(quantity, 0);
  const cents = wholeCents(unit * count);
  return { kind, quantity: count, unitCents: unit, cents, amount: fromCents(cents) };
}

/**
 * The price: its lines and total. A handling fee of 0 makes no line (a fee line shows only
 * when there is a fee); a carrier always has one, "Free" when it costs nothing.
 */
export function priceOf(input: PriceInput): Price {
  const lines: PriceLine[] = [];
  if (input.carrierCents !== null) lines.push(priceLine('carrier', input.carrierCents, input.parcels));
  if (input.insuranceCents !== null) lines.push(priceLine('insurance', input.insuranceCents, input.parcels));
  const fee = input.handlingFee;
  if (fee && fee.unitCents > 0) lines.push(priceLine('handling_fee', fee.unitCents, fee.units));
  if (input.returnRequestFee) lines.push(input.returnRequestFee);
  if (input.productExchangeCents) lines.push(priceLine('product_exchange', input.productExchangeCents, 1));
  return { lines, totalCents: wholeCents(lines.reduce((sum, entry) => sum + wholeCents(entry.cents), 0)) };
}

/** One returned line as the refund rule reads it: its price, how many, and whether it is exchanged. */
export interface RefundLine {
  unitCents: number;
  quantity?: number | null;
  exchange: boolean;
}

/** What the shopper gets back in money: as a refund, and as store credit (the refund plus the bonus). */
export interface RefundAmounts {
  refundCents: number;
  storeCreditCents: number;
}

/**
 * What a return pays back (docs/business-rules.md#what-you-get-back), the one rule the sandbox's
 * draft and quote answers and the portal's quote flow read: the returned (not exchanged) lines'
 * price × quantity, in whole cents; store credit adds the incentive (already in cents) on top. An
 * exchange pays nothing back: the shopper gets the other variant instead.
 */
export function refundAmounts(lines: readonly RefundLine[], incentiveCents = 0): RefundAmounts {
  const refundCents = wholeCents(
    lines
      .filter((line) => !line.exchange)
      .reduce(
        (sum, line) => sum + wholeCents(wholeCents(line.unitCents) * wholeCount(line.quantity ?? 1, 0)),
        0,
      ),
  );
  return { refundCents, storeCreditCents: wholeCents(refundCents + Math.max(0, wholeCents(incentiveCents))) };
}

/**
 * Which money back a return pays, the one `refund` it has: store credit when a returned purchase is store
 * credit (confirm items writes the shopper's choice to every returned purchase) or an exchange for another
 * product sends its rest there (`rests`: the types of the exchanges that leave one, `exchangeRestType`); else a
 * refund when anything is paid back; none when nothing is. Read by the portal from the draft and before a
 * quote exists, and by the sandbox for the return order and the quote it makes.
 */
export function chosenRefundType(
  resolutions: readonly ('Refund' | 'StoreCredit' | 'Exchange')[],
  rests: readonly ('Refund' | 'StoreCredit')[] = [],
): 'Refund' | 'StoreCredit' | null {
  const paidBack = [...resolutions.filter((resolution) => resolution !== 'Exchange'), ...rests];
  if (paidBack.length === 0) return null;
  return paidBack.includes('StoreCredit') ? 'StoreCredit' : 'Refund';
}

/**
 * Where an exchange for another product's rest goes, when it leaves one the way the shopper chose
 * (`chosen`, a refund when she chose nothing): null for a dearer product, and for a refund when only bonus
 * is left, which is never paid out as money.
 */
export function exchangeRestType(
  exchange: Pick<ProductExchange, 'refundCents' | 'storeCreditCents'>,
  chosen: 'Refund' | 'StoreCredit' | null | undefined,
): 'Refund' | 'StoreCredit' | null {
  const type = chosen ?? 'Refund';
  const cents = type === 'StoreCredit' ? exchange.storeCreditCents : exchange.refundCents;
  return cents > 0 ? type : null;
}

/** A draft as the refund rule reads it: the selected purchases, and its exchanges for another product as priced. */
export interface DraftRefundFacts {
  selectedPurchases: readonly {
    purchaseId: string;
    resolutionType: 'Refund' | 'StoreCredit' | 'Exchange';
    exchangeRefundType?: 'Refund' | 'StoreCredit' | null;
  }[];
  productExchanges?:
    | readonly { purchaseId: string; refund: { value: string }; storeCredit: { value: string } }[]
    | null;
}

/**
 * The money back a draft pays (`chosenRefundType`), its exchanges' rests counted as each purchase chose
 * (`exchangeRefundType`): the refund option the portal shows and the return order the sandbox makes.
 */
export function chosenRefundTypeOfDraft(draft: DraftRefundFacts): 'Refund' | 'StoreCredit' | null {
  const chosen = new Map(draft.selectedPurchases.map((item) => [item.purchaseId, item.exchangeRefundType]));
  const rests = (draft.productExchanges ?? []).flatMap(
    (exchange) =>
      exchangeRestType(
        {
          refundCents: toCents(exchange.refund.value) ?? 0,
          storeCreditCents: toCents(exchange.storeCredit.value) ?? 0,
        },
        chosen.get(exchange.purchaseId),
      ) ?? [],
  );
  return chosenRefundType(
    draft.selectedPurchases.map((item) => item.resolutionType),
    rests,
  );
}

/**
 * A merchant's bonus on an exchange for another product (a shop setting shaped as store credit's
 * incentive): a percentage of the returned goods' value up to a cap, or a fixed amount. Amounts are
 * already in the order's currency, in cents.
 */
export type ExchangeBonus =
  | { type: 'PERCENTAGE'; percentage: number; capCents?: number | null }
  | { type: 'FIXED_AMOUNT'; amountCents: number };

/** The bonus on `returnedCents` of returned goods: whole cents, never negative, a percentage never over its cap. */
export function exchangeBonusCents(returnedCents: number, bonus: ExchangeBonus | null | undefined): number {
  if (!bonus) return 0;
  if (bonus.type === 'FIXED_AMOUNT') return Math.max(0, wholeCents(bonus.amountCents));
  const percentage = Number.isFinite(bonus.percentage) ? Math.max(0, bonus.percentage) : 0;
  const share = wholeCents((Math.max(0, wholeCents(returnedCents)) * percentage) / 100);
  const cap = bonus.capCents ?? null;
  return cap === null ? share : Math.min(share, Math.max(0, wholeCents(cap)));
}

/** What an exchange for another product comes to, in cents (docs/business-rules.md#exchange-for-another-product). */
export interface ProductExchange {
  /** The returned goods' value: what was paid for them. */
  returnedCents: number;
  bonusCents: number;
  /** The new product's price, times how many. */
  newCents: number;
  /** What the shopper pays when the new product costs more than the returned value and the bonus. */
  toPayCents: number;
  /** What comes back when it costs less, to the original means of payment: never the bonus, which is not money. */
  refundCents: number;
  /** What comes back when it costs less, as store credit: the rest with what is left of the bonus. */
  storeCreditCents: number;
}

/**
 * The one rule of an exchange for another product, which the page shows and the platform charges: the
 * returned goods' value and the merchant's bonus count towards the new product's price. The bonus is
 * spent first and is never paid out as money: when the new product costs more the shopper pays the
 * difference; when it costs less, the rest comes back as money (the returned value less the new price)
 * or, if the shopper chooses it, as store credit with the bonus left over.
 */
export function productExchange(input: {
  returnedCents: number;
  newCents: number;
  bonus?: ExchangeBonus | null;
}): ProductExchange {
  const returnedCents = Math.max(0, wholeCents(input.returnedCents));
  const newCents = Math.max(0, wholeCents(input.newCents));
  const bonusCents = exchangeBonusCents(returnedCents, input.bonus);
  // Summed within what a number holds exactly, as every total here is.
  const credit = wholeCents(returnedCents + bonusCents);
  return {
    returnedCents,
    bonusCents,
    newCents,
    toPayCents: Math.max(0, newCents - credit),
    refundCents: Math.max(0, returnedCents - newCents),
    storeCreditCents: Math.max(0, credit - newCents),
  };
}

/** A shop's bonus setting as configured (`productExchange.bonus`): amounts in the setting's currency. */
export interface BonusSetting {
  type: 'PERCENTAGE' | 'FIXED_AMOUNT';
  amount?: number;
  percentage?: number;
  maximumAmount?: number;
}

/**
 * `setting` as the exchange rule reads it: its amounts times `rate` (the setting's currency into the
 * order's) in whole cents. None without a setting, or with a rate that is no positive number: no bonus
 * rather than a wrong one.
 */
export function exchangeBonusOf(
  setting: BonusSetting | null | undefined,
  rate: number,
): ExchangeBonus | null {
  if (!setting || !(Number.isFinite(rate) && rate > 0)) return null;
  const cents = (amount: number) => wholeCents(amount * rate * 100);
  if (setting.type === 'FIXED_AMOUNT')
    return { type: 'FIXED_AMOUNT', amountCents: cents(setting.amount ?? 0) };
  return {
    type: 'PERCENTAGE',
    percentage: setting.percentage ?? 0,
    capCents: setting.maximumAmount === undefined ? null : cents(setting.maximumAmount),
  };
}

/**
 * A selected item as the exchange rule reads it (the bus's `SelectedItem` has this shape; named here so the
 * rule does not import the bus that carries its bonus).
 */
export interface ExchangedItem {
  itemRef?: Record<string, unknown>;
  paidAmount?: number;
  quantity?: number;
  exchangePrice?: { value: number; currency: string };
  exchangeBonus?: ExchangeBonus | null;
  exchangeRest?: 'refund' | 'store-credit';
}

/**
 * Where a selected item's exchange for another product sends a cheaper product's rest, as the platform is
 * told it (`exchangeRefundType`): store credit when the shopper chose it, else nothing, since the platform's
 * default is the refund a shopper is owed unless she chooses otherwise.
 */
export const exchangeRestChoice = (
  item: Pick<ExchangedItem, 'exchangePrice' | 'exchangeRest'>,
): { exchangeRefundType?: 'StoreCredit' } =>
  item.exchangePrice && item.exchangeRest === 'store-credit' ? { exchangeRefundType: 'StoreCredit' } : {};

/** What a selected item's price is (the product's, else what was paid), in cents; null when it has none. */
export function itemPriceCents(item: Pick<ExchangedItem, 'itemRef' | 'paidAmount'>): number | null {
  const facts = (item.itemRef ?? {}) as { price?: unknown };
  const price = typeof facts.price === 'number' ? facts.price : item.paidAmount;
  return typeof price === 'number' ? toCents(price) : null;
}

/**
 * A selected item's exchange for another product by the one rule, as the pages show it: its value (price ×
 * quantity) and the shop's bonus on it against the new product's price × quantity, as the platform
 * prices it. Null for any other item, and for one without a price.
 */
export function productExchangeOfItem(item: ExchangedItem): ProductExchange | null {
  const unitCents = itemPriceCents(item);
  const newUnitCents = toCents(item.exchangePrice?.value);
  if (unitCents === null || newUnitCents === null) return null;
  const quantity = wholeCount(item.quantity ?? 1, 1);
  return productExchange({
    returnedCents: unitCents * quantity,
    newCents: newUnitCents * quantity,
    bonus: item.exchangeBonus,
  });
}

/** What a selection's exchanges for dearer products cost together (the quote flow's price line), in cents. */
export const productExchangesToPayCents = (items: readonly ExchangedItem[]): number =>
  wholeCents(items.reduce((sum, item) => sum + (productExchangeOfItem(item)?.toPayCents ?? 0), 0));
