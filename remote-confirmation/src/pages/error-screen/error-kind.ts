/** Which error screen an error gets (000 §8 "Routing", 001 §2 "Error screens"). */
import { isHttpError, isResponseShapeError } from '@portal/shared';

/** The screens: back to sign-in, the two server screens, an unreadable answer, and the generic one. */
export type ErrorKind = 'sign-in' | 'internal-server-error' | 'server-down' | 'malformed-answer' | 'generic';

/** Maps an error to its screen. */
export function errorKind(error: unknown): ErrorKind {
  if (isResponseShapeError(error)) return 'malformed-answer';
  if (!isHttpError(error)) return 'generic';
  const data = error.data as { errors?: unknown } | null | undefined;
  if (error.status === 401 || error.status === 403 || Array.isArray(data?.errors)) return 'sign-in';
  return error.status <= 500 ? 'internal-server-error' : 'server-down';
}
