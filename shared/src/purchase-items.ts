/**
 * `@portal/shared/purchase-items`: the items a shopper chooses from, made from the platform's purchases
 * (docs/business-rules.md#cards-per-unit-or-per-line), and a selected item made from one. Select items
 * makes its cards and its selection with them; the host server's render of a later step of the draft flow
 * makes the selection again from the draft return order (`selectionFromDraft`), with the same rules.
 * Pure functions.
 */
import type { DraftReturnOrder, Purchase, Returnable, ShippingOption } from './api/schemas';
import type { ReturnReason, ShopConfig } from './config/shop-config';
import type { SelectedItem } from './model/selection';
import { fromCents, toCents } from './money';
import type { ExchangeBonus } from './pricing';

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

/** A card can be selected only when it is returnable and has shipping options. */
export const isSelectable = (item: PortalItem) =>
  isReturnable(item.returnable) && item.returnableUnits > 0 && item.shippingOptions.length > 0;

/** Reason type codes of the shop configuration's return reasons. */
export const REASON_TYPE = { other: 2, exchange: 3 } as const;

/** A reason as the dialog shows it. */
export interface ReasonOption {
  id: string;
  key: string;
  text: string;
  type: number;
  position: number;
  /** The reason ends the return flow: the "return flow disabled" dialog opens and nothing is stored. */
  preventsReturn: boolean;
  allowsComment: boolean;
  commentRequired: boolean;
  commentOptions: string[];
  commentLabel?: string;
}

const EXCHANGE_MARKER = /\[exchange\]/i;

/** The reasons of `lang`, sorted by position, without those marked [exchange]. */
export function reasonsFor(reasons: ReturnReason[], lang: string): ReasonOption[] {
  const options: ReasonOption[] = [];
  for (const reason of reasons) {
    if ('returnReason' in reason) {
      const store = reason.storeReturnReason;
      const key = reason.returnReason.key;
      options.push({
        id: String(reason.returnReason.id),
        key,
        text: reason.translations?.[lang] ?? reason.returnReason.description,
        type: key === 'other' ? REASON_TYPE.other : 1,
        position: reason.position,
        preventsReturn: reason.preventReturn || Boolean(store?.preventReturn),
        allowsComment: reason.allowComment || Boolean(store?.allowComment),
        // A comment is required unless the store's setting says it is optional.
        commentRequired: store?.comment?.required ?? true,
        commentOptions: store?.comment?.options.map((option) => option.key) ?? [],
        commentLabel: store?.comment?.label,
      });
    } else if (reason.locale === lang) {
      options.push({
        id: String(reason.value),
        key: String(reason.value),
        text: reason.text,
        type: reason.type,
        position: reason.position,
        preventsReturn: reason.disablesReturnFlow,
        allowsComment: reason.type === REASON_TYPE.other,
        commentRequired: reason.type === REASON_TYPE.other,
        commentOptions: [],
      });
    }
  }
  return options
    .filter((option) => option.type !== REASON_TYPE.exchange && !EXCHANGE_MARKER.test(option.text))
    .sort((a, b) => a.position - b.position);
}

/** What every selected item of a purchase holds, as select items makes it. */
export const selectedItemBase = (item: PortalItem, quantity: number) => ({
  uid: item.uid,
  key: item.key,
  purchaseId: item.itemId,
  screen: 'select-items',
  exchangeable: item.exchangeable,
  returnableUnits: item.returnableUnits,
  returnLocation: item.supplier,
  name: item.title,
  variant: item.variant ?? undefined,
  imageUrl: item.imageUrl ?? undefined,
  orderCurrency: item.currencyCode,
  paidAmount: item.paidAmount,
  quantity,
  itemRef: {
    uid: item.uid,
    title: item.title,
    size: item.variant,
    color: item.color,
    price: item.price,
    currencyCode: item.currencyCode,
    sku: item.sku,
    categories: item.categories,
    supplier: item.supplier,
    returnable: item.returnable,
    exchangeable: item.exchangeable,
    isExchangeItem: item.isExchangeItem,
    allowStoreCredit: item.allowStoreCredit,
    key: item.key,
    orderNumber: item.orderNumber,
    itemId: item.itemId,
  },
});

/** What a selected item remembers of the portal item it was chosen from (its `itemRef`). */
export type ItemFacts = Partial<ReturnType<typeof selectedItemBase>['itemRef']>;

/** A return with its reason and comment. */
export function returnSelection(
  item: PortalItem,
  reason: ReasonOption,
  comment: string,
  quantity = 1,
): SelectedItem {
  const text = comment.trim();
  return {
    ...selectedItemBase(item, quantity),
    operation: 'Return',
    returnReasonId: reason.id,
    returnReason: reason.text,
    returnReasonType: reason.type,
    returnReasonKey: reason.key,
    ...(reason.type === REASON_TYPE.other ? { returnReasonOtherText: text } : {}),
    ...(text && reason.type !== REASON_TYPE.other ? { returnReasonOtherComment: text } : {}),
  };
}

/** The product and variant an item is exchanged for, as the product picker hands it back. */
export interface PickedProduct {
  name: string;
  variantId: string;
  sku: string;
  /** The variant's title ("M"). */
  variant: string;
  price: { value: number; currency: string };
  /** The shop's bonus, in the order's currency (none when the shop gives none). */
  bonus: ExchangeBonus | null;
}

/** The picked product with where a cheaper product's rest goes, as the item dialog takes it. */
export interface ChosenProduct extends PickedProduct {
  rest: 'refund' | 'store-credit';
}

/**
 * An exchange for another product (docs/business-rules.md#exchange-for-another-product): a return with the
 * shopper's reason whose item comes back as the chosen variant of another product.
 */
export function productExchangeSelection(
  item: PortalItem,
  reason: ReasonOption,
  comment: string,
  quantity: number,
  chosen: ChosenProduct,
): SelectedItem {
  return {
    ...returnSelection(item, reason, comment, quantity),
    operation: 'Exchange',
    exchangeValue: chosen.sku,
    exchangeVariant: chosen.variant,
    exchangeProductId: chosen.variantId,
    exchangeProductName: chosen.name,
    exchangePrice: chosen.price,
    exchangeBonus: chosen.bonus,
    ...(chosen.rest === 'store-credit' ? { exchangeRest: 'store-credit' as const } : {}),
  };
}

/** The selection is the tab's alone (an exchange, an item the platform no longer lists): not rendered here. */
export class SelectionNotOnPlatformError extends Error {
  constructor(reason: string) {
    super(`The selection cannot be read from the platform: ${reason}`);
    this.name = 'SelectionNotOnPlatformError';
  }
}

/**
 * The product an exchange for another product the draft names is for, as the product picker chose it: the
 * new variant (its SKU when the draft names it), its product's name, the price the platform checked, the
 * bonus it priced and where a cheaper product's rest goes.
 */
function chosenProductOfDraft(
  selected: DraftReturnOrder['selectedPurchases'][number],
  exchange: NonNullable<DraftReturnOrder['productExchanges']>[number] | undefined,
): ChosenProduct {
  const variantId = selected.exchangeProductId ?? exchange?.exchangeProductId ?? '';
  const price = selected.exchangePrice ?? exchange?.newPrice;
  return {
    name: exchange?.name ?? variantId,
    variantId,
    sku: exchange?.sku ?? variantId,
    variant: exchange?.variant ?? '',
    price: { value: fromCents(toCents(price?.value) ?? 0), currency: price?.currency ?? '' },
    // The bonus the platform priced for these units: a fixed amount, so the pages show its figures.
    bonus: exchange ? { type: 'FIXED_AMOUNT', amountCents: toCents(exchange.bonus.value) ?? 0 } : null,
    rest: selected.exchangeRefundType === 'StoreCredit' ? 'store-credit' : 'refund',
  };
}

/**
 * The selected items the draft names, made from the purchases as select items makes them: each selected
 * purchase's n-th entry is its n-th returnable unit (one card per line, with the draft's quantity, where
 * the shop counts units with the stepper). Returns, and exchanges for another product (their reason is one
 * of the shop's, as a return's); an exchange for another size is not, as its reason is looked up in the tab.
 * Throws SelectionNotOnPlatformError when the draft names what cannot be made again.
 */
export function selectionFromDraft(
  draft: DraftReturnOrder,
  purchases: Purchase[],
  config: ShopConfig,
  language: string,
): SelectedItem[] {
  const settings = derivationSettings(config);
  const reasons = reasonsFor(config.returnReasons, language);
  const taken = new Map<string, number>();
  return draft.selectedPurchases.map((selected) => {
    const anotherProduct = selected.resolutionType === 'Exchange' && Boolean(selected.exchangePrice);
    if (selected.resolutionType === 'Exchange' && !anotherProduct)
      throw new SelectionNotOnPlatformError('an exchange for another size');
    const purchase = purchases.find((candidate) => candidate.purchaseId === selected.purchaseId);
    const reason = reasons.find((candidate) => candidate.id === String(selected.returnReasonId ?? ''));
    const index = taken.get(selected.purchaseId) ?? 0;
    taken.set(selected.purchaseId, index + 1);
    const item = purchase && itemsOfPurchase(purchase, settings).filter(isSelectable)[index];
    if (!item) throw new SelectionNotOnPlatformError(`no purchase ${selected.purchaseId}`);
    if (!reason) throw new SelectionNotOnPlatformError(`no reason ${String(selected.returnReasonId)}`);
    const quantity = settings.quantitySelector ? (selected.quantity ?? 1) : 1;
    const comment = selected.returnReasonComment ?? '';
    if (!anotherProduct) return returnSelection(item, reason, comment, quantity);
    const exchange = draft.productExchanges?.find(({ purchaseId }) => purchaseId === selected.purchaseId);
    return productExchangeSelection(
      item,
      reason,
      comment,
      quantity,
      chosenProductOfDraft(selected, exchange),
    );
  });
}

/** What a step's server render reads from the platform: the draft, the purchases and the selection made of them. */
export interface DraftSelection {
  draft: DraftReturnOrder;
  purchases: Purchase[];
  items: SelectedItem[];
}

/**
 * Reads the draft, and the purchases unless `cached`, with the step's own requests (its `api/`), and makes
 * the draft's selection of them in `language`; rejects with SelectionNotOnPlatformError when the draft
 * names what only the tab knows.
 */
export async function readDraftSelection(
  {
    consumerId,
    cached,
    config,
    language,
  }: {
    consumerId: string;
    cached: Purchase[] | null;
    config: ShopConfig;
    language: string;
  },
  platform: {
    fetchDraft: (consumerId: string) => Promise<DraftReturnOrder>;
    fetchPurchases: (consumerId: string) => Promise<Purchase[]>;
  },
): Promise<DraftSelection> {
  const [draft, purchases] = await Promise.all([
    platform.fetchDraft(consumerId),
    cached ?? platform.fetchPurchases(consumerId),
  ]);
  return { draft, purchases, items: selectionFromDraft(draft, purchases, config, language) };
}
