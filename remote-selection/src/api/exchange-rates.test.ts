import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchExchangeRates } from './exchange-rates';

afterEach(() => vi.unstubAllGlobals());

describe('exchange rates', () => {
  it('asks the volta API for the rates from the base currency', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(
      async () => new Response(JSON.stringify({ base: 'EUR', rates: { EUR: 1, GBP: 0.86 } })),
    );
    vi.stubGlobal('fetch', fetch);
    expect(await fetchExchangeRates('EUR')).toEqual({ base: 'EUR', rates: { EUR: 1, GBP: 0.86 } });
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/volta/exchange-rates?base=EUR');
  });
});
