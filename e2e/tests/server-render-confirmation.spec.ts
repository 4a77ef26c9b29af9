/**
 * The order confirmation rendered on the server (issue 37, docs/architecture.md#steps-rendered-on-the-server):
 * the return's status and its label link are in the HTML the server sends, readable without JavaScript; the
 * browser hydrates it without a mismatch and without asking the platform again for the return it holds, and
 * carries on from there: a finished return ends its session, a label still being made is polled for. A return
 * the platform does not know for the shopper is sent as before. The returns are made in the sandbox (`POST /sandbox/seeded-returns`), not walked to.
 */
import { type APIRequestContext, expect, type Page, request, test } from '@playwright/test';
import { expectNoAxeViolations, portalUrl, type Shopper, sandboxUrl } from '../support/portal';
import { type ReleaseHost, releaseHostPort, startReleaseHost } from '../support/release-host';
import { servedPage, signInByApi as signInOn } from '../support/signed-in';

// A host of its own with the server render on (SERVER_RENDER; off by default, docs/architecture.md).
const HOST_PORT = releaseHostPort(34);

// Shoppers no other browser test signs in as (deploy/sandbox/src/data/seed.ts): their labels come only when
// the sandbox's advance endpoint makes them (draft flow), or at once after payment (quote flow).
const LABELLED: Shopper = { email: 'ssr-label@example.com', orderNumber: 'NW-5042' };
const POLLING: Shopper = { email: 'ssr-polling@example.com', orderNumber: 'NW-5043' };
const QUOTED: Shopper = { email: 'ssr-quote@example.nl', orderNumber: '100343' };
/** The sandbox's id of nordwind's "Too large" (Te groot). */
const TOO_LARGE = 102;

const REGISTERED = 'Je retour is geregistreerd';
const LABEL = 'Download je label';
const PROCESSING = 'Je label wordt gemaakt…';

interface Seeded {
  returnOrder?: { id: string };
  quote?: { quoteUuid: string };
  confirmation: string;
}

// One host and the returns made once for the file's tests, in order (a return is made once per order).
test.describe.configure({ mode: 'serial' });

let host: ReleaseHost;
let sandbox: APIRequestContext;
/** The confirmations' paths: a draft-flow return with its label, one whose label is being made, a quote's. */
const paths = { labelled: '', polling: '', quoted: '' };
let pollingOrderId = '';

async function seed(data: object): Promise<Seeded> {
  const response = await sandbox.post(sandboxUrl('/sandbox/seeded-returns'), { data });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Seeded;
}

const draftReturn = (shopper: Shopper) => ({
  merchant: 'nordwind',
  shopper,
  items: [{ title: 'Linen Shirt', reasonId: TOO_LARGE }],
  until: 'return-order',
  carrier: 'DPD Pickup point',
  payment: 'paid',
});

test.beforeAll(async () => {
  // The budget is not these tests' subject (server-render-fallback.spec.ts): a busy machine must not fall back.
  host = await startReleaseHost(HOST_PORT, { SERVER_RENDER: 'true', SERVER_RENDER_BUDGET_MS: '5000' });
  sandbox = await request.newContext();
  const labelled = await seed(draftReturn(LABELLED));
  // The label is made now, before any page asks.
  const advanced = await sandbox.post(
    sandboxUrl(`/sandbox/return-orders/${labelled.returnOrder?.id}/advance`),
  );
  expect(advanced.ok()).toBe(true);
  paths.labelled = labelled.confirmation;
  const polling = await seed(draftReturn(POLLING));
  paths.polling = polling.confirmation;
  pollingOrderId = polling.returnOrder?.id ?? '';
  const quoted = await seed({
    merchant: 'atelier',
    shopper: QUOTED,
    items: [{ title: 'Midi Wrap Dress "Flora"' }],
    until: 'quote',
    carrier: 'DPD Pickup point',
    payment: 'paid',
  });
  paths.quoted = quoted.confirmation;
});
test.afterAll(async () => {
  await sandbox?.dispose();
  await host?.stop();
});

const signInByApi = (page: Page, merchant: string, shopper: Shopper) =>
  signInOn(page, merchant, shopper, HOST_PORT);
const pageUrl = (merchant: string, path: string) => portalUrl(merchant, path, HOST_PORT);
const served = (page: Page, merchant: string, path: string) => servedPage(page, merchant, path, HOST_PORT);

/** `#root` of a served page: the step's markup, without the scope's values. */
const rootOf = (html: string) =>
  html.slice(html.indexOf('<div id="root"'), html.indexOf('<script id="portal-scope"'));
/** The label link as React writes it: an address on the sandbox (the label host), opening in a new tab. */
const LABEL_LINK = new RegExp(
  `<a class="[^"]*" href="${sandboxUrl('/')}[^"]+" target="_blank" rel="noopener noreferrer">${LABEL}</a>`,
);

/** Whether a request asks the platform for a return's status: the return order, or the quote's confirmation. */
const asksStatus = (url: string, method: string) =>
  method === 'GET' && /\/return-order\/[^/]+$|\/volta\/confirmations\/[^/]+$/.test(new URL(url).pathname);
const isLogout = (url: string, method: string) => method === 'POST' && new URL(url).pathname === '/logout';

/** What the page's console says of a hydration that went wrong (React's texts and its minified codes). */
const HYDRATION = /hydrat|did not match|#418|#423|#425/i;

/** What the page does from now on: the hydration problems it reports, its asks for the return's status, its logouts. */
function watch(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const asked: string[] = [];
  const logouts: string[] = [];
  page.on('request', (sent) => {
    if (asksStatus(sent.url(), sent.method())) asked.push(sent.url());
    if (isLogout(sent.url(), sent.method())) logouts.push(sent.url());
  });
  return { asked, logouts, hydrationProblems: () => problems.filter((text) => HYDRATION.test(text)) };
}

test.describe('the order confirmation rendered on the server', () => {
  test('draft flow: the status and the label link are in the HTML before any script runs, the shopper’s own', async ({
    page,
  }) => {
    await signInByApi(page, 'nordwind', LABELLED);
    const { html, headers } = await served(page, 'nordwind', paths.labelled);
    expect(html).toContain('data-server-rendered');
    const root = rootOf(html);
    expect(root).toMatch(new RegExp(`<h1[^>]*>${REGISTERED}</h1>`));
    expect(root).toMatch(LABEL_LINK);
    expect(root).toContain('Breng je pakket naar een inleverpunt van DPD.');
    // A signed-in page is the shopper's own: no cache keeps it.
    expect(headers['cache-control']).toBe('private, no-store');
  });

  test('quote flow: the status and the label link are in the HTML (its confirmation read from the volta API)', async ({
    page,
  }) => {
    await signInByApi(page, 'atelier', QUOTED);
    // The quote's label is made once the payment is through (200 ms in these runs).
    await expect
      .poll(async () => rootOf((await served(page, 'atelier', paths.quoted)).html), { timeout: 15_000 })
      .toMatch(LABEL_LINK);
    const root = rootOf((await served(page, 'atelier', paths.quoted)).html);
    expect(root).toMatch(new RegExp(`<h1[^>]*>${REGISTERED}</h1>`));
    expect(root).toContain('Zo gaat het verder');
  });

  test('a page without a platform session is the first paint, as before', async ({ page }) => {
    const { html } = await served(page, 'nordwind', paths.labelled);
    expect(html).not.toContain('data-server-rendered');
    expect(html).not.toContain(REGISTERED);
  });

  test('a return the platform does not know for the shopper: the page as before, and the browser leads to the start', async ({
    page,
  }) => {
    await signInByApi(page, 'nordwind', LABELLED);
    const unknown = '/order-confirmation?returnOrderId=no-such-return';
    const { html } = await served(page, 'nordwind', unknown);
    expect(html).not.toContain('data-server-rendered');
    expect(html).not.toContain('portal-scope');
    await page.goto(pageUrl('nordwind', unknown));
    await expect(page).toHaveURL(pageUrl('nordwind', '/'));
  });

  test('reads without JavaScript: the status and the label link', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await signInByApi(page, 'nordwind', LABELLED);
    await page.goto(pageUrl('nordwind', paths.labelled));
    await expect(page.getByRole('heading', { level: 1, name: REGISTERED })).toBeVisible();
    const label = page.getByRole('link', { name: LABEL });
    await expect(label).toBeVisible();
    await expect(label).toHaveAttribute('href', new RegExp(`^${sandboxUrl('/')}`));
    await context.close();
  });

  test('the browser hydrates it: no mismatch, the return not asked for again, and it carries on (the return ends its session)', async ({
    page,
  }) => {
    const { asked, logouts, hydrationProblems } = watch(page);
    await signInByApi(page, 'nordwind', LABELLED);
    const loggedOut = page.waitForRequest((sent) => isLogout(sent.url(), sent.method()));
    await page.goto(pageUrl('nordwind', paths.labelled));
    // Only the hydrated page carries on from the answer the server held: the finished return ends the session.
    await loggedOut;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(REGISTERED);
    await expect(page.getByRole('link', { name: LABEL })).toBeVisible();
    await expectNoAxeViolations(page);
    expect(asked).toEqual([]);
    expect(logouts).toHaveLength(1);
    expect(hydrationProblems()).toEqual([]);
  });

  test('quote flow: hydrated with no mismatch, its confirmation not asked for again, and the return ends its session', async ({
    page,
  }) => {
    const { asked, hydrationProblems } = watch(page);
    await signInByApi(page, 'atelier', QUOTED);
    const loggedOut = page.waitForRequest((sent) => isLogout(sent.url(), sent.method()));
    await page.goto(pageUrl('atelier', paths.quoted));
    await loggedOut;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(REGISTERED);
    await expect(page.getByRole('link', { name: LABEL })).toBeVisible();
    expect(asked).toEqual([]);
    expect(hydrationProblems()).toEqual([]);
  });

  test('a label still being made: said so in the HTML, and the browser polls on until it is there', async ({
    page,
  }) => {
    const { asked, hydrationProblems } = watch(page);
    await signInByApi(page, 'nordwind', POLLING);
    const { html } = await served(page, 'nordwind', paths.polling);
    const root = rootOf(html);
    expect(root).toMatch(new RegExp(`<h1[^>]*>${REGISTERED}</h1>`));
    expect(root).toContain(PROCESSING);
    expect(root).not.toContain(LABEL);

    // The polls run on the page's clock: moved on below, not waited out.
    await page.clock.install();
    await page.goto(pageUrl('nordwind', paths.polling));
    await expect(page.getByRole('button', { name: PROCESSING })).toBeDisabled();
    // Hydrated (the step's code is here and the shell answers), it starts from the server's answer: its
    // first look is the next poll's, not one at once.
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: /^Taal wijzigen/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.clock.runFor(1_000);
    expect(asked).toEqual([]);
    const advanced = await page.request.post(sandboxUrl(`/sandbox/return-orders/${pollingOrderId}/advance`));
    expect(advanced.ok()).toBe(true);
    const label = page.getByRole('link', { name: LABEL });
    await expect(async () => {
      await page.clock.runFor(5_000);
      await expect(label).toBeVisible({ timeout: 500 });
    }).toPass();
    expect(asked.length).toBeGreaterThan(0);
    expect(hydrationProblems()).toEqual([]);
  });
});
