/**
 * Confirm items rendered on the server (issue 37, docs/architecture.md#steps-rendered-on-the-server): in
 * the draft flow the platform keeps the selection (the draft return order), so the host server can show it
 * without the tab. The selected items are made again from the draft and the purchases, as select items
 * made them (`selectionFromDraft`); the page's gate in the browser then finds the draft in the scope it hydrated and asks for it
 * no second time (model/draft.ts).
 */
import {
  $consumerId,
  $isDemo,
  $purchasesCache,
  $shopConfig,
  purchasesLoaded,
  type ShopConfig,
  selectionRestored,
  stepErrorRaised,
} from '@portal/shared';
import { readDraftSelection } from '@portal/shared/purchase-items';
import { usesQuoteFlow } from '@portal/shared/quotes';
import { createEffect, createEvent, sample } from 'effector';
import { fetchDraft, fetchPurchases } from '../api/purchases';
import { draftFetchedByServer } from './draft';

/**
 * The host server asks for confirm items (its page's `pageStarted`): the draft, and the purchases unless
 * the scope has them, in the page language.
 */
export const confirmItemsRequested = createEvent<{ language: string }>();

/** Reads the draft and the purchases, and makes the draft's selection of them (SelectionNotOnPlatformError). */
export const selectionOnPlatformFx = createEffect((params: Parameters<typeof readDraftSelection>[0]) =>
  readDraftSelection(params, { fetchDraft, fetchPurchases }),
);

sample({
  clock: confirmItemsRequested,
  source: { config: $shopConfig, consumerId: $consumerId, isDemo: $isDemo, cached: $purchasesCache },
  filter: ({ config, consumerId, isDemo }) =>
    config !== null && !usesQuoteFlow(config) && consumerId !== null && !isDemo,
  fn: ({ config, consumerId, cached }, { language }) => ({
    config: config as ShopConfig,
    consumerId: consumerId as string,
    cached,
    language,
  }),
  target: selectionOnPlatformFx,
});
sample({ clock: selectionOnPlatformFx.doneData, fn: ({ items }) => items, target: selectionRestored });
sample({ clock: selectionOnPlatformFx.doneData, fn: ({ draft }) => draft, target: draftFetchedByServer });
sample({
  clock: selectionOnPlatformFx.done,
  filter: ({ params }) => params.cached === null,
  fn: ({ result }) => result.purchases,
  target: purchasesLoaded,
});
// A selection only the tab knows, or a platform that failed: the page is the browser's to render, as it
// always was (the render falls back).
sample({ clock: selectionOnPlatformFx.failData, target: stepErrorRaised });
