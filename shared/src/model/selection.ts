/** The shopper's selection. */
import { combine, createEvent, createStore, sample } from 'effector';
import type { ExchangeBonus } from '../pricing';
import { loggedOut, signedIn } from './consumer';

/** An item chosen for return or exchange, as kept in session storage. */
export interface SelectedItem {
  uid: string;
  key: string;
  purchaseId: string;
  operation: 'Return' | 'Exchange';
  quantity: number;
  screen?: string;
  exchangeable?: boolean;
  returnReasonId?: string | number;
  returnReason?: string;
  returnReasonType?: number | string;
  /** The reason's key (store reason shape), e.g. `too_small` or one containing `gate_keeping`. */
  returnReasonKey?: string;
  returnReasonOtherText?: string;
  returnReasonOtherComment?: string;
  /** Target sku; only exchanges have one. */
  exchangeValue?: string;
  exchangeVariant?: string;
  exchangeProductId?: string;
  /**
   * An exchange for another product of the shop's catalogue: the new variant's price as the shopper was
   * shown it, which the platform checks (`exchangeValue` its SKU, `exchangeProductId` its id).
   */
  exchangePrice?: { value: number; currency: string };
  /** An exchange for another product: the new product's name, as the pages name it. */
  exchangeProductName?: string;
  /**
   * An exchange for another product: the shop's bonus in the order's currency, as the page worked it out
   * and showed it (the platform prices by its own setting; the pages show the difference by the same rule).
   */
  exchangeBonus?: ExchangeBonus | null;
  /** Where a cheaper new product's rest goes, as the shopper chose: back to the payment method (the default) or store credit. */
  exchangeRest?: 'refund' | 'store-credit';
  itemRef?: Record<string, unknown>;
  returnableUnits?: number;
  returnLocation?: unknown;
  name?: string;
  /** The size (or other variant) of the item. */
  variant?: string;
  color?: string;
  imageUrl?: string;
  orderCurrency?: string;
  paidAmount?: number;
  shippingOptions?: unknown[];
  gatekeepingAssets?: { url: string; mimeType: string }[];
  gatekeepingForm?: unknown;
}

/** An item was chosen; an item with the same uid is replaced. */
export const itemSelected = createEvent<SelectedItem>();
/** The shopper deselected an item on its card. */
export const itemDeselected = createEvent<string>();
/** The shopper removed an item (the remove control). */
export const itemRemoved = createEvent<string>();
/** The quantity stepper of an item changed. */
export const quantityChanged = createEvent<{ uid: string; quantity: number }>();
/** The whole selection was dropped. */
export const selectionCleared = createEvent();
/**
 * The selection as the platform keeps it (the draft flow's draft return order), read by the host server to
 * render a later step: it replaces what the page holds, and nothing submitted or chosen is forgotten for it.
 */
export const selectionRestored = createEvent<SelectedItem[]>();

const itemDropped = createEvent<string>();
sample({ clock: [itemDeselected, itemRemoved], target: itemDropped });

/** The selected items, in the order they were chosen. */
export const $selectedItems = createStore<SelectedItem[]>([])
  .on(itemSelected, (items, item) => {
    const index = items.findIndex((existing) => existing.uid === item.uid);
    if (index === -1) return [...items, item];
    return items.map((existing, i) => (i === index ? item : existing));
  })
  .on(itemDropped, (items, uid) => items.filter((item) => item.uid !== uid))
  .on(quantityChanged, (items, { uid, quantity }) =>
    items.map((item) => (item.uid === uid ? { ...item, quantity } : item)),
  )
  .on(selectionRestored, (_, items) => items)
  .reset(selectionCleared, signedIn, loggedOut);

/**
 * Quantities per uid (1 unless the stepper said otherwise): what the stepper shows and what a
 * selection is made with. It and a selected item's quantity are one value: each follows the other.
 */
export const $quantities = createStore<Record<string, number>>({})
  .on(quantityChanged, (quantities, { uid, quantity }) => ({ ...quantities, [uid]: quantity }))
  .on(itemSelected, (quantities, { uid, quantity }) => ({ ...quantities, [uid]: quantity }))
  // A dropped item starts again at 1 when it is chosen anew.
  .on(itemDropped, (quantities, uid) => ({ ...quantities, [uid]: 1 }))
  .on(selectionRestored, (quantities, items) => ({
    ...quantities,
    ...Object.fromEntries(items.map((item) => [item.uid, item.quantity])),
  }))
  .reset(selectionCleared, signedIn, loggedOut);

/** Items to return: those without an exchange value. */
export const $returnItems = combine($selectedItems, (items) => items.filter((item) => !item.exchangeValue));
/** Items to exchange: those with an exchange value. */
export const $exchangeItems = combine($selectedItems, (items) =>
  items.filter((item) => Boolean(item.exchangeValue)),
);

/** How the shopper wants the money back: chosen on confirm items. */
export type RefundChoice = 'store-credit' | 'refund';

/** The choice was made on confirm items (the quote flow carries it on to the quote on carriers). */
export const refundChoiceStored = createEvent<RefundChoice>();

/** The shopper's refund choice for this selection; a new selection asks again. */
export const $refundChoice = createStore<RefundChoice | null>(null, { skipVoid: false })
  .on(refundChoiceStored, (_, choice) => choice)
  .reset(itemSelected, itemDropped, selectionCleared, signedIn, loggedOut);

/** What a submitted selection became: a gatekeeping request, a quote or a return order, and where it leads. */
export interface SubmittedSelection {
  kind: 'request' | 'quote' | 'return-order';
  /** The portal path the shopper goes on to (the confirmation). */
  next: string;
}

/** The selection was submitted: the request was accepted or the quote created. */
export const selectionSubmitted = createEvent<SubmittedSelection>();

/**
 * Set once the selection is submitted (`selectItems-submitted`), so Back to confirm items never
 * sends it again. Any change to the selection makes it a new one, which may be submitted.
 */
export const $selectionSubmitted = createStore<SubmittedSelection | null>(null, { skipVoid: false })
  .on(selectionSubmitted, (_, submitted) => submitted)
  .reset(itemSelected, itemDropped, quantityChanged, selectionCleared, signedIn, loggedOut);
