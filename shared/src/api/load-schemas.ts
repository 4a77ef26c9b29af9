/**
 * The API schemas, downloaded on first use. Zod is the largest library the sign-in page does not
 * need to draw itself (about 10 KB gzip), so it arrives with the first answer to check instead.
 */
export type ApiSchemas = typeof import('./schemas');

let loading: Promise<ApiSchemas> | undefined;

/** Resolves with the schemas module, starting its download the first time it is asked for. */
export function loadApiSchemas(): Promise<ApiSchemas> {
  loading ??= import(/* webpackChunkName: "api-schemas" */ './schemas').catch((error: unknown) => {
    // A failed download (offline for a moment) is tried again by the next call.
    loading = undefined;
    throw error;
  });
  return loading;
}
