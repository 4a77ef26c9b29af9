/**
 * Select items' confirm ("Verder met 1 artikel") to confirm items interactive (its own confirm
 * button shown and enabled), measured inside the page with performance.now checked every animation
 * frame, minus the time API calls were in flight (Resource Timing of the fetches after the click,
 * overlapping ones counted once): what the portal itself costs. Median of `runs`.
 */
import type { Browser } from '@playwright/test';
import { type Figure, median } from './budgets';
import { contextWith, type RouteSession } from './routes';

/** The length of the union of `intervals`. */
export function unionLength(intervals: [number, number][]): number {
  const sorted = [...intervals].sort((a, b) => a[0] - b[0]);
  let total = 0;
  let end = Number.NEGATIVE_INFINITY;
  for (const [from, to] of sorted) {
    if (to <= end) continue;
    total += to - Math.max(from, end);
    end = to;
  }
  return total;
}

interface Sample {
  total: number;
  api: [number, number][];
}

/** `session` is a tab on confirm items: its selection opens select items with one item chosen. */
export async function measureConfirm(
  browser: Browser,
  session: RouteSession,
  runs: number,
): Promise<Figure[]> {
  const times: number[] = [];
  const apiTimes: number[] = [];
  const selectItems = session.url.replace(/\/confirm-items.*$/, '/select-items');
  for (let run = 0; run < runs; run++) {
    const context = await contextWith(browser, session);
    try {
      const page = await context.newPage();
      await page.goto(selectItems);
      const proceed = page.getByRole('button', { name: 'Verder met 1 artikel' });
      await proceed.waitFor();
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => {
        const marks = window as unknown as { benchClickedAt?: number };
        document.addEventListener('click', () => (marks.benchClickedAt ??= performance.now()), {
          capture: true,
          once: true,
        });
      });
      await proceed.click();
      const handle = await page.waitForFunction(
        () => {
          const clicked = (window as unknown as { benchClickedAt?: number }).benchClickedAt;
          if (clicked === undefined || !location.pathname.endsWith('/confirm-items')) return false;
          const button = [...document.querySelectorAll('button')].find(
            (candidate) => candidate.textContent?.trim() === 'Selectie bevestigen',
          );
          if (!button || button.disabled || button.getClientRects().length === 0) return false;
          const now = performance.now();
          const api = performance
            .getEntriesByType('resource')
            .filter(
              (entry) =>
                (entry as PerformanceResourceTiming).initiatorType === 'fetch' ||
                (entry as PerformanceResourceTiming).initiatorType === 'xmlhttprequest',
            )
            .filter((entry) => entry.startTime >= clicked && entry.startTime < now)
            .map((entry) => [entry.startTime, Math.min(entry.startTime + entry.duration, now)]);
          return { total: now - clicked, api };
        },
        undefined,
        { polling: 'raf', timeout: 30_000 },
      );
      const sample = (await handle.jsonValue()) as Sample;
      const api = unionLength(sample.api);
      apiTimes.push(api);
      times.push(sample.total - api);
    } finally {
      await context.close();
    }
  }
  const round = (values: number[]) => values.map((value) => Math.round(value)).join(', ');
  return [
    {
      group: 'confirm',
      name: 'select items confirm to confirm items interactive (API excluded)',
      value: median(times),
      unit: 'ms',
      budget: 'confirmInteractive',
      note: `runs ${round(times)}; API ${round(apiTimes)} ms`,
    },
  ];
}
