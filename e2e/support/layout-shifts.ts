/**
 * Layout shifts as the browser reports them (the Layout Instability API): `RECORD_SHIFTS` is an init script
 * that records every shift without input before it from the page's start, `shiftsAfterLoad` reads them once
 * the page is in and quiet, `cls` adds them up.
 */
import type { Locator, Page } from '@playwright/test';

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
