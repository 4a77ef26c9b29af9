/**
 * A failed submission reaches the client log (`/client-logger`) once per failed try, whichever
 * remote sent it: every step's requests go through the page's one HTTP client and logger
 * (docs/architecture.md#one-instance-of-every-module-with-state). With a copy of its own, a step's
 * failures were written to the console and never sent.
 */
import { expect, type Page, test } from '@playwright/test';
import { portalUrl, type Shopper } from '../support/portal';
import { readyToSubmit, SUBMIT, startOnCarriers } from '../support/return-flow';

interface LogRecord {
  level: string;
  message: string;
  data?: { method?: string; path?: string };
}

/** Every POST to `url` fails as a lost connection; counts the tries. */
async function dropPosts(page: Page, url: RegExp) {
  let tries = 0;
  await page.route(url, (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    tries++;
    return route.abort('connectionreset');
  });
  return () => tries;
}

/** The records the page's client log sent and the server took. */
function clientLog(page: Page) {
  const records: LogRecord[] = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('/client-logger')) return;
    expect(response.status()).toBe(204);
    const body = response.request().postData();
    if (body) records.push(...(JSON.parse(body) as { records: LogRecord[] }).records);
  });
  return records;
}

/** The failures of `path` the client log received, sending it as a page going away does. */
async function loggedFailures(page: Page, records: LogRecord[], path: RegExp) {
  await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
  return records.filter((record) => record.message === 'Fetch failed!' && path.test(record.data?.path ?? ''))
    .length;
}

async function expectEachTryLoggedOnce(page: Page, records: LogRecord[], tries: () => number, path: RegExp) {
  // The tries' pauses (1 s, then 2 s) pass on the page's clock, not waited out.
  const alert = page.getByRole('alert').filter({ hasText: /\S/ }).first();
  await expect(async () => {
    await page.clock.runFor(1_000);
    await expect(alert).toBeVisible({ timeout: 200 });
  }).toPass();
  expect(tries()).toBeGreaterThan(0);
  await expect.poll(() => loggedFailures(page, records, path)).toBe(tries());
  // Sent once: flushing again adds nothing.
  await page.waitForTimeout(300);
  expect(await loggedFailures(page, records, path)).toBe(tries());
}

test.beforeEach(async ({ page }) => {
  await page.clock.install();
});

test('a failed withdrawal reaches the client log once per try', async ({ page }) => {
  const records = clientLog(page);
  await page.goto(portalUrl('atelier', '/withdraw'));
  await page.getByRole('textbox', { name: 'Je naam' }).fill('Lotte Bakker');
  await page.getByRole('textbox', { name: 'Ordernummer' }).fill('100621');
  await page.getByRole('textbox', { name: 'E-mailadres voor de bevestiging' }).fill('lotte@example.nl');
  await page.getByRole('button', { name: 'Verder naar het overzicht' }).click();
  const tries = await dropPosts(page, /\/api\/v0\/withdrawals$/);
  await page.getByRole('button', { name: 'Herroeping bevestigen' }).click();
  await expectEachTryLoggedOnce(page, records, tries, /\/api\/v0\/withdrawals$/);
});

test('a failed quote reaches the client log once per try', async ({ page }) => {
  const records = clientLog(page);
  const shopper: Shopper = { email: 'once-quote@example.nl', orderNumber: '100601' };
  await startOnCarriers(page, 'atelier', shopper, 'Midi Wrap Dress "Flora"', 'Past niet');
  await readyToSubmit(page, 'Ship it yourself');
  const tries = await dropPosts(page, /\/volta\/quotes$/);
  await page.getByRole('button', { name: SUBMIT }).click();
  await expectEachTryLoggedOnce(page, records, tries, /\/volta\/quotes$/);
});

test('a failed return order reaches the client log once per try', async ({ page }) => {
  const records = clientLog(page);
  const shopper: Shopper = { email: 'once1@example.com', orderNumber: 'NW-6001' };
  await startOnCarriers(page, 'nordwind', shopper, 'Canvas Tote Bag', 'Te groot');
  await readyToSubmit(page, 'DPD Pickup point');
  const tries = await dropPosts(page, /\/api\/v0\/consumer\/[^/]+\/return-order$/);
  await page.getByRole('button', { name: SUBMIT }).click();
  await expectEachTryLoggedOnce(page, records, tries, /return-order$/);
});
