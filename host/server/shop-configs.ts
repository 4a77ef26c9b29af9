/** Shop configurations fetched from the core API, cached per merchant for a short while. */
import { parseShopConfig, type ShopConfig } from '@portal/shared/config';
import { LRUCache } from 'lru-cache';

// lru-cache holds objects, not null: "no such shop" is an entry whose config is null.
interface Entry {
  config: ShopConfig | null;
}

/** How long the core API may take to answer before the page gives up with a 502. */
const FETCH_TIMEOUT_MS = 10_000;

/** How ShopConfigs caches. */
export interface ShopConfigsOptions {
  /** How long a configuration is kept. */
  ttlMs: number;
  /** How long "no such shop" is kept: briefly, so a new shop appears soon, but long enough to absorb a flood. */
  missTtlMs: number;
  /** Most merchant names held, known or not; the least recently used go first. */
  max: number;
  /** The clock, in milliseconds (tests move it). */
  now?: () => number;
}

/** Fetches and caches configurations; `null` means the platform knows no such shop. */
export class ShopConfigs {
  private readonly cache: LRUCache<string, Entry>;
  // A burst of requests for a cold merchant makes one upstream call, not one each. Only calls in
  // flight are here, so it is as bounded as the number of open connections.
  private readonly pending = new Map<string, Promise<ShopConfig | null>>();

  constructor(
    private readonly coreApiUrl: string,
    private readonly options: ShopConfigsOptions,
  ) {
    // Host names are chosen by the client: without a bound, one name per request grows the cache forever.
    this.cache = new LRUCache<string, Entry>({
      max: options.max,
      ttl: Math.max(options.ttlMs, 1),
      // A clock of its own (tests) is read every time, not once per millisecond.
      ...(options.now ? { perf: { now: options.now }, ttlResolution: 0 } : {}),
    });
  }

  /** How many merchant names are cached now. */
  get size(): number {
    return this.cache.size;
  }

  /**
   * The merchant's configuration with `merchantName` added; throws ShopConfigError when the platform
   * sends one that fails validation, and an Error when it cannot be fetched. Failures are not cached.
   */
  async get(merchant: string): Promise<ShopConfig | null> {
    const cached = this.cache.get(merchant);
    if (cached) return cached.config;
    let pending = this.pending.get(merchant);
    if (!pending) {
      pending = this.fetch(merchant).finally(() => this.pending.delete(merchant));
      this.pending.set(merchant, pending);
    }
    return pending;
  }

  private async fetch(merchant: string): Promise<ShopConfig | null> {
    const response = await fetch(
      `${this.coreApiUrl}/api/v0/shops/${encodeURIComponent(merchant)}/configuration`,
      { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) },
    );
    let config: ShopConfig | null = null;
    if (response.ok) {
      config = { ...parseShopConfig(await response.json()), merchantName: merchant };
    } else {
      // Free the connection: the body of a refusal is not used.
      await response.body?.cancel();
      if (response.status !== 404) {
        throw new Error(`Shop configuration of ${merchant}: HTTP ${response.status}`);
      }
    }
    const ttl = config ? this.options.ttlMs : this.options.missTtlMs;
    if (ttl > 0) this.cache.set(merchant, { config }, { ttl });
    return config;
  }
}
