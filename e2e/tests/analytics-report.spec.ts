/**
 * The A/B report page in Chromium (issue 21): a host server of its own whose store holds the generated
 * 10,000-session data set with a known difference; the page opened with its token, its table and JSON
 * checked against `npm run deploy -- report remote-carriers --json`, its chart drawn, and no axe
 * violation. The command reads the same PGlite folder once that host has stopped (a folder is for one
 * process at a time).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { Readout } from '@portal/analytics/readout';
import { DATA_SETS, generateEvents, seededStore } from '@portal/analytics/readout-testing';
import { main as deploy } from '@portal/releases/cli';
import { REPORT_TOKEN } from '../support/analytics';
import { expectNoAxeViolations } from '../support/portal';
import { type ReleaseHost, releaseHostPort, startReleaseHost } from '../support/release-host';

// One host, one store: the tests run in order.
test.describe.configure({ mode: 'serial' });

const PORT = releaseHostPort(15);
const dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-report-analytics-'));
let host: ReleaseHost;

const reportUrl = (search = '') => `http://localhost:${PORT}/analytics/report${search}`;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await (await seededStore(generateEvents(DATA_SETS.knownDifference), dataDir)).close();
  host = await startReleaseHost(PORT, {
    ANALYTICS_DATA_DIR: dataDir,
    ANALYTICS_REPORT_TOKEN: REPORT_TOKEN,
    DATABASE_URL: '',
  });
});
test.afterAll(() => host?.stop());

/** The report command's JSON for remote-carriers, read from the same folder (no split configured). */
async function commandReadout(): Promise<Readout> {
  const env = {
    ...process.env,
    ANALYTICS_DATA_DIR: dataDir,
    DATABASE_URL: '',
    RELEASE_DIR: mkdtempSync(path.join(tmpdir(), 'e2e-report-releases-')),
    RELEASE_ENV: 'e2e',
  };
  return JSON.parse(await deploy(['report', 'remote-carriers', '--merchant', 'nordwind', '--json'], env)) as Readout;
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
  await page.goto(reportUrl(`?token=${REPORT_TOKEN}`));
  // The page's JSON, as the page reads it.
  const json = (await page.evaluate(async () => (await fetch('/analytics/report.json')).json())) as {
    readouts: Readout[];
  };
  const [expected] = json.readouts;
  if (!expected) throw new Error('The report has no readout');
  expect(expected.verdicts).toEqual(['b completes more returns']);

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

  // The command, on the same folder once the host has let go of it: figure for figure what the page showed.
  await host.stop();
  expect(await commandReadout()).toEqual(expected);
});
