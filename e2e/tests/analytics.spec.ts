/**
 * The client's analytics in Chromium (docs/analytics.md#the-client, #consent): a whole draft-flow return
 * at vault, a shop that asks for consent, with consent given; every batch the page sends to the
 * collector is captured here (the collector is another part's) and checked against the collector's
 * own schema. A declined consent sends nothing; the notice is axe-clean, keyboard-usable and opened
 * again from the footer.
 */
import { type BrowserContext, expect, test } from '@playwright/test';
import type { ParsedAnalyticsBatch } from '@portal/shared/analytics-schema';
import { analyticsBatchSchema } from '@portal/shared/analytics-schema';
import { expectNoAxeViolations, portalUrl, type Shopper, selectReturn, signIn } from '../support/portal';
import { answerPayment, readyToSubmit, SUBMIT } from '../support/return-flow';

const ASTRID: Shopper = { email: 'astrid@example.se', orderNumber: 'V-7021' };
// The browser speaks Dutch (e2e/playwright.config.ts).
const NOTICE = 'Help ons retourneren te verbeteren';

/** Every body the context's pages send to the collector (beacons included), answered 200. */
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

/** The bodies parsed with the collector's own schema: each must be a valid batch. */
function parsed(bodies: string[]): ParsedAnalyticsBatch[] {
  return bodies.map((body) => {
    const result = analyticsBatchSchema.safeParse(JSON.parse(body));
    expect(result.error?.issues ?? []).toEqual([]);
    return result.data as ParsedAnalyticsBatch;
  });
}

test('a whole draft-flow return with consent: every event once, with merchant, step and release', async ({
  page,
  context,
}) => {
  // A paid return and its label poll.
  test.slow();
  const bodies = await captureBodies(context);
  await signIn(page, 'vault', ASTRID);

  const notice = page.getByRole('region', { name: NOTICE });
  await expect(notice).toBeVisible();
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
  await expect(page).toHaveURL(portalUrl('vault', '/carriers'));
  await expect(page.getByRole('heading', { name: 'Hoe wil je je retour versturen?' })).toBeVisible();
  await readyToSubmit(page, 'DHL pickup at home');
  // The step's events go with the next periodic send (every 5 s): the one on pagehide, as the page leaves
  // for the payment provider, is a beacon Playwright does not report.
  await expect.poll(() => bodies.join('\n'), { timeout: 10_000 }).toContain('"DPD Carrier Options Seen"');
  await expect.poll(() => bodies.join('\n'), { timeout: 10_000 }).toContain('"Carrier service selected"');
  await page.getByRole('button', { name: SUBMIT }).click();
  await answerPayment(page, 'Pay');
  await expect(page).toHaveURL(/\/order-confirmation\?/);
  const label = page.getByRole('link', { name: 'Download je label' });
  await expect(label).toBeVisible({ timeout: 25_000 });
  const [opened] = await Promise.all([page.waitForEvent('popup'), label.click()]);
  await opened.close();

  const expected = [
    'Reason selected',
    'Confirm selection',
    'Product summary confirmed',
    'DPD Carrier Options Seen',
    'Carrier service selected',
    // 'Return submitted' goes in the beacon sent as the page leaves for payment (see above): the model
    // test checks it (remote-carriers/src/model/carriers-draft-analytics.test.ts).
    'Confirmation page shown',
    'Label downloaded',
    'Return completed',
  ];
  const eventsSent = () => [
    ...new Set(bodies.flatMap((body) => [...body.matchAll(/"event":"([^"]+)"/g)].map((match) => match[1]))),
  ];
  await expect
    .poll(eventsSent, { timeout: 15_000 })
    .toEqual(expect.arrayContaining([...expected, 'Step viewed']));
  const batches = parsed(bodies);
  // Closed mid-step: nothing is left waiting (the page sends on pagehide too, which the unit tests check:
  // Playwright does not report a beacon sent while its page unloads).
  const releasesMeta = await page.evaluate(
    () => document.querySelector('meta[name="portal-releases"]')?.getAttribute('content') ?? null,
  );
  await page.close({ runBeforeUnload: true });
  const messages = [
    ...new Map(
      batches.flatMap((batch) => batch.batch).map((message) => [message.messageId, message]),
    ).values(),
  ];
  const count = (event: string) => messages.filter((message) => message.event === event).length;
  for (const event of expected) expect(count(event), event).toBe(1);
  expect(
    messages.filter((message) => message.event === 'Step viewed').map((message) => message.properties),
  ).toEqual(
    expect.arrayContaining([{ page: 'select-items' }, { page: 'confirm-items' }, { page: 'carriers' }]),
  );
  for (const message of messages) {
    expect(message.context.merchant).toBe('vault');
    expect(message.context.platformSlice).toBe(2);
    // Without RELEASE_ENV the steps are the host's own builds and the page names no release
    // (`<meta name="portal-releases">` is absent): the list is empty; with releases it carries each one.
    expect(message.context.releases).toHaveLength(releasesMeta ? releasesMeta.split(';').length : 0);
    for (const release of message.context.releases) expect(release.version).toMatch(/^\d+\.\d+\.\d+/);
  }
  const stepOf = (event: string) => messages.find((message) => message.event === event)?.context.step;
  expect(stepOf('Confirm selection')).toBe('remote-selection');
  expect(stepOf('Carrier service selected')).toBe('remote-carriers');
  expect(stepOf('Label downloaded')).toBe('remote-confirmation');
  expect(new Set(messages.map((message) => message.anonymousId)).size).toBe(1);
  // Nothing of the shopper's own.
  expect(bodies.join('\n')).not.toMatch(/astrid|V-7021|114 57/i);
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
  await expectNoAxeViolations(page);
  await page.close({ runBeforeUnload: true });
  // Give a beacon the time it would take.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  expect(bodies).toEqual([]);
});
