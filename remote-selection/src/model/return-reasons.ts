/**
 * Return reasons of the shop configuration in both of its shapes (docs/business-rules.md#return-reasons),
 * turned into one form the item dialog can show: for the shopper's language, sorted by position, without
 * exchange-only reasons.
 */
import { REASON_TYPE, type ReasonOption } from '@portal/shared/purchase-items';

export { REASON_TYPE, type ReasonOption, reasonsFor } from '@portal/shared/purchase-items';

/** The form's message key when the reason and comment are not acceptable, or null. */
export function reasonError(reason: ReasonOption | undefined, comment: string): string | null {
  if (!reason) return 'select_items.dialog.reason_required';
  const text = comment.trim();
  if (reason.type === REASON_TYPE.other && !text) return 'select_items.dialog.other_required';
  if (reason.allowsComment && reason.commentRequired && !text) return 'select_items.dialog.comment_required';
  return null;
}
