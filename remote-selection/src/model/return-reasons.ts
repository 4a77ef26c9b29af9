/**
 * Return reasons of the shop configuration in both of its shapes (docs/business-rules.md#return-reasons),
 * turned into one form the item dialog can show: for the shopper's language, sorted by position, without
 * exchange-only reasons.
 */
import type { ReturnReason } from '@portal/shared';

/** Reason type codes of the shop configuration's return reasons. */
export const REASON_TYPE = { other: 2, exchange: 3 } as const;

/** A reason as the dialog shows it. */
export interface ReasonOption {
  id: string;
  key: string;
  text: string;
  type: number;
  position: number;
  /** The reason ends the return flow: the "return flow disabled" dialog opens and nothing is stored. */
  preventsReturn: boolean;
  allowsComment: boolean;
  commentRequired: boolean;
  commentOptions: string[];
  commentLabel?: string;
}

const EXCHANGE_MARKER = /\[exchange\]/i;

/** The reasons of `lang`, sorted by position, without those marked [exchange]. */
export function reasonsFor(reasons: ReturnReason[], lang: string): ReasonOption[] {
  const options: ReasonOption[] = [];
  for (const reason of reasons) {
    if ('returnReason' in reason) {
      const store = reason.storeReturnReason;
      const key = reason.returnReason.key;
      options.push({
        id: String(reason.returnReason.id),
        key,
        text: reason.translations?.[lang] ?? reason.returnReason.description,
        type: key === 'other' ? REASON_TYPE.other : 1,
        position: reason.position,
        preventsReturn: reason.preventReturn || Boolean(store?.preventReturn),
        allowsComment: reason.allowComment || Boolean(store?.allowComment),
        // A comment is required unless the store's setting says it is optional.
        commentRequired: store?.comment?.required ?? true,
        commentOptions: store?.comment?.options.map((option) => option.key) ?? [],
        commentLabel: store?.comment?.label,
      });
    } else if (reason.locale === lang) {
      options.push({
        id: String(reason.value),
        key: String(reason.value),
        text: reason.text,
        type: reason.type,
        position: reason.position,
        preventsReturn: reason.disablesReturnFlow,
        allowsComment: reason.type === REASON_TYPE.other,
        commentRequired: reason.type === REASON_TYPE.other,
        commentOptions: [],
      });
    }
  }
  return options
    .filter((option) => option.type !== REASON_TYPE.exchange && !EXCHANGE_MARKER.test(option.text))
    .sort((a, b) => a.position - b.position);
}

/** The form's message key when the reason and comment are not acceptable, or null. */
export function reasonError(reason: ReasonOption | undefined, comment: string): string | null {
  if (!reason) return 'select_items.dialog.reason_required';
  const text = comment.trim();
  if (reason.type === REASON_TYPE.other && !text) return 'select_items.dialog.other_required';
  if (reason.allowsComment && reason.commentRequired && !text) return 'select_items.dialog.comment_required';
  return null;
}
