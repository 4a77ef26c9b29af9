import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $keptRates, conversionRateFx, EXCHANGE_RATES_STALE_MS } from './exchange-rates';

afterEach(() => vi.unstubAllGlobals());

describe('exchange rates', () => {
  it('converts between currencies and keeps the rates for an hour', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(
      async () => new Response(JSON.stringify({ base: 'EUR', rates: { EUR: 1, GBP: 0.86 } })),
    );
    vi.stubGlobal('fetch', fetch);
    const scope = fork();
    const convert = async (from: string, to: string, now?: number) => {
      const { status, value } = await allSettled(conversionRateFx, { scope, params: { from, to, now } });
      if (status === 'fail') throw value;
      return value.rate;
    };
    const start = Date.now();
    expect(await convert('EUR', 'GBP', start)).toBe(0.86);
    expect(await convert('EUR', 'EUR')).toBe(1);
    expect(await convert('EUR', 'GBP', start + EXCHANGE_RATES_STALE_MS - 1000)).toBe(0.86);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(await convert('EUR', 'GBP', start + EXCHANGE_RATES_STALE_MS + 1000)).toBe(0.86);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(scope.getState($keptRates).EUR?.fetchedAt).toBe(start + EXCHANGE_RATES_STALE_MS + 1000);
    await expect(convert('EUR', 'USD')).rejects.toThrow('No exchange rate from EUR to USD');
  });
});
