/**
 * Confirm items' self-shipping quote is created once, whatever happens to its answer
 * (docs/business-rules.md#confirm-items, "One return, never two"): the platform creates the quote but
 * the browser loses the answer (the connection drops, or a gateway answers 502); the page tries again
 * with the same request uuid, the sandbox answers that uuid with the quote it made, and it holds
 * exactly one. A double click on confirm sends nothing more.
 */
import { expect, type Page, type Route, test } from '@playwright/test';
import { type Shopper, sandboxUrl, selectReturn } from '../support/portal';
import { signInDirectly } from '../support/signed-in';

const TERMS = 'Ik ga akkoord met de algemene voorwaarden van de retour';
const CONFIRM = 'Selectie bevestigen';

/** How many quotes the sandbox made from this seeded order. */
async function quotesOf(page: Page, orderNumber: string): Promise<number> {
  const response = await page.request.get(
    sandboxUrl(`/sandbox/merchants/atelier/orders/${orderNumber}/created`),
  );
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { quotes: number }).quotes;
}

type Fault = 'dropped' | 'a 502';
const CASES: { fault: Fault; shopper: Shopper }[] = [
  { fault: 'dropped', shopper: { email: 'once-lamp1@example.nl', orderNumber: '100602' } },
  { fault: 'a 502', shopper: { email: 'once-lamp2@example.nl', orderNumber: '100603' } },
];

for (const { fault, shopper } of CASES) {
  test(`the self-shipping quote's first answer ${fault}: tried again with the same request uuid, one quote`, async ({
    page,
  }) => {
    const before = await quotesOf(page, shopper.orderNumber);
    await signInDirectly(page, 'atelier', shopper);
    await selectReturn(page, 'Brass Arc Floor Lamp', 'Past niet');
    await page.getByRole('button', { name: 'Verder met 1 artikel' }).click();
    await expect(page).toHaveURL(/\/confirm-items$/);
    await page.getByRole('checkbox', { name: TERMS }).check();

    const uuids: string[] = [];
    let firstQuote = '';
    await page.route('**/volta/quotes', async (route: Route) => {
      const request = route.request();
      if (request.method() !== 'POST') return route.fallback();
      uuids.push(request.headers()['x-re-request-uuid'] ?? '');
      if (uuids.length > 1) return route.fallback();
      // The platform gets the first try and creates the quote; its answer never reaches the page.
      // The test runner cannot resolve *.localhost as the browser does: it asks localhost as this shop.
      const target = new URL(request.url());
      const response = await route.fetch({
        url: `${target.protocol}//localhost:${target.port}${target.pathname}`,
        headers: { ...request.headers(), host: target.host },
      });
      expect(response.status()).toBe(200);
      firstQuote = ((await response.json()) as { quoteUuid: string }).quoteUuid;
      if (fault === 'dropped') return route.abort('connectionreset');
      return route.fulfill({ status: 502, contentType: 'text/plain', body: 'Bad Gateway' });
    });

    await page.getByRole('button', { name: CONFIRM }).dblclick();
    await expect(page).toHaveURL(/\/order-confirmation\/[0-9a-f-]{36}$/, { timeout: 15_000 });
    // The second try asked about the first quote and got it: the confirmation is that quote's.
    expect(page.url()).toContain(`/order-confirmation/${firstQuote}`);
    expect(uuids).toHaveLength(2);
    expect(uuids[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(uuids[1]).toBe(uuids[0]);
    expect(await quotesOf(page, shopper.orderNumber)).toBe(before + 1);
  });
}
