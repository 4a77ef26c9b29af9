/**
 * The draft flow's draft return order on confirm items (docs/business-rules.md#optimistic-save): fetched when
 * the page opens, and the store-credit choice written to it optimistically: the choice and the
 * draft change at once, and both go back to what they were if the server refuses. A draft that is
 * gone (404) or no longer fits (409) sends the shopper back to select items.
 *
 * The choice shown is preselected when the page opens, then follows what the fetched draft
 * remembers (so a reload shows the choice written before), unless the shopper has already picked.
 */
import {
  type DraftReturnOrder,
  isHttpError,
  type SelectedItem,
  type SelectedPurchase,
  stepErrorRaised,
} from '@portal/shared';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { fetchDraft, updateDraft } from '../api/purchases';
import { toSelectedPurchases } from './confirm';
import { draftChoice, preselectedChoice, type RefundChoice } from './store-credit';

/** Confirm items opened for this consumer (draft flow). */
export const draftOpened = createEvent<string>();
/** The page opened: whether the choice is offered and the no-store-credit-preselection toggle as known. */
export const refundChoiceOpened = createEvent<{ offered: boolean; noPreselection: boolean }>();
/** The no-store-credit-preselection toggle was read (after the page opened). */
export const preselectionToggleRead = createEvent<boolean>();
/** Exchange rates could not be read: refund becomes the choice if nothing is chosen. */
export const exchangeRatesFailed = createEvent();
/** The exchange rates arrived (after a failure, the shopper's "Try again"): the incentive is shown again. */
export const exchangeRatesRead = createEvent();
/** The shopper picked store credit or refund. */
export const refundChoiceMade = createEvent<{
  choice: RefundChoice;
  consumerId: string | null;
  items: SelectedItem[];
}>();
/** The draft is gone or no longer fits the selection: choose again. */
export const draftGone = createEvent();
/** The shopper chose "Try again" after the server refused (or never answered) the last choice. */
export const choiceSaveRetried = createEvent();

/** Fetches the draft. */
export const fetchDraftFx = createEffect((consumerId: string) => fetchDraft(consumerId));
/** Writes the selected purchases' resolutions. */
export const updateDraftFx = createEffect(
  ({ consumerId, selectedPurchases }: { consumerId: string; selectedPurchases: SelectedPurchase[] }) =>
    updateDraft(consumerId, { selectedPurchases }),
);

/** The draft as the page knows it; null until fetched (and in the quote flow). */
export const $draft = createStore<DraftReturnOrder | null>(null);

/** The host server fetched the draft to render the page (model/draft-selection.ts). */
export const draftFetchedByServer = createEvent<DraftReturnOrder>();
// The visit the server began goes on with its draft: the page's gate, opening in the browser that hydrated
// it, finds the draft here and asks for it no second time. Once, for that visit: the next one fetches.
const $draftFromServer = createStore(false).on(draftFetchedByServer, () => true);
$draft.on(draftFetchedByServer, (_, draft) => draft);
// One decision per opening, carried in the payload: found, or to be fetched.
const visitBegun = sample({
  clock: draftOpened,
  source: { fromServer: $draftFromServer, draft: $draft },
  fn: ({ fromServer, draft }, consumerId) => ({ consumerId, found: fromServer ? draft : null }),
});
/** The draft of this visit is here: fetched, or found in what the server rendered the page with. */
const draftArrived = createEvent<DraftReturnOrder>();
sample({ clock: fetchDraftFx.doneData, target: draftArrived });
sample({
  clock: visitBegun,
  filter: ({ found }) => found !== null,
  fn: ({ found }) => found as DraftReturnOrder,
  target: draftArrived,
});
const fetchWanted = sample({
  clock: visitBegun,
  filter: ({ found }) => found === null,
  fn: ({ consumerId }) => consumerId,
});
$draftFromServer.reset(visitBegun);

/**
 * The host server renders the page: the choice it shows is the one the page's visit will open with, as the
 * gate opens it and the draft the server fetched then says (the browser's visit, finding that draft, ends
 * on the same choice, so nothing changes after the page paints).
 */
export const choiceRenderedByServer = createEvent<{ offered: boolean; noPreselection: boolean }>();
sample({ clock: choiceRenderedByServer, target: refundChoiceOpened });
sample({
  clock: choiceRenderedByServer,
  source: $draft,
  filter: (draft): draft is DraftReturnOrder => draft !== null,
  target: draftArrived,
});
/** The store-credit or refund choice; null while nothing is chosen. */
export const $refundChoice = createStore<RefundChoice | null>(null);

/** True after the server refused the last change (the page says so); cleared by the next change. */
export const $draftUpdateFailed = createStore(false);

type Snapshot = { draft: DraftReturnOrder | null; choice: RefundChoice | null };

// A change with the state it replaces, read before any store moves, so a refusal can restore it.
const choiceApplied = createEvent<{
  before: Snapshot;
  after: Snapshot;
  consumerId: string | null;
  items: SelectedItem[];
}>();
const $beforeChange = createStore<Snapshot>({ draft: null, choice: null });

const resolutionsOf = (draft: DraftReturnOrder) =>
  draft.selectedPurchases.map((purchase) => purchase.resolutionType);
// Whether the shopper picked in this visit: then neither the draft nor a late toggle overrides it.
const $chosenByShopper = createStore(false)
  .on(refundChoiceMade, () => true)
  .reset(refundChoiceOpened);
const $offered = createStore(false).on(refundChoiceOpened, (_, { offered }) => offered);
const $noPreselection = createStore(false)
  .on(refundChoiceOpened, (_, { noPreselection }) => noPreselection)
  .on(preselectionToggleRead, (_, on) => on);

// docs/business-rules.md#preselection: refund when the choice is not offered; else preselected from the
// selected purchases, which are all refunds until a draft says otherwise.
$refundChoice.on(refundChoiceOpened, (_, { offered, noPreselection }) =>
  offered ? preselectedChoice(['Refund'], noPreselection) : 'refund',
);
$refundChoice.on(exchangeRatesFailed, (choice) => choice ?? 'refund');

/** The rates failed: the incentive cannot be shown, and the page says so rather than dropping it quietly. */
export const $incentiveUnavailable = createStore(false)
  .on(exchangeRatesFailed, () => true)
  .reset(refundChoiceOpened, exchangeRatesRead);
sample({
  clock: draftArrived,
  source: { offered: $offered, noPreselection: $noPreselection, chosen: $chosenByShopper },
  filter: ({ offered, chosen }) => offered && !chosen,
  fn: ({ noPreselection }, draft) => draftChoice(resolutionsOf(draft), noPreselection),
  target: $refundChoice,
});
sample({
  clock: preselectionToggleRead,
  source: { offered: $offered, chosen: $chosenByShopper, draft: $draft },
  filter: ({ offered, chosen }, on) => on && offered && !chosen,
  fn: ({ draft }) => draftChoice(draft ? resolutionsOf(draft) : ['Refund'], true),
  target: $refundChoice,
});
sample({ clock: fetchWanted, target: fetchDraftFx });
// Each visit starts from the server's draft: the selection may have changed since the last one.
$draft.reset(fetchWanted);
$draft.on(fetchDraftFx.doneData, (_, draft) => draft);

sample({
  clock: refundChoiceMade,
  source: { draft: $draft, choice: $refundChoice },
  fn: (before, { choice, items, consumerId }) => ({
    before,
    after: {
      choice,
      draft: before.draft && {
        ...before.draft,
        selectedPurchases: toSelectedPurchases(items, choice === 'store-credit'),
      },
    },
    consumerId,
    items,
  }),
  target: choiceApplied,
});
$beforeChange.on(choiceApplied, (_, { before }) => before);
$refundChoice.on(choiceApplied, (_, { after }) => after.choice);
$draft.on(choiceApplied, (_, { after }) => after.draft);
$draftUpdateFailed
  .on(choiceApplied, () => false)
  .on(updateDraftFx.fail, () => true)
  .reset(draftOpened);

// The last change asked for, so "Try again" can ask for it once more after a refusal or a timeout.
const $lastChange = createStore<{
  choice: RefundChoice;
  consumerId: string | null;
  items: SelectedItem[];
} | null>(null)
  .on(choiceApplied, (_, { after, consumerId, items }) =>
    after.choice === null ? null : { choice: after.choice, consumerId, items },
  )
  .reset(draftOpened);
sample({
  clock: choiceSaveRetried,
  source: { change: $lastChange, failed: $draftUpdateFailed },
  filter: ({ change, failed }) => failed && change !== null,
  fn: ({ change }) => change as NonNullable<typeof change>,
  target: refundChoiceMade,
});
sample({
  clock: choiceApplied,
  // Only a fetched draft is written: in the quote flow and in demo mode there is none.
  filter: ({ after, consumerId }) => after.draft !== null && consumerId !== null,
  fn: ({ after, consumerId }) => ({
    consumerId: consumerId as string,
    selectedPurchases: (after.draft as DraftReturnOrder).selectedPurchases,
  }),
  target: updateDraftFx,
});
$draft.on(updateDraftFx.doneData, (_, draft) => draft);
sample({ clock: updateDraftFx.fail, source: $beforeChange, fn: ({ draft }) => draft, target: $draft });
sample({
  clock: updateDraftFx.fail,
  source: $beforeChange,
  fn: ({ choice }) => choice,
  target: $refundChoice,
});

// A choice made before the draft arrived is written as soon as it does.
const $unwritten = createStore<{ consumerId: string; items: SelectedItem[] } | null>(null).on(
  choiceApplied,
  (_, { after, consumerId, items }) =>
    after.draft === null && consumerId !== null ? { consumerId, items } : null,
);
// What it replaces is what the fetched draft says (as if it had come first), never the shopper's
// own pick: a refusal then shows what the server holds.
sample({
  clock: draftArrived,
  source: {
    unwritten: $unwritten,
    choice: $refundChoice,
    before: $beforeChange,
    offered: $offered,
    noPreselection: $noPreselection,
  },
  filter: ({ unwritten, choice }) => unwritten !== null && choice !== null,
  fn: ({ unwritten, choice, before, offered, noPreselection }, draft) => ({
    before: {
      draft,
      choice: offered ? draftChoice(resolutionsOf(draft), noPreselection) : before.choice,
    },
    after: {
      choice,
      draft: {
        ...draft,
        selectedPurchases: toSelectedPurchases(unwritten?.items ?? [], choice === 'store-credit'),
      },
    },
    consumerId: unwritten?.consumerId ?? null,
    items: unwritten?.items ?? [],
  }),
  target: choiceApplied,
});

const gone = (error: unknown) => isHttpError(error) && (error.status === 404 || error.status === 409);
sample({ clock: [fetchDraftFx.failData, updateDraftFx.failData], filter: gone, target: draftGone });
// A refused change is rolled back and said on the page; only a draft that cannot be read ends the step.
sample({ clock: fetchDraftFx.failData, filter: (error) => !gone(error), target: stepErrorRaised });
