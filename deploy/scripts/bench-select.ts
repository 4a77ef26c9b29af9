/**
 * `npm run bench:select`: the select-items page with the scale consumer (50 orders, 300 units) in
 * Chromium against the production build: time from navigation to the list being rendered, and
 * from the final click of a selection to the card showing it selected. Median of five runs.
 */
import { chromium } from '@playwright/test';
import { SCALE_CONSUMER } from '../sandbox/src/data/seed';
import { chromiumLaunchOptions, startPortal } from './servers';

const RUNS = 5;
const portal = await startPortal();
const browser = await chromium.launch(chromiumLaunchOptions);
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
try {
  const base = `http://${SCALE_CONSUMER.merchant}.localhost:${portal.hostPort}`;
  const listTimes: number[] = [];
  const selectTimes: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const page = await browser.newPage();
    await page.goto(
      `${base}/?email=${encodeURIComponent(SCALE_CONSUMER.email)}&orderNumber=${SCALE_CONSUMER.orderNumber}`,
    );
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL('**/select-items');
    // A fresh navigation to the step, as after a reload: purchases come from the session cache.
    const started = Date.now();
    await page.goto(`${base}/select-items`);
    await page.locator('.rp-item').nth(299).waitFor();
    listTimes.push(Date.now() - started);

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
    const clicked = Date.now();
    await dialog.locator('button[type="submit"]').click();
    await page.locator('.rp-item--selected').first().waitFor();
    selectTimes.push(Date.now() - clicked);
    await page.close();
  }
  console.log(`Select items, scale consumer (300 units), median of ${RUNS}:`);
  console.log(`  navigation to list rendered: ${median(listTimes)} ms  (runs: ${listTimes.join(', ')})`);
  console.log(
    `  select click to card selected: ${median(selectTimes)} ms  (runs: ${selectTimes.join(', ')})`,
  );
} finally {
  await browser.close();
  await portal.stop();
}
