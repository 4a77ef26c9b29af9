/**
 * The draft flow's draft return order: the refund options of the selected purchases, and the price of
 * what the shopper chose on the carriers step:
 *
 * - shipping: the option's price plus its variant's modifier, times the parcels; 0 when every selected
 *   purchase is an exchange (`shippingOptionsShouldBeFree`);
 * - insurance: the tier of the goods' value, per parcel, when the shop offers it and it was chosen;
 * - the return request fee: one request per order in the draft, charged when its refunded value is
 *   above 0 and below the shop's threshold;
 * - an exchange for another product: the returned value and the shop's bonus against the new price
 *   (`productExchange`): what a dearer one costs is paid, a cheaper one's rest is in the refund options;
 * - `totalPrice`: the sum of these, what the shopper pays.
 *
 * The tiers, the sum and the refund options (`refundAmounts`: the returned items' price × quantity, store
 * credit with the shop's bonus on top) are the portal's own rules (`@portal/shared/pricing`), so the draft's
 * total is what its price summary shows and its refund what the quote flow's would be. Sums are worked out in cents, so 3 × 2.95 is 8.85 and not
 * 8.850000000000001.
 */

import {
  type BonusSetting,
  insuranceTier,
  priceLine,
  priceOf as priceOfReturn,
  refundAmounts,
} from '@portal/shared/pricing';
import {
  type DraftReturnOrder,
  draftReturnOrderSchema,
  type Purchase,
  type SelectedPurchase,
  type ShippingOption,
} from '../platform/api';
import { merchants } from './merchants';
import {
  catalogVariantById,
  exchangedProductOf,
  pricedProductExchange,
  productExchangeBonusOf,
} from './shop-catalogue';
import { inCurrency, type ShopTerms, termsOf } from './shop-terms';

/** The parcel bounds of every seeded shop's drafts. */
export const MIN_RETURN_SHIPMENTS = 1;
export const MAX_RETURN_SHIPMENTS = 4;

/** What the shopper chose on the carriers step; the draft's prices follow from it. */
export interface DraftChoices {
  shippingOptionId: string | null;
  variantId: string | null;
  packageAmount: number;
  addInsurance: boolean;
  tacAgreed: boolean;
}

/** A new draft's choices: nothing chosen yet, one parcel. */
export const NO_CHOICES: DraftChoices = {
  shippingOptionId: null,
  variantId: null,
  packageAmount: MIN_RETURN_SHIPMENTS,
  addInsurance: false,
  tacAgreed: false,
};

/** The choices a stored draft was built from. */
export const choicesOf = (draft: DraftReturnOrder): DraftChoices => ({
  shippingOptionId: draft.shippingOptionQuote?.shippingOptionId ?? null,
  variantId: draft.shippingOptionQuote?.variant ?? null,
  packageAmount: draft.packageAmount,
  addInsurance: draft.addInsurance,
  tacAgreed: draft.tacAgreed,
});

/** What a shop's drafts depend on: its store credit, its bonus on exchanges for another product, its terms. */
export interface DraftShop {
  storeCredit: { enabled: boolean; percentage?: number; maximumAmount?: number };
  /** The bonus setting of `productExchange` (in EUR, as the seed's amounts are). */
  productExchangeBonus: BonusSetting | undefined;
  terms: ShopTerms;
}

/** The store credit and terms of a seeded shop. */
export function draftShopOf(merchantName: string): DraftShop {
  const storeCredit = merchants.find((merchant) => merchant.merchantName === merchantName)?.storeCredit;
  return {
    productExchangeBonus: productExchangeBonusOf(merchantName),
    storeCredit: {
      enabled: Boolean(storeCredit?.enabled),
      percentage: storeCredit?.incentive?.percentage,
      maximumAmount: storeCredit?.incentive?.maximumAmount,
    },
    terms: termsOf(merchantName),
  };
}

/** The options every selected purchase offers (the portal shows the same), in position order. */
export function draftShippingOptions(selected: SelectedPurchase[], purchases: Purchase[]): ShippingOption[] {
  const byId = new Map(purchases.map((purchase) => [purchase.purchaseId, purchase]));
  const [first, ...rest] = selected.map((item) => byId.get(item.purchaseId)?.shippingOptions ?? []);
  return (first ?? [])
    .filter((option) => rest.every((options) => options.some((other) => other.id === option.id)))
    .sort((a, b) => a.position - b.position);
}

/** Whether the shop charges nothing for shipping this draft: every selected purchase is an exchange. */
export const shippingIsFree = (selected: SelectedPurchase[]): boolean =>
  selected.length > 0 && selected.every((item) => item.resolutionType === 'Exchange');

const cents = (value: number) => Math.round(value * 100);
const money = (amountInCents: number, currency: string) => ({
  value: (amountInCents / 100).toFixed(2),
  currency,
});
const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/**
 * The draft for these purchases and choices. A choice that no longer fits (an option the purchases
 * do not offer, a variant of another option, insurance the shop does not offer) is dropped: the
 * routes refuse such updates, this only keeps a changed selection consistent.
 */
export function buildDraft(
  consumerId: string,
  selected: SelectedPurchase[],
  purchases: Purchase[],
  shop: DraftShop,
  choices: DraftChoices = NO_CHOICES,
): DraftReturnOrder {
  const byId = new Map(purchases.map((purchase) => [purchase.purchaseId, purchase]));
  const currency = byId.get(selected[0]?.purchaseId ?? '')?.order.currency ?? 'EUR';
  const priceOf = (item: SelectedPurchase) =>
    cents(byId.get(item.purchaseId)?.product.price.value ?? 0) * (item.quantity ?? 1);
  const goods = selected.reduce((sum, item) => sum + priceOf(item), 0);
  const lines = selected.map((item) => ({
    unitCents: cents(byId.get(item.purchaseId)?.product.price.value ?? 0),
    quantity: item.quantity ?? 1,
    exchange: item.resolutionType === 'Exchange',
  }));
  // Exchanges for another product (they carry the price checked against the catalogue): by the one rule.
  const productExchanges = selected.flatMap((item) => {
    const purchase = byId.get(item.purchaseId);
    return item.exchangePrice && item.exchangeProductId && purchase
      ? [
          {
            item,
            product: exchangedProductOf(catalogVariantById(item.exchangeProductId), item.exchangePrice),
            ...pricedProductExchange(
              purchase,
              item.quantity ?? 1,
              item.exchangePrice,
              shop.productExchangeBonus,
            ),
          },
        ]
      : [];
  });
  const sum = (pick: (exchange: (typeof productExchanges)[number]) => number) =>
    productExchanges.reduce((total, exchange) => total + pick(exchange), 0);
  const refunded = refundAmounts(lines).refundCents;
  const refundable = refunded + sum((exchange) => exchange.refundCents);
  const { storeCredit, terms } = shop;
  // Store credit's incentive is on what is refunded; an exchange's rest has its own bonus already.
  const incentive =
    storeCredit.enabled && storeCredit.percentage
      ? Math.min(
          Math.round((refunded * storeCredit.percentage) / 100),
          storeCredit.maximumAmount === undefined
            ? Number.POSITIVE_INFINITY
            : cents(storeCredit.maximumAmount),
        )
      : 0;

  const option = draftShippingOptions(selected, purchases).find(({ id }) => id === choices.shippingOptionId);
  const variant = option?.variants.find(({ id }) => id === choices.variantId);
  const free = shippingIsFree(selected);
  // A service without a parcel choice always takes one parcel.
  const packageAmount =
    option && !option.selectablePackageAmount
      ? MIN_RETURN_SHIPMENTS
      : clamp(Math.round(choices.packageAmount), MIN_RETURN_SHIPMENTS, MAX_RETURN_SHIPMENTS);
  const perParcel =
    option && !free ? cents(option.price.value) + cents(variant?.priceModifier?.value ?? 0) : 0;
  const shippingTotal = perParcel * packageAmount;

  const tier = terms.insurance ? insuranceTier(goods) : null;
  const addInsurance = tier !== null && choices.addInsurance;
  const insuranceTotal = addInsurance && tier ? tier.priceCents * packageAmount : 0;

  // One return request per order; exchanges refund nothing, so an exchange-only order is never charged.
  const feeTerms = terms.returnRequestFee;
  const fee = feeTerms ? cents(inCurrency(feeTerms.fee, currency)) : 0;
  const threshold = feeTerms ? inCurrency(feeTerms.threshold, currency) : 0;
  const refundedPerOrder = new Map<string, number>();
  for (const item of selected) {
    const order = byId.get(item.purchaseId)?.order.orderNumber ?? '';
    const refunded = item.resolutionType === 'Exchange' ? 0 : priceOf(item);
    refundedPerOrder.set(order, (refundedPerOrder.get(order) ?? 0) + refunded);
  }
  const requestsChargedFor = feeTerms
    ? [...refundedPerOrder.values()].filter((refunded) => refunded > 0 && refunded < cents(threshold)).length
    : 0;
  const requestFeeTotal = fee * requestsChargedFor;
  const price = priceOfReturn({
    carrierCents: option ? perParcel : null,
    parcels: packageAmount,
    insuranceCents: addInsurance && tier ? tier.priceCents : null,
    returnRequestFee:
      requestsChargedFor > 0 ? priceLine('return_request_fee', fee, requestsChargedFor) : null,
    productExchangeCents: sum((exchange) => exchange.toPayCents),
  });
  // The rest of a cheaper product's exchange comes back as the shopper chooses: store credit is offered for it.
  const storeCreditOffered = storeCredit.enabled || sum((exchange) => exchange.storeCreditCents) > 0;
  const storeCreditCents =
    refundAmounts(lines, incentive).storeCreditCents + sum((exchange) => exchange.storeCreditCents);

  return draftReturnOrderSchema.parse({
    consumerId,
    totalPrice: money(price.totalCents, currency),
    shippingOptionsShouldBeFree: free,
    ...(productExchanges.length > 0
      ? {
          productExchanges: productExchanges.map((exchange) => ({
            purchaseId: exchange.item.purchaseId,
            exchangeProductId: exchange.item.exchangeProductId,
            // Named so a page rebuilt from the draft alone can say what comes instead.
            name: exchange.product?.name ?? exchange.item.exchangeProductId,
            sku: exchange.product?.sku ?? exchange.item.exchangeProductId,
            variant: exchange.product?.variant ?? null,
            returnedValue: money(exchange.returnedCents, currency),
            bonus: money(exchange.bonusCents, currency),
            newPrice: money(exchange.newCents, currency),
            toPay: money(exchange.toPayCents, currency),
            refund: money(exchange.refundCents, currency),
            storeCredit: money(exchange.storeCreditCents, currency),
          })),
        }
      : {}),
    refundOptions: [
      { type: 'Refund', amount: money(refundable, currency) },
      ...(storeCreditOffered
        ? [
            {
              type: 'StoreCredit',
              amount: money(storeCreditCents, currency),
              ...(incentive > 0
                ? {
                    incentive: {
                      type: 'Percentage',
                      amount: money(incentive, currency),
                      percentage: storeCredit.percentage,
                    },
                  }
                : {}),
            },
          ]
        : []),
    ],
    selectedPurchases: selected,
    returnRequestsChargedFor: requestsChargedFor,
    maxReturnShipments: MAX_RETURN_SHIPMENTS,
    minReturnShipments: MIN_RETURN_SHIPMENTS,
    packageCount: packageAmount,
    packageAmount,
    returnRequestFee: money(fee, currency),
    returnRequestFeeThreshold: threshold,
    totalReturnRequestFee: money(requestFeeTotal, currency),
    shippingOptionQuote: option
      ? { shippingOptionId: option.id, price: money(perParcel, currency), variant: variant?.id ?? null }
      : null,
    shippingOptionTotal: money(shippingTotal, currency),
    insuranceQuote: tier
      ? { coverage: money(tier.coverageCents ?? 0, currency), price: money(tier.priceCents, currency) }
      : null,
    addInsurance,
    insuranceTotal: money(insuranceTotal, currency),
    tacAgreed: choices.tacAgreed,
  });
}
