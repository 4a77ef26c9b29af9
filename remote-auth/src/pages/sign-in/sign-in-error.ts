/** Which message a failed sign-in shows (000 §8 "Sign-in"). */
import { isHttpError } from '@portal/shared';

const INVALID_CREDENTIAL_CODES = new Set(['auth_5', 'auth_7', 'auth_9']);

/** The message key for a failed sign-in: only the first entry of the errors array counts. */
export function signInErrorKey(error: unknown): string {
  if (isHttpError(error)) {
    const data = error.data as { errors?: { code?: string }[] } | undefined;
    const code = data?.errors?.[0]?.code;
    if (code && INVALID_CREDENTIAL_CODES.has(code)) return 'login.error.invalid_credentials';
  }
  return 'login.error.unknown';
}
