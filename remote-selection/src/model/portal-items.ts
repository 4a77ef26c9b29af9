/**
 * Portal items and order groups derived from the core API's purchases
 * (docs/business-rules.md#cards-per-unit-or-per-line and #orders there). Pure functions: the select-items
 * page and its tests share them.
 */
import type { Purchase, Returnable, ShippingOption, ShopConfig } from '@portal/shared';

/** An exchange target of an item: another size, by sku, and the exchange option's product id. */
export interface ExchangeChoice {
  type: 'SIZE';
  title: string;
  value: string;
  /** What the draft names as `exchangeProductId`: the platform accepts only its own options' ids. */
  productId: string;
}

/** One selectable line on the select-items page. */
export interface PortalItem {
  /** Order number + purchase id (+ unit index unless the quantity selector is on). */
  uid: string;
  itemId: string;
  orderId: string;
  orderNumber: string;
  orderDate: string;
  title: string;
  variant: string | null;
  color: string | null;
  key: string;
  sku: string;
  price: number;
  currencyCode: string;
  paidAmount: number;
  imageUrl: string | null;
  thumbnailUrl: string | null;
  categories: string[];
  returnable: Returnable;
  /** Units that may still be returned (the quantity stepper's maximum). */
  returnableUnits: number;
  allowStoreCredit: boolean;
  isExchangeItem: boolean;
  exchangeable: boolean;
  exchangeOptions: ExchangeChoice[];
  supplier: string | null;
  shippingOptions: ShippingOption[];
  additionalProductInformation: { parentSku?: string; articleNumber?: string };
}

/** The shop settings the derivation depends on. */
export interface DerivationSettings {
  quantitySelector: boolean;
  storeCreditEnabled: boolean;
  /** The draft flow: the item key is the product's legacyKey. */
  draftFlow: boolean;
}

/** The settings of `config` the derivation depends on. */
export const derivationSettings = (
  config: Pick<ShopConfig, 'selectItemsQtySelector' | 'storeCredit' | 'platformSlice'>,
): DerivationSettings => ({
  quantitySelector: config.selectItemsQtySelector,
  storeCreditEnabled: config.storeCredit.enabled,
  draftFlow: config.platformSlice >= 2,
});

/** True for the returnable values a shopper may return (docs/business-rules.md#returnable-values). */
export const isReturnable = (value: Returnable) => value === 'yes' || value === 'yes_exchangeable';

const attribute = (attributes: { name: string; value: string }[], ...names: string[]) =>
  attributes.find((candidate) => names.includes(candidate.name.toLowerCase()))?.value ?? null;

/** The size variant: the attribute named `size`, or in Dutch `maat`. */
export const variantOf = (attributes: { name: string; value: string }[]) =>
  attribute(attributes, 'size', 'maat');

/** The portal items of one purchase. */
export function itemsOfPurchase(purchase: Purchase, settings: DerivationSettings): PortalItem[] {
  const { product, order, units } = purchase;
  const returnableUnits = units.filter((unit) => isReturnable(unit.returnable)).length;
  const base = {
    itemId: purchase.purchaseId,
    orderId: order.orderId,
    orderNumber: order.orderNumber,
    orderDate: order.createdDate,
    title: product.name,
    variant: variantOf(product.attributes),
    color: attribute(product.attributes, 'color', 'colour', 'kleur'),
    key:
      settings.draftFlow && product.legacyKey
        ? product.legacyKey
        : `${purchase.purchaseId}${product.price.value}`,
    sku: product.sku,
    price: product.price.value,
    currencyCode: product.price.currency || order.currency,
    imageUrl: product.imageUrls[0] ?? null,
    thumbnailUrl: product.thumbnailUrl ?? product.imageUrls[0] ?? null,
    categories: product.categories.map((category) => category.name),
    exchangeOptions: purchase.exchangeOptions.map((option) => ({
      type: 'SIZE' as const,
      title: variantOf(option.attributes) ?? option.name,
      value: option.sku,
      productId: option.id,
    })),
    supplier: purchase.returnLocation?.id ?? null,
    shippingOptions: purchase.shippingOptions,
    additionalProductInformation: {
      parentSku: attribute(product.attributes, 'parent_sku') ?? undefined,
      articleNumber: attribute(product.attributes, 'article_number') ?? undefined,
    },
  };
  const flags = (returnable: Returnable) => ({
    returnable,
    allowStoreCredit: settings.storeCreditEnabled && returnable.startsWith('yes'),
    isExchangeItem: returnable === 'yes' && purchase.exchangeOptions.length > 0,
    exchangeable: returnable === 'yes_exchangeable',
  });

  if (settings.quantitySelector) {
    // One card for the line; it is returnable when any unit is.
    const unit = units.find((candidate) => isReturnable(candidate.returnable)) ?? units[0];
    if (!unit) return [];
    return [
      {
        ...base,
        ...flags(unit.returnable),
        uid: `${order.orderNumber}${purchase.purchaseId}`,
        paidAmount: unit.paidAmount.value,
        returnableUnits,
      },
    ];
  }
  return units.map((unit, index) => ({
    ...base,
    ...flags(unit.returnable),
    uid: `${order.orderNumber}${purchase.purchaseId}${index}`,
    paidAmount: unit.paidAmount.value,
    returnableUnits: isReturnable(unit.returnable) ? 1 : 0,
  }));
}

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

/** A card can be selected only when it is returnable and has shipping options. */
export const isSelectable = (item: PortalItem) =>
  isReturnable(item.returnable) && item.returnableUnits > 0 && item.shippingOptions.length > 0;
