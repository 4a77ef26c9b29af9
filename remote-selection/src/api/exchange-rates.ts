/**
 * `GET /volta/exchange-rates`: the rates from one base currency. How long they are kept is the
 * model's business (model/exchange-rates.ts).
 */
import { type ExchangeRates, httpRequest } from '@portal/shared';

/** The rates for `base`. */
export function fetchExchangeRates(base: string): Promise<ExchangeRates> {
  return httpRequest({
    url: `/volta/exchange-rates?base=${encodeURIComponent(base)}`,
    schema: (s) => s.exchangeRatesSchema,
  });
}
