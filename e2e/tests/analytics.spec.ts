/**
 * The client's analytics in Chromium (docs/analytics.md#the-client, #consent): a whole draft-flow return
 * at vault, a shop that asks for consent, with consent given, against a host server of its own whose
 * collector writes a PGlite folder this test reads once the host has stopped: the store holds every
 * expected event exactly once, with merchant, step and the release the server assigned, the beacons sent as pages unload
 * included (Playwright does not report those, the collector does; it stores only batches its schema
 * takes). A declined consent sends nothing; the notice is axe-clean, keyboard-usable and opened again
 * from the footer.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BrowserContext, expect, test } from '@playwright/test';
import { storeFromEnv } from '@portal/analytics/store';
import { expectNoAxeViolations, portalUrl, type Shopper, selectReturn, signIn } from '../support/portal';
import { type ReleaseHost, releaseHostPort, startReleaseHost, startSandbox } from '../support/release-host';
import { answerPayment, readyToSubmit, SUBMIT } from '../support/return-flow';

const ASTRID: Shopper = { email: 'astrid@example.se', orderNumber: 'V-7021' };
// The browser speaks Dutch (e2e/playwright.config.ts).
const NOTICE = 'Help ons retourneren te verbeteren';

/** Every body the context's pages send to the collector, answered 200 here (beacons included). */
async function captureBodies(context: BrowserContext): Promise<string[]> {
  const bodies: string[] = [];
  // Seen as requests, not only as routed ones: a beacon sent while the page unloads is not routed.
  context.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/collect')
      bodies.push(request.postData() ?? '');
  });
  await context.route('**/collect', (route) => route.fulfill({ status: 200, body: '' }));
  return bodies;
}

// The servers a test started end with the file, whatever happened in it.
const started: ReleaseHost[] = [];
test.afterAll(async () => {
  for (const server of started) await server.stop();
});

test('a whole draft-flow return with consent: every event once, with merchant, step and release', async ({
  page,
}) => {
  // A host of its own, a paid return and its label poll.
  test.slow();
  // A sandbox of its own too: its payment page sends the shopper back to this host.
  const port = releaseHostPort(16);
  const sandbox = await startSandbox(releaseHostPort(17), port);
  started.push(sandbox);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-analytics-'));
  // Releases on, none promoted: the server assigns every session the host's own build of each step
  // (in its signed `portal-ab` cookie), and the collector stamps each event with that assignment.
  const host = await startReleaseHost(
    port,
    {
      ANALYTICS: 'true',
      ANALYTICS_DATA_DIR: dataDir,
      DATABASE_URL: '',
      RELEASE_ENV: 'e2e',
      RELEASE_DIR: mkdtempSync(path.join(tmpdir(), 'e2e-analytics-releases-')),
    },
    sandbox.port,
  );
  started.push(host);
  await signIn(page, 'vault', ASTRID, port);

  const notice = page.getByRole('region', { name: NOTICE });
  await expect(notice).toBeVisible();
  // The notice over select items, once the step is on screen (not while its code is still loading).
  await expect(
    page.getByRole('heading', { level: 1, name: 'Welke artikelen wil je retourneren?' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  // Keyboard only: the buttons are in the tab order.
  await page.getByRole('button', { name: 'Weigeren' }).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Accepteren' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(notice).toBeHidden();

  // The mug: a floor lamp goes ship-it-yourself only, with no carrier to choose.
  await selectReturn(page, 'Stoneware Mug', 'Te klein');
  await page.getByRole('button', { name: 'Verder met 1 artikel' }).click();
  await page.getByRole('button', { name: 'Selectie bevestigen' }).click();
  await expect(page).toHaveURL(portalUrl('vault', '/carriers', port));
  await expect(page.getByRole('heading', { name: 'Hoe wil je je retour versturen?' })).toBeVisible();
  await readyToSubmit(page, 'DHL pickup at home');
  await page.getByRole('button', { name: SUBMIT }).click();
  // The first return order of a sandbox just started takes longer on a busy machine.
  await expect(page).toHaveURL(/\/sandbox\/pay\//, { timeout: 30_000 });
  await answerPayment(page, 'Pay');
  await expect(page).toHaveURL(/\/order-confirmation\?/);
  const label = page.getByRole('link', { name: 'Download je label' });
  await expect(label).toBeVisible({ timeout: 25_000 });
  const [opened] = await Promise.all([page.waitForEvent('popup'), label.click()]);
  await opened.close();
  // Closed on the confirmation: what waits goes in the beacon sent as the page unloads.
  await page.close({ runBeforeUnload: true });
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  // The store, once the host has written what waited and let go of its folder.
  await host.stop();
  await sandbox.stop();
  const store = await storeFromEnv({ ANALYTICS_DATA_DIR: dataDir });
  const rows = await store.query<{
    event: string;
    step: string;
    properties: Record<string, unknown>;
    releases: unknown[];
    platform_slice: number;
    anonymous_id: string;
    merchant: string;
    message_id: string;
  }>(
    'SELECT event, step, properties, releases, platform_slice, anonymous_id, merchant, message_id FROM analytics_events',
    [],
  );
  await store.close();

  // Each event once, 'Return submitted' included: only the beacon sent as the page left for the payment
  // provider carries it (Playwright never sees such a beacon; the collector does).
  const expected = [
    'Reason selected',
    'Confirm selection',
    'Product summary confirmed',
    'DPD Carrier Options Seen',
    'Carrier service selected',
    'Return submitted',
    'Confirmation page shown',
    'Label downloaded',
    'Return completed',
  ];
  const count = (event: string) => rows.filter((row) => row.event === event).length;
  for (const event of expected) expect(count(event), event).toBe(1);
  expect(rows.filter((row) => row.event === 'Step viewed').map((row) => row.properties)).toEqual(
    expect.arrayContaining([{ page: 'select-items' }, { page: 'confirm-items' }, { page: 'carriers' }]),
  );
  for (const row of rows) {
    expect(row.merchant).toBe('vault');
    expect(row.platform_slice).toBe(2);
    // The arm the server assigned the session for the event's own step, never what the page said.
    expect(row.releases).toEqual([{ step: row.step, variant: 'built-in', version: expect.any(String) }]);
  }
  const propertiesOf = (event: string) => rows.find((row) => row.event === event)?.properties;
  expect(propertiesOf('Return completed')).toEqual({ flow: 'draft', outcome: 'paid' });
  expect(propertiesOf('Carrier service selected')).toEqual({
    carrierKey: expect.any(String),
    type: 'pickup',
  });
  const stepOf = (event: string) => rows.find((row) => row.event === event)?.step;
  expect(stepOf('Confirm selection')).toBe('remote-selection');
  expect(stepOf('Carrier service selected')).toBe('remote-carriers');
  expect(stepOf('Label downloaded')).toBe('remote-confirmation');
  // One session, the server's: issued with the shopper's yes (an HttpOnly cookie the page cannot read).
  expect(new Set(rows.map((row) => row.anonymous_id)).size).toBe(1);
  // Nothing of the shopper's own.
  expect(JSON.stringify(rows)).not.toMatch(/astrid|V-7021|114 57/i);
});

test('declined: nothing is sent, and the footer opens the notice again', async ({ page, context }) => {
  const bodies = await captureBodies(context);
  await signIn(page, 'vault');
  const notice = page.getByRole('region', { name: NOTICE });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Weigeren' }).click();
  await expect(notice).toBeHidden();
  await selectReturn(page, 'Brass Arc Floor Lamp', 'Te klein');
  // The page is hidden and shown again: a flush that must send nothing.
  await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide')));

  await page.getByRole('button', { name: 'Cookie-instellingen' }).click();
  await expect(notice).toBeVisible();
  // It says which answer holds, and the keyboard is in it.
  await expect(notice.getByText('Je keuze nu: er wordt niets geteld.')).toBeVisible();
  await expect(notice.getByRole('button', { name: 'Weigeren' })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.close({ runBeforeUnload: true });
  // Give a beacon the time it would take.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  expect(bodies).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 700 } });

  test('the notice is on the first page, a small bar, and its answer holds on every page after', async ({
    page,
  }) => {
    await page.goto(portalUrl('vault'));
    const notice = page.getByRole('region', { name: NOTICE });
    await expect(notice).toBeVisible();
    // A small bar: at most a sixth of the screen, the sign-in form's button clear of it.
    const bar = await notice.boundingBox();
    expect(bar?.height).toBeLessThanOrEqual(700 / 6);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
    await notice.getByRole('button', { name: 'Accepteren' }).click();
    await expect(notice).toBeHidden();
    // The server keeps the answer: a new page (here the withdrawal form) comes without the notice,
    // and "Cookie settings" shows the answer in force.
    await page.goto(portalUrl('vault', '/withdraw'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(notice).toBeHidden();
    await page.getByRole('button', { name: 'Cookie-instellingen' }).click();
    await expect(notice.getByText('Je keuze nu: tellen toegestaan.')).toBeVisible();
  });

  test("without the page's scripts the notice still takes an answer", async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 700 },
    });
    const page = await context.newPage();
    await page.goto(portalUrl('vault', '/withdraw'));
    const notice = page.getByRole('region', { name: NOTICE });
    await notice.getByRole('button', { name: 'Weigeren' }).click();
    await expect(page).toHaveURL(portalUrl('vault', '/withdraw'));
    await expect(notice).toBeHidden();
    await context.close();
  });

  test('the consent notice hides no control the keyboard reaches (WCAG 2.2 focus not obscured)', async ({
    page,
  }) => {
    await signIn(page, 'vault');
    const notice = page.getByRole('region', { name: NOTICE });
    await expect(notice).toBeVisible();
    // The footer's last control (the accessibility statement's link, after the cookie settings).
    const last = page.getByRole('contentinfo').locator('a[href], button').last();
    // From the first control of the page (the skip link) through every one to the footer's last, each
    // clear of the notice when focused.
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    const skipLink = page.getByRole('link', { name: 'Naar de inhoud' });
    await skipLink.focus();
    await expect(skipLink).toBeFocused();
    let checked = 0;
    for (let step = 0; step < 300 && !(await last.evaluate((el) => el === document.activeElement)); step++) {
      const overlap = await page.evaluate(() => {
        const focused = document.activeElement;
        const bar = document.querySelector('.rp-consent');
        if (!focused || !bar || bar.contains(focused) || focused === document.body) return null;
        return Math.max(0, focused.getBoundingClientRect().bottom - bar.getBoundingClientRect().top);
      });
      if (overlap !== null) {
        checked++;
        expect(overlap, `focused control ${checked} under the notice`).toBe(0);
      }
      await page.keyboard.press('Tab');
    }
    await expect(last).toBeFocused();
    // Every control of the page was reached (the footer's last not measured).
    const controls = await page
      .locator('a[href]:visible, button:visible, input:visible, select:visible, textarea:visible')
      .evaluateAll((all) => all.filter((el) => !el.closest('.rp-consent')).length);
    expect(checked).toBe(controls - 1);
  });
});
