/**
 * One return per attempt (docs/sandbox.md#a-later-try-replaces-an-unpaid-return): a shopper whose
 * payment did not go through (cancelled, failed, expired, or left open by going back from the payment
 * page) and who tries again makes a new return order or quote for the same items. The new one
 * replaces every earlier one of theirs that is not paid and shares an item with it:
 *
 * - the earlier one is marked `replacedBy` the new one, and "Your returns" no longer lists it;
 * - an open payment of it is ended as expired, so only the newest payment page can be paid;
 * - it cannot be paid again (409 `return_replaced`);
 * - its units do not stop the new one (they would, while its payment was open).
 *
 * A paid or free return is never replaced: its units are taken, and a new return of them is refused.
 */
import type { SandboxContext } from '../context';
import type { StoredQuote } from '../store/quotes';
import type { StoredReturnOrder } from '../store/return-orders';

/** The error code of a request to pay a replaced return. */
export const RETURN_REPLACED = 'return_replaced';

/** Whether a return with this payment may still be replaced: it has one, and it is not paid. */
function unpaid(context: SandboxContext, paymentId: string | undefined): boolean {
  const payment = paymentId ? context.payments.get(paymentId) : undefined;
  return payment !== undefined && payment.status !== 'paid';
}

const shares = (purchaseIds: readonly string[], other: readonly string[]) =>
  other.some((id) => purchaseIds.includes(id));

const quoteItemIds = (quote: StoredQuote) =>
  quote.request.quoteItems.flatMap((item) => (item.itemId ? [item.itemId] : []));

/** The consumer's return orders a new one of `purchaseIds` replaces. */
export function replacedReturnOrders(
  context: SandboxContext,
  consumerId: string,
  purchaseIds: readonly string[],
): StoredReturnOrder[] {
  return context.returnOrders.allFor(consumerId).filter(
    (order) =>
      !order.replacedBy &&
      unpaid(context, order.paymentId) &&
      shares(
        purchaseIds,
        order.returnedItems.map((item) => item.purchaseId),
      ),
  );
}

/** The consumer's quotes a new one of `purchaseIds` (the items naming a purchase) replaces. */
export function replacedQuotes(
  context: SandboxContext,
  consumerId: string,
  purchaseIds: readonly string[],
): StoredQuote[] {
  return context.quotes
    .allFor(consumerId)
    .filter(
      (quote) =>
        !quote.replacedBy && unpaid(context, quote.paymentId) && shares(purchaseIds, quoteItemIds(quote)),
    );
}

/** Marks `earlier` replaced by `id` and ends their open payments: only the newest can be paid. */
export function replace(
  context: SandboxContext,
  earlier: (StoredReturnOrder | StoredQuote)[],
  id: string,
): void {
  for (const replaced of earlier) {
    replaced.replacedBy = id;
    const payment = replaced.paymentId ? context.payments.get(replaced.paymentId) : undefined;
    if (payment?.status === 'open') context.payments.finish(payment.id, 'expired');
  }
}
