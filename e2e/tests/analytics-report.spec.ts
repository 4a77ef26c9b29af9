/**
 * The A/B report page in Chromium (issue 21): the store seeded with the generated 10,000-session data
 * set with a known difference, the page opened with its token, its table checked against
 * `npm run deploy -- report remote-carriers --json`, its chart drawn, and no axe violation.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { expect, test } from '@playwright/test';
import type { Readout } from '@portal/analytics/readout';
import { DATA_SETS, generateEvents, insertEvents } from '@portal/analytics/readout-testing';
import { main as deploy } from '@portal/releases/cli';
import { ANALYTICS_DATA_DIR, REPORT_TOKEN } from '../support/analytics';
import { expectNoAxeViolations } from '../support/portal';
import { HOST_PORT } from '../support/ports';

// One store folder for the host and this file: the tests run in order.
test.describe.configure({ mode: 'serial' });

const reportUrl = (search = '') => `http://localhost:${HOST_PORT}/analytics/report${search}`;

test.beforeAll(async () => {
  rmSync(ANALYTICS_DATA_DIR, { recursive: true, force: true });
  const db = await PGlite.create(ANALYTICS_DATA_DIR);
  await insertEvents(db, generateEvents(DATA_SETS.knownDifference));
  await db.close();
});

/** The report command's JSON for remote-carriers, read from the same folder (no split configured). */
async function commandReadout(): Promise<Readout> {
  const env = {
    ...process.env,
    ANALYTICS_DATA_DIR,
    DATABASE_URL: '',
    RELEASE_DIR: mkdtempSync(path.join(tmpdir(), 'e2e-report-releases-')),
    RELEASE_ENV: 'e2e',
  };
  return JSON.parse(await deploy(['report', 'remote-carriers', '--json'], env)) as Readout;
}

test('the page refuses a wrong token, and opens with the right one', async ({ page }) => {
  const wrong = await page.goto(reportUrl('?token=not-the-token'));
  expect(wrong?.status()).toBe(401);
  const right = await page.goto(reportUrl(`?token=${REPORT_TOKEN}`));
  expect(right?.status()).toBe(200);
  // The token leaves the address bar: the cookie carries the visit.
  expect(page.url()).toBe(reportUrl());
  await expect(page.getByRole('heading', { level: 1, name: 'A/B readout' })).toBeVisible();
});

test('the table equals the report command’s JSON, the chart is drawn, and axe finds nothing', async ({
  page,
}) => {
  const expected = await commandReadout();
  expect(expected.verdicts).toEqual(['b completes more returns']);
  await page.goto(reportUrl(`?token=${REPORT_TOKEN}`));

  const section = page.locator('section[data-step="remote-carriers"]');
  await expect(section.getByRole('heading', { level: 2, name: 'remote-carriers' })).toBeVisible();
  for (const variant of expected.variants) {
    const row = section.locator(`tr[data-variant="${variant.variant}"]`);
    await expect(row.locator('[data-field="sessions"]')).toHaveText(String(variant.sessions));
    await expect(row.locator('[data-field="completed"]')).toHaveText(String(variant.completed));
    await expect(row.locator('[data-field="rate"]')).toHaveText(`${(variant.rate * 100).toFixed(1)} %`);
  }
  await expect(section.locator('tbody tr')).toHaveCount(expected.variants.length);
  await expect(section.locator('[data-verdict]')).toHaveText(expected.verdicts);

  // The page's JSON is the command's readout, figure for figure.
  const json = await page.evaluate(async () => (await fetch('/analytics/report.json')).json());
  expect(json).toEqual({ readouts: [expected] });

  const canvas = section.locator('canvas');
  await expect(canvas).toHaveAttribute('data-rendered', 'true');
  const painted = await canvas.evaluate((element: HTMLCanvasElement) => {
    const { data } = element.getContext('2d')?.getImageData(0, 0, element.width, element.height) ?? {
      data: [],
    };
    let count = 0;
    for (let index = 3; index < data.length; index += 4) if ((data[index] ?? 0) > 0) count++;
    return count;
  });
  expect(painted).toBeGreaterThan(1000);

  await expectNoAxeViolations(page);
});
