/** The shape of a retry policy, apart from `./retry` so that its lazily loaded half can name it without a circle. */
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
