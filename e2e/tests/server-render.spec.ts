/**
 * Steps rendered on the server (issue 37, docs/architecture.md#how-a-page-reaches-the-shopper): a
 * signed-in step's content is in the HTML the server sends, readable without JavaScript, and the browser
 * hydrates it without a mismatch and without asking the platform again for what the page holds.
 */
import { expect, type Page, test } from '@playwright/test';
import { SCALE_CONSUMER } from '../../deploy/sandbox/src/data/seed';
import { purchasesResponseSchema } from '../../shared/src/api/schemas';
import { cls, RECORD_SHIFTS, shiftsAfterLoad } from '../support/layout-shifts';
import { expectNoAxeViolations, portalUrl, type Shopper, selectReturn } from '../support/portal';
import { type ReleaseHost, releaseHostPort, startReleaseHost } from '../support/release-host';
import { asMarkup, servedPage, signInByApi as signInOn } from '../support/signed-in';
import { VIEWPORTS } from '../support/visual';

// A host of its own, its render budget generous (SERVER_RENDER_BUDGET_MS, docs/architecture.md).
const HOST_PORT = releaseHostPort(32);
let host: ReleaseHost;
test.beforeAll(async () => {
  // The budget is not these tests' subject (server-render-fallback.spec.ts): ten pages at once on a busy machine
  // must not fall back for it.
  host = await startReleaseHost(HOST_PORT, { SERVER_RENDER: 'true', SERVER_RENDER_BUDGET_MS: '5000' });
});
test.afterAll(async () => {
  await host?.stop();
});

const signInByApi = (page: Page, merchant: string, shopper: Shopper) =>
  signInOn(page, merchant, shopper, HOST_PORT);
const pageUrl = (merchant: string, path: string) => portalUrl(merchant, path, HOST_PORT);

// Shoppers no other browser test signs in as: their orders are theirs alone, whatever runs beside.
const NORDWIND: Shopper = { email: 'emma@example.com', orderNumber: 'NW-1001' };

const served = (page: Page, merchant: string, path: string) => servedPage(page, merchant, path, HOST_PORT);

/** Holds the requests for `url` until `release()`; `asked` settles once the page asks for one. */
async function holdRequests(page: Page, url: string) {
  let wasAsked = () => {};
  const asked = new Promise<void>((resolve) => {
    wasAsked = resolve;
  });
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    wasAsked();
    await released;
    await route.continue();
  });
  return { asked, release };
}

/** The server's Select button on screen and disabled while `held` holds; released, it takes a press. */
async function expectDisabledUntilReleased(page: Page, held: { release: () => void }) {
  const select = page
    .getByRole('listitem')
    .filter({ hasText: 'Linen Shirt' })
    .getByRole('button', { name: 'Selecteren' })
    .first();
  await expect(select).toBeVisible();
  await expect(select).toBeDisabled();
  held.release();
  await expect(select).toBeEnabled();
  await select.click();
  await expect(page.getByRole('dialog')).toBeVisible();
}

/** The product titles of the shopper's purchases, as the platform answers them. */
async function purchaseTitles(page: Page, merchant: string, consumerId: string, cookie: string) {
  const response = await page.request.get(
    `http://localhost:${HOST_PORT}/api/v0/consumer/${encodeURIComponent(consumerId)}/purchases`,
    { headers: { host: `${merchant}.localhost:${HOST_PORT}`, cookie } },
  );
  const purchases = purchasesResponseSchema.parse(await response.json());
  return [...new Set(purchases.map((purchase) => purchase.product.name))];
}

test.describe('select items rendered on the server', () => {
  test("the shopper's orders and items are in the HTML before any script runs, and it is nobody else's to keep", async ({
    page,
  }) => {
    const consumerId = await signInByApi(page, 'nordwind', NORDWIND);
    const { html, cookie, headers } = await served(page, 'nordwind', '/select-items');
    expect(html).toContain('data-server-rendered');
    const titles = await purchaseTitles(page, 'nordwind', consumerId, cookie);
    expect(titles.length).toBeGreaterThan(1);
    const root = html.slice(html.indexOf('<div id="root"'), html.indexOf('<script id="portal-scope"'));
    for (const title of titles) expect(root).toContain(asMarkup(title));
    expect(root).toMatch(/<h1[^>]*>Welke artikelen wil je retourneren\?<\/h1>/);
    // A signed-in page is the shopper's own: no cache keeps it.
    expect(headers['cache-control']).toBe('private, no-store');
  });

  test("paints with nothing but the HTML: the step's styles are in it, its scripts run after that paint", async ({
    page,
  }) => {
    await signInByApi(page, 'nordwind', NORDWIND);
    const { html } = await served(page, 'nordwind', '/select-items');
    const head = html.slice(0, html.indexOf('</head>'));
    // The step's stylesheet, named by its file, in the page: its paint waits for no request but the page.
    expect(head).toMatch(
      /<style id="step-styles" data-href="\/apps\/remote-selection\/[^"]+\.css">[^<]*\.rp-item/,
    );
    expect(head).not.toContain('rel="stylesheet"');
    // The fonts of the first paint before anything else the page fetches: the paint waits for them, not
    // for the scripts.
    const [heading, text] = head.match(/<link rel="preload"[^>]*>/g) ?? [];
    expect(heading).toMatch(
      /^<link rel="preload" as="font" [^>]*href="\/apps\/host\/[^"]+-700\.[0-9a-f]+\.woff2">$/,
    );
    expect(text).toMatch(
      /^<link rel="preload" as="font" [^>]*href="\/apps\/host\/[^"]+-400\.[0-9a-f]+\.woff2">$/,
    );
    // The shell's scripts are fetched with the head, while the server renders, and run by the after-paint
    // loader; the step's own files are fetched by it after the paint.
    expect(head).toMatch(/<link rel="preload" as="script" href="\/apps\/host\/[^"]+\/main\.[0-9a-f]+\.js">/);
    expect(head).not.toContain('<link rel="preload" as="script" href="/apps/remote-selection/');
    const plan = JSON.parse(
      /<script id="after-paint" type="application\/json">(.*?)<\/script>/.exec(head)?.[1] ?? 'null',
    ) as { preload: { href: string }[] };
    expect(plan.preload.map(({ href }) => href)).toContainEqual(
      expect.stringMatching(/^\/apps\/remote-selection\/[^"]+\/remoteEntry\.js$/),
    );
    expect(html).not.toMatch(/<script[^>]* src=/);

    await page.goto(pageUrl('nordwind', '/select-items'));
    // The loader put the start-up script in.
    await expect(page.locator('head script[src*="/main."]')).toHaveCount(1);
    const { firstPaint, stylesheetsBefore } = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
      return {
        firstPaint: paint,
        stylesheetsBefore: performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.endsWith('.css') && entry.startTime < paint)
          .map((entry) => entry.name),
      };
    });
    expect(firstPaint).toBeGreaterThan(0);
    expect(stylesheetsBefore).toEqual([]);
  });

  test('a page without a platform session is the first paint, as before', async ({ page }) => {
    const { html } = await served(page, 'nordwind', '/select-items');
    expect(html).not.toContain('data-server-rendered');
    expect(html).toContain('rp-server-step');
  });

  test('reads without JavaScript: the orders and their items', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const consumerId = await signInByApi(page, 'nordwind', NORDWIND);
    await page.goto(pageUrl('nordwind', '/select-items'));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Welke artikelen wil je retourneren?' }),
    ).toBeVisible();
    const { cookie } = await served(page, 'nordwind', '/select-items');
    for (const title of await purchaseTitles(page, 'nordwind', consumerId, cookie))
      await expect(page.getByText(title, { exact: true }).first()).toBeVisible();
    await context.close();
  });

  test('the browser hydrates it: no mismatch, no second ask for the purchases, and the page works', async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    const asked: string[] = [];
    page.on('request', (request) => {
      if (/\/purchases(\?|$)/.test(new URL(request.url()).pathname)) asked.push(request.url());
    });
    await signInByApi(page, 'nordwind', NORDWIND);
    await page.goto(pageUrl('nordwind', '/select-items'));
    const card = page.getByRole('listitem').filter({ hasText: 'Linen Shirt' });
    // Hydrated: the server's button now answers.
    await card.getByRole('button', { name: 'Selecteren' }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expectNoAxeViolations(page);
    expect(asked).toEqual([]);
    expect(problems.filter((text) => /hydrat|did not match|#418|#423|#425/i.test(text))).toEqual([]);
  });

  test("the step's controls are disabled until its code has hydrated them: a press is never lost", async ({
    page,
  }) => {
    await signInByApi(page, 'nordwind', NORDWIND);
    // The step's code is late: the server's markup is on screen, the shell alone hydrated.
    const code = await holdRequests(page, '**/remote-selection/**');
    await page.goto(pageUrl('nordwind', '/select-items'), { waitUntil: 'commit' });
    await expectDisabledUntilReleased(page, code);
  });

  test("the step's controls also wait for what the tab kept: a change is never put under the tab's older value", async ({
    page,
  }) => {
    await signInByApi(page, 'nordwind', { email: 'ssr-readback@example.com', orderNumber: 'NW-6404' });
    await page.goto(pageUrl('nordwind', '/select-items'));
    // The first visit keeps what the server rendered the page with for the tab: a reload reads it back.
    await expect.poll(() => page.evaluate(() => sessionStorage.length)).toBeGreaterThan(0);
    // The read-back's code (effector-storage) is late: the host asks for it only once the step is hydrated.
    const keeper = await holdRequests(page, '**/lazy-session-storage.*');
    await page.reload({ waitUntil: 'commit' });
    await keeper.asked;
    await expectDisabledUntilReleased(page, keeper);
  });

  test('a reload with a selection in progress is drawn by the browser, the selection in its first drawing: nothing moves', async ({
    browser,
  }) => {
    // The selection is the tab's (session storage): drawn by the server, the cards would come unselected and
    // change once the tab's selection is read back. A quote-flow shop, on a phone: the chosen card is on screen.
    const context = await browser.newContext({ viewport: VIEWPORTS.phone });
    await context.addInitScript(RECORD_SHIFTS);
    const page = await context.newPage();
    await signInByApi(page, 'atelier', { email: 'ssr-selecting@example.nl', orderNumber: '100812' });
    const rendered = async () =>
      (await served(page, 'atelier', '/select-items')).html.includes('data-server-rendered');
    await page.goto(pageUrl('atelier', '/select-items'));
    expect(await rendered()).toBe(true);
    await selectReturn(page, 'Midi Wrap Dress "Flora"', 'Past niet');
    expect(await rendered()).toBe(false);

    await page.reload();
    const deselect = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Midi Wrap Dress "Flora"', exact: true }) })
      .getByRole('button', { name: 'Deselecteren' });
    const shifts = await shiftsAfterLoad(page, () => expect(deselect).toBeVisible());
    expect(cls(shifts), JSON.stringify(shifts)).toBeLessThanOrEqual(0.01);

    // With the selection emptied, the server draws select items again.
    await deselect.click();
    await expect.poll(rendered).toBe(true);
    await context.close();
  });

  test("two shoppers' pages rendered at once: each only its own orders (no state of one render reaches another)", async ({
    browser,
  }) => {
    const shoppers = [
      { who: NORDWIND, own: 'NW-1001', other: 'NW-2040' },
      { who: { email: 'oliver@example.co.uk', orderNumber: 'NW-2040' }, own: 'NW-2040', other: 'NW-1001' },
    ];
    const pages = await Promise.all(
      shoppers.map(async (shopper) => {
        const context = await browser.newContext();
        const page = await context.newPage();
        await signInByApi(page, 'nordwind', shopper.who);
        return { ...shopper, page, context };
      }),
    );
    // Interleaved: each shopper's five requests run while the other's do.
    const served5 = await Promise.all(
      pages.flatMap(({ page }) => [1, 2, 3, 4, 5].map(() => served(page, 'nordwind', '/select-items'))),
    );
    served5.forEach(({ html }, index) => {
      const shopper = pages[Math.floor(index / 5)];
      expect(html).toContain('data-server-rendered');
      // The orders' headings (the shop's configuration names an example order number elsewhere on the page).
      expect(html).toContain(`Bestelling #${shopper?.own}`);
      expect(html).not.toContain(`Bestelling #${shopper?.other}`);
    });
    for (const { context } of pages) await context.close();
  });

  test('the scale consumer: every one of the 300 cards once, in place (no segment for a script to move in)', async ({
    page,
  }) => {
    await signInByApi(page, SCALE_CONSUMER.merchant, SCALE_CONSUMER);
    const { html } = await served(page, SCALE_CONSUMER.merchant, '/select-items');
    const root = html.slice(html.indexOf('<div id="root"'), html.indexOf('<script id="portal-scope"'));
    expect(root.match(/class="rp-card rp-item"/g)).toHaveLength(300);
    // React moves a large boundary out into a hidden segment put back by an inline script, which the CSP
    // does not run: the page would show every card twice.
    expect(root).not.toContain('<script');
    expect(root).not.toMatch(/<div hidden id="S:/);
  });
});
