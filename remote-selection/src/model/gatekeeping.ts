/**
 * Gatekeeping (docs/business-rules.md#confirm-items, "Gatekeeping"): extra answers and photos per item,
 * submitted as a request instead of going to the carriers.
 *
 * The toggle guards the merchant's rule, so it fails closed: it is asked afresh each time confirm
 * items opens (never taken from session storage), and until its answer is known the page cannot be
 * confirmed. The request is sent once per selection: never while one is under way, never again once
 * it was accepted (Back to confirm items shows that it was submitted).
 */
import {
  $isDemo,
  $selectedItems,
  $selectionSubmitted,
  $shopConfig,
  type GatekeepingForm,
  isHttpError,
  type SelectedItem,
  selectionSubmitted,
  stepErrorRaised,
} from '@portal/shared';
import { featureOn } from '@portal/shared/features';
import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector';
import { submitRequest, type UploadedFile } from '../api/gatekeeping';
import { draftGone } from './draft';
import { fetchFeaturesFx } from './features';

export type { UploadedFile };

/** An answer: text, the chosen option labels, or uploaded files. */
export type Answer = string | string[] | UploadedFile[];

/** Answers of one item by field id. */
export type ItemAnswers = Record<string, Answer>;

/** The feature toggle that turns gatekeeping on for a shop. */
export const GATEKEEPING_FEATURE = 'gatekeeping';

/** What this page knows of the toggle: still asking, could not be read, on or off. */
export type GatekeepingToggle = 'reading' | 'unreadable' | 'on' | 'off';

/** Gatekeeping for the selection: the shop's form to fill in, none, or not known yet. */
export type Gatekeeping =
  | { status: 'on'; form: GatekeepingForm }
  | { status: 'off' }
  | { status: 'reading' | 'unreadable' };

/** True when an item's reason is one of the shop's gatekeeping reasons. */
export const hasGatekeepingReason = (items: SelectedItem[]): boolean =>
  items.some((item) => item.returnReasonKey?.includes('gate_keeping'));

/**
 * On when an item's reason is a gatekeeping reason and the toggle is on, or always in demo mode (with
 * the shop's form). While the toggle is not known it is never taken as off.
 */
export function gatekeepingFor(
  form: GatekeepingForm | null | undefined,
  items: SelectedItem[],
  isDemo: boolean,
  toggle: GatekeepingToggle,
): Gatekeeping {
  if (!form) return { status: 'off' };
  if (isDemo) return { status: 'on', form };
  if (!hasGatekeepingReason(items) || toggle === 'off') return { status: 'off' };
  return toggle === 'on' ? { status: 'on', form } : { status: toggle };
}

/** Confirming is possible only once gatekeeping is known to be on or off. */
export const gatekeepingKnown = (gatekeeping: Gatekeeping): boolean =>
  gatekeeping.status === 'on' || gatekeeping.status === 'off';

/** Confirm items opened, or the shopper asked again after the toggle could not be read. */
export const gatekeepingToggleRequested = createEvent();

/** Asks the portal's server for the toggle (overrides are the server's to allow or ignore). */
export const readGatekeepingToggleFx = attach({
  effect: fetchFeaturesFx,
  mapParams: () => [GATEKEEPING_FEATURE],
});

/** The toggle as read for this page; a failed or missing answer is "unreadable", never "off". */
export const $gatekeepingToggle = createStore<GatekeepingToggle>('reading')
  .on(readGatekeepingToggleFx, () => 'reading')
  .on(readGatekeepingToggleFx.doneData, (_, results) => {
    const answer = results.find((result) => result.feature === GATEKEEPING_FEATURE);
    if (!answer) return 'unreadable';
    return featureOn({ [GATEKEEPING_FEATURE]: answer.result }, GATEKEEPING_FEATURE) ? 'on' : 'off';
  })
  .on(readGatekeepingToggleFx.fail, () => 'unreadable');

/** Gatekeeping for the current selection and shop. */
export const $gatekeeping = combine(
  $shopConfig,
  $selectedItems,
  $isDemo,
  $gatekeepingToggle,
  (config, items, isDemo, toggle) => gatekeepingFor(config?.gatekeeping.form, items, isDemo, toggle),
);

// Only a selection the toggle can change asks for it: other shops and reasons go on without it.
sample({
  clock: gatekeepingToggleRequested,
  source: { config: $shopConfig, items: $selectedItems, isDemo: $isDemo },
  filter: ({ config, items, isDemo }) =>
    Boolean(config?.gatekeeping.form) && !isDemo && hasGatekeepingReason(items),
  target: readGatekeepingToggleFx,
});

/** Where the shopper goes once the request was accepted. */
export const REQUEST_CONFIRMATION = '/request-confirmation';

/** The shopper pressed "Submit request" with every required answer given. */
export const requestSendPressed = createEvent<{ consumerId: string; purchaseAssets: unknown }>();

/** Sends the request. */
export const submitRequestFx = createEffect(
  ({ consumerId, purchaseAssets }: { consumerId: string; purchaseAssets: unknown }) =>
    submitRequest(consumerId, purchaseAssets),
);

sample({
  clock: requestSendPressed,
  source: { gatekeeping: $gatekeeping, submitted: $selectionSubmitted, sending: submitRequestFx.pending },
  filter: ({ gatekeeping, submitted, sending }) =>
    gatekeeping.status === 'on' && submitted === null && !sending,
  fn: (_, request) => request,
  target: submitRequestFx,
});
sample({
  clock: submitRequestFx.done,
  fn: () => ({ kind: 'request' as const, next: REQUEST_CONFIRMATION }),
  target: selectionSubmitted,
});
// Without a draft (404) the selection is chosen again; anything else is the step's error.
const draftMissing = (error: unknown) => isHttpError(error) && error.status === 404;
sample({ clock: submitRequestFx.failData, filter: draftMissing, target: draftGone });
sample({ clock: submitRequestFx.failData, filter: (error) => !draftMissing(error), target: stepErrorRaised });

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

/** The request body: per purchase, its answers with question, position and type. */
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

/** Upload limits and messages (docs/business-rules.md#confirm-items, "Uploads"). */
export const UPLOAD_LIMITS = {
  files: 5,
  bytes: 10 * 1024 * 1024,
  types: ['image/png', 'image/jpeg'],
} as const;

/** Why photos were not uploaded; each has its text under `gatekeeping.upload_error.*`. */
export type UploadProblem = 'too_many' | 'invalid_type' | 'too_large' | 'hourly_limit' | 'failed';

/** What keeps `files` from being uploaded next to `existing` ones (checked before sending), or null. */
export function uploadProblem(
  files: { type: string; size: number }[],
  existing: number,
): UploadProblem | null {
  if (existing + files.length > UPLOAD_LIMITS.files) return 'too_many';
  if (files.some((file) => !(UPLOAD_LIMITS.types as readonly string[]).includes(file.type)))
    return 'invalid_type';
  if (files.some((file) => file.size > UPLOAD_LIMITS.bytes)) return 'too_large';
  return null;
}

const REFUSALS: Record<string, UploadProblem> = {
  invalid_file_type: 'invalid_type',
  file_too_large: 'too_large',
  too_many_files: 'too_many',
};

/**
 * Why the server refused an upload: it checks the content, size and count itself (a renamed file
 * passes the browser's checks), and limits photos per hour.
 */
export function refusedUploadProblem(error: unknown): UploadProblem {
  if (!isHttpError(error)) return 'failed';
  if (error.status === 429) return 'hourly_limit';
  const code = (error.data as { error?: unknown } | null)?.error;
  return (typeof code === 'string' && REFUSALS[code]) || 'failed';
}

/** The values the upload texts name (the limits themselves). */
export const UPLOAD_TEXT_VALUES = {
  max: UPLOAD_LIMITS.files,
  size: `${UPLOAD_LIMITS.bytes / (1024 * 1024)} MB`,
} as const;
