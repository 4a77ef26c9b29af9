/**
 * Submitting a return (the draft flow's return order, the quote flow's quote) so that the platform
 * makes one, however often the answer is lost: one request uuid per submission, kept in session
 * storage per consumer and selection, sent on every try of every press and across a reload, until
 * the submission succeeded or was refused for good. The platform answers a repeated uuid with its
 * first answer and creates nothing more (docs/business-rules.md#one-return-never-two).
 */

// The HTTP client (its logger, the demo flag and the session it reads) and the errors it throws come
// through the root, the page's one copy: this module is bundled by each step that uses it, and a
// relative import would give that step a client, a logger and a `$isDemo` of its own
// (docs/architecture.md#one-instance-of-every-module-with-state).
import {
  type HttpRequestOptions,
  httpRequest,
  isHttpError,
  isNetworkError,
  isTimeoutError,
  REQUEST_UUID_HEADER,
} from '@portal/shared';
import { type RetryPolicy, withRetry } from './http/retry';

/**
 * A failure after which the request may or may not have arrived: no answer, a time-out, or a
 * gateway's answer. Only these are tried again within one press.
 */
export const isTransient = (error: unknown): boolean =>
  isNetworkError(error) ||
  isTimeoutError(error) ||
  (isHttpError(error) && [502, 503, 504].includes(error.status));

/** A press, by the shared retry policy: 3 tries, 1 s then 2 s apart, after a failure that may hide a created return. */
export const SUBMISSION_RETRY: RetryPolicy = { tries: 3, delayMs: 1000, retryOn: isTransient };

/** How often one press is tried at most. */
export const ATTEMPT_TRIES = SUBMISSION_RETRY.tries;
/** The pause before the second try; it doubles for each one after. */
export const RETRY_DELAY_MS = SUBMISSION_RETRY.delayMs;
/** Where the kept request uuids live in session storage, followed by the submission key. */
export const SUBMISSION_STORAGE_PREFIX = 'submission-uuid:';

/**
 * The platform's "no" that a repeat cannot change: a 4xx other than a time-out (408), "too early"
 * (425) or "too many" (429). After it the submission is over and the next press is a new one. Any
 * other failure (no answer, 5xx, an answer of the wrong shape) may hide a created return.
 */
export const isDefinitiveRefusal = (error: unknown): boolean =>
  isHttpError(error) && error.status >= 400 && error.status < 500 && ![408, 425, 429].includes(error.status);

/** How a press retries (the shared SUBMISSION_RETRY policy); tests shorten the pause. */
export interface RetryOptions {
  tries?: number;
  delayMs?: number;
}

const submissionRetry = (options: RetryOptions) => ({
  ...SUBMISSION_RETRY,
  tries: options.tries ?? SUBMISSION_RETRY.tries,
  delayMs: options.delayMs ?? SUBMISSION_RETRY.delayMs,
});

/** Runs `call` by the submission policy: until it succeeds, fails for good, or has been tried `tries` times. */
export function withRetries<T>(call: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  return withRetry(call, submissionRetry(options));
}

/** Sends a creating call with the submission's request uuid on every try (the HTTP client's retry). */
export function sendAttempt<T>(
  options: Omit<HttpRequestOptions<T>, 'core' | 'retry'>,
  requestUuid: string,
  retry: RetryOptions = {},
): Promise<T> {
  return httpRequest({
    ...options,
    headers: { ...options.headers, [REQUEST_UUID_HEADER]: requestUuid },
    retry: submissionRetry(retry),
  });
}

// FNV-1a: a short, stable name for a selection; the selection itself (kiosk items are the shopper's
// own words) never goes into the storage key.
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/**
 * The key of one submission: what is created (`return-order`, `quote`), for whom, and from which
 * selection. Another selection is another submission; the same one pressed again is not.
 */
export function submissionKey(kind: string, consumerId: string, selection: unknown): string {
  return `${kind}:${consumerId}:${fingerprint(JSON.stringify(selection) ?? '')}`;
}

const storage = (): Storage | undefined => {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
};

/** The request uuid of the submission `key`: the kept one, or a new one, kept from now on. */
export function submissionUuid(key: string): string {
  const store = storage();
  const name = SUBMISSION_STORAGE_PREFIX + key;
  try {
    const kept = store?.getItem(name);
    if (kept && /^[0-9a-f-]{36}$/.test(kept)) return kept;
  } catch {
    // Storage refused: the uuid still holds for this page.
  }
  const uuid = crypto.randomUUID();
  try {
    store?.setItem(name, uuid);
  } catch {
    // As above.
  }
  return uuid;
}

/** Forgets the submission's uuid: the next press of the same selection is a new submission. */
export function submissionEnded(key: string): void {
  try {
    storage()?.removeItem(SUBMISSION_STORAGE_PREFIX + key);
  } catch {
    // Nothing kept, nothing to forget.
  }
}

/**
 * Runs one press of the submission `key` with its kept request uuid. The uuid is forgotten once the
 * platform created the return or refused it for good; after any other failure it is kept, so the
 * next press (or a reload's) asks about the same return instead of making a second one.
 */
export async function submitOnce<T>(key: string, send: (requestUuid: string) => Promise<T>): Promise<T> {
  const requestUuid = submissionUuid(key);
  try {
    const answer = await send(requestUuid);
    submissionEnded(key);
    return answer;
  } catch (error) {
    if (isDefinitiveRefusal(error)) submissionEnded(key);
    throw error;
  }
}
