/**
 * The order-number sign-in: the request made from what the shopper typed (e-mail or postal code, the
 * order number without its leading `#`, the country of an ecommerce-less shop, and who is asking), one
 * call at a time, the message of a failure, and where a signed-in shopper goes: the shopper of a
 * return this tab finished back to its confirmation, anyone else to a new return
 * (docs/business-rules.md, "Sign-in" and "After a finished return").
 */
import {
  $finishedReturn,
  type AuthConsumerRequest,
  type FinishedReturn,
  getDeviceId,
  getSessionId,
  signedIn,
  signInDetailsStored,
  signInErrorCleared,
} from '@portal/shared';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { signIn } from '../api/sign-in';
import './demo';
import { signInErrorMessage } from './sign-in-errors';
import { type FieldError, identifierField, normaliseOrderNumber } from './validation';

/** What the shopper typed. */
export interface SignInInput {
  identifier: string;
  orderNumber: string;
  country?: string;
}

/** Where and how the form signs in. */
export interface SignInContext {
  postalCodeMode: boolean;
  locale: string;
  storeId: string | number;
}

/** The request body: e-mail or postal code, the order number without leading #, and who is asking. */
export function toSignInRequest(input: SignInInput, context: SignInContext): AuthConsumerRequest {
  return {
    ...identifierField(input.identifier, context.postalCodeMode),
    orderNumber: normaliseOrderNumber(input.orderNumber),
    locale: context.locale,
    storeId: context.storeId,
    ...(input.country ? { country: input.country } : {}),
    userProperties: { deviceId: getDeviceId(), sessionId: getSessionId() },
  };
}

/**
 * The shopper submitted details that passed the form's rules; `leave` takes them to the next page once
 * signed in (the router's navigate: the form hands it over with the request, so no per-visit state is
 * kept here and the sign-in page carries no gate).
 */
export const signInRequested = createEvent<{
  input: SignInInput;
  context: SignInContext;
  leave: (path: string) => void;
}>();

/** Signs in; resolves with the consumer id. */
export const signInFx = createEffect(signIn);

/** True while the call is under way: no double submit. */
export const $submitting = createStore(false)
  .on(signInFx, () => true)
  .reset(signInFx.finally);

/** The message of the last failed sign-in, or null. */
export const $failure = createStore<FieldError | null>(null)
  .on(signInFx.failData, (_, error) => signInErrorMessage(error))
  .reset(signInRequested, signInFx.done);

/** Where the request's form leaves to, kept from the request until its answer. */
const $leave = createStore<{ leave: (path: string) => void } | null>(null, { serialize: 'ignore' }).on(
  signInRequested,
  (current, { leave }) => current ?? { leave },
);

/**
 * Whether a sign-in goes back to the return this tab finished: the same shopper with the same order (or
 * after a magic link, which names none). With another order of theirs it is a new return: its items.
 */
function backToFinished(
  finished: FinishedReturn | null,
  consumerId: string,
  orderNumber: string,
): finished is FinishedReturn {
  if (finished?.consumerId !== consumerId) return false;
  return !finished.orderNumber || finished.orderNumber.toUpperCase() === orderNumber.toUpperCase();
}

const signedInAs = sample({
  clock: signInFx.done,
  // Read before `signedIn` forgets the finished return.
  source: $finishedReturn,
  fn: (finished, { params, result: consumerId }) => ({
    consumerId,
    details: { orderNumber: params.orderNumber, country: params.country },
    next: backToFinished(finished, consumerId, params.orderNumber) ? finished.confirmation : '/select-items',
  }),
});

/** Takes the signed-in shopper to the next page. */
export const leftSignInFx = createEffect(({ leave, next }: { leave: (path: string) => void; next: string }) =>
  leave(next),
);

sample({
  clock: signInRequested,
  filter: $submitting.map((submitting) => !submitting),
  fn: ({ input, context }) => toSignInRequest(input, context),
  target: [signInErrorCleared, signInFx],
});
sample({ clock: signedInAs, fn: ({ consumerId }) => consumerId, target: signedIn });
sample({ clock: signedInAs, fn: ({ details }) => details, target: signInDetailsStored });
sample({
  clock: signedInAs,
  source: $leave,
  filter: Boolean,
  fn: ({ leave }, { next }) => ({ leave, next }),
  target: leftSignInFx,
});
$leave.reset(signInFx.fail, leftSignInFx.finally);
