/**
 * A web address of the shop's configuration (its support page, its return policy) that may become a
 * link: http(s) only, so a `javascript:` or `data:` address in the platform's data never does. A module of
 * its own, without the configuration's schema: the design system's components import it, and each app
 * bundles those.
 */
export const webAddress = (url: string | null | undefined): string | undefined =>
  url && /^https?:\/\//i.test(url) ? url : undefined;
