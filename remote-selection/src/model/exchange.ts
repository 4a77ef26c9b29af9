/**
 * Choosing an exchange (docs/business-rules.md#exchange-reason): the item is stored at once with the reason
 * "pending: {from} -> {to}"; the reason is then looked up. Found, the item gets that reason's text
 * and id; not found, the text becomes "error: {from} -> {to}" and the item stays selected, and the
 * shopper may look it up again in place ("Try again" on the card).
 */
import { $selectedItems, itemSelected, type SelectedItem, type ShopConfig } from '@portal/shared';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { fetchExchangeReason } from '../api/exchange-reason';
import type { ExchangeChoice, PortalItem } from './portal-items';
import type { ReasonOption } from './return-reasons';
import { exchangeSelection, failedReason, pendingReason } from './selected-item';

/** Whether the item dialog offers `item` an exchange (another size) before a plain return. */
export const canExchange = (item: PortalItem): boolean =>
  item.exchangeable && Boolean(item.variant) && item.exchangeOptions.length > 0;

/**
 * Whether the item dialog offers `item` an exchange for another product: the shop offers it and the item
 * has a price to count towards the new one (docs/business-rules.md#exchange-for-another-product).
 */
export const canExchangeForProduct = (
  item: PortalItem,
  config: Pick<ShopConfig, 'productExchange'>,
): boolean =>
  config.productExchange.enabled && !item.isExchangeItem && item.price > 0 && Boolean(item.currencyCode);

/** The shopper opened an item's dialog. */
export const itemDialogOpened = createEvent<PortalItem>();

/** The shopper chose another size for an item. */
export const exchangeChosen = createEvent<{
  item: PortalItem;
  target: ExchangeChoice;
  reasons: ReasonOption[];
  quantity?: number;
}>();

interface Lookup {
  uid: string;
  from: string;
  to: string;
  reasons: ReasonOption[];
}

/** Looks the reason up on the portal's server. */
export const resolveExchangeReasonFx = createEffect(async ({ reasons, from, to }: Lookup) =>
  fetchExchangeReason(
    reasons.map((reason) => reason.key),
    from,
    to,
  ),
);

sample({
  clock: exchangeChosen,
  filter: ({ item }) => Boolean(item.variant),
  fn: ({ item, target, quantity }) => exchangeSelection(item, target, quantity),
  target: itemSelected,
});

sample({
  clock: exchangeChosen,
  filter: ({ item }) => Boolean(item.variant),
  fn: ({ item, target, reasons }): Lookup => ({
    uid: item.uid,
    from: item.variant ?? '',
    to: target.title,
    reasons,
  }),
  target: resolveExchangeReasonFx,
});

const pendingText = ({ from, to }: Lookup) => pendingReason(from, to);

/** The looked-up item, or null when the shopper changed or dropped it meanwhile. */
const lookupSettled = createEvent<SelectedItem | null>();
sample({ clock: lookupSettled, filter: (item): item is SelectedItem => item !== null, target: itemSelected });

sample({
  clock: resolveExchangeReasonFx.done,
  source: $selectedItems,
  fn: (items, { params, result }) => {
    const item = items.find(
      (candidate) => candidate.uid === params.uid && candidate.returnReason === pendingText(params),
    );
    const reason = params.reasons.find((candidate) => candidate.key === result);
    return item
      ? { ...item, returnReason: reason?.text ?? result, returnReasonId: reason?.id ?? item.returnReasonId }
      : null;
  },
  target: lookupSettled,
});

sample({
  clock: resolveExchangeReasonFx.fail,
  source: $selectedItems,
  fn: (items, { params }) => {
    const item = items.find(
      (candidate) => candidate.uid === params.uid && candidate.returnReason === pendingText(params),
    );
    return item ? { ...item, returnReason: failedReason(params.from, params.to) } : null;
  },
  target: lookupSettled,
});

/** The failed look-ups of this page's life by item uid, so "Try again" can ask again. */
export const $failedLookups = createStore<Record<string, Lookup>>({})
  .on(resolveExchangeReasonFx.fail, (failed, { params }) => ({ ...failed, [params.uid]: params }))
  .on(resolveExchangeReasonFx, (failed, params) => {
    const { [params.uid]: _retried, ...others } = failed;
    return others;
  });

/** The shopper chose "Try again" on an item whose exchange reason could not be looked up. */
export const exchangeReasonRetried = createEvent<string>();

const retried = sample({
  clock: exchangeReasonRetried,
  source: { failed: $failedLookups, items: $selectedItems },
  filter: ({ failed, items }, uid) =>
    Boolean(failed[uid]) &&
    items.some(
      (item) =>
        item.uid === uid &&
        item.returnReason === failedReason(failed[uid]?.from ?? '', failed[uid]?.to ?? ''),
    ),
  fn: ({ failed }, uid) => failed[uid] as Lookup,
});
// Pending again while it is asked (the card shows the spinner), then found or failed as before.
sample({
  clock: retried,
  source: $selectedItems,
  fn: (items, lookup) => {
    const item = items.find((candidate) => candidate.uid === lookup.uid) as SelectedItem;
    return { ...item, returnReason: pendingText(lookup) };
  },
  target: itemSelected,
});
sample({ clock: retried, target: resolveExchangeReasonFx });
