/**
 * The purchases cache as it is kept in session storage: each distinct shipping and exchange option
 * once, the purchases pointing at them by index. Every line of an order usually offers the same
 * carriers, so a shopper with many orders would otherwise store (and check on every reload) the same
 * options hundreds of times: the scale consumer's 150 lines take about a quarter of the bytes this way,
 * and each option is checked once (docs/performance.md#the-purchases-cache).
 */
import type { ExchangeOption, Purchase, ShippingOption } from '../api/schemas';

/** A purchase as stored: its options as indexes into the stored lists. */
export type StoredPurchase = Omit<Purchase, 'shippingOptions' | 'exchangeOptions'> & {
  shippingOptions: number[];
  exchangeOptions: number[];
};

/** The stored form; `v` names the format, so a later change can tell old values apart. */
export interface StoredPurchases {
  v: 1;
  shippingOptions: ShippingOption[];
  exchangeOptions: ExchangeOption[];
  purchases: StoredPurchase[];
}

/** Keeps each distinct value once (compared as JSON); returns the list and a value's index. */
function distinct<T>() {
  const list: T[] = [];
  const index = new Map<string, number>();
  return {
    list,
    indexOf(value: T): number {
      const key = JSON.stringify(value);
      let at = index.get(key);
      if (at === undefined) {
        at = list.push(value) - 1;
        index.set(key, at);
      }
      return at;
    },
  };
}

/** The stored form of `purchases` (null stays null). */
export function compactPurchases(purchases: Purchase[] | null): StoredPurchases | null {
  if (!purchases) return null;
  const shipping = distinct<ShippingOption>();
  const exchange = distinct<ExchangeOption>();
  return {
    v: 1,
    purchases: purchases.map(({ shippingOptions, exchangeOptions, ...purchase }) => ({
      ...purchase,
      shippingOptions: shippingOptions.map(shipping.indexOf),
      exchangeOptions: exchangeOptions.map(exchange.indexOf),
    })),
    shippingOptions: shipping.list,
    exchangeOptions: exchange.list,
  };
}

/**
 * The purchases a (checked) stored form holds. An index pointing nowhere is an error: the value was
 * edited or damaged, and the cache is dropped rather than showing a line without its carriers.
 */
export function expandPurchases(stored: StoredPurchases | null): Purchase[] | null {
  if (!stored) return null;
  const pick = <T>(list: T[], at: number): T => {
    const value = list[at];
    if (value === undefined) throw new Error('The stored purchases point at an option they do not hold');
    return value;
  };
  return stored.purchases.map((purchase) => ({
    ...purchase,
    shippingOptions: purchase.shippingOptions.map((at) => pick(stored.shippingOptions, at)),
    exchangeOptions: purchase.exchangeOptions.map((at) => pick(stored.exchangeOptions, at)),
  }));
}
