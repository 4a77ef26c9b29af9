/**
 * Confirm items and carriers rendered on the server (issue 37, docs/architecture.md#steps-rendered-on-the-server):
 * in the draft flow the platform keeps the selection, so both steps come in the HTML with their content,
 * read without JavaScript, and hydrate without a mismatch and without asking for the draft again. In the quote
 * flow the selection is the tab's alone: the server does not render the step, and the page works as before.
 */
import { expect, type Page, test } from '@playwright/test';
import { shopConfiguration } from '../../deploy/sandbox/src/routes/shops';
import {
  derivationSettings,
  isSelectable,
  itemsOfPurchase,
} from '../../remote-selection/src/model/portal-items';
import { exchangeSelection } from '../../remote-selection/src/model/selected-item';
import { purchasesResponseSchema, type ShippingOption } from '../../shared/src/api/schemas';
import { formatPrice } from '../../shared/src/ui/price';
import { expectNoAxeViolations, portalUrl, type Shopper, sandboxUrl } from '../support/portal';
import { type ReleaseHost, releaseHostPort, startReleaseHost } from '../support/release-host';
import {
  asMarkup,
  type ChosenItem,
  servedPage,
  signInByApi,
  signInWithSelection,
} from '../support/signed-in';

// A host of its own with the server render on (SERVER_RENDER; off by default, docs/architecture.md).
const HOST_PORT = releaseHostPort(33);
let host: ReleaseHost;
test.beforeAll(async () => {
  host = await startReleaseHost(HOST_PORT, { SERVER_RENDER: 'true', SERVER_RENDER_BUDGET_MS: '5000' });
});
test.afterAll(async () => {
  await host?.stop();
});

// Shoppers of these tests alone (deploy/sandbox/src/data/seed.ts): each step's draft is theirs.
const CONFIRMS: Shopper = { email: 'ssr-confirm@example.com', orderNumber: 'NW-6401' };
const CHOOSES: Shopper = { email: 'ssr-carriers@example.com', orderNumber: 'NW-6402' };
const EXCHANGES: Shopper = { email: 'ssr-exchange@example.com', orderNumber: 'NW-6403' };
const QUOTES: Shopper = { email: 'ssr-quote@example.nl', orderNumber: '100811' };
const CHOSEN: ChosenItem[] = [
  { title: 'Canvas Tote Bag', reason: 'Te groot' },
  { title: 'Merino Crew Sweater', reason: 'Te klein' },
];

const pageUrl = (merchant: string, path: string) => portalUrl(merchant, path, HOST_PORT);
const served = (page: Page, merchant: string, path: string) => servedPage(page, merchant, path, HOST_PORT);
/** The draft flow's selection made on the platform (and kept in the tab, as select items would have). */
const selectionMade = (page: Page, shopper: Shopper) =>
  signInWithSelection(page, 'nordwind', shopper, CHOSEN, undefined, HOST_PORT);

/** `#root` of a page as the server sent it. */
const rootOf = (html: string) =>
  html.slice(html.indexOf('<div id="root"'), html.indexOf('<script id="portal-scope"'));

/** Records what hydration would say in the console, and every GET of the draft. */
function watch(page: Page) {
  const problems: string[] = [];
  const draftReads: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('request', (request) => {
    if (request.method() === 'GET' && new URL(request.url()).pathname.endsWith('/draft-return-order'))
      draftReads.push(request.url());
  });
  return {
    draftReads,
    hydrationProblems: () => problems.filter((text) => /hydrat|did not match|#418|#423|#425/i.test(text)),
  };
}

/** The carriers each selected purchase offers, as the platform answers them. */
async function offeredCarriers(page: Page, consumerId: string, cookie: string): Promise<ShippingOption[]> {
  const response = await page.request.get(
    `http://localhost:${HOST_PORT}/api/v0/consumer/${encodeURIComponent(consumerId)}/purchases`,
    { headers: { host: `nordwind.localhost:${HOST_PORT}`, cookie } },
  );
  return purchasesResponseSchema.parse(await response.json()).flatMap((purchase) => purchase.shippingOptions);
}

/** The carriers a page lists: each one's name and its price as the page shows it. */
async function listedCarriers(page: Page) {
  const options = page.locator('.rp-carrier__option');
  await expect(options.first()).toBeVisible();
  return options.evaluateAll((labels) =>
    labels.map((label) => ({
      name: label.querySelector('.rp-carrier__name')?.textContent ?? '',
      price: label.querySelector('.rp-carrier__price')?.textContent ?? '',
    })),
  );
}

test.describe('confirm items rendered on the server (draft flow)', () => {
  test('the selected items are in the HTML before any script runs', async ({ page }) => {
    await selectionMade(page, CONFIRMS);
    const { html, headers } = await served(page, 'nordwind', '/confirm-items');
    expect(html).toContain('data-server-rendered');
    const root = rootOf(html);
    expect(root).toMatch(/<h1[^>]*>Controleer je selectie<\/h1>/);
    for (const { title, reason } of CHOSEN) {
      expect(root).toContain(asMarkup(title));
      expect(root).toContain(asMarkup(reason));
    }
    expect(headers['cache-control']).toBe('private, no-store');
  });

  test('reads without JavaScript: the items to return and their reasons', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await selectionMade(page, CONFIRMS);
    await page.goto(pageUrl('nordwind', '/confirm-items'));
    await expect(page.getByRole('heading', { level: 1, name: 'Controleer je selectie' })).toBeVisible();
    const returns = page.getByRole('list', { name: 'Te retourneren artikelen' });
    for (const { title, reason } of CHOSEN) {
      await expect(returns.getByText(title, { exact: true })).toBeVisible();
      await expect(returns.getByText(reason)).toBeVisible();
    }
    await context.close();
  });

  test('hydrates without a mismatch or a second read of the draft, and confirming goes on to carriers', async ({
    page,
  }) => {
    const seen = watch(page);
    await selectionMade(page, CONFIRMS);
    await page.goto(pageUrl('nordwind', '/confirm-items'));
    const confirm = page.getByRole('button', { name: 'Selectie bevestigen' });
    // Hydrated, and the page's visit has begun: the toggles it waits for are answered.
    await expect(confirm).not.toHaveAttribute('aria-disabled', 'true');
    await expectNoAxeViolations(page);
    expect(seen.draftReads).toEqual([]);
    expect(seen.hydrationProblems()).toEqual([]);
    await confirm.click();
    await expect(page).toHaveURL(pageUrl('nordwind', '/carriers'));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Hoe wil je je retour versturen?' }),
    ).toBeVisible();
  });
});

test.describe('carriers rendered on the server (draft flow)', () => {
  test('the carriers and their prices are in the HTML before any script runs, as the page shows them', async ({
    page,
    browser,
  }) => {
    const { consumerId } = await selectionMade(page, CHOOSES);
    const { html, cookie } = await served(page, 'nordwind', '/carriers');
    expect(html).toContain('data-server-rendered');
    const root = rootOf(html);
    expect(root).toMatch(/<h1[^>]*>Hoe wil je je retour versturen\?<\/h1>/);
    // What is listed is the platform's: each carrier a selected purchase offers, at its price.
    const offered = await offeredCarriers(page, consumerId, cookie);
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const plain = await noScript.newPage();
    await plain.context().addCookies(await page.context().cookies());
    await plain.goto(pageUrl('nordwind', '/carriers'));
    const listed = await listedCarriers(plain);
    expect(listed.length).toBeGreaterThan(0);
    for (const { name, price } of listed) {
      const option = offered.find((candidate) => candidate.service === name);
      expect(option, `${name} is offered`).toBeDefined();
      const value = option?.price.value ?? 0;
      expect(price).toBe(value === 0 ? 'Gratis' : formatPrice(value, option?.price.currency ?? 'EUR', 'nl'));
      expect(root).toContain(asMarkup(name));
    }
    // The same list once the browser has hydrated it.
    await page.goto(pageUrl('nordwind', '/carriers'));
    await expect(page.getByRole('radio').first()).toBeChecked();
    expect(await listedCarriers(page)).toEqual(listed);
    await noScript.close();
  });

  test('reads without JavaScript: the carriers with their prices, and what the shopper gets back', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await selectionMade(page, CHOOSES);
    await page.goto(pageUrl('nordwind', '/carriers'));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Hoe wil je je retour versturen?' }),
    ).toBeVisible();
    await expect(page.locator('.rp-carrier__price').first()).toBeVisible();
    for (const { title } of CHOSEN)
      await expect(page.getByText(title, { exact: true }).first()).toBeVisible();
    await context.close();
  });

  test('hydrates without a mismatch or a second read of the draft, and choosing a carrier works', async ({
    page,
  }) => {
    const seen = watch(page);
    await selectionMade(page, CHOOSES);
    const saved: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().endsWith('/draft-return-order'))
        saved.push(request.postData() ?? '');
    });
    await page.goto(pageUrl('nordwind', '/carriers'));
    // Hydrated, and the visit has begun: the first carrier is chosen for the shopper.
    const radios = page.getByRole('radio');
    await expect(radios.first()).toBeChecked();
    const others = page.getByRole('button', { name: /^Toon \d+ andere opties?$/ });
    if (await others.isVisible()) await others.click();
    const second = page.locator('.rp-carrier__option').nth(1);
    const name = (await second.locator('.rp-carrier__name').textContent()) ?? '';
    await page.getByRole('radio', { name }).check();
    await expect(page.getByRole('radio', { name })).toBeChecked();
    await expect.poll(() => saved.length).toBeGreaterThanOrEqual(2);
    await expectNoAxeViolations(page);
    expect(seen.draftReads).toEqual([]);
    expect(seen.hydrationProblems()).toEqual([]);
  });
});

test.describe('the quote flow: carriers are the browser’s', () => {
  test("atelier's carriers page is not rendered on the server (the selection is the tab's) and still works", async ({
    page,
  }) => {
    const seen = watch(page);
    await signInWithSelection(
      page,
      'atelier',
      QUOTES,
      [{ title: 'Midi Wrap Dress "Flora"', reason: 'Past niet' }],
      undefined,
      HOST_PORT,
    );
    const { html } = await served(page, 'atelier', '/carriers');
    expect(html).not.toContain('data-server-rendered');
    expect(html).not.toContain('portal-scope');
    expect(html).toContain('rp-server-step');
    await page.goto(pageUrl('atelier', '/carriers'));
    // atelier chooses the first carrier for the shopper.
    await expect(page.getByRole('radio', { name: 'DHL point, no printer needed' })).toBeChecked();
    await page.getByRole('radio', { name: 'Nee, bedankt' }).check();
    await expect(page.getByRole('radio', { name: 'Nee, bedankt' })).toBeChecked();
    await expectNoAxeViolations(page);
    expect(seen.hydrationProblems()).toEqual([]);
  });
});

test.describe('a draft the server cannot read all of', () => {
  test('an exchange (its reason is the tab’s): confirm items is the first paint as before, and the page shows the tab’s selection', async ({
    page,
  }) => {
    // The draft holds the exchange; the tab the exchange as select items kept it.
    const response = await page.request.post(sandboxUrl('/sandbox/seeded-returns'), {
      data: {
        merchant: 'nordwind',
        shopper: EXCHANGES,
        items: [{ title: 'Merino Crew Sweater', exchangeTo: 'M' }],
        until: 'draft',
      },
    });
    expect(response.status(), await response.text()).toBe(200);
    const [purchase] = purchasesResponseSchema.parse(
      ((await response.json()) as { purchases: unknown[] }).purchases,
    );
    const config = shopConfiguration('nordwind', '');
    if (!purchase || !config) throw new Error('No seeded sweater');
    const card = itemsOfPurchase(purchase, derivationSettings(config)).find(isSelectable);
    const size = card?.exchangeOptions.find((option) => option.title === 'M');
    if (!card || !size) throw new Error('No exchange to size M');
    const exchange = exchangeSelection(card, size);
    await signInByApi(page, 'nordwind', EXCHANGES, HOST_PORT, {
      'selectItems-storage': [exchange],
      'selectItems-quantities': { [exchange.uid]: 1 },
    });
    const seen = watch(page);

    const { html } = await served(page, 'nordwind', '/confirm-items');
    expect(html).not.toContain('data-server-rendered');
    expect(html).toContain('rp-server-step');
    await page.goto(pageUrl('nordwind', '/confirm-items'));
    const exchanges = page.getByRole('list', { name: 'Te ruilen artikelen' });
    await expect(exchanges.getByText('Merino Crew Sweater', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    expect(seen.hydrationProblems()).toEqual([]);
  });
});
