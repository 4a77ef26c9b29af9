/**
 * An error a later step sent the shopper back to sign-in with (001 §8 "HTTP handling": an error whose
 * data has an errorCode or an errors array is stored and the user goes to the start page). The
 * sign-in page shows it once.
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

/** The code an error answer carries: `errorCode`, or the first entry of `errors` (000 §8). */
export function errorCodeOf(data: unknown): string | null {
  if (!data || typeof data !== 'object') return null;
  const { errorCode, errors } = data as { errorCode?: unknown; errors?: { code?: unknown }[] };
  if (typeof errorCode === 'string') return errorCode;
  const first = Array.isArray(errors) ? errors[0]?.code : undefined;
  return typeof first === 'string' ? first : null;
}
