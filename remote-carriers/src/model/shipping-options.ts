/**
 * The draft flow's carriers: the shipping options the selected purchases have in common (by
 * product key), as select items checked before letting the shopper on (`commonShippingOptions` in
 * remote-selection does the same intersection for that check).
 */
import type { Purchase, ShippingOption } from '@portal/shared';

/**
 * The options every selected purchase offers, as the first selected purchase describes them; null
 * while the purchases are not known.
 */
export function selectionShippingOptions(
  purchases: Purchase[] | null,
  purchaseIds: string[],
): ShippingOption[] | null {
  if (purchases === null) return null;
  const ids = [...new Set(purchaseIds)];
  const perPurchase = ids.map(
    (id) => purchases.find((purchase) => purchase.purchaseId === id)?.shippingOptions ?? [],
  );
  const [first = [], ...rest] = perPurchase;
  return first.filter((option) =>
    rest.every((others) => others.some((other) => other.shippingProductKey === option.shippingProductKey)),
  );
}
