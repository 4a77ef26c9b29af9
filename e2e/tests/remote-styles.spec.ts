/**
 * Each remote owns its styles (issue 10): a remote released with a changed stylesheet shows the change
 * while the host, its build and its server, stays exactly as it is. The test builds a copy of
 * remote-confirmation with one rule changed and serves that build in place of the released one.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { enterDemo, portalUrl } from '../support/portal';
import { CHANGED_MARK, VARIANTS, variantFolder } from '../support/remote-variant';

let variant: string;

/** The success mark's background on the order confirmation (demo mode needs no sign-in). */
async function markBackground(page: Page): Promise<string> {
  await enterDemo(page, 'nordwind');
  await page.goto(portalUrl('nordwind', '/order-confirmation/123'));
  const mark = page.locator('.rp-status-panel__mark');
  await expect(mark).toBeVisible();
  return mark.evaluate((element) => getComputedStyle(element).backgroundColor);
}

/** The host's own files the page loaded. */
const hostFiles = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((pathname) => pathname.startsWith('/apps/host/'))
      .sort(),
  );

// Built once before the run by `npm test` (e2e/support/build-variants.ts), or here if missing.
test.beforeAll(() => {
  variant = variantFolder(VARIANTS.changedMark);
});

test('a remote released with a changed style shows it, with the host untouched', async ({ page }) => {
  const released = await markBackground(page);
  expect(released).not.toBe(CHANGED_MARK);
  const hostBefore = await hostFiles(page);

  // The new release of remote-confirmation answers at the remote's own URLs; nothing else changes.
  await page.route('**/apps/remote-confirmation/*/**', async (route) => {
    const file = path.join(
      variant,
      'dist',
      new URL(route.request().url()).pathname.split('/').slice(4).join('/'),
    );
    if (!existsSync(file)) return route.fulfill({ status: 404 });
    return route.fulfill({ path: file });
  });
  expect(await markBackground(page)).toBe(CHANGED_MARK);
  expect(await hostFiles(page)).toEqual(hostBefore);
  // The change came in the remote's own stylesheet, loaded with its code.
  const remoteCss = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((pathname) => pathname.startsWith('/apps/remote-confirmation/') && pathname.endsWith('.css')),
  );
  expect(remoteCss.length).toBeGreaterThan(0);
});
