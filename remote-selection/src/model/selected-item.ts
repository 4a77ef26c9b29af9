/** Turning a portal item and the dialog's answer into the selected item kept on the bus. */
import type { SelectedItem } from '@portal/shared';
import { type ProductExchange, productExchangeOfItem } from '@portal/shared/pricing';
import {
  type ItemFacts,
  type PortalItem,
  REASON_TYPE,
  selectedItemBase,
} from '@portal/shared/purchase-items';

export {
  type ChosenProduct,
  type ItemFacts,
  type PickedProduct,
  productExchangeSelection,
  returnSelection,
} from '@portal/shared/purchase-items';

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

/** An exchange, stored at once with a pending reason until the lookup answers. */
export function exchangeSelection(
  item: PortalItem,
  target: { title: string; value: string; productId: string },
  quantity = 1,
): SelectedItem {
  return {
    ...selectedItemBase(item, quantity),
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
  | {
      kind: 'product';
      /** The new product's name and variant ("Hooded Down Parka", "M"). */
      product: string;
      variant: string;
      reason: string;
      /** What the exchange comes to by the one rule; null when the item has no price. */
      exchange: ProductExchange | null;
      rest: 'refund' | 'store-credit';
    }
  | { kind: 'return'; reason: string; comment?: string };

/** What the shopper chose for `item`: the exchange's new size or product, or the return's reason and own words. */
export function describeChoice(item: SelectedItem): ChoiceDescription {
  const reason = item.returnReason ?? '';
  if (item.exchangePrice) {
    return {
      kind: 'product',
      product: item.exchangeProductName ?? item.exchangeValue ?? '',
      variant: item.exchangeVariant ?? '',
      reason,
      exchange: productExchangeOfItem(item),
      rest: item.exchangeRest ?? 'refund',
    };
  }
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
