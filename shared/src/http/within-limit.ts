/**
 * The time limit every call has (docs/business-rules.md#timeouts-per-call-kind): `run` gets a signal
 * that aborts after `ms` (or with the caller's own `signal`), and a call that outlives it ends in a
 * TimeoutError, a lost connection in a NetworkError. A timer rather than AbortSignal.timeout: a test's
 * fake clock drives it, and it spans whatever `run` does with the answer (reading its body).
 */
import { NetworkError, TimeoutError } from './errors';

/** Runs `run` (a fetch of `url` and the reading of its answer) within `ms`. */
export async function withinLimit<T>(
  url: string,
  ms: number,
  run: (signal: AbortSignal) => Promise<T>,
  signal?: AbortSignal,
): Promise<T> {
  const timer = new AbortController();
  const timeout = setTimeout(() => timer.abort(), ms);
  try {
    return await run(signal ? AbortSignal.any([signal, timer.signal]) : timer.signal);
  } catch (error) {
    if (timer.signal.aborted) throw new TimeoutError(url, ms);
    if (error instanceof TypeError) throw new NetworkError(url, error);
    throw error;
  } finally {
    clearTimeout(timeout);
  }
}
