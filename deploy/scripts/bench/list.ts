/**
 * The scale consumer (50 orders, 300 units) on select items: navigation to the last card rendered,
 * and a select's click to the next paint, measured inside the page (performance.now against the
 * navigation's start, checked every animation frame). Median of `runs`.
 *
 * An adapter of the logic of deploy/scripts/bench-select.ts: `measureSelect` from
 * deploy/scripts/bench/select.ts (the list's own module, being written) replaces it once it lands.
 */
import type { Browser } from '@playwright/test';
import { SCALE_CONSUMER } from '../../sandbox/src/data/seed';
import { type Figure, median } from './budgets';

const UNITS = 300;

/** The two medians, with their runs. */
export async function measureList(browser: Browser, hostPort: number, runs: number): Promise<Figure[]> {
  const base = `http://${SCALE_CONSUMER.merchant}.localhost:${hostPort}`;
  const listTimes: number[] = [];
  const selectTimes: number[] = [];
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await page.goto(
        `${base}/?email=${encodeURIComponent(SCALE_CONSUMER.email)}&orderNumber=${SCALE_CONSUMER.orderNumber}`,
      );
      await page.locator('form button[type="submit"]').click();
      await page.waitForURL('**/select-items');
      // A fresh navigation to the step, as after a reload: purchases come from the session cache.
      await page.goto(`${base}/select-items`);
      const rendered = await page.waitForFunction(
        (units) => document.querySelectorAll('.rp-item').length >= units && performance.now(),
        UNITS,
        { polling: 'raf', timeout: 60_000 },
      );
      listTimes.push(Number(await rendered.jsonValue()));

      await page
        .locator('.rp-item')
        .filter({ hasText: 'Stoneware Mug' })
        .first()
        .getByRole('button')
        .first()
        .click();
      const dialog = page.getByRole('dialog');
      const returnChoice = dialog.getByRole('radio').nth(1);
      if (await returnChoice.count()) await returnChoice.check();
      await dialog.locator('select').first().selectOption({ index: 1 });
      await page.evaluate(() => {
        const marks = window as unknown as { benchClickedAt?: number };
        document.addEventListener('click', () => (marks.benchClickedAt ??= performance.now()), {
          capture: true,
          once: true,
        });
      });
      await dialog.locator('button[type="submit"]').click();
      const selected = await page.waitForFunction(
        () => {
          const clicked = (window as unknown as { benchClickedAt?: number }).benchClickedAt;
          return document.querySelector('.rp-item--selected') !== null && clicked !== undefined
            ? performance.now() - clicked
            : false;
        },
        undefined,
        { polling: 'raf', timeout: 30_000 },
      );
      selectTimes.push(Number(await selected.jsonValue()));
    } finally {
      await context.close();
    }
  }
  const round = (values: number[]) => values.map((value) => Math.round(value)).join(', ');
  return [
    {
      group: 'list',
      name: `scale consumer (${UNITS} units): navigation to last card rendered`,
      value: median(listTimes),
      unit: 'ms',
      budget: 'listRendered',
      note: `runs ${round(listTimes)}`,
    },
    {
      group: 'list',
      name: 'scale consumer: select click to next paint',
      value: median(selectTimes),
      unit: 'ms',
      budget: 'selectPaint',
      note: `runs ${round(selectTimes)}`,
    },
  ];
}
