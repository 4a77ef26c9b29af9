/**
 * What a return request gets back once the shop approves it (docs/business-rules.md#what-you-get-back): the
 * requested items from the selection, and the money back the draft the request was made from prices for
 * the shopper's choice. The draft is read once per visit; while it is on its way, or when it cannot be
 * read (and in demo mode), the list shows the items and no amount (a wrong amount is worse than none).
 */
import { $consumerId, $isDemo, $selectedItems, createGate, type DraftReturnOrder } from '@portal/shared';
import { type GetBack, itemsOfSelection, refundOfDraft } from '@portal/shared/get-back';
import { combine, createEffect, createStore, sample } from 'effector';
import { fetchRequestDraft } from '../api/draft';

/** The request confirmation is shown. */
// No props: effector-react's useGate opens it with `{}` (an undefined state would be skipped, with a warning).
export const RequestGetBackGate = createGate<Record<string, never>>();

/** `GET …/draft-return-order` for the signed-in shopper. */
export const fetchRequestDraftFx = createEffect(fetchRequestDraft);

const $requestDraft = createStore<DraftReturnOrder | null>(null, { skipVoid: false })
  .on(fetchRequestDraftFx.doneData, (_, draft) => draft)
  .reset(RequestGetBackGate.close);

// Demo mode has no draft to read: its request shows the items only.
sample({
  clock: RequestGetBackGate.open,
  source: { consumerId: $consumerId, demo: $isDemo },
  filter: ({ consumerId, demo }) => consumerId !== null && !demo,
  fn: ({ consumerId }) => consumerId ?? '',
  target: fetchRequestDraftFx,
});

/** The requested items, and the draft's money back once it is read. */
export const $requestGetBack = combine(
  $selectedItems,
  $requestDraft,
  (items, draft): GetBack => ({ items: itemsOfSelection(items), refund: draft && refundOfDraft(draft) }),
);
