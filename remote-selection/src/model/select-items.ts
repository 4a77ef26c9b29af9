/**
 * Select items' visit and its way on (docs/business-rules.md#select-items, "Continue"): opening the
 * page loads the purchases (or, for an ecommerce-less shop, the pricelists of the sign-in country);
 * continuing checks that the chosen items share a shipping option and, in the draft flow, saves the
 * selection as a draft before confirm items opens.
 */
import {
  $consumerId,
  $isDemo,
  $selectedItems,
  $shopConfig,
  $signInDetails,
  createGate,
  type ShippingOption,
  stepErrorRaised,
} from '@portal/shared';
import { itemsConfirmed } from '@portal/shared/analytics';
import { SELECTING_COOKIE } from '@portal/shared/page-frame';
import { pricelistQuery, usesQuoteFlow } from '@portal/shared/quotes';
import { attach, createEffect, createEvent, sample } from 'effector';
import { createDraft } from '../api/purchases';
import { trackFx } from './analytics';
import { commonShippingOptions, NoShippingOptionsError, toSelectedPurchases } from './confirm';
import { loadPricelistsFx } from './pricelists';
import { DEMO_CONSUMER_ID, selectItemsOpened } from './purchases';

/** Where the shopper goes on. */
export const CONFIRM_ITEMS = '/confirm-items';

/** What the page hands its model while it is shown. */
export interface SelectItemsProps {
  navigate: (path: string) => void;
}

/** Select items is shown: opening it is one visit. */
export const SelectItemsGate = createGate<SelectItemsProps>({ name: 'select items' });

/**
 * The page's data is wanted: fired by the gate in a browser, and first by the host server, which renders
 * the page with it (issue 37); the browser's gate then finds the purchases in the scope it hydrated.
 */
export const selectItemsEntered = createEvent();
sample({ clock: SelectItemsGate.open, target: selectItemsEntered });

/**
 * Tells the host server whether this browser holds a selection in progress (`SELECTING_COOKIE`): a reload of
 * select items with one is then drawn by the browser, the selection in its first drawing, instead of by the
 * server without it. Said again whenever the page opens, so a cookie left by a selection emptied while this
 * model was not loaded (a logout on another step after a reload) goes.
 */
export const selectingToldFx = createEffect((selecting: boolean) => {
  // A server render (confirm items restores the draft's selection there) has no browser to tell.
  if (typeof document === 'undefined') return;
  // biome-ignore lint/suspicious/noDocumentCookie: a plain cookie the server reads; the Cookie Store API is not in every browser
  document.cookie = `${SELECTING_COOKIE}=${selecting ? '1' : '; max-age=0'}; path=/; SameSite=Lax`;
});
const $selecting = $selectedItems.map((items) => items.length > 0);
sample({ clock: [$selecting.updates, SelectItemsGate.open], source: $selecting, target: selectingToldFx });

/** Moves the shopper, through the shown page's router (nowhere once it is gone). */
export const selectItemsNavigateFx = attach({
  source: SelectItemsGate.state,
  effect: (props: Partial<SelectItemsProps>, path: string) => props.navigate?.(path),
});

/** The shopper pressed "Continue with n items": the shipping options of each chosen item. */
export const continuePressed = createEvent<ShippingOption[][]>();

/** Saves the selection as the draft flow's draft return order. */
export const createDraftFx = createEffect(
  ({ consumerId, items }: { consumerId: string; items: Parameters<typeof toSelectedPurchases>[0] }) =>
    createDraft(consumerId, toSelectedPurchases(items, false)),
);

/** The selection is being saved: a second press waits. */
export const $continuing = createDraftFx.pending;

sample({
  clock: selectItemsEntered,
  source: $shopConfig,
  filter: (config) => config !== null && !config.isEcommerceless,
  fn: () => undefined,
  target: selectItemsOpened,
});
// An ecommerce-less shop has no orders: confirm items needs the pricelists of the sign-in country.
sample({
  clock: selectItemsEntered,
  source: { config: $shopConfig, details: $signInDetails, isDemo: $isDemo },
  filter: ({ config }) => Boolean(config?.isEcommerceless),
  fn: ({ details, isDemo }) =>
    pricelistQuery([], {
      ecommerceless: true,
      country: details?.country ?? (isDemo ? 'NL' : undefined),
      storeCredit: false,
    }),
  target: loadPricelistsFx,
});

const checked = sample({
  clock: continuePressed,
  source: $continuing,
  filter: (continuing) => !continuing,
  fn: (_, options) => commonShippingOptions(options).length > 0,
});
sample({
  clock: checked,
  filter: (shared) => !shared,
  fn: () => new NoShippingOptionsError(),
  target: stepErrorRaised,
});
// The draft flow keeps the selection server-side as a draft; the quote flow needs none yet.
const onward = sample({
  clock: checked,
  source: { config: $shopConfig, consumerId: $consumerId, isDemo: $isDemo, items: $selectedItems },
  filter: (_, shared) => shared,
  fn: ({ config, consumerId, isDemo, items }) => ({
    draft: config !== null && !usesQuoteFlow(config) && (Boolean(consumerId) || isDemo),
    consumerId: consumerId || DEMO_CONSUMER_ID,
    items,
  }),
});
sample({
  clock: onward,
  filter: ({ draft }) => draft,
  fn: ({ consumerId, items }) => ({ consumerId, items }),
  target: createDraftFx,
});
sample({
  clock: [sample({ clock: onward, filter: ({ draft }) => !draft }), createDraftFx.done],
  filter: SelectItemsGate.status,
  fn: () => CONFIRM_ITEMS,
  target: selectItemsNavigateFx,
});
sample({ clock: createDraftFx.failData, target: stepErrorRaised });
sample({
  clock: onward,
  fn: ({ items }) => ({ event: 'Confirm selection' as const, properties: itemsConfirmed(items) }),
  target: trackFx,
});
sample({
  clock: onward,
  filter: ({ items }) => items.some((item) => Boolean(item.exchangePrice)),
  fn: ({ items }) => ({
    event: 'Product exchange kept' as const,
    properties: itemsConfirmed(items.filter((item) => Boolean(item.exchangePrice))),
  }),
  target: trackFx,
});
