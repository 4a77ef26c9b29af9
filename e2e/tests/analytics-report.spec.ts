/**
 * The A/B report page in Chromium (issues 21, 36): a host server of its own whose store holds two
 * merchants' generated 10,000-session data sets (nordwind's with a known difference, atelier's with
 * none), and whose release environment splits remote-carriers 50/50 for both from the data's first
 * day. Each merchant's token, on its own host name, shows that merchant's results only; the
 * operator's lists the merchants to choose from. A merchant's page opens each step with its
 * one-sentence verdict; its table and JSON are checked against `npm run deploy -- report
 * remote-carriers --merchant nordwind --json`, its chart drawn from 0 %, its table readable at a
 * phone's 390 px (a labelled region that scrolls on its own, the page itself never wider than the
 * screen), and no axe violation. The command reads the same PGlite folder once that host has stopped
 * (a folder is for one process at a time).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import type { Readout } from '@portal/analytics/readout';
import { DATA_SETS, generateEvents, seededStore } from '@portal/analytics/readout-testing';
import { main as deploy } from '@portal/releases/cli';
import { splitEnvironment } from '@portal/releases/testing/split-environment';
import { MERCHANT_REPORT_TOKENS, MERCHANT_REPORT_TOKENS_ENV, REPORT_TOKEN } from '../support/analytics';
import { expectNoAxeViolations } from '../support/portal';
import { type ReleaseHost, releaseHostPort, startReleaseHost } from '../support/release-host';

// One host, one store: the tests run in order.
test.describe.configure({ mode: 'serial' });

const PORT = releaseHostPort(15);
const dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-report-analytics-'));
const releaseDir = mkdtempSync(path.join(tmpdir(), 'e2e-report-releases-'));
let host: ReleaseHost;

const reportUrl = (search = '') => `http://localhost:${PORT}/analytics/report${search}`;
/** The report page on `merchant`'s own host name. */
const merchantReportUrl = (merchant: string, search = '') =>
  `http://${merchant}.localhost:${PORT}/analytics/report${search}`;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // nordwind's and atelier's splits of remote-carriers, begun when the generated sessions begin.
  splitEnvironment({
    environment: 'e2e-report',
    step: 'remote-carriers',
    merchants: ['nordwind', 'atelier'],
    since: '2026-11-02T08:00:00.000Z',
    releaseDir,
  });
  const events = [
    ...generateEvents(DATA_SETS.knownDifference),
    ...generateEvents({ ...DATA_SETS.noDifference, merchant: 'atelier' }),
  ];
  await (await seededStore(events, dataDir)).close();
  host = await startReleaseHost(PORT, {
    ANALYTICS_DATA_DIR: dataDir,
    ANALYTICS_REPORT_TOKEN: REPORT_TOKEN,
    ANALYTICS_REPORT_TOKENS: MERCHANT_REPORT_TOKENS_ENV,
    DATABASE_URL: '',
    RELEASE_DIR: releaseDir,
    RELEASE_ENV: 'e2e-report',
  });
});
test.afterAll(() => host?.stop());

/** The report command's JSON for nordwind's remote-carriers, read from the same folder and split. */
async function commandReadout(): Promise<Readout> {
  const env = {
    ...process.env,
    ANALYTICS_DATA_DIR: dataDir,
    DATABASE_URL: '',
    RELEASE_DIR: releaseDir,
    RELEASE_ENV: 'e2e-report',
  };
  return JSON.parse(
    await deploy(['report', 'remote-carriers', '--merchant', 'nordwind', '--json'], env),
  ) as Readout;
}

test('the page refuses a wrong token; the operator’s lists the merchants and opens each one’s own', async ({
  page,
}) => {
  const wrong = await page.goto(reportUrl('?token=not-the-token'));
  expect(wrong?.status()).toBe(401);
  const right = await page.goto(reportUrl(`?token=${REPORT_TOKEN}`));
  expect(right?.status()).toBe(200);
  // The token leaves the address bar: the cookie carries the visit.
  expect(page.url()).toBe(reportUrl());
  await expect(page.getByRole('heading', { level: 1, name: 'A/B readout' })).toBeVisible();
  // No readout pooled across merchants: a list to choose from.
  await expect(page.locator('[data-verdict]')).toHaveCount(0);
  const merchants = page.getByRole('list', { name: 'Merchants with sessions' });
  await expect(merchants.getByRole('link')).toHaveText(['atelier', 'nordwind']);
  await expectNoAxeViolations(page);
  await merchants.getByRole('link', { name: 'atelier' }).click();
  expect(page.url()).toBe(reportUrl('?merchant=atelier'));
  await expect(page.getByRole('heading', { level: 1, name: 'A/B readout (merchant atelier)' })).toBeVisible();
});

/** What the page's JSON holds, as the page itself reads it. */
const pageReadouts = (page: Page) =>
  page.evaluate(async () => (await fetch('/analytics/report.json')).json()) as Promise<{
    readouts: Readout[];
  }>;

test('each merchant’s own token, on its own host name, shows that merchant’s results only', async ({
  page,
}) => {
  const seen: Record<string, Readout[]> = {};
  for (const [merchant, token] of Object.entries(MERCHANT_REPORT_TOKENS)) {
    // Before its own token: nothing, even with the other merchant's cookie in this browser (atelier, after nordwind).
    expect((await page.goto(merchantReportUrl(merchant)))?.status()).toBe(401);
    const visit = await page.goto(merchantReportUrl(merchant, `?token=${token}`));
    expect(visit?.status()).toBe(200);
    expect(page.url()).toBe(merchantReportUrl(merchant));
    await expect(
      page.getByRole('heading', { level: 1, name: `A/B readout (merchant ${merchant})` }),
    ).toBeVisible();
    seen[merchant] = (await pageReadouts(page)).readouts;
    expect(seen[merchant]?.map((one) => one.merchant)).toEqual([merchant]);
    // Another merchant named in the address: refused, nothing of it shown.
    const other = merchant === 'nordwind' ? 'atelier' : 'nordwind';
    const refused = await page.goto(merchantReportUrl(merchant, `?merchant=${other}`));
    expect(refused?.status()).toBe(403);
    await expect(page.locator('body')).not.toContainText('remote-carriers');
  }
  // Their figures differ: nordwind's b completes more, atelier's variants alike.
  expect(seen.nordwind?.[0]?.outcome).toBe('clear');
  expect(seen.nordwind?.[0]?.verdict).toMatch(/^b completes more returns/);
  expect(seen.atelier?.[0]?.verdict).not.toMatch(/completes more returns/);
  expect(seen.atelier?.[0]?.variants.map((one) => one.sessions)).not.toEqual(
    seen.nordwind?.[0]?.variants.map((one) => one.sessions),
  );

  // Atelier's token on nordwind's host name is no credential.
  const elsewhere = await page.goto(
    merchantReportUrl('nordwind', `?token=${MERCHANT_REPORT_TOKENS.atelier}`),
  );
  expect(elsewhere?.status()).toBe(401);
});

test('on a 390 px phone the verdict comes first and the table is not cut off', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(reportUrl(`?token=${REPORT_TOKEN}&merchant=nordwind`));
  const section = page.locator('section[data-step="remote-carriers"]');
  // The first thing after the step's name is the one sentence, on the first screen.
  const first = section.locator('h2 + *');
  await expect(first).toHaveAttribute('data-verdict', '');
  await expect(first).toHaveText(
    /^b completes more returns \(\+6\.3 points, likely between \+\d\.\d and \+\d\.\d\)\.$/,
  );
  await expect(first).toBeInViewport();
  // The page is never wider than the phone; the table scrolls within its labelled region.
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: window.innerWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.screen);
  const region = section.getByRole('region', { name: /remote-carriers: sessions per variant/ });
  await expect(region).toBeVisible();
  // Focusable, so a keyboard can scroll it too.
  await expect(region).toHaveAttribute('tabindex', '0');
  await region.evaluate((element) => {
    element.scrollLeft = element.scrollWidth;
  });
  const box = await region.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  // Scrolled to its end, the last column lies whole inside the region and the screen.
  const lastHeader = region.getByRole('columnheader', { name: /Against the control/ });
  const header = await lastHeader.boundingBox();
  expect(header?.x ?? -1).toBeGreaterThanOrEqual(box?.x ?? 0);
  expect((header?.x ?? 0) + (header?.width ?? 0)).toBeLessThanOrEqual(
    (box?.x ?? 0) + (box?.width ?? 0) + 0.5,
  );
  await page.screenshot({ path: test.info().outputPath('phone.png'), fullPage: true });
  await expectNoAxeViolations(page);
});

test('the table equals the report command’s JSON, the chart is drawn from 0 %, and axe finds nothing', async ({
  page,
}) => {
  await page.goto(merchantReportUrl('nordwind', `?token=${MERCHANT_REPORT_TOKENS.nordwind}`));
  const [expected] = (await pageReadouts(page)).readouts;
  if (!expected) throw new Error('The report has no readout');
  expect(expected.outcome).toBe('clear');
  // Counted from the split's start, which the environment records.
  expect(expected.since).toBe('2026-11-02T08:00:00.000Z');

  const section = page.locator('section[data-step="remote-carriers"]');
  await expect(section.getByRole('heading', { level: 2, name: 'remote-carriers' })).toBeVisible();
  await expect(section.locator('[data-verdict]')).toHaveText(`${expected.verdict}.`);
  for (const variant of expected.variants) {
    const row = section.locator(`tr[data-variant="${variant.variant}"]`);
    await expect(row.locator('[data-field="sessions"]')).toHaveText(String(variant.sessions));
    await expect(row.locator('[data-field="completed"]')).toHaveText(String(variant.completed));
    await expect(row.locator('[data-field="rate"]')).toHaveText(
      new RegExp(`^${((variant.rate ?? 0) * 100).toFixed(1)} % \\(likely `),
    );
  }
  await expect(section.locator('tbody tr')).toHaveCount(expected.variants.length);

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
  // The axis starts at 0 %: a difference of a few points looks like one.
  const axisMin = await canvas.evaluate(
    (element) =>
      (
        window as unknown as { Chart: { getChart(canvas: Element): { scales: { y: { min: number } } } } }
      ).Chart.getChart(element)?.scales.y.min,
  );
  expect(axisMin).toBe(0);

  await expectNoAxeViolations(page);

  // The command, on the same folder once the host has let go of it: figure for figure what the page showed.
  await host.stop();
  expect(await commandReadout()).toEqual(expected);
});
