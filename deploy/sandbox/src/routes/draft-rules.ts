/**
 * What the platform checks in a draft, whatever the client sent
 * (docs/sandbox.md#what-a-draft-may-hold): any signed-in shopper can reach these routes through the
 * portal's proxy, so the sandbox must not trust the portal to send only what its pages allow.
 *
 * - a purchase is listed once, with its `quantity` (default 1), at most the units it has left to
 *   return: 422 `purchase_listed_twice`, 409 `purchase_already_requested`;
 * - an exchange names one of the purchase's own exchange options: 422 `exchange_product_invalid`; or,
 *   where the shop offers it, another product of its catalogue, in stock and at the catalogue's price
 *   (`anotherProductCheck`: 409 `exchange_out_of_stock`, 409 `exchange_price_changed`), whose units the
 *   return order or quote then holds (`stockHeld`);
 * - a unit in a return order or a quote (paid, free, or with its payment still open) is
 *   `no_already_requested` from then on: it is neither offered nor accepted again, in a draft, a
 *   return order or a quote;
 * - a quote is held to the same rules, item by item (`quoteUnitsRefusal`), and so is paying a quote
 *   again after its payment ended unpaid: its units may have gone into another return meanwhile.
 */

import type { SandboxContext } from '../context';
import { productIdOf, skuOf, variantIdOf } from '../data/catalog';
import { toPurchases } from '../data/purchases';
import { ordersOf } from '../data/seed';
import {
  catalogueProduct,
  catalogVariantById,
  catalogVariantBySku,
  type HeldUnits,
  productExchangeOffered,
} from '../data/shop-catalogue';
import type { Purchase, QuoteItem, SelectedPurchase } from '../platform/api';
import type { Consumer } from '../store/sessions';

/** A refusal: the status and the core API's error code. */
export interface Refusal {
  status: 409 | 422;
  code: string;
  message: string;
}

/** Whether a return with this payment holds what it takes: free, or its payment open or paid. */
function paymentHolds(context: SandboxContext, paymentId: string | undefined): boolean {
  const payment = paymentId ? context.payments.get(paymentId) : undefined;
  return !payment || payment.status === 'open' || payment.status === 'paid';
}

/**
 * Units per purchase held by the consumer's return orders and quotes, except those whose payment
 * ended unpaid (a quote's retry opens a new payment, which holds them again) and those `replaced`
 * names (ids or uuids): a new try replaces them, open payment and all (routes/replaced-returns.ts).
 */
export function heldUnits(
  context: SandboxContext,
  consumerId: string,
  replaced: ReadonlySet<string> = new Set(),
): Map<string, number> {
  const held = new Map<string, number>();
  const holds = (paymentId: string | undefined) => paymentHolds(context, paymentId);
  const add = (purchaseId: string, quantity: number) =>
    held.set(purchaseId, (held.get(purchaseId) ?? 0) + quantity);
  for (const order of context.returnOrders.allFor(consumerId)) {
    if (replaced.has(order.id) || !holds(order.paymentId)) continue;
    for (const item of order.returnedItems) add(item.purchaseId, item.quantity);
  }
  for (const quote of context.quotes.allFor(consumerId)) {
    if (replaced.has(quote.uuid) || !holds(quote.paymentId)) continue;
    // Ecommerce-less items name no purchase: there is nothing to mark.
    for (const item of quote.request.quoteItems) if (item.itemId) add(item.itemId, item.quantity ?? 1);
  }
  return held;
}

/**
 * Why a quote's items cannot be returned, if they cannot: the draft flow's rules
 * (`selectionRefusal`) for the items that name a purchase, each item's `quantity` its units.
 */
export function quoteUnitsRefusal(
  items: Pick<QuoteItem, 'itemId' | 'quantity' | 'type' | 'exchangeToSku' | 'exchangePrice'>[],
  purchases: Purchase[],
  anotherProduct?: AnotherProductCheck,
): Refusal | undefined {
  const named = items.flatMap((item) => {
    if (!item.itemId) return [];
    const unit = { purchaseId: item.itemId, quantity: item.quantity ?? 1 };
    // An exchange for another product names the catalogue's SKU and its price: checked as a draft's.
    const variant =
      item.exchangePrice && item.exchangeToSku ? catalogVariantBySku(item.exchangeToSku) : undefined;
    if (!item.exchangePrice) return [unit];
    return [
      {
        ...unit,
        resolutionType: item.type === 'EXCHANGE' ? ('Exchange' as const) : ('Refund' as const),
        exchangeProductId: variant
          ? variantIdOf(variant.product, variant.size)
          : (item.exchangeToSku ?? null),
        exchangePrice: item.exchangePrice,
      },
    ];
  });
  return selectionRefusal(named, purchases, anotherProduct);
}

/** The purchases with the units already in a return marked `no_already_requested`. */
export function markRequested(purchases: Purchase[], held: Map<string, number>): Purchase[] {
  return purchases.map((purchase) => {
    let left = held.get(purchase.purchaseId) ?? 0;
    if (left === 0) return purchase;
    const units = purchase.units.map((unit) => {
      if (left === 0 || !unit.returnable.startsWith('yes')) return unit;
      left -= 1;
      return { ...unit, returnable: 'no_already_requested' as const, availableResolutions: [] };
    });
    return { ...purchase, units };
  });
}

/**
 * The consumer's purchases as the platform answers them now: returned units marked, except those of
 * the returns `replaced` names (a new try is about to replace them).
 */
export const purchasesOf = (
  context: SandboxContext,
  consumer: Consumer,
  replaced?: ReadonlySet<string>,
): Purchase[] =>
  markRequested(
    toPurchases(ordersOf(consumer), context.publicUrl, context.now()),
    heldUnits(context, consumer.id, replaced),
  );

/** Why these selected purchases cannot make a draft or a return order, if they cannot. */
export function selectionRefusal(
  selected: SelectionItem[],
  purchases: Purchase[],
  anotherProduct?: AnotherProductCheck,
): Refusal | undefined {
  const seen = new Set<string>();
  for (const item of selected) {
    if (seen.has(item.purchaseId)) {
      return {
        status: 422,
        code: 'purchase_listed_twice',
        message: 'List a purchase once, with its quantity',
      };
    }
    seen.add(item.purchaseId);
    const purchase = purchases.find((candidate) => candidate.purchaseId === item.purchaseId);
    const left = purchase?.units.filter((unit) => unit.returnable.startsWith('yes')).length ?? 0;
    if (!purchase || purchase.units.every((unit) => !unit.returnable.startsWith('yes'))) {
      const requested = purchase?.units.some((unit) => unit.returnable === 'no_already_requested');
      return requested
        ? { status: 409, code: 'purchase_already_requested', message: 'Already in a return' }
        : { status: 409, code: 'draft_409', message: 'A selected purchase cannot be returned' };
    }
    if ((item.quantity ?? 1) > left) {
      return {
        status: 409,
        code: 'purchase_already_requested',
        message: 'More units than are left to return',
      };
    }
    // A price names the product an exchange is for: on a refunded item it would count the item twice,
    // as money back and as value towards a new product.
    if (item.resolutionType !== 'Exchange' && item.exchangePrice) {
      return {
        status: 422,
        code: 'exchange_product_invalid',
        message: 'Only an exchange names a product to exchange for and its price',
      };
    }
    if (item.resolutionType === 'Exchange') {
      const own = purchase.exchangeOptions.some((option) => option.id === item.exchangeProductId);
      // Another size of the same product is the purchase's own option and carries no price: a price
      // there would make it priced (and given a bonus) as an exchange for another product.
      const refusal =
        own && !item.exchangePrice
          ? undefined
          : !own && anotherProduct
            ? anotherProduct(item, purchase)
            : null;
      if (refusal === null) {
        return {
          status: 422,
          code: 'exchange_product_invalid',
          message: "An exchange names one of the purchase's exchange options or a product the shop sells",
        };
      }
      if (refusal) return refusal;
    }
  }
  return undefined;
}

/** A selected purchase as the rules read it. */
type SelectionItem = Pick<SelectedPurchase, 'purchaseId' | 'quantity'> &
  Partial<Pick<SelectedPurchase, 'resolutionType' | 'exchangeProductId' | 'exchangePrice'>>;

/**
 * The check of an exchange for another product: its refusal, undefined when it may be made, or null
 * when it names no product the shop offers in exchange.
 */
export type AnotherProductCheck = (item: SelectionItem, purchase: Purchase) => Refusal | undefined | null;

/**
 * Units per catalogue SKU held by the shop's return orders and quotes for exchanges for another product, by anyone:
 * taken from stock when the return is made, given back when its payment ends unpaid or a later try
 * replaces it. Exchanges for another size of the same product are the purchase's own options, which
 * carry no stock.
 */
export function stockHeld(
  context: SandboxContext,
  merchant: string,
  replaced: ReadonlySet<string> = new Set(),
): HeldUnits {
  const held = new Map<string, number>();
  const add = (sku: string, quantity: number) => held.set(sku, (held.get(sku) ?? 0) + quantity);
  for (const order of context.returnOrders.allAt(merchant)) {
    if (order.replacedBy || replaced.has(order.id) || !paymentHolds(context, order.paymentId)) continue;
    for (const item of order.selectedPurchases) {
      const variant =
        item.exchangePrice && item.exchangeProductId ? catalogVariantById(item.exchangeProductId) : undefined;
      if (variant) add(skuOf(variant.product, variant.size), item.quantity ?? 1);
    }
  }
  for (const quote of context.quotes.allAt(merchant)) {
    if (quote.replacedBy || replaced.has(quote.uuid) || !paymentHolds(context, quote.paymentId)) continue;
    for (const item of quote.request.quoteItems) {
      if (item.exchangePrice && item.exchangeToSku && catalogVariantBySku(item.exchangeToSku))
        add(item.exchangeToSku, item.quantity ?? 1);
    }
  }
  return (sku) => held.get(sku) ?? 0;
}

/**
 * What the platform checks of an exchange for another product at `merchant`: the shop offers it and
 * the variant is its catalogue's (else null), the units are in stock (409 `exchange_out_of_stock`), and
 * the price the shopper was shown is the catalogue's in the order's currency (409
 * `exchange_price_changed`): the browser's price is never taken on trust. One check is made for one
 * selection: its items' units of a variant count together.
 */
export function anotherProductCheck(
  context: SandboxContext,
  merchant: string,
  replaced?: ReadonlySet<string>,
): AnotherProductCheck {
  let held: HeldUnits | undefined;
  // Units of each variant the selection's items ask for so far: two items for the last parka are one too many.
  const asked = new Map<string, number>();
  return (item, purchase) => {
    const found =
      productExchangeOffered(merchant) && item.exchangeProductId
        ? catalogVariantById(item.exchangeProductId)
        : undefined;
    // Another product, not another size of this one (the purchase's own options), nor the same again.
    if (!found || !item.exchangePrice || productIdOf(found.product) === purchase.product.id) return null;
    held ??= stockHeld(context, merchant, replaced);
    const currency = purchase.order.currency;
    const variant = catalogueProduct(found.product, context.publicUrl, currency, held).variants.find(
      ({ id }) => id === item.exchangeProductId,
    );
    const wanted = (asked.get(item.exchangeProductId ?? '') ?? 0) + (item.quantity ?? 1);
    if (!variant || variant.available < wanted) {
      return { status: 409, code: 'exchange_out_of_stock', message: 'Not enough of this variant in stock' };
    }
    asked.set(variant.id, wanted);
    if (
      item.exchangePrice.currency !== currency ||
      item.exchangePrice.value !== variant.price.value.toFixed(2)
    ) {
      return {
        status: 409,
        code: 'exchange_price_changed',
        message: `The price is ${variant.price.value.toFixed(2)} ${currency}`,
      };
    }
    return undefined;
  };
}
