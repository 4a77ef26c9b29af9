/**
 * Writes accepted messages in batches: the collector answers at once and the messages of many
 * requests go to the database in one transaction, every `intervalMs` or as soon as `maxMessages`
 * wait. PGlite has one writer; one insert per request would make it the bottleneck. A failed write
 * keeps its messages for the next try (the primary key makes a repeat harmless); closing writes
 * what waits.
 */
import type { ParsedTrackMessage } from '@portal/shared/analytics-schema';
import type { AnalyticsStore, InsertResult } from './store';

/** How often, and from how many waiting messages, the writer writes. */
export interface BatchWriterOptions {
  intervalMs?: number;
  maxMessages?: number;
  /** The most messages kept while the database is away; beyond it the oldest are dropped (and counted). */
  maxWaiting?: number;
  /** Told of a failed write (the error only: never the messages). */
  onError?: (error: unknown) => void;
}

/** A batch writer in front of a store. */
export class BatchWriter {
  private waiting: ParsedTrackMessage[] = [];
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();
  private readonly intervalMs: number;
  private readonly maxMessages: number;
  private readonly maxWaiting: number;
  /** Messages dropped because the database was away too long. */
  dropped = 0;
  /** Totals written so far. */
  readonly totals: InsertResult = { stored: 0, duplicates: 0 };

  constructor(
    private readonly store: AnalyticsStore,
    private readonly options: BatchWriterOptions = {},
  ) {
    this.intervalMs = options.intervalMs ?? 200;
    this.maxMessages = options.maxMessages ?? 2000;
    this.maxWaiting = options.maxWaiting ?? 100_000;
  }

  /** Queues `messages`; they are written within `intervalMs`. */
  add(messages: readonly ParsedTrackMessage[]): void {
    this.waiting.push(...messages);
    const over = this.waiting.length - this.maxWaiting;
    if (over > 0) {
      this.waiting.splice(0, over);
      this.dropped += over;
    }
    if (this.waiting.length >= this.maxMessages) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), this.intervalMs);
  }

  /** Writes what waits now; resolves when it (and any write before it) is done, failed or not. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.writing = this.writing.then(async () => {
      const batch = this.waiting.splice(0);
      if (batch.length === 0) return;
      try {
        const result = await this.store.insert(batch);
        this.totals.stored += result.stored;
        this.totals.duplicates += result.duplicates;
      } catch (error) {
        // Kept for the next try, ahead of what came meanwhile.
        this.waiting.unshift(...batch);
        this.options.onError?.(error);
        this.timer ??= setTimeout(() => void this.flush(), this.intervalMs * 5);
      }
    });
    return this.writing;
  }

  /** Writes what waits and stops the timer. */
  async close(): Promise<void> {
    await this.flush();
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
