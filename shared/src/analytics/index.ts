/**
 * `@portal/shared/analytics`: the client's analytics (docs/analytics.md). Loaded after the page is
 * interactive, never on the sign-in page's start-up path.
 */
export * from './vocabulary';
