/** Shop configurations fetched from the core API, cached per merchant for a short while. */
import { parseShopConfig, type ShopConfig } from '@portal/shared/config';

interface Entry {
  config: ShopConfig | null;
  expires: number;
}

/** How long the core API may take to answer before the page gives up with a 502. */
const FETCH_TIMEOUT_MS = 10_000;

/** Fetches and caches configurations; `null` means the platform knows no such shop. */
export class ShopConfigs {
  private readonly cache = new Map<string, Entry>();
  // A burst of page requests for a cold merchant makes one upstream call, not one each.
  private readonly pending = new Map<string, Promise<ShopConfig | null>>();

  constructor(
    private readonly coreApiUrl: string,
    private readonly ttlMs: number,
  ) {}

  /**
   * The merchant's configuration with `merchantName` added; throws ShopConfigError when the platform
   * sends one that fails validation, and an Error when it cannot be fetched. Failures are not cached.
   */
  async get(merchant: string): Promise<ShopConfig | null> {
    const cached = this.cache.get(merchant);
    if (cached && cached.expires > Date.now()) return cached.config;
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
    this.cache.set(merchant, { config, expires: Date.now() + this.ttlMs });
    return config;
  }
}
