/** Shop configurations fetched from the core API, cached per merchant for a short while. */
import { parseShopConfig, type ShopConfig } from '@portal/shared/config';

interface Entry {
  config: ShopConfig | null;
  expires: number;
}

/** Fetches and caches configurations; `null` means the platform knows no such shop. */
export class ShopConfigs {
  private readonly cache = new Map<string, Entry>();

  constructor(
    private readonly coreApiUrl: string,
    private readonly ttlMs: number,
  ) {}

  /** The merchant's configuration; throws ShopConfigError when the platform sends a broken one. */
  async get(merchant: string): Promise<ShopConfig | null> {
    const cached = this.cache.get(merchant);
    if (cached && cached.expires > Date.now()) return cached.config;
    const response = await fetch(
      `${this.coreApiUrl}/api/v0/shops/${encodeURIComponent(merchant)}/configuration`,
    );
    let config: ShopConfig | null = null;
    if (response.status !== 404) {
      if (!response.ok) throw new Error(`Shop configuration of ${merchant}: HTTP ${response.status}`);
      config = { ...parseShopConfig(await response.json()), merchantName: merchant };
    }
    this.cache.set(merchant, { config, expires: Date.now() + this.ttlMs });
    return config;
  }
}
