/**
 * Counters every replica of the host server shares (deploy/README.md#how-the-portal-scales): in Redis when
 * REDIS_URL is set, else in this process's memory (one machine). The upload quota counts with them;
 * `@fastify/rate-limit` takes the same Redis client for the request rate limits (`rateLimitStore`).
 *
 * Redis out of reach never takes the portal down: the counters and the rate limits fall back to this
 * process's memory (each replica then counts on its own, as before Redis); the outage is logged once,
 * and its end too.
 */
import type { FastifyRateLimitStore, RateLimitOptions, RateLimitPluginOptions } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

// Keys tracked at once in memory; beyond this the least recently active are forgotten (their count
// starts again), so a flood of sessions cannot grow memory without limit.
const MAX_TRACKED = 10_000;
// How long a command may wait for Redis before the request goes on without it.
const COMMAND_TIMEOUT_MS = 500;
// How long the server's start waits for a first connection before it listens without one.
const CONNECT_WAIT_MS = 3000;

/** Fixed-window counters by key: the window starts with the first take and lasts `windowMs`. */
export interface SharedCounters {
  /**
   * Takes `amount` (one by default) for `key` unless that would pass `limit` in its window; whether it
   * took them. A refused take takes nothing.
   */
  take(key: string, limit: number, windowMs: number, amount?: number): Promise<boolean>;
  /** How many `key` has taken in its current window. */
  used(key: string): Promise<number>;
}

/** The counters of one process (no REDIS_URL, and the fallback while Redis is out of reach). */
export class MemoryCounters implements SharedCounters {
  private readonly counts: LRUCache<string, { count: number; ends: number }>;
  private readonly now: () => number;

  constructor(options: { maxTracked?: number; now?: () => number } = {}) {
    this.now = options.now ?? Date.now;
    this.counts = new LRUCache({ max: options.maxTracked ?? MAX_TRACKED });
  }

  private current(key: string) {
    const entry = this.counts.get(key);
    if (entry && entry.ends <= this.now()) {
      this.counts.delete(key);
      return undefined;
    }
    return entry;
  }

  async take(key: string, limit: number, windowMs: number, amount = 1) {
    const entry = this.current(key);
    if ((entry?.count ?? 0) + amount > limit) return false;
    // In place: the window keeps its start.
    if (entry) entry.count += amount;
    else this.counts.set(key, { count: amount, ends: this.now() + windowMs });
    return true;
  }

  async used(key: string) {
    return this.current(key)?.count ?? 0;
  }
}

// One round trip, atomic: the check, the increment and the window's start cannot interleave with
// another replica's.
const TAKE_SCRIPT = `
local current = tonumber(redis.call('GET', KEYS[1]) or '0')
local amount = tonumber(ARGV[3])
if current + amount > tonumber(ARGV[1]) then return 0 end
if redis.call('INCRBY', KEYS[1], amount) == amount then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return 1
`;

type CountingRedis = Redis & {
  portalTake(key: string, limit: number, windowMs: number, amount: number): Promise<number>;
};

/** The counters in Redis, shared by every replica; this process's memory while Redis cannot answer. */
export class RedisCounters implements SharedCounters {
  private readonly redis: CountingRedis;

  constructor(
    redis: Redis,
    private readonly fallback: SharedCounters,
    private readonly log: FastifyBaseLogger,
    private readonly prefix = 'portal:count:',
  ) {
    if (!('portalTake' in redis)) redis.defineCommand('portalTake', { numberOfKeys: 1, lua: TAKE_SCRIPT });
    this.redis = redis as CountingRedis;
  }

  private onError(error: unknown) {
    // An outage is logged once by connectRedis; a failure while connected (a timeout) each time.
    if (this.redis.status === 'ready')
      this.log.warn({ err: error }, 'Redis did not answer: counted in this replica alone');
  }

  async take(key: string, limit: number, windowMs: number, amount = 1) {
    try {
      return (await this.redis.portalTake(this.prefix + key, limit, windowMs, amount)) === 1;
    } catch (error) {
      this.onError(error);
      return this.fallback.take(key, limit, windowMs, amount);
    }
  }

  async used(key: string) {
    try {
      return Number((await this.redis.get(this.prefix + key)) ?? 0);
    } catch (error) {
      this.onError(error);
      return this.fallback.used(key);
    }
  }
}

/**
 * A Redis client for the counters and the rate limits: commands fail at once while it is not
 * connected (no queue) or after COMMAND_TIMEOUT_MS, so a request never waits for an outage, and it
 * reconnects on its own. Resolves once connected, or after CONNECT_WAIT_MS without (logged).
 */
export async function connectRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: CONNECT_WAIT_MS,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  // Logged once per outage, not once per reconnection attempt.
  let down = false;
  redis.on('error', (error) => {
    if (down) return;
    down = true;
    log.error({ err: error }, 'Redis is out of reach: limits are counted per replica until it is back');
  });
  redis.on('ready', () => {
    if (down) log.info('Redis is back: limits are shared again');
    down = false;
  });
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, CONNECT_WAIT_MS).unref());
  await Promise.race([redis.connect().catch(() => undefined), timeout]);
  return redis;
}

/**
 * A rate limit's counts in Redis, and in this replica's memory for as long as Redis cannot answer: the
 * plugin's own two stores, the second asked when the first fails. (The plugin's `skipOnError` would let
 * every request through instead: no limit at all during an outage.)
 */
class SharedOrOwnStore implements FastifyRateLimitStore {
  constructor(
    private readonly shared: FastifyRateLimitStore,
    private readonly own: FastifyRateLimitStore,
  ) {}

  incr(...[key, callback, timeWindow, max]: Parameters<FastifyRateLimitStore['incr']>) {
    this.shared.incr(
      key,
      (error, result) => (error ? this.own.incr(key, callback, timeWindow, max) : callback(null, result)),
      timeWindow,
      max,
    );
  }

  child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
    return new SharedOrOwnStore(this.shared.child(routeOptions), this.own.child(routeOptions));
  }
}

/**
 * `@fastify/rate-limit`'s settings for one scope: its counts in Redis under `nameSpace` (each scope
 * its own, so two limits keyed by the same address never add up) when there is a client, and in this
 * replica's memory while Redis cannot answer (the outage is logged by connectRedis); else in memory.
 */
export function rateLimitStore(redis: Redis | undefined, nameSpace: string): RateLimitPluginOptions {
  if (!redis) return { global: false };
  const shared = redis;
  const prefix = `portal:limit:${nameSpace}:`;
  return {
    global: false,
    store: class extends SharedOrOwnStore {
      // The plugin hands a store its settings as its options (typed as an empty interface).
      constructor(options: object) {
        const { continueExceeding, exponentialBackoff } = options as RateLimitOptions;
        super(
          new RedisStore(continueExceeding, exponentialBackoff, shared, prefix),
          new LocalStore(continueExceeding, exponentialBackoff),
        );
      }
    },
  };
}

/**
 * Requests one address may make a minute to each read endpoint (read-limit.ts), unless READ_RATE_LIMIT
 * says otherwise: many shoppers behind one address each load a handful of pages.
 */
export const READS_PER_ADDRESS_PER_MINUTE = 3000;

/** What the route plugins count with: the counters, and the Redis client the rate limits share (if any). */
export interface SharedLimits {
  counters: SharedCounters;
  redis?: Redis;
  /** Requests one address may make a minute to each read endpoint; null: no limit (benchmarks). */
  readsPerMinute: number | null;
}
