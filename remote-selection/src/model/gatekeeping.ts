/**
 * Gatekeeping (000 §4 "Gatekeeping mode", §3 "Gatekeeping form"): extra answers and photos per item,
 * submitted as a request instead of going to the carriers.
 */
import type { GatekeepingForm, SelectedItem } from '@portal/shared';

/** A field of the shop's form. */
export type GatekeepingField = GatekeepingForm['fields'][number];

/** A photo the server stored. */
export interface UploadedFile {
  url: string;
  mimeType: string;
}

/** An answer: text, the chosen option labels, or uploaded files. */
export type Answer = string | string[] | UploadedFile[];

/** Answers of one item by field id. */
export type ItemAnswers = Record<string, Answer>;

/** The feature toggle that turns gatekeeping on for a shop. */
export const GATEKEEPING_FEATURE = 'gatekeeping';

/** On when an item's reason is a gatekeeping reason and the toggle is on, or always in demo mode. */
export function gatekeepingOn(items: SelectedItem[], featureOn: boolean, isDemo: boolean): boolean {
  if (isDemo) return true;
  return featureOn && items.some((item) => item.returnReasonKey?.includes('gate_keeping'));
}

/** The form's fields in position order. */
export const sortedFields = (form: GatekeepingForm) =>
  [...form.fields].sort((a, b) => a.position - b.position);

const isEmpty = (answer: Answer | undefined) =>
  answer === undefined || (typeof answer === 'string' ? answer.trim() === '' : answer.length === 0);

/** The ids of required fields left empty. */
export function missingAnswers(form: GatekeepingForm, answers: ItemAnswers | undefined): string[] {
  return sortedFields(form)
    .filter((field) => field.required && isEmpty(answers?.[field.id]))
    .map((field) => field.id);
}

/** The request body (000 §7): per purchase, its answers with question, position and type. */
export function toPurchaseAssets(
  form: GatekeepingForm,
  items: SelectedItem[],
  answers: Record<string, ItemAnswers>,
) {
  return items.map((item) => ({
    purchaseId: item.purchaseId,
    answers: sortedFields(form)
      .filter((field) => !isEmpty(answers[item.uid]?.[field.id]))
      .map((field) => ({
        question: field.label,
        position: field.position,
        type: field.type,
        answer: answers[item.uid]?.[field.id] as Answer,
      })),
  }));
}

/** Upload limits and messages (000 §5 "Photo upload"). */
export const UPLOAD_LIMITS = {
  files: 5,
  bytes: 10 * 1024 * 1024,
  types: ['image/png', 'image/jpeg'],
} as const;

/** The message for files that cannot be uploaded next to `existing` ones, or null. */
export function uploadProblem(files: { type: string; size: number }[], existing: number): string | null {
  if (existing + files.length > UPLOAD_LIMITS.files) return 'You can upload up to 5 files only.';
  if (files.some((file) => !(UPLOAD_LIMITS.types as readonly string[]).includes(file.type)))
    return 'Invalid file type';
  if (files.some((file) => file.size > UPLOAD_LIMITS.bytes)) return 'Failed to upload file';
  return null;
}
