/**
 * Where the readout reads events from: anything that runs parameterised SQL over the store's
 * `analytics_events` table (docs/analytics.md#the-store). The store itself (`@portal/analytics/store`)
 * is one.
 */

/** Runs one parameterised query and returns its rows. */
export interface ReadoutSource {
  query<T>(sql: string, params: unknown[]): Promise<T[]>;
}
