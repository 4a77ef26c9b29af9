/**
 * One submission attempt (creating the quote or the return order): one request uuid for the
 * attempt, sent again on each retry of it, so the platform can tell a retry from a second return.
 * The shared client keeps a uuid its caller gives.
 */
import {
  type HttpRequestOptions,
  httpRequest,
  isHttpError,
  isNetworkError,
  isTimeoutError,
  REQUEST_UUID_HEADER,
} from '@portal/shared';

/** How often one attempt is tried at most. */
export const ATTEMPT_TRIES = 3;
/** The pause before the second try; it doubles for each one after. */
export const RETRY_DELAY_MS = 1000;

/**
 * A failure after which the request may or may not have arrived: no answer, a time-out, or a
 * gateway's answer. Only these are retried; any other answer is the platform's word.
 */
export const isTransient = (error: unknown): boolean =>
  isNetworkError(error) ||
  isTimeoutError(error) ||
  (isHttpError(error) && [502, 503, 504].includes(error.status));

/** A new attempt's request uuid. */
export const newRequestUuid = (): string => crypto.randomUUID();

/** How an attempt retries; tests shorten the pause. */
export interface RetryOptions {
  tries?: number;
  delayMs?: number;
}

/** Runs `call` until it succeeds, fails for good, or has been tried `tries` times. */
export async function withRetries<T>(call: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const tries = options.tries ?? ATTEMPT_TRIES;
  const delayMs = options.delayMs ?? RETRY_DELAY_MS;
  for (let attempt = 1; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      if (attempt >= tries || !isTransient(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, delayMs * 2 ** (attempt - 1)));
    }
  }
}

/** Sends one attempt's write with its request uuid on every try. */
export function sendAttempt<T>(
  options: Omit<HttpRequestOptions<T>, 'core'>,
  requestUuid: string,
  retry: RetryOptions = {},
): Promise<T> {
  return withRetries(
    () =>
      httpRequest({
        ...options,
        headers: { ...options.headers, [REQUEST_UUID_HEADER]: requestUuid },
      }),
    retry,
  );
}
