/**
 * The withdrawal statement (docs/business-rules.md#the-withdrawal-function): a form, then a summary
 * with the one "Confirm withdrawal" button (nothing is sent before it), then the platform's
 * acknowledgement. The statement, the stage and the acknowledgement are kept for the tab, so a
 * reload shows the same screen. One request uuid per statement (kept for the tab, never forgotten):
 * pressing confirm again, or again after a reload, gives the same acknowledgement, never a second
 * withdrawal.
 */
import { createGate, isHttpError } from '@portal/shared';
import { isEmail } from '@portal/shared/email';
import { submissionKey, submissionUuid } from '@portal/shared/submission';
import {
  type WithdrawalAcknowledgement,
  type WithdrawalRequest,
  withdrawalAcknowledgementSchema,
} from '@portal/shared/withdrawal';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { spread } from 'patronum';
import { sendWithdrawal } from '../api/withdrawal';

/** What the shopper types. `scope` says whether the statement is for every item or the ones in `items`. */
export interface WithdrawalValues {
  name: string;
  orderNumber: string;
  email: string;
  scope: 'all' | 'some';
  items: string;
  remark: string;
}

/** A field's problem, as a `withdrawal.*` text key. */
export type WithdrawalFieldError = 'error_required' | 'error_email' | 'error_items';

/** Where the shopper is: typing, checking the summary, or reading the acknowledgement. */
export type WithdrawalStage = 'form' | 'review' | 'done';

const EMPTY: WithdrawalValues = { name: '', orderNumber: '', email: '', scope: 'all', items: '', remark: '' };

/** The problems of `values`, by field; empty when the statement can be sent. */
export function withdrawalErrors(
  values: WithdrawalValues,
): Partial<Record<keyof WithdrawalValues, WithdrawalFieldError>> {
  const errors: Partial<Record<keyof WithdrawalValues, WithdrawalFieldError>> = {};
  if (!values.name.trim()) errors.name = 'error_required';
  if (!values.orderNumber.trim()) errors.orderNumber = 'error_required';
  if (!values.email.trim()) errors.email = 'error_required';
  else if (!isEmail(values.email)) errors.email = 'error_email';
  if (values.scope === 'some' && !values.items.trim()) errors.items = 'error_items';
  return errors;
}

/** The statement as sent: trimmed, and no list of items when it is for all of them. */
export function withdrawalRequest(
  values: WithdrawalValues,
  shop: { storeId: string | number; locale: string },
): WithdrawalRequest {
  const items = values.items.trim();
  const remark = values.remark.trim();
  return {
    storeId: shop.storeId,
    name: values.name.trim(),
    orderNumber: values.orderNumber.trim(),
    email: values.email.trim(),
    ...(values.scope === 'some' && items ? { items } : {}),
    ...(remark ? { remark } : {}),
    locale: shop.locale,
  };
}

/** The page is shown. */
// No props: effector-react's useGate opens it with `{}` (an undefined state would be skipped, with a warning).
export const WithdrawalGate = createGate<Record<string, never>>();
/** A field changed. */
export const fieldChanged = createEvent<Partial<WithdrawalValues>>();
/** The shopper asked for the summary. */
export const reviewRequested = createEvent();
/** The shopper wants to change the statement. */
export const editRequested = createEvent();
/** The shopper pressed "Confirm withdrawal". */
export const withdrawalConfirmed = createEvent<{ storeId: string | number; locale: string }>();
/** The shopper starts another statement. */
export const newStatementStarted = createEvent();

const STORAGE_KEY = 'withdrawal';

interface Kept {
  stage: WithdrawalStage;
  values: WithdrawalValues;
  acknowledgement: WithdrawalAcknowledgement | null;
}

/** What the tab kept; nothing usable (or no storage) starts afresh. */
export const readKeptFx = createEffect((): Kept | null => {
  try {
    const kept = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as {
      stage?: unknown;
      values?: Record<string, unknown> | null;
      acknowledgement?: unknown;
    } | null;
    if (!kept || typeof kept.values !== 'object' || kept.values === null) return null;
    const stored = kept.values;
    const textOf = (key: keyof WithdrawalValues) =>
      typeof stored[key] === 'string' ? stored[key] : EMPTY[key];
    const values: WithdrawalValues = {
      name: textOf('name'),
      orderNumber: textOf('orderNumber'),
      email: textOf('email'),
      scope: stored.scope === 'some' ? 'some' : 'all',
      items: textOf('items'),
      remark: textOf('remark'),
    };
    const acknowledgement = withdrawalAcknowledgementSchema.safeParse(kept.acknowledgement);
    // The summary only for a statement that can be sent; the acknowledgement only with one.
    const stage =
      (kept.stage === 'review' && Object.keys(withdrawalErrors(values)).length === 0) ||
      (kept.stage === 'done' && acknowledgement.success)
        ? kept.stage
        : 'form';
    return { stage, values, acknowledgement: acknowledgement.success ? acknowledgement.data : null };
  } catch {
    return null;
  }
});

/** Keeps the screen for the tab. */
export const keepFx = createEffect((kept: Kept) => {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(kept));
  } catch {
    // Storage refused: the statement still holds until the page is left.
  }
});

/** Sends the statement with its request uuid: one per statement, whatever language the page is in. */
export const sendWithdrawalFx = createEffect((statement: WithdrawalRequest) => {
  const { locale: _locale, ...content } = statement;
  return sendWithdrawal(
    statement,
    submissionUuid(submissionKey('withdrawal', String(statement.storeId), content)),
  );
});

/** The statement being typed. */
export const $values = createStore<WithdrawalValues>(EMPTY)
  .on(fieldChanged, (values, change) => ({ ...values, ...change }))
  .reset(newStatementStarted);

/** The screen shown. */
export const $stage = createStore<WithdrawalStage>('form')
  .on(editRequested, () => 'form')
  .on(sendWithdrawalFx.done, () => 'done')
  .reset(newStatementStarted);

/** The platform's acknowledgement, once it came. */
export const $acknowledgement = createStore<WithdrawalAcknowledgement | null>(null, { skipVoid: false })
  .on(sendWithdrawalFx.doneData, (_, acknowledgement) => acknowledgement)
  .reset(newStatementStarted);

/** True once the shopper asked for the summary: from then on the form shows each field's problem. */
export const $checked = createStore(false)
  .on(reviewRequested, () => true)
  .reset(newStatementStarted);

/** Each field's problem. */
export const $errors = $values.map(withdrawalErrors);

/** The sending's failure, as a `withdrawal.*` text key. */
export const $sendError = createStore<'error_send' | 'error_too_many' | null>(null, { skipVoid: false })
  .on(sendWithdrawalFx.failData, (_, error) =>
    isHttpError(error) && error.status === 429 ? 'error_too_many' : 'error_send',
  )
  .reset(withdrawalConfirmed, editRequested, newStatementStarted);

/** True while the statement is on its way. */
export const $sending = sendWithdrawalFx.pending;

sample({
  clock: WithdrawalGate.open,
  target: readKeptFx,
});
spread({
  source: sample({ clock: readKeptFx.doneData, filter: (kept): kept is Kept => kept !== null }),
  targets: { values: $values, stage: $stage, acknowledgement: $acknowledgement },
});

sample({
  clock: reviewRequested,
  source: $errors,
  filter: (errors) => Object.keys(errors).length === 0,
  fn: () => 'review' as const,
  target: $stage,
});

// Once per press, and only from the summary.
sample({
  clock: withdrawalConfirmed,
  source: { values: $values, stage: $stage, sending: $sending },
  filter: ({ stage, sending, values }) =>
    stage === 'review' && !sending && Object.keys(withdrawalErrors(values)).length === 0,
  fn: ({ values }, shop) => withdrawalRequest(values, shop),
  target: sendWithdrawalFx,
});

sample({
  clock: [$values.updates, $stage.updates, $acknowledgement.updates],
  source: { stage: $stage, values: $values, acknowledgement: $acknowledgement },
  filter: WithdrawalGate.status,
  target: keepFx,
});

/**
 * When the platform received the statement, in the shopper's own time zone (with the zone's name)
 * and in UTC, both in `language`.
 */
export function receivedTimes(receivedAt: string, language: string, timeZone?: string) {
  const at = new Date(receivedAt);
  const format = (zone: string | undefined) =>
    new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'medium', timeZone: zone }).format(at);
  const zone =
    new Intl.DateTimeFormat(language, { timeZone, timeZoneName: 'long' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value ?? '';
  return { local: format(timeZone), zone, utc: format('UTC') };
}
