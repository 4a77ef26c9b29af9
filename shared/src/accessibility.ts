/**
 * The accessibility statement (docs/design-system.md#the-accessibility-statement): where it is and when
 * it was written. The host server renders it and links it from every page's footer; its texts are in the
 * locales (`statement.*`), and the test files behind it are listed in the docs, not shown to shoppers.
 */

/** Where the statement is. */
export const ACCESSIBILITY_PATH = '/accessibility';

/**
 * The day the statement was last reviewed against its tests (ISO date). Change it with the statement's
 * content.
 */
export const STATEMENT_DATE = '2026-11-29';
