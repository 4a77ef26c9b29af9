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
  type DraftReturnOrder,
  type Purchase,
  purchasesLoaded,
  type SelectedItem,
  type ShopConfig,
  selectionRestored,
  stepErrorRaised,
} from '@portal/shared';
import { selectionFromDraft } from '@portal/shared/purchase-items';
import { usesQuoteFlow } from '@portal/shared/quotes';
import { createEffect, createEvent, sample } from 'effector';
import { fetchDraft, fetchPurchases } from '../api/purchases';
import { draftFetchedByServer } from './draft';

/**
 * The host server asks for confirm items (its page's `pageStarted`): the draft, and the purchases unless
 * the scope has them, in the page language.
 */
export const confirmItemsRequested = createEvent<{ language: string }>();

/** Reads the draft and the purchases the selection is made from. */
export const selectionOnPlatformFx = createEffect(
  async ({
    consumerId,
    cached,
  }: {
    consumerId: string;
    cached: Purchase[] | null;
    language: string;
  }): Promise<{ draft: DraftReturnOrder; purchases: Purchase[] }> => {
    const [draft, purchases] = await Promise.all([
      fetchDraft(consumerId),
      cached ? Promise.resolve(cached) : fetchPurchases(consumerId),
    ]);
    return { draft, purchases };
  },
);

sample({
  clock: confirmItemsRequested,
  source: { config: $shopConfig, consumerId: $consumerId, isDemo: $isDemo, cached: $purchasesCache },
  filter: ({ config, consumerId, isDemo }) =>
    config !== null && !usesQuoteFlow(config) && consumerId !== null && !isDemo,
  fn: ({ consumerId, cached }, { language }) => ({ consumerId: consumerId as string, cached, language }),
  target: selectionOnPlatformFx,
});

/** The selection made from the platform's answers, or why it cannot be. */
const selectionRead = sample({
  clock: selectionOnPlatformFx.done,
  source: $shopConfig,
  fn: (config, { params, result }) => {
    try {
      return {
        ...result,
        fetched: params.cached === null,
        items: selectionFromDraft(result.draft, result.purchases, config as ShopConfig, params.language),
      };
    } catch (error) {
      return { error: error as Error };
    }
  },
});
const restored = sample({
  clock: selectionRead,
  filter: (read) => 'items' in read,
  fn: (read) => read as Extract<typeof read, { items: SelectedItem[] }>,
});
sample({ clock: restored, fn: ({ items }) => items, target: selectionRestored });
sample({ clock: restored, fn: ({ draft }) => draft, target: draftFetchedByServer });
sample({
  clock: restored,
  filter: ({ fetched }) => fetched,
  fn: ({ purchases }) => purchases,
  target: purchasesLoaded,
});
// The page is then the browser's to render, as it always was: the render falls back.
sample({
  clock: selectionRead,
  filter: (read) => 'error' in read,
  fn: (read) => (read as { error: Error }).error,
  target: stepErrorRaised,
});
sample({ clock: selectionOnPlatformFx.failData, target: stepErrorRaised });
