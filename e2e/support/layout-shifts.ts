/**
 * Layout shifts as the browser reports them (the Layout Instability API): `RECORD_SHIFTS` is an init script
 * that records every shift without input before it from the page's start, `shiftsAfterLoad` reads them once
 * the page is in and quiet, `cls` adds them up.
 */
import { expect, type Locator, type Page } from '@playwright/test';

/** Every layout shift of the page without input before it, from its start: the buffered entries. */
export const RECORD_SHIFTS = `(() => {
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      const moved = (entry.sources || []).map((source) => {
        const node = source.node;
        return node && node.nodeType === 1 ? node.tagName.toLowerCase() + (node.className ? '.' + String(node.className).trim().replace(/\\s+/g, '.') : '') : String(node && node.nodeName);
      });
      const first = (entry.sources || [])[0];
      const rect = (r) => r && [Math.round(r.x), Math.round(r.y), Math.round(r.width), Math.round(r.height)].join(' ');
      window.__shifts.push({ value: entry.value, at: Math.round(entry.startTime), moved, from: rect(first && first.previousRect), to: rect(first && first.currentRect) });
    }
  }).observe({ type: 'layout-shift', buffered: true });
})();`;

export interface Shift {
  value: number;
  moved: string[];
}

/** Waits until `ready` is on screen and the page is quiet, and gives the page's shifts. */
export async function shiftsAfterLoad(page: Page, ready: () => Promise<void>): Promise<Shift[]> {
  await ready();
  await page.waitForLoadState('networkidle');
  // Two frames more: a shift is reported after the frame it happened in.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  return page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
}

export const cls = (shifts: Shift[]) => shifts.reduce((sum, shift) => sum + shift.value, 0);

/** Where an element is on the page (not on the screen: scrolling does not move it). */
export const placeOnPage = (element: Locator) =>
  element.evaluate((node) => {
    const { x, y, width, height } = node.getBoundingClientRect();
    return { x: x + window.scrollX, y: y + window.scrollY, width, height };
  });

/**
 * Makes `change` with the draft's save held on its way, and expects `element` to stay where it is on the page
 * while the page says the choice is being saved and after the save is done: a press aimed at it lands on it.
 */
export async function expectStillWhileSaving(page: Page, element: Locator, change: () => Promise<void>) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/v0/consumer/*/draft-return-order', async (route) => {
    if (route.request().method() === 'PUT') await released;
    return route.continue();
  });
  await expect(element).toBeVisible();
  const before = await placeOnPage(element);
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && response.url().endsWith('/draft-return-order'),
  );
  await change();
  const saving = page.getByRole('status').filter({ hasText: 'Je keuze wordt opgeslagen' });
  await expect(saving).toBeVisible();
  expect(await placeOnPage(element)).toEqual(before);
  release();
  expect((await saved).ok()).toBe(true);
  await expect(saving).toHaveCount(0);
  expect(await placeOnPage(element)).toEqual(before);
}
