/** Which error screen an error gets (docs/business-rules.md#error-screens). */
import { errorCodeOf, isHttpError, isResponseShapeError, isTimeoutError } from '@portal/shared';

/** The screens: back to sign-in, the two server screens, an unreadable answer, and the generic one. */
export type ErrorKind = 'sign-in' | 'internal-server-error' | 'server-down' | 'malformed-answer' | 'generic';

/** Maps an error to its screen. */
export function errorKind(error: unknown): ErrorKind {
  if (isResponseShapeError(error)) return 'malformed-answer';
  // No answer in time is what a gateway reports as 504: above 500, so the server-down text.
  if (isTimeoutError(error)) return 'server-down';
  if (!isHttpError(error)) return 'generic';
  // An answer carrying an error code (errorCode or an errors array) goes back to sign-in.
  if (error.status === 401 || error.status === 403 || errorCodeOf(error.data)) return 'sign-in';
  // The server error page is for 5xx alone: 500 has its own text, every other 5xx the server-down
  // one. A 4xx here is nothing the shopper can act on, so it gets the generic text.
  if (error.status === 500) return 'internal-server-error';
  return error.status > 500 && error.status < 600 ? 'server-down' : 'generic';
}
