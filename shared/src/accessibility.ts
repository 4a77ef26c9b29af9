/**
 * The accessibility statement (docs/design-system.md#the-accessibility-statement): where it is, the
 * standard it claims, when it was written and the tests that back it. The host server renders it and
 * links it from every page's footer; its texts are in the locales (`statement.*`).
 */

/** Where the statement is. */
export const ACCESSIBILITY_PATH = '/accessibility';

/**
 * The day the statement was last reviewed against the tests below (ISO date). Change it with the
 * statement's content.
 */
export const STATEMENT_DATE = '2026-11-27';

/**
 * The test files the statement names as its evidence, relative to the repository. A unit test checks
 * each one exists, so a renamed or deleted test cannot leave the statement pointing at nothing.
 */
export const STATEMENT_TEST_FILES = [
  'e2e/tests/axe-every-screen.spec.ts',
  'e2e/tests/accessibility-statement.spec.ts',
  'e2e/tests/keyboard.spec.ts',
  'e2e/tests/wcag-criteria.spec.ts',
  'e2e/tests/layout.spec.ts',
  'e2e/tests/visual.spec.ts',
  'e2e/tests/visual-confirmation.spec.ts',
  'shared/src/ui/tokens.test.ts',
  'shared/src/ui/ui.test.tsx',
] as const;
