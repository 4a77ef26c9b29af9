/**
 * Exchange rates for the store-credit incentive, whose maximum is in the shop's currency and is shown
 * in the order's (docs/business-rules.md#confirm-items, "Incentive"). Rates are kept for an hour per
 * base currency, so that moving between the steps does not ask again.
 */
import type { ExchangeRates } from '@portal/shared';
import { attach, createEffect, createStore } from 'effector';
import { fetchExchangeRates } from '../api/exchange-rates';

/** Rates older than this are fetched again. */
export const EXCHANGE_RATES_STALE_MS = 60 * 60 * 1000;

/** Rates as fetched, and when. */
interface KeptRates {
  rates: ExchangeRates;
  fetchedAt: number;
}

/** The rates fetched in this page's life, per base currency. */
export const $keptRates = createStore<Record<string, KeptRates>>({});

/** A conversion asked for; `now` is for tests. */
export interface ConversionQuery {
  from: string;
  to: string;
  now?: number;
}

/** The rate, and the rates fetched to work it out (null when the kept ones served). */
interface Conversion {
  rate: number;
  fetched: (KeptRates & { base: string }) | null;
}

/** How many units of `to` one unit of `from` is worth (1 for the same currency, with no call). */
export const conversionRateFx = attach({
  source: $keptRates,
  mapParams: (query: ConversionQuery, kept) => ({ ...query, kept }),
  effect: createEffect(
    async ({
      from,
      to,
      now = Date.now(),
      kept,
    }: ConversionQuery & { kept: Record<string, KeptRates> }): Promise<Conversion> => {
      if (from === to) return { rate: 1, fetched: null };
      const cached = kept[from];
      const fresh = cached && now - cached.fetchedAt < EXCHANGE_RATES_STALE_MS;
      const rates = fresh ? cached.rates : await fetchExchangeRates(from);
      const rate = rates.rates[to];
      if (rate === undefined) throw new Error(`No exchange rate from ${from} to ${to}`);
      return { rate, fetched: fresh ? null : { base: from, rates, fetchedAt: now } };
    },
  ),
});

$keptRates.on(conversionRateFx.doneData, (kept, { fetched }) =>
  fetched ? { ...kept, [fetched.base]: { rates: fetched.rates, fetchedAt: fetched.fetchedAt } } : kept,
);
