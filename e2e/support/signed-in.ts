/**
 * The browser tests' fixtures for tests that are not about signing in (issue 33): a shopper signed in
 * through the platform's sign-in call rather than the sign-in page, and returns (or a selection)
 * seeded in the sandbox rather than walked to. Sign-in's own specs keep the page.
 */
import { type APIResponse, test as base, expect, type Page } from '@playwright/test';
import { merchants } from '../../deploy/sandbox/src/data/seed';
import { shopConfiguration } from '../../deploy/sandbox/src/routes/shops';
import {
  derivationSettings,
  isSelectable,
  itemsOfPurchase,
} from '../../remote-selection/src/model/portal-items';
import { reasonsFor } from '../../remote-selection/src/model/return-reasons';
import { returnSelection } from '../../remote-selection/src/model/selected-item';
import { purchasesResponseSchema } from '../../shared/src/api/schemas';
import { usesQuoteFlow } from '../../shared/src/flows';
import { portalUrl, type Shopper, sampleFor, sandboxUrl } from './portal';
import { HOST_PORT } from './ports';

/** What `POST /sandbox/seeded-returns` takes (docs/sandbox.md#seeded-returns). */
interface ReturnSeed {
  merchant: string;
  shopper: Shopper;
  items: {
    title: string;
    reasonId?: string | number;
    quantity?: number;
    exchangeTo?: string;
    resolution?: 'Refund' | 'StoreCredit';
  }[];
  until: 'selection' | 'draft' | 'carriers' | 'return-order' | 'quote';
  carrier?: string;
  payment?: 'paid' | 'canceled' | 'failed' | 'expired';
  /** How many parcels (draft flow): one label each. */
  parcels?: number;
}

/** What the sandbox seeded: the shopper, and the order with its confirmation's path. */
interface SeededReturn {
  consumerId: string;
  purchaseIds: string[];
  /** The items' purchase lines, as the purchases call answers them. */
  purchases: unknown[];
  returnOrder?: { id: string; submittedStatus: 'Payment' | 'Submitted'; paymentUrl?: string };
  quote?: { quoteUuid: string; paymentUrl?: string | null };
  confirmation?: string;
}

/**
 * The sign-ins already written in this tab: an init script runs on every load, and a reload or a
 * page after logging out must not sign the shopper in again.
 */
const WRITTEN = 'e2e-signed-in';
const SESSION_COOKIE = 're_session';

/** Gives the page's browser the cookie `name` that `response` (of a request to `merchant`'s host) set. */
async function keepCookie(page: Page, response: APIResponse, name: string, merchant: string) {
  const set = response
    .headersArray()
    .find(({ name: header, value }) => header.toLowerCase() === 'set-cookie' && value.startsWith(`${name}=`));
  const [pair = ''] = set?.value.split(';') ?? [];
  expect(pair, `the answer sets ${name}`).not.toBe('');
  await page.context().addCookies([
    {
      name,
      value: pair.slice(name.length + 1),
      domain: `${merchant}.localhost`,
      path: '/',
      httpOnly: true,
      sameSite: 'Lax',
    },
  ]);
}

/**
 * Answers `merchant`'s analytics consent notice without its page, as the notice does: the host keeps
 * the answer in a signed cookie (docs/analytics.md#consent), which the browser gets here.
 */
export async function answerConsentByApi(
  page: Page,
  merchant: string,
  choice: 'granted' | 'denied',
  port = HOST_PORT,
) {
  const response = await page.request.post(`http://localhost:${port}/consent`, {
    headers: { host: `${merchant}.localhost:${port}` },
    data: { choice },
  });
  expect(response.status(), await response.text()).toBe(204);
  await keepCookie(page, response, 'portal-consent', merchant);
}

/**
 * Signs `shopper` in to `merchant` as the sign-in form does, without its page: the platform's sign-in
 * through the host (whose session cookie the browser gets for the shop's origin), and the
 * session-storage keys the shell reads once signed in (`consumer-storage`, `sign-in-details`, as
 * shared/src/model/persistence.ts keeps them), with `stored`'s keys besides (what later steps
 * left there). Resolves with the consumer id.
 */
export async function signInByApi(
  page: Page,
  merchant: string,
  shopper?: Shopper,
  port = HOST_PORT,
  stored: Record<string, unknown> = {},
) {
  const who = shopper ?? sampleFor(merchant);
  const storeId = merchants.find((candidate) => candidate.merchantName === merchant)?.id;
  if (!storeId) throw new Error(`No seeded shop ${merchant}`);
  const identifier = who.email ?? '';
  // The runner's network stack does not resolve *.localhost as Chromium does: ask localhost as the shop.
  const response = await page.request.post(`http://localhost:${port}/api/v0/auth/consumer`, {
    headers: { host: `${merchant}.localhost:${port}` },
    data: {
      ...(identifier.includes('@') ? { email: identifier } : { postalCode: identifier }),
      orderNumber: who.orderNumber,
      locale: 'nl',
      storeId,
      ...(who.country ? { country: who.country } : {}),
      userProperties: { deviceId: crypto.randomUUID(), sessionId: crypto.randomUUID() },
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { id } = (await response.json()) as { id: string };
  // The platform's session cookie, passed on by the host (its name: host/server/platform-session.ts).
  await keepCookie(page, response, SESSION_COOKIE, merchant);
  await page.addInitScript(
    ({ host, written, token, values }) => {
      if (location.hostname !== host) return;
      const done: string[] = JSON.parse(sessionStorage.getItem(written) ?? '[]');
      if (done.includes(token)) return;
      // As effector-storage writes them: JSON.
      for (const [key, value] of Object.entries(values)) sessionStorage.setItem(key, JSON.stringify(value));
      sessionStorage.setItem(written, JSON.stringify([...done, token]));
    },
    {
      host: `${merchant}.localhost`,
      written: WRITTEN,
      token: crypto.randomUUID(),
      values: {
        ...stored,
        'consumer-storage': id,
        'sign-in-details': {
          orderNumber: who.orderNumber.replace(/^#+/, ''),
          ...(who.country ? { country: who.country } : {}),
        },
      },
    },
  );
  return id;
}

/**
 * Signs in as `shopper` without the sign-in page and opens `path` of the shop (select items, where the
 * sign-in form leads, by default); resolves with the consumer id.
 */
export async function signInDirectly(
  page: Page,
  merchant: string,
  shopper?: Shopper,
  path = '/select-items',
  port = HOST_PORT,
) {
  const id = await signInByApi(page, merchant, shopper, port);
  await page.goto(portalUrl(merchant, path, port));
  await expect(page).toHaveURL(portalUrl(merchant, path, port));
  return id;
}

/** An item select items would have chosen: the first selectable card of `title`, returned for `reason`. */
export interface ChosenItem {
  title: string;
  /** The reason's text in Dutch, as the item dialog lists it. */
  reason: string;
}

/**
 * Signs in as `shopper` with `items` chosen and confirmed, without the pages of those steps: the sandbox
 * makes what confirm items leaves on the platform (the draft flow's draft; nothing in the quote flow), and
 * session storage gets the selection select items would have kept (`selectItems-storage`,
 * `selectItems-quantities`), each item built by select items' own rules (remote-selection's
 * `derivationSettings`, `itemsOfPurchase` and `returnSelection`, not a copy of them) from the purchase
 * line the sandbox answers. The purchases cache is left out: the carriers step fetches the purchases
 * itself when it has none, and a cache of these lines alone would hide the shopper's other orders on
 * select items. With `ordered`, the return is also made by `carrier` (the draft flow's return order, the
 * quote flow's quote) and the payment page answered as `payment` says, and `selectItems-submitted` names its
 * confirmation, as the carriers step leaves it. Resolves with what the sandbox seeded.
 */
export async function signInWithSelection(
  page: Page,
  merchant: string,
  shopper: Shopper,
  items: ChosenItem[],
  ordered?: Pick<ReturnSeed, 'carrier' | 'payment'>,
  port = HOST_PORT,
) {
  const config = shopConfiguration(merchant, '');
  if (!config) throw new Error(`No seeded shop ${merchant}`);
  const reasons = reasonsFor(config.returnReasons, 'nl');
  const quoteFlow = usesQuoteFlow(config);
  const reasonOf = ({ reason }: ChosenItem) => {
    const option = reasons.find((candidate) => candidate.text === reason);
    if (!option) throw new Error(`${merchant} has no reason ${reason}`);
    return option;
  };
  const response = await page.request.post(sandboxUrl('/sandbox/seeded-returns'), {
    data: {
      merchant,
      shopper,
      items: items.map((item) => ({ title: item.title, reasonId: reasonOf(item).id })),
      until: ordered ? (quoteFlow ? 'quote' : 'return-order') : quoteFlow ? 'selection' : 'draft',
      ...ordered,
    } satisfies ReturnSeed,
  });
  expect(response.status(), await response.text()).toBe(200);
  const seeded = (await response.json()) as SeededReturn;
  const settings = derivationSettings(config);
  const selected = purchasesResponseSchema.parse(seeded.purchases).map((purchase, index) => {
    const item = items[index] as ChosenItem;
    const card = itemsOfPurchase(purchase, settings).find(isSelectable);
    if (!card) throw new Error(`No selectable card of ${item.title}`);
    return returnSelection(card, reasonOf(item), '');
  });
  await signInByApi(page, merchant, shopper, port, {
    'selectItems-storage': selected,
    'selectItems-quantities': Object.fromEntries(selected.map(({ uid, quantity }) => [uid, quantity])),
    ...(ordered
      ? { 'selectItems-submitted': { kind: quoteFlow ? 'quote' : 'return-order', next: seeded.confirmation } }
      : {}),
  });
  return seeded;
}

/**
 * The fixtures: `apiSignIn` (signed in), `signedIn` (signed in, on `path`) and `seedReturn` (a return made in
 * the sandbox).
 */
export const test = base.extend<{
  /** Signs in as `shopper` without the sign-in page, staying where the page is; resolves with the consumer id. */
  apiSignIn: (merchant: string, shopper?: Shopper, port?: number) => Promise<string>;
  /**
   * Signs in as `shopper` (the shop's sample one by default) without the sign-in page and opens `path`
   * (select items by default); resolves with the consumer id.
   */
  signedIn: (merchant: string, shopper?: Shopper, path?: string, port?: number) => Promise<string>;
  /** Makes a return in the sandbox as the pages would have (docs/sandbox.md#seeded-returns). */
  seedReturn: (seed: ReturnSeed) => Promise<SeededReturn>;
}>({
  apiSignIn: async ({ page }, use) => {
    await use((merchant, shopper, port) => signInByApi(page, merchant, shopper, port));
  },
  signedIn: async ({ page }, use) => {
    await use((merchant, shopper, path, port) => signInDirectly(page, merchant, shopper, path, port));
  },
  seedReturn: async ({ playwright }, use) => {
    const request = await playwright.request.newContext();
    await use(async (seed) => {
      const response = await request.post(sandboxUrl('/sandbox/seeded-returns'), { data: seed });
      expect(response.status(), await response.text()).toBe(200);
      return (await response.json()) as SeededReturn;
    });
    await request.dispose();
  },
});

export { expect };

/**
 * `path` of `merchant`'s portal on `port` as the server sends it to this browser (its cookies), before any
 * script could run: the HTML, the cookie header sent, and the answer's headers.
 */
export async function servedPage(page: Page, merchant: string, path: string, port = HOST_PORT) {
  const url = portalUrl(merchant, path, port);
  const cookie = (await page.context().cookies(url)).map(({ name, value }) => `${name}=${value}`).join('; ');
  // The runner's own network stack does not resolve *.localhost: ask localhost as the shop.
  const response = await page.request.get(`http://localhost:${port}${path}`, {
    headers: { host: new URL(url).host, cookie, accept: 'text/html' },
  });
  expect(response.status()).toBe(200);
  return { html: await response.text(), cookie, headers: response.headers() };
}

/** Text as React writes it into markup. */
export const asMarkup = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
