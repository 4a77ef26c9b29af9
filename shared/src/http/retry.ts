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

/** How a call is tried again. */
export interface RetryPolicy {
  /** How often the call is made at most, the first try included. */
  tries: number;
  /** The pause before the second try, in ms. */
  delayMs: number;
  /** Each further pause is the one before times this (default 2). */
  factor?: number;
  /** Spreads each pause between once and twice its length, so that racing writers part ways. */
  jitter?: boolean;
  /** True when another try may succeed where this one failed. */
  retryOn: (error: unknown) => boolean;
}

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
