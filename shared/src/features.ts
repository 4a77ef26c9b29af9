/**
 * `@portal/shared/features`, feature toggles (`GET /features`): results from the server, forced by
 * `feature.{name}` in the query. Each step asks for the toggles it needs and keeps their results itself:
 * `createFeatureToggles` makes a step's own units, kept for the session under the step's own key. No
 * toggle result is on the bus, and the sign-in page asks for none: a subpath module, bundled by the
 * steps that use it.
 */

// The HTTP client and the session-storage registry come through the root, the page's one copy
// (docs/architecture.md#one-instance-of-every-module-with-state).
import { type FeatureResult, httpRequest, keepForSession } from '@portal/shared';
import { createEffect, createEvent, createStore, sample } from 'effector';

/** Asks the portal's server for the given toggles, forwarding `feature.{name}` query parameters. */
function fetchFeatures(names: string[]): Promise<FeatureResult[]> {
  const params = new URLSearchParams({ names: names.join(',') });
  // The server applies the overrides, so a forced toggle reads the same wherever it is asked.
  const page = new URLSearchParams(typeof location === 'undefined' ? '' : location.search);
  for (const [key, value] of page) if (key.startsWith('feature.')) params.set(key, value);
  return httpRequest({ url: `/features?${params}`, schema: (s) => s.featureResultsSchema, core: false });
}

// Toggles that guard a merchant's rule are asked afresh by the page that needs them, never kept:
// a stored (stale or forged) "off" must not switch a rule off on a later page.
const GUARDING = new Set(['gatekeeping']);

/**
 * A step's toggle units: `fetchFeaturesFx` asks, `featuresLoaded` merges results from anywhere that knows
 * them, `$featureResults` holds the display toggles by name, kept in session storage under `storageKey`.
 */
export function createFeatureToggles(storageKey: string) {
  const featuresLoaded = createEvent<FeatureResult[]>();
  const fetchFeaturesFx = createEffect(fetchFeatures);
  sample({ clock: fetchFeaturesFx.doneData, target: featuresLoaded });
  const $featureResults = createStore<Record<string, boolean | string>>({}).on(
    featuresLoaded,
    (results, answer) => ({
      ...results,
      ...Object.fromEntries(
        answer
          .filter(({ feature }) => !GUARDING.has(feature))
          .map(({ feature, result }) => [feature, result]),
      ),
    }),
  );
  keepForSession($featureResults, storageKey, ({ storedValueZod: z }) =>
    z.record(z.string(), z.union([z.boolean(), z.string()])),
  );
  return { featuresLoaded, fetchFeaturesFx, $featureResults };
}

/** True when the toggle is on (`true` or the string `"true"`). */
export const featureOn = (results: Record<string, boolean | string>, name: string): boolean =>
  results[name] === true || results[name] === 'true';
