/**
 * Answers remembered by idempotency key: the portal sends `X-RE-Request-Uuid` on every call, and a
 * call that creates something (a quote, a return order, a payment) answers a repeated key with what
 * it answered first, without creating anything again: a double click, a retry after a lost answer
 * or Back-and-submit makes one order, not two.
 */

/** The header that carries the key. */
export const REQUEST_UUID_HEADER = 'x-re-request-uuid';

/** Remembered answers of one sandbox instance, per scope (say the route and the consumer) and key. */
export class IdempotencyKeys {
  private readonly answers = new Map<string, unknown>();

  /** The answer remembered for this key, if any. */
  recall<T>(scope: string, key: string | undefined): T | undefined {
    return key === undefined ? undefined : (this.answers.get(`${scope}\n${key}`) as T | undefined);
  }

  /**
   * Remembers the answer for this key. Only what created something is remembered: a refused call
   * created nothing, so the same key may try again.
   */
  remember<T>(scope: string, key: string | undefined, answer: T): T {
    if (key !== undefined) this.answers.set(`${scope}\n${key}`, answer);
    return answer;
  }
}
