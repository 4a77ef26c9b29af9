/**
 * What the platform checks in a draft, whatever the client sent
 * (docs/sandbox.md#what-a-draft-may-hold): any signed-in shopper can reach these routes through the
 * portal's proxy, so the sandbox must not trust the portal to send only what its pages allow.
 *
 * - a purchase is listed once, with its `quantity` (default 1), at most the units it has left to
 *   return: 422 `purchase_listed_twice`, 409 `purchase_already_requested`;
 * - an exchange names one of the purchase's own exchange options: 422 `exchange_product_invalid`;
 * - a unit in a return order or a quote (paid, free, or with its payment still open) is
 *   `no_already_requested` from then on: it is neither offered nor accepted again, in a draft, a
 *   return order or a quote;
 * - a quote is held to the same rules, item by item (`quoteUnitsRefusal`), and so is paying a quote
 *   again after its payment ended unpaid: its units may have gone into another return meanwhile.
 */

import type { SandboxContext } from '../context';
import { toPurchases } from '../data/purchases';
import { ordersOf } from '../data/seed';
import type { Purchase, SelectedPurchase } from '../platform/api';
import type { Consumer } from '../store/sessions';

/** A refusal: the status and the core API's error code. */
export interface Refusal {
  status: 409 | 422;
  code: string;
  message: string;
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
  const holds = (paymentId: string | undefined) => {
    const payment = paymentId ? context.payments.get(paymentId) : undefined;
    return !payment || payment.status === 'open' || payment.status === 'paid';
  };
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
  items: { itemId?: string; quantity?: number }[],
  purchases: Purchase[],
): Refusal | undefined {
  const named = items.flatMap((item) =>
    item.itemId ? [{ purchaseId: item.itemId, quantity: item.quantity ?? 1 }] : [],
  );
  return selectionRefusal(named, purchases);
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
  selected: (Pick<SelectedPurchase, 'purchaseId' | 'quantity'> &
    Partial<Pick<SelectedPurchase, 'resolutionType' | 'exchangeProductId'>>)[],
  purchases: Purchase[],
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
    if (
      item.resolutionType === 'Exchange' &&
      !purchase.exchangeOptions.some((option) => option.id === item.exchangeProductId)
    ) {
      return {
        status: 422,
        code: 'exchange_product_invalid',
        message: "An exchange names one of the purchase's exchange options",
      };
    }
  }
  return undefined;
}
