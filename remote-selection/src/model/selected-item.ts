/** Turning a portal item and the dialog's answer into the selected item kept on the bus. */
import type { SelectedItem } from '@portal/shared';
import type { PortalItem } from './portal-items';
import { REASON_TYPE, type ReasonOption } from './return-reasons';

const base = (item: PortalItem, quantity: number) => ({
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
export type ItemFacts = Partial<ReturnType<typeof base>['itemRef']>;

/** The item's facts; empty for items typed in by hand (ecommerce-less). */
export const itemFacts = (item: SelectedItem): ItemFacts => (item.itemRef ?? {}) as ItemFacts;

const PENDING = 'pending:';
const FAILED = 'error:';

/**
 * The stored reason of an exchange while its reason is looked up, and when the look-up failed
 * (docs/business-rules.md#exchange-reason). Kept in these forms for the servers and logs; shoppers never see
 * them (see `describeChoice`).
 */
export const pendingReason = (from: string, to: string) => `${PENDING} ${from} -> ${to}`;
export const failedReason = (from: string, to: string) => `${FAILED} ${from} -> ${to}`;

/** A return with its reason and comment. */
export function returnSelection(
  item: PortalItem,
  reason: ReasonOption,
  comment: string,
  quantity = 1,
): SelectedItem {
  const text = comment.trim();
  return {
    ...base(item, quantity),
    operation: 'Return',
    returnReasonId: reason.id,
    returnReason: reason.text,
    returnReasonType: reason.type,
    returnReasonKey: reason.key,
    ...(reason.type === REASON_TYPE.other ? { returnReasonOtherText: text } : {}),
    ...(text && reason.type !== REASON_TYPE.other ? { returnReasonOtherComment: text } : {}),
  };
}

/** An exchange, stored at once with a pending reason until the lookup answers. */
export function exchangeSelection(
  item: PortalItem,
  target: { title: string; value: string; productId: string },
  quantity = 1,
): SelectedItem {
  return {
    ...base(item, quantity),
    operation: 'Exchange',
    returnReasonId: 0,
    returnReason: pendingReason(item.variant ?? '', target.title),
    returnReasonType: REASON_TYPE.exchange,
    exchangeValue: target.value,
    exchangeVariant: target.title,
    exchangeProductId: target.productId,
  };
}

/** A selected item's choice as a shopper reads it. */
export type ChoiceDescription =
  | {
      kind: 'exchange';
      size: string;
      /** Where the look-up of the exchange's reason stands. */
      lookup: 'pending' | 'failed' | 'found';
      /** The reason found, once it is. */
      reason?: string;
    }
  | { kind: 'return'; reason: string; comment?: string };

/** What the shopper chose for `item`: the exchange's new size or the return's reason and own words. */
export function describeChoice(item: SelectedItem): ChoiceDescription {
  const reason = item.returnReason ?? '';
  if (item.exchangeValue) {
    const lookup = reason.startsWith(PENDING) ? 'pending' : reason.startsWith(FAILED) ? 'failed' : 'found';
    return {
      kind: 'exchange',
      size: item.exchangeVariant ?? '',
      lookup,
      ...(lookup === 'found' && reason ? { reason } : {}),
    };
  }
  const comment = (item.returnReasonOtherText ?? item.returnReasonOtherComment)?.trim();
  return { kind: 'return', reason, ...(comment ? { comment } : {}) };
}
