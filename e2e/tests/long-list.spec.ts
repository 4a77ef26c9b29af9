/**
 * Select items with the scale consumer (50 orders, 300 items): orders away from the screen are skipped
 * by `content-visibility: auto`, not left out, so every card is in the page for find in page, Tab and
 * screen readers, and nothing moves while the shopper scrolls down to the last one.
 */
import { expect, test } from '@playwright/test';
import { SCALE_CONSUMER } from '../../deploy/sandbox/src/data/seed';

import { signInDirectly } from '../support/signed-in';

const CARDS = 300;

test.beforeEach(async ({ page }) => {
  // Every layout shift the page reports, as Cumulative Layout Shift counts them (not right after input).
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await signInDirectly(page, SCALE_CONSUMER.merchant, SCALE_CONSUMER);
  await expect(page.locator('.rp-item')).toHaveCount(CARDS);
});

test('every card is in the page, each order a section with its heading and a list of its items', async ({
  page,
}) => {
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(50);
  await expect(page.getByRole('list')).toHaveCount(50);
  await expect(page.getByRole('listitem')).toHaveCount(CARDS);
  const last = page.locator('.rp-item-group').last();
  await expect(last).not.toBeInViewport();
  // Skipped, not missing: its text is in the document, where find in page looks.
  expect(await last.evaluate((section) => getComputedStyle(section).contentVisibility)).toBe('auto');
  const heading = (await last.getByRole('heading', { level: 2 }).textContent()) ?? '';
  expect(heading).toMatch(/#SC-\d{4}/);
  expect(
    await page.evaluate(
      // Chromium's own find (non-standard), the closest to Ctrl+F a test can drive.
      (text) => (window as unknown as { find: (text: string) => boolean }).find(text),
      heading,
    ),
  ).toBe(true);
  expect(await last.evaluate((section) => section.contains(window.getSelection()?.anchorNode ?? null))).toBe(
    true,
  );
});

test('the keyboard reaches the last card: End shows it, Tab walks the cards in order', async ({ page }) => {
  await page.locator('h1').click();
  await page.keyboard.press('End');
  const lastCard = page.locator('.rp-item').last();
  await expect(lastCard).toBeInViewport();

  const buttons = page.locator('.rp-item button');
  const count = await buttons.count();
  // The server's markup takes the keyboard once the browser has taken the page over (disabled until then).
  await expect(buttons.nth(count - 3)).toBeEnabled();
  await buttons.nth(count - 3).focus();
  for (const index of [count - 2, count - 1]) {
    await page.keyboard.press('Tab');
    await expect(buttons.nth(index)).toBeFocused();
  }
  await expect(buttons.nth(count - 1)).toBeInViewport();
});

test('nothing moves while the shopper scrolls to the bottom', async ({ page }) => {
  // Only what scrolling moves: the shifts of loading the page are the page skeleton's matter.
  await page.evaluate(() => {
    (window as unknown as { layoutShifts: number[] }).layoutShifts.length = 0;
  });
  // Down most of a screen at a time, two frames for each step, until the page ends (it grows as orders
  // are drawn).
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    while (window.scrollY + window.innerHeight < document.documentElement.scrollHeight - 1) {
      window.scrollBy(0, window.innerHeight * 0.8);
      await frame();
      await frame();
    }
  });
  await expect(page.locator('.rp-item').last()).toBeInViewport();
  const shift = await page.evaluate(() =>
    (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0),
  );
  expect(shift).toBeLessThanOrEqual(0.01);
});

test('a reload draws the list from the session’s compact cache, without asking for the purchases again', async ({
  page,
}) => {
  // Kept with each carrier once: far smaller than the purchases as they arrived. The server rendered the
  // list with them; the page keeps them for the tab once it has taken over (hydrated).
  const readKept = () => page.evaluate(() => sessionStorage.getItem('purchases-cache') ?? '');
  await expect.poll(readKept).not.toBe('');
  const kept = await readKept();
  const cache = JSON.parse(kept) as { v: number; purchases: unknown[]; shippingOptions: unknown[] };
  expect(cache.v).toBe(1);
  expect(cache.purchases).toHaveLength(150);
  expect(cache.shippingOptions.length).toBeLessThan(20);
  expect(kept.length).toBeLessThan(250_000);

  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/purchases')) asked.push(request.url());
  });
  await page.reload();
  await expect(page.locator('.rp-item')).toHaveCount(CARDS);
  expect(asked).toEqual([]);
});
