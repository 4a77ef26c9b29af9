/**
 * Limits the forms and the request schemas share
 * (docs/business-rules.md#free-text-at-most-1000-characters): what the form lets a shopper type is what
 * the platform's stand-in accepts, so a pasted megabyte can neither freeze the page nor be sent.
 */

/** The most characters a free-text answer may have: a comment, an "other" reason, a typed item, a question's answer. */
export const FREE_TEXT_MAX_LENGTH = 1000;
