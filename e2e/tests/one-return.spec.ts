/**
 * One return, never two (docs/business-rules.md#one-return-never-two): the answer to creating the return
 * order (draft flow) or the quote (quote flow, ecommerce-less) is lost, malformed or of the wrong shape; the shopper presses
 * the button again, and the sandbox has made exactly one. The kept request uuid
 * (shared/src/submission.ts) is what makes the second press ask about the first return.
 */
import { expect, type Page, type Route, test } from '@playwright/test';
import { type Shopper, sandboxUrl } from '../support/portal';
import {
  giveKioskAddress,
  kioskToCarriers,
  readyToSubmit,
  SUBMIT,
  startOnCarriers,
} from '../support/return-flow';

type Fault = 'dropped' | 'malformed' | 'wrong shape';
const FAULTS: Fault[] = ['dropped', 'malformed', 'wrong shape'];

// Each test counts the returns of its own order before and after: run them one after the other.
test.describe.configure({ mode: 'default' });

/** How many return orders and quotes the sandbox made from this seeded order. */
async function created(page: Page, merchant: string, orderNumber: string) {
  const response = await page.request.get(
    sandboxUrl(`/sandbox/merchants/${merchant}/orders/${encodeURIComponent(orderNumber)}/created`),
  );
  expect(response.ok()).toBe(true);
  return (await response.json()) as { returnOrders: number; quotes: number };
}

/**
 * The creating call reaches the platform, which creates the return; the browser gets `fault`
 * instead of its answer, on every try of the press. `clear` lets later answers through.
 */
async function breakAnswers(page: Page, url: RegExp, fault: Fault) {
  let tries = 0;
  const handler = async (route: Route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    tries++;
    // The test runner cannot resolve *.localhost as the browser does: ask localhost as this shop.
    const request = route.request();
    const target = new URL(request.url());
    const response = await route.fetch({
      url: `${target.protocol}//localhost:${target.port}${target.pathname}${target.search}`,
      headers: { ...request.headers(), host: target.host },
    });
    expect(response.status()).toBe(200);
    if (fault === 'dropped') return route.abort('connectionreset');
    const body = fault === 'malformed' ? '{"id": "ro-' : JSON.stringify({ created: true });
    return route.fulfill({ status: 200, contentType: 'application/json', body });
  };
  await page.route(url, handler);
  return { tries: () => tries, clear: () => page.unroute(url, handler) };
}

/** Presses submit with the answer broken, sees the failure said, then presses again. */
async function pressTwice(page: Page, url: RegExp, fault: Fault) {
  const broken = await breakAnswers(page, url, fault);
  await page.getByRole('button', { name: SUBMIT }).click();
  await expect.poll(broken.tries).toBeGreaterThan(0);
  // The failure is said on the page (a lost answer after the press's own tries).
  await expect(page.getByRole('alert').filter({ hasText: /\S/ }).first()).toBeVisible({ timeout: 15_000 });
  await broken.clear();
  await page.getByRole('button', { name: SUBMIT }).click();
}

const RETURN_ORDER = /\/api\/v0\/consumer\/[^/]+\/return-order$/;
const QUOTES = /\/volta\/quotes$/;

test.describe('draft flow: the return order', () => {
  FAULTS.forEach((fault, index) => {
    test(`an answer ${fault}, pressed again: one return order`, async ({ page }) => {
      const shopper: Shopper = { email: `once${index + 1}@example.com`, orderNumber: `NW-600${index + 1}` };
      await startOnCarriers(page, 'nordwind', shopper, 'Canvas Tote Bag', 'Te groot');
      await readyToSubmit(page, 'DPD Pickup point');
      await pressTwice(page, RETURN_ORDER, fault);
      await expect(page).toHaveURL(/\/sandbox\/pay\//);
      expect((await created(page, 'nordwind', shopper.orderNumber)).returnOrders).toBe(1);
    });
  });
});

test.describe('quote flow: the quote', () => {
  // A shopper per quote: a quote holds its units (docs/business-rules.md#your-returns).
  const shoppers: Shopper[] = [
    { email: 'once-quote@example.nl', orderNumber: '100601' },
    { email: 'once-quote2@example.nl', orderNumber: '100722' },
    { email: 'once-quote3@example.nl', orderNumber: '100723' },
  ];
  FAULTS.forEach((fault, index) => {
    const shopper = shoppers[index] as Shopper;
    test(`an answer ${fault}, pressed again: one quote`, async ({ page }) => {
      const before = await created(page, 'atelier', shopper.orderNumber);
      await startOnCarriers(page, 'atelier', shopper, 'Midi Wrap Dress "Flora"', 'Past niet');
      await readyToSubmit(page, 'Ship it yourself');
      await pressTwice(page, QUOTES, fault);
      // Nothing to pay: the quote's confirmation.
      await expect(page).toHaveURL(/\/order-confirmation\/[0-9a-f-]{36}$/);
      expect((await created(page, 'atelier', shopper.orderNumber)).quotes).toBe(before.quotes + 1);
    });
  });
});

test.describe('ecommerce-less: the quote', () => {
  const shopper: Shopper = { email: 'once-kiosk@example.de', orderNumber: 'K-6001', country: 'DE' };
  for (const fault of FAULTS) {
    test(`an answer ${fault}, pressed again: one quote`, async ({ page }) => {
      const before = await created(page, 'kiosk', shopper.orderNumber);
      await kioskToCarriers(page, shopper, [{ title: 'Wollen sjaal', color: 'Rood', size: 'One size' }]);
      await readyToSubmit(page, 'Ship it yourself');
      // Kiosk knows no address: the shopper gives it (names included).
      await giveKioskAddress(page, 'Ship it yourself', 'Lukas', 'Becker');
      await pressTwice(page, QUOTES, fault);
      await expect(page).toHaveURL(/\/sandbox\/pay\//);
      expect((await created(page, 'kiosk', shopper.orderNumber)).quotes).toBe(before.quotes + 1);
    });
  }
});
