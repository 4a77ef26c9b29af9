/**
 * An error a later step sent the shopper back to sign-in with: an error whose data has an errorCode or
 * an errors array is stored and the shopper goes to the start page, which shows it once
 * (docs/business-rules.md#errors-sent-back-by-later-steps).
 */
import { createEvent, createStore } from 'effector';
import { signedIn } from './consumer';

/** A step stored the error code it failed with before sending the shopper to sign-in. */
export const signInErrorStored = createEvent<string>();
/** The sign-in page has shown (or dismissed) the stored error. */
export const signInErrorCleared = createEvent();

/** The stored error code, or null. */
export const $signInError = createStore<string | null>(null)
  .on(signInErrorStored, (_, code) => code)
  .reset(signInErrorCleared, signedIn);

/** The code an error answer carries: `errorCode`, or the first entry of `errors`. */
export function errorCodeOf(data: unknown): string | null {
  if (!data || typeof data !== 'object') return null;
  const { errorCode, errors } = data as { errorCode?: unknown; errors?: { code?: unknown }[] };
  if (typeof errorCode === 'string') return errorCode;
  const first = Array.isArray(errors) ? errors[0]?.code : undefined;
  return typeof first === 'string' ? first : null;
}
