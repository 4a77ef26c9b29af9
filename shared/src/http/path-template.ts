/**
 * A request URL as logs may show it: the path only, every segment that is not a plain lower-case word
 * (`consumer`, `draft-return-order`) or an API version (`v0`) replaced by `:id`. Consumer ids, order
 * and quote numbers and query values (an e-mail address, a postal code) never reach a log.
 * Kept tiny: it is part of the sign-in page's budget.
 */
export const pathTemplate = (url: string): string =>
  (url.split(/[?#]/)[0] as string).replace(/\/(?!v\d+(?:\/|$))[^/]*[^a-z/-][^/]*/g, '/:id');
