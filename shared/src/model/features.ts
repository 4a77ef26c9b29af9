/** Feature toggles (000 §7 `/features`): results from the server, forced by `feature.{name}` in the query. */
import { createEffect, createStore } from 'effector';
import { type FeatureResult, featureResultsSchema } from '../api/schemas';
import { httpRequest } from '../http/client';

/** Asks the portal's server for the given toggles, forwarding `feature.{name}` query parameters. */
export const fetchFeaturesFx = createEffect(async (names: string[]): Promise<FeatureResult[]> => {
  const params = new URLSearchParams({ names: names.join(',') });
  const page = new URLSearchParams(typeof location === 'undefined' ? '' : location.search);
  for (const [key, value] of page) if (key.startsWith('feature.')) params.set(key, value);
  return httpRequest({ url: `/features?${params}`, schema: featureResultsSchema, core: false });
});

/** Toggle results by name; kept in session storage. */
export const $featureResults = createStore<Record<string, boolean | string>>({}).on(
  fetchFeaturesFx.doneData,
  (results, answer) => ({
    ...results,
    ...Object.fromEntries(answer.map(({ feature, result }) => [feature, result])),
  }),
);

/** True when the toggle is on (`true` or the string `"true"`). */
export const featureOn = (results: Record<string, boolean | string>, name: string): boolean =>
  results[name] === true || results[name] === 'true';
