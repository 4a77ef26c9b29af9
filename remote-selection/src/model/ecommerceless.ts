/**
 * Items typed in by shoppers of ecommerce-less shops: the form's checks and the shortened title
 * (docs/business-rules.md#ecommerce-less-items).
 */
import type { SelectedItem } from '@portal/shared';
import { REASON_TYPE, type ReasonOption } from './return-reasons';

/** What the add/edit dialog holds while the shopper types. */
export interface EcommercelessForm {
  title: string;
  color: string;
  size: string;
  quantity: string;
  reasonId: string;
  otherText: string;
}

/** The text fields, with the pattern each must match and the example the error shows. */
export const TEXT_FIELDS = {
  title: { pattern: /^[\p{L}\p{N}"'][\p{L}\p{N}\s"'&().,/+-]{0,99}$/u, example: '"Summer dress"' },
  color: { pattern: /^\p{L}[\p{L}\s-]{0,39}$/u, example: 'Black' },
  size: { pattern: /^[\p{L}\p{N}][\p{L}\p{N}\s./-]{0,19}$/u, example: 'S' },
} as const;

type TextField = keyof typeof TEXT_FIELDS;

/** The fields of the form, in the order they are shown (and focused when wrong). */
export const FORM_FIELDS = ['title', 'color', 'size', 'quantity', 'reasonId', 'otherText'] as const;
type FormField = (typeof FORM_FIELDS)[number];

/** A problem with one field: a message key and what it interpolates (the field name is added by the UI). */
export interface FieldProblem {
  key:
    | 'errors.required'
    | 'errors.pattern'
    | 'select_items.ecommerceless.quantity_min'
    | 'select_items.dialog.other_required';
  example?: string;
}

/** An empty form, or one filled from an item being edited. */
export function formOf(item?: SelectedItem): EcommercelessForm {
  return {
    title: item?.name ?? '',
    color: item?.color ?? '',
    size: item?.variant ?? '',
    quantity: String(item?.quantity ?? 1),
    reasonId: item?.returnReasonId === undefined ? '' : String(item.returnReasonId),
    otherText: item?.returnReasonOtherText ?? '',
  };
}

/** Every problem of the form: text fields trimmed, required and pattern-checked; quantity ≥ 1; a reason. */
export function formProblems(
  form: EcommercelessForm,
  reasons: ReasonOption[],
): Partial<Record<FormField, FieldProblem>> {
  const problems: Partial<Record<FormField, FieldProblem>> = {};
  for (const field of Object.keys(TEXT_FIELDS) as TextField[]) {
    const value = form[field].trim();
    if (!value) problems[field] = { key: 'errors.required' };
    else if (!TEXT_FIELDS[field].pattern.test(value))
      problems[field] = { key: 'errors.pattern', example: TEXT_FIELDS[field].example };
  }
  const quantity = Number(form.quantity);
  if (!Number.isInteger(quantity) || quantity < 1)
    problems.quantity = { key: 'select_items.ecommerceless.quantity_min' };
  const reason = reasons.find((option) => String(option.id) === form.reasonId);
  if (!reason) problems.reasonId = { key: 'errors.required' };
  else if (reason.type === REASON_TYPE.other && !form.otherText.trim())
    problems.otherText = { key: 'select_items.dialog.other_required' };
  return problems;
}

/** The selected item for a valid form; `uid` is kept when an item is edited, new otherwise (a timestamp). */
export function ecommercelessSelection(
  form: EcommercelessForm,
  reason: ReasonOption,
  uid: string = String(Date.now()),
): SelectedItem {
  const otherText = form.otherText.trim();
  return {
    uid,
    key: uid,
    purchaseId: uid,
    screen: 'ecommerceless',
    operation: 'Return',
    name: form.title.trim(),
    color: form.color.trim(),
    variant: form.size.trim(),
    quantity: Number(form.quantity),
    returnReasonId: reason.id,
    returnReason: reason.text,
    returnReasonType: reason.type,
    returnReasonKey: reason.key,
    ...(reason.type === REASON_TYPE.other ? { returnReasonOtherText: otherText } : {}),
  };
}

/** Ecommerce-less titles are shown cut at 27 characters with "...". */
export const TITLE_DISPLAY_LENGTH = 27;
export const displayTitle = (title: string): string =>
  title.length > TITLE_DISPLAY_LENGTH ? `${title.slice(0, TITLE_DISPLAY_LENGTH)}...` : title;
