import { afterEach, describe, expect, it, vi } from 'vitest';
import { EXCHANGE_RATES_STALE_MS } from '../model/store-credit';
import { conversionRate, fetchExchangeRates } from './exchange-rates';

afterEach(() => vi.unstubAllGlobals());

describe('exchange rates', () => {
  it('converts between currencies and keeps rates for an hour', async () => {
    const fetch = vi.fn(
      async () => new Response(JSON.stringify({ base: 'EUR', rates: { EUR: 1, GBP: 0.86 } })),
    );
    vi.stubGlobal('fetch', fetch);
    expect(await conversionRate('EUR', 'GBP')).toBe(0.86);
    expect(await conversionRate('EUR', 'EUR')).toBe(1);
    const start = Date.now();
    await fetchExchangeRates('EUR', start + EXCHANGE_RATES_STALE_MS - 1000);
    expect(fetch).toHaveBeenCalledTimes(1);
    await fetchExchangeRates('EUR', start + EXCHANGE_RATES_STALE_MS + 1000);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
