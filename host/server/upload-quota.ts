/** How many files each shopper may still upload in the current window, counted across every replica. */
import type { SharedCounters } from './shared-counters';

/** A fixed-window counter per key: `limit` takes per `windowMs`, the window starting with the first take. */
export class UploadQuota {
  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly counters: SharedCounters,
  ) {}

  /** Takes left for `key` in its current window. */
  async remaining(key: string): Promise<number> {
    return Math.max(0, this.limit - (await this.counters.used(`upload:${key}`)));
  }

  /** Takes one for `key`; false (and nothing taken) when none is left. */
  take(key: string): Promise<boolean> {
    return this.counters.take(`upload:${key}`, this.limit, this.windowMs);
  }
}
