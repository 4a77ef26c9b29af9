/**
 * `@portal/shared/analytics`: the client's analytics (docs/analytics.md#the-client). `track()` and the
 * event builders are tiny and pure; the transport lives in the host's lazy analytics chunk.
 */
export * from './builders';
export * from './track';
export * from './vocabulary';
