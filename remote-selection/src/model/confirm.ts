/**
 * Confirming the selection (docs/business-rules.md#continue): in the draft flow the draft return order is
 * created from the selected purchases first; then the shopper goes to /confirm-items.
 */
import type { SelectedItem, SelectedPurchase, ShippingOption } from '@portal/shared';
import { decimalMoney } from '@portal/shared/money';
import { exchangeRestChoice } from '@portal/shared/pricing';

/** The draft's selected purchases for the bus's selection. */
export function toSelectedPurchases(items: SelectedItem[], storeCredit: boolean): SelectedPurchase[] {
  return items.map((item) => ({
    purchaseId: item.purchaseId,
    returnReasonId: item.returnReasonId ?? null,
    returnReasonComment: item.returnReasonOtherText ?? item.returnReasonOtherComment ?? null,
    exchangeProductId: item.exchangeProductId ?? null,
    ...(item.exchangePrice ? { exchangePrice: decimalMoney(item.exchangePrice) } : {}),
    ...exchangeRestChoice(item),
    // More than one unit of a purchase (the quantity stepper): the platform counts, prices and holds them.
    ...(item.quantity > 1 ? { quantity: item.quantity } : {}),
    resolutionType: item.exchangeValue ? 'Exchange' : storeCredit ? 'StoreCredit' : 'Refund',
  }));
}

/** The shipping options every selected item has in common (by product key). */
export function commonShippingOptions(optionsPerItem: ShippingOption[][]): ShippingOption[] {
  const [first = [], ...rest] = optionsPerItem;
  return first.filter((option) =>
    rest.every((others) => others.some((other) => other.shippingProductKey === option.shippingProductKey)),
  );
}

/** Raised when the selected items cannot be sent back together: the error screen shows. */
export class NoShippingOptionsError extends Error {
  constructor() {
    super('No shipping options for the selected items');
    this.name = 'NoShippingOptionsError';
  }
}
