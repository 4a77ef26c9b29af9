/**
 * The answer of the display toggles' endpoints (`/features`, `/feature`), a pure function: the routes
 * answer the page with it, and a server render answers a step's own request with it
 * (`host/server/ssr/platform-reads.ts`), in a render thread that loads none of the routes.
 */

const parseResult = (value: string): boolean | string =>
  value === 'true' ? true : value === 'false' ? false : value;

/**
 * Toggle results: the shop's configured value, overridden by a `feature.{name}` query parameter
 * only for a toggle named in `overridable` (FEATURE_OVERRIDES: a toggle guarding a merchant's rule
 * must not be switched off by a link).
 */
export function featureResults(
  names: string[],
  configured: Record<string, boolean | string>,
  query: Record<string, string | string[] | undefined>,
  overridable: readonly string[],
): { feature: string; result: boolean | string }[] {
  return names.map((feature) => {
    const forcedValue = overridable.includes(feature) ? query[`feature.${feature}`] : undefined;
    const forced = Array.isArray(forcedValue) ? forcedValue.at(-1) : forcedValue;
    const own = Object.hasOwn(configured, feature) ? configured[feature] : undefined;
    return { feature, result: forced !== undefined ? parseResult(forced) : (own ?? false) };
  });
}
