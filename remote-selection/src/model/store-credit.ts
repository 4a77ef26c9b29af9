/**
 * The store-credit or refund choice on confirm items (docs/business-rules.md#confirm-items): when it is offered, what is
 * preselected, and the incentive shown with it.
 */
import type { RefundChoice, SelectedItem, ShopConfig } from '@portal/shared';
import { roundToMinor } from '@portal/shared/money';
import { itemFacts } from './selected-item';

export type { RefundChoice };

/** Why the choice is not offered, or null when it is. */
export function storeCreditHiddenReason(
  items: SelectedItem[],
  storeCreditEnabled: boolean,
): 'disabled' | 'exchange-item' | 'not-allowed' | 'all-exchanges' | 'no-currency' | null {
  if (!storeCreditEnabled) return 'disabled';
  if (items.some((item) => itemFacts(item).isExchangeItem)) return 'exchange-item';
  if (items.some((item) => !itemFacts(item).allowStoreCredit)) return 'not-allowed';
  if (items.length > 0 && items.every((item) => Boolean(item.exchangeValue))) return 'all-exchanges';
  if (!itemFacts(items[0] ?? ({} as SelectedItem)).currencyCode && !items[0]?.orderCurrency)
    return 'no-currency';
  return null;
}

/**
 * The preselected value: store credit when every non-exchange item is store credit, otherwise refund;
 * nothing when the no-store-credit-preselection toggle is on.
 */
export function preselectedChoice(
  resolutions: ('Refund' | 'StoreCredit' | 'Exchange')[],
  noPreselection: boolean,
): RefundChoice | null {
  if (noPreselection) return null;
  const nonExchange = resolutions.filter((resolution) => resolution !== 'Exchange');
  return nonExchange.length > 0 && nonExchange.every((resolution) => resolution === 'StoreCredit')
    ? 'store-credit'
    : 'refund';
}

/**
 * The incentive amount for returning `items` as store credit: a percentage of the value
 * of the returned items, capped by maximumAmount converted into the order's currency; or a fixed
 * amount. Null when there is none or it was already used on the order.
 */
export function storeCreditIncentive(
  items: SelectedItem[],
  storeCredit: ShopConfig['storeCredit'],
  options: { rate: number; alreadyUsed: boolean },
): { amount: number; percentage?: number } | null {
  const incentive = storeCredit.incentive;
  if (!storeCredit.enabled || !incentive || options.alreadyUsed) return null;
  // A rate that is no positive number cannot convert anything: no incentive rather than a wrong one.
  if (!(Number.isFinite(options.rate) && options.rate > 0)) return null;
  // Rounded to the order currency's minor unit: cents for EUR, whole yen, thousandths of a dinar.
  const currency = items[0]?.orderCurrency ?? incentive.currency ?? 'EUR';
  const round = (value: number) => roundToMinor(value, currency);
  if (incentive.type === 'FIXED_AMOUNT') {
    const amount = round((incentive.amount ?? 0) * options.rate);
    return amount > 0 ? { amount } : null;
  }
  const eligible = items
    .filter((item) => item.operation === 'Return')
    .reduce(
      (sum, item) => sum + finiteOrZero(itemFacts(item).price ?? item.paidAmount ?? 0) * quantityOf(item),
      0,
    );
  const percentage = finiteOrZero(incentive.percentage ?? 0);
  let amount = (eligible * percentage) / 100;
  if (incentive.maximumAmount !== undefined)
    amount = Math.min(amount, finiteOrZero(incentive.maximumAmount) * options.rate);
  const rounded = round(amount);
  return rounded > 0 ? { amount: rounded, percentage } : null;
}

const finiteOrZero = (value: number): number => (Number.isFinite(value) ? value : 0);
/** An item's quantity as a count: 1 when it names none or is no positive number. */
function quantityOf(item: SelectedItem): number {
  const quantity = item.quantity ?? 1;
  return Number.isFinite(quantity) && quantity > 0 ? quantity : 1;
}

/**
 * The choice a fetched draft remembers (a reload shows it again): store credit when every
 * non-exchange purchase is store credit, otherwise refund. With no-store-credit-preselection on, a
 * draft of refunds is what every draft starts as, so it says nothing was chosen yet; store credit
 * there can only be the shopper's own choice and is shown.
 */
export function draftChoice(
  resolutions: ('Refund' | 'StoreCredit' | 'Exchange')[],
  noPreselection: boolean,
): RefundChoice | null {
  const remembered = preselectedChoice(resolutions, false);
  return noPreselection && remembered === 'refund' ? null : remembered;
}
