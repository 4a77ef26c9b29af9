/** How many files each shopper may still upload in the current window (per server instance). */
import { LRUCache } from 'lru-cache';

// Shoppers tracked at once; beyond this the least recently active are forgotten (their count
// starts again), so a flood of sessions cannot grow memory without limit.
const MAX_TRACKED = 10_000;

/** A fixed-window counter per key: `limit` takes per `windowMs`, the window starting with the first take. */
export class UploadQuota {
  private readonly used: LRUCache<string, { count: number }>;

  constructor(
    private readonly limit: number,
    windowMs: number,
    options: { maxTracked?: number; now?: () => number } = {},
  ) {
    this.used = new LRUCache({
      max: options.maxTracked ?? MAX_TRACKED,
      ttl: windowMs,
      ...(options.now ? { perf: { now: options.now }, ttlResolution: 0 } : {}),
    });
  }

  /** Takes left for `key` in its current window. */
  remaining(key: string): number {
    return Math.max(0, this.limit - (this.used.get(key)?.count ?? 0));
  }

  /** Takes one for `key`; false (and nothing taken) when none is left. */
  take(key: string): boolean {
    const entry = this.used.get(key);
    if (!entry) {
      this.used.set(key, { count: 1 });
      return this.limit > 0;
    }
    if (entry.count >= this.limit) return false;
    // In place: the window keeps its start (a set would restart its time to live).
    entry.count += 1;
    return true;
  }
}
