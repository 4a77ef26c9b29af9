/**
 * What the shopper gets back, shown above the carriers step's costs (docs/business-rules.md#what-you-get-back):
 * the selection's items and exchanges, and the money back the shopper chose on confirm items. The draft
 * flow's amount is the draft's own (`refundOptions`); the quote flow has no answer with one before the
 * quote, so it is the one refund rule the sandbox prices the quote's by.
 */
import { $refundChoice, $selectedItems } from '@portal/shared';
import { type GetBack, itemsOfSelection, refundOfDraft, refundOfSelection } from '@portal/shared/get-back';
import { combine } from 'effector';
import { $draft } from './carriers-draft';

/** The draft flow's: null until the draft is there. */
export const $draftFlowGetBack = combine(
  $selectedItems,
  $draft,
  (items, draft): GetBack | null => draft && { items: itemsOfSelection(items), refund: refundOfDraft(draft) },
);

/** The quote flow's. */
export const $quoteFlowGetBack = combine(
  $selectedItems,
  $refundChoice,
  (items, choice): GetBack => ({ items: itemsOfSelection(items), refund: refundOfSelection(items, choice) }),
);
