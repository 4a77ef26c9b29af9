/**
 * What the visual regression tests share: the two screen sizes, a page of a shop in English, and
 * `snap`, which compares a screen with its committed baseline (and, on the phone, checks it at 320 px
 * and with axe-core).
 */
import path from 'node:path';
import { type Browser, expect, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations, portalUrl } from './portal';

// The fixed action bar in the page's flow, for full-page captures (see the file).
const FULL_PAGE_CSS = path.join(import.meta.dirname, 'full-page-screenshot.css');

export const VIEWPORTS = {
  phone: { width: 375, height: 812 },
  laptop: { width: 1280, height: 800 },
} as const;
export type Size = keyof typeof VIEWPORTS;

/** A page of `merchant` in English at `size`. */
export async function openShop(browser: Browser, merchant: string, size: Size): Promise<Page> {
  // Dates and times render in one zone whatever the machine's.
  const context = await browser.newContext({ viewport: VIEWPORTS[size], locale: 'en-GB', timezoneId: 'UTC' });
  await context.addCookies([{ name: 'lang', value: 'en', url: portalUrl(merchant) }]);
  return context.newPage();
}

/** Nothing is wider than a 320 px screen: neither the page nor an open dialog. */
async function expectReflowAt320(page: Page) {
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: 320, height: viewport?.height ?? 812 });
  const overflow = await page.evaluate(() => {
    const wider = (element: Element) => element.scrollWidth > element.clientWidth + 1;
    const dialogs = [...document.querySelectorAll('dialog[open]')].filter(
      (dialog) => wider(dialog) || dialog.getBoundingClientRect().right > 321,
    );
    return { page: document.documentElement.scrollWidth, dialogs: dialogs.length };
  });
  expect(overflow).toEqual({ page: 320, dialogs: 0 });
  if (viewport) await page.setViewportSize(viewport);
}

/**
 * Compares the screen with its baseline. Dates and days left depend on the day the test runs, so
 * they are masked. On the phone the screen is also checked at 320 px and with axe.
 */
export async function snap(
  page: Page,
  name: string,
  size: Size,
  options: { dialog?: boolean; mask?: Locator[] } = {},
) {
  // Every picture loaded (lazy ones too, for the full-page picture) and the web fonts in. Lazy ones
  // are made eager at each check: a step may still replace the host's first paint with its own
  // picture, and a lazy one that is not shown (the sign-in picture on a phone) would never load.
  await page.waitForFunction(() => {
    for (const image of document.querySelectorAll('img[loading="lazy"]'))
      image.setAttribute('loading', 'eager');
    return [...document.images].every((image) => image.complete);
  });
  await page.evaluate(() => document.fonts.ready);
  // A mask covers its element's box, and a date's box changes with the date ("26 Nov" is wider than
  // "25 Nov"): the orders' dates and totals get one fixed text first, so the picture is the same any day.
  const orderMeta = page.locator('.rp-item-group__meta');
  await orderMeta.evaluateAll((elements) => {
    for (const element of elements) element.textContent = 'Ordered 1 Jan 2026 · €100.00';
  });
  await expect(page).toHaveScreenshot(`${name}-${size}.png`, {
    fullPage: !options.dialog,
    animations: 'disabled',
    stylePath: options.dialog ? undefined : FULL_PAGE_CSS,
    mask: [orderMeta, ...(options.mask ?? [])],
  });
  if (size === 'phone') {
    await expectReflowAt320(page);
    await expectNoAxeViolations(page);
  }
}

/** Signs in on the English sign-in page as `email` with `orderNumber`. */
export async function signIn(page: Page, merchant: string, email: string, orderNumber: string) {
  await page.goto(portalUrl(merchant));
  await page.getByLabel(/^E-mail address/).fill(email);
  await page.getByLabel('Order number').fill(orderNumber);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/select-items$/);
}
