/**
 * Exchange rates from the volta API (001 §7), kept for an hour (000 §9): the store-credit incentive's
 * maximum is in the shop's currency and must be converted into the order's.
 */
import { type ExchangeRates, httpRequest } from '@portal/shared';
import { EXCHANGE_RATES_STALE_MS } from '../model/store-credit';

const cache = new Map<string, { rates: ExchangeRates; fetchedAt: number }>();

/** The rates for `base`, from the cache when fresher than an hour. */
export async function fetchExchangeRates(base: string, now = Date.now()): Promise<ExchangeRates> {
  const cached = cache.get(base);
  if (cached && now - cached.fetchedAt < EXCHANGE_RATES_STALE_MS) return cached.rates;
  const rates = await httpRequest({
    url: `/volta/exchange-rates?base=${encodeURIComponent(base)}`,
    schema: (s) => s.exchangeRatesSchema,
  });
  cache.set(base, { rates, fetchedAt: now });
  return rates;
}

/** How many units of `to` one unit of `from` is worth (1 for the same currency). */
export async function conversionRate(from: string, to: string): Promise<number> {
  if (from === to) return 1;
  const { rates } = await fetchExchangeRates(from);
  const rate = rates[to];
  if (rate === undefined) throw new Error(`No exchange rate from ${from} to ${to}`);
  return rate;
}
