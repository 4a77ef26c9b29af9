/**
 * Portal items and order groups derived from the core API's purchases
 * (docs/business-rules.md#cards-per-unit-or-per-line and #orders there). Pure functions: the select-items
 * page and its tests share them. The items themselves are made in `@portal/shared/purchase-items`, where the
 * host server's render of a later step makes the selection again with the same rules.
 */
import type { Purchase } from '@portal/shared';
import { type DerivationSettings, itemsOfPurchase, type PortalItem } from '@portal/shared/purchase-items';

export {
  type DerivationSettings,
  derivationSettings,
  type ExchangeChoice,
  isReturnable,
  isSelectable,
  itemsOfPurchase,
  type PortalItem,
  variantOf,
} from '@portal/shared/purchase-items';

/** The items of one order, with the order's header data. */
export interface OrderGroup {
  orderNumber: string;
  createdAt: string;
  currencyCode: string;
  /** Sum of what was paid for every unit of the order. */
  totalPrice: number;
  items: PortalItem[];
}

/** Groups purchases by order number, newest order first. */
export function groupByOrder(purchases: Purchase[], settings: DerivationSettings): OrderGroup[] {
  const groups = new Map<string, OrderGroup>();
  for (const purchase of purchases) {
    const { orderNumber, createdDate, currency } = purchase.order;
    const group = groups.get(orderNumber) ?? {
      orderNumber,
      createdAt: createdDate,
      currencyCode: currency,
      totalPrice: 0,
      items: [],
    };
    group.totalPrice += purchase.units.reduce((sum, unit) => sum + unit.paidAmount.value, 0);
    group.items.push(...itemsOfPurchase(purchase, settings));
    groups.set(orderNumber, group);
  }
  return [...groups.values()]
    .map((group) => ({ ...group, totalPrice: Math.round(group.totalPrice * 100) / 100 }))
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days left to return an order: the period minus the days since the order date, never below 0. */
export function daysLeftToReturn(orderDate: string, periodDays: number, now: Date = new Date()): number {
  const daysSince = Math.floor((now.getTime() - Date.parse(orderDate)) / DAY_MS);
  return Math.max(0, periodDays - daysSince);
}
