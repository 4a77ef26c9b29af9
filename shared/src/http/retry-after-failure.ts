/**
 * The tries after a failed first one (see `withRetry`), by `p-retry`: in a chunk of their own, loaded
 * only once something failed.
 */
import pRetry from 'p-retry';
import type { RetryPolicy } from './retry-policy';

// Carries any failure through p-retry unchanged: p-retry would give up at once on a TypeError it
// does not know (a failed dynamic import is one) and wraps values that are not errors.
class Attempt extends Error {
  constructor(readonly failure: unknown) {
    super('retry attempt failed');
  }
}

/** Goes on from a first try that failed with `first`, which counts as p-retry's first. */
export async function retryAfterFailure<T>(
  call: (attempt: number) => Promise<T>,
  policy: RetryPolicy,
  first: unknown,
): Promise<T> {
  try {
    return await pRetry(
      async (attempt) => {
        // The first try has been made; its failure is p-retry's first, so it counts and pauses.
        if (attempt === 1) throw new Attempt(first);
        try {
          return await call(attempt);
        } catch (error) {
          throw new Attempt(error);
        }
      },
      {
        retries: policy.tries - 1,
        minTimeout: policy.delayMs,
        factor: policy.factor ?? 2,
        randomize: policy.jitter ?? false,
        shouldRetry: ({ error }) => policy.retryOn((error as Attempt).failure),
      },
    );
  } catch (error) {
    throw error instanceof Attempt ? error.failure : error;
  }
}
