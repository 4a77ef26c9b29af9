/**
 * The portal's one retry policy (`@portal/shared/retry`): every call that may be tried again (the
 * HTTP client's `retry` option, a submission's tries, a remote step's load, a release's conditional
 * write) says how often, how long to pause and which failures are worth another try, and
 * `withRetry` carries it out with `p-retry`.
 *
 * The first try runs at once and `p-retry` is fetched only after it failed: the sign-in page, whose
 * JavaScript budget is nearly spent, never downloads it when nothing fails (its own chunk,
 * `lazy-retry`, stays out of the host's start-up file).
 */

import type { RetryPolicy } from './retry-policy';

export type { RetryPolicy } from './retry-policy';

/**
 * Runs `call` (given the try's number, from 1) until it succeeds, fails with an error `retryOn`
 * refuses, or has been made `policy.tries` times; it then fails with the last try's own error.
 */
export async function withRetry<T>(call: (attempt: number) => Promise<T>, policy: RetryPolicy): Promise<T> {
  try {
    return await call(1);
  } catch (error) {
    if (policy.tries <= 1 || !policy.retryOn(error)) throw error;
    const { retryAfterFailure } = await import(/* webpackChunkName: "lazy-retry" */ './retry-after-failure');
    return retryAfterFailure(call, policy, error);
  }
}
