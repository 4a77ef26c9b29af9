/**
 * Loading pricelists for ecommerce-less select items (by country) and for the quote flow on
 * confirm items (by selection). A 401 is logged at debug level, anything else as an error;
 * every failure reaches the error screen.
 */
import { isHttpError, logger, type Pricelists, pricelistsLoaded, stepErrorRaised } from '@portal/shared';
import { createEffect, sample } from 'effector';
import { fetchPricelists } from '../api/pricelists';

/** Fetches the pricelists for a query built by model/quote-flow.ts. */
export const loadPricelistsFx = createEffect(
  (query: URLSearchParams): Promise<Pricelists> => fetchPricelists(query),
);

/** Logs a failed load: a lost session is expected, anything else is an error. */
export function logPricelistsFailure(error: unknown): void {
  const status = isHttpError(error) ? error.status : undefined;
  const log = status === 401 ? logger.debug : logger.error;
  log('Pricelists could not be loaded', {
    status,
    message: error instanceof Error ? error.message : String(error),
  });
}

sample({ clock: loadPricelistsFx.doneData, target: pricelistsLoaded });
const logFailureFx = createEffect(logPricelistsFailure);
sample({ clock: loadPricelistsFx.failData, target: [stepErrorRaised, logFailureFx] });
