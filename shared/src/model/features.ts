/** Feature toggles (`GET /features`): results from the server, forced by `feature.{name}` in the query. */
import { createEffect, createEvent, createStore, sample } from 'effector';
import type { FeatureResult } from '../api/schemas';
import { httpRequest } from '../http/client';

/** Toggle results arrived (from `/features`, or from anything else that knows them). */
export const featuresLoaded = createEvent<FeatureResult[]>();

/** Asks the portal's server for the given toggles, forwarding `feature.{name}` query parameters. */
export const fetchFeaturesFx = createEffect(async (names: string[]): Promise<FeatureResult[]> => {
  const params = new URLSearchParams({ names: names.join(',') });
  // The server applies the overrides, so a forced toggle reads the same wherever it is asked.
  const page = new URLSearchParams(typeof location === 'undefined' ? '' : location.search);
  for (const [key, value] of page) if (key.startsWith('feature.')) params.set(key, value);
  return httpRequest({ url: `/features?${params}`, schema: (s) => s.featureResultsSchema, core: false });
});

sample({ clock: fetchFeaturesFx.doneData, target: featuresLoaded });

// Toggles that guard a merchant's rule are asked afresh by the page that needs them, never kept:
// a stored (stale or forged) "off" must not switch a rule off on a later page.
const GUARDING = new Set(['gatekeeping']);

/** Display toggle results by name; kept in session storage (`features-storage`). */
export const $featureResults = createStore<Record<string, boolean | string>>({}).on(
  featuresLoaded,
  (results, answer) => ({
    ...results,
    ...Object.fromEntries(
      answer.filter(({ feature }) => !GUARDING.has(feature)).map(({ feature, result }) => [feature, result]),
    ),
  }),
);

/** True when the toggle is on (`true` or the string `"true"`). */
export const featureOn = (results: Record<string, boolean | string>, name: string): boolean =>
  results[name] === true || results[name] === 'true';
