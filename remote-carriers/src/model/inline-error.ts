/**
 * Errors shown inline on the carriers step (docs/business-rules.md#inline-errors): timeslots, address validation
 * and quote creation say what went wrong next to the control instead of leaving the step. A 401 or
 * 403 is not shown inline: the error screen sends the shopper to sign-in.
 */
import { errorCodeOf, isHttpError, isNetworkError, isTimeoutError } from '@portal/shared';

/** The message keys an inline error can have. */
export const INLINE_ERROR_KEYS = {
  internalServerError: 'error_screen.internal_server_error',
  serverDown: 'error_screen.server_down',
  generic: 'error_screen.generic',
} as const;

/** The backend codes that mean the pickup address cannot be used. */
export const INVALID_ADDRESS_CODES = ['EC_60001#001', 'EC_60001#002'] as const;

/** True for an error that ends the session: the error screen handles it, not the step. */
export const endsSession = (error: unknown): boolean =>
  isHttpError(error) && (error.status === 401 || error.status === 403);

/** True for the address validation's "this address cannot be used" answer. */
export const isInvalidAddress = (error: unknown): boolean =>
  isHttpError(error) && (INVALID_ADDRESS_CODES as readonly string[]).includes(errorCodeOf(error.data) ?? '');

/**
 * The message key for an inline error: the invalid-address message for its codes, else the
 * internal-server-error text up to status 500 and the server-down text above it (and when the
 * server never answered).
 */
export function inlineErrorKey(error: unknown): string {
  if (isHttpError(error)) {
    const code = errorCodeOf(error.data);
    if (code && (INVALID_ADDRESS_CODES as readonly string[]).includes(code)) return `errors.backend.${code}`;
    return error.status > 500 ? INLINE_ERROR_KEYS.serverDown : INLINE_ERROR_KEYS.internalServerError;
  }
  if (isNetworkError(error) || isTimeoutError(error)) return INLINE_ERROR_KEYS.serverDown;
  return INLINE_ERROR_KEYS.generic;
}
