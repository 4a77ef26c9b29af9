/** Which message a failed sign-in, or an error a later step sent back, shows (docs/business-rules.md#error-messages). */
import { errorCodeOf, isHttpError } from '@portal/shared';
import type { FieldError } from './validation';

const INVALID_CREDENTIALS = new Set(['auth_5', 'auth_7', 'auth_9']);

/** Codes of the quote flow's backend that have their own message (docs/business-rules.md#errors-sent-back-by-later-steps). */
export const BACKEND_CODES = [
  'EC_50001',
  'EC_50002',
  'EC_50003',
  'EC_50004',
  'EC_50005',
  'EC_50007',
  'EC_60001#001',
  'EC_60001#002',
  'EC_20022',
  'EC_70001',
] as const;

/** The message for a failed sign-in call: only the first entry of the errors array counts. */
export function signInErrorMessage(error: unknown): FieldError {
  if (isHttpError(error) && error.status === 429) return { key: 'login.error.too_many_attempts' };
  const code = isHttpError(error) ? errorCodeOf(error.data) : null;
  if (code && INVALID_CREDENTIALS.has(code)) return { key: 'login.error.invalid_credentials' };
  return { key: 'login.error.unknown' };
}

/**
 * The message for an error code a later step stored before sending the shopper here, or null when
 * there is nothing to show: codes starting with `app` are the portal's own and are not shown.
 */
export function storedErrorMessage(code: string | null): FieldError | null {
  if (!code || code.startsWith('app')) return null;
  if ((BACKEND_CODES as readonly string[]).includes(code)) return { key: `errors.backend.${code}` };
  if (INVALID_CREDENTIALS.has(code)) return { key: 'login.error.invalid_credentials' };
  // Any other sign-in code (auth_401: no session, auth_403: not this shopper's) is a session that
  // ended or never held this page: no reason to tell the shopper their details were wrong.
  if (code.startsWith('auth_')) return { key: 'login.error.session_ended' };
  return { key: 'errors.backend.default' };
}
