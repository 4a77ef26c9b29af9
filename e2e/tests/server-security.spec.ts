/** The host server's guards as a shopper (and someone who copied their cookie) meet them (issue 8). */
import { expect, test } from '@playwright/test';
import { portalUrl, signIn } from '../support/portal';

test('signing out ends the session: a copy of the cookie reads no purchases afterwards', async ({
  page,
  browser,
}) => {
  const signedIn = page.waitForResponse((response) => response.url().endsWith('/api/v0/auth/consumer'));
  await signIn(page, 'nordwind');
  const { id: consumerId } = (await (await signedIn).json()) as { id: string };
  const session = (await page.context().cookies()).find((cookie) => cookie.name === 're_session');
  expect(session).toBeDefined();

  // Someone else's browser holds a copy of the cookie.
  const other = await browser.newContext();
  await other.addCookies(session ? [session] : []);
  const copy = await other.newPage();
  const purchasesUrl = portalUrl('nordwind', `/api/v0/consumer/${encodeURIComponent(consumerId)}/purchases`);
  expect((await copy.goto(purchasesUrl))?.status()).toBe(200);

  await page.getByRole('button', { name: 'Uitloggen' }).click();
  await expect(page).toHaveURL(portalUrl('nordwind', '/'));
  await expect
    .poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === 're_session'))
    .toBe(false);

  expect((await copy.goto(purchasesUrl))?.status()).toBe(401);
  await other.close();
});

test('a host name the platform does not know gets the unknown-shop page and no API', async ({ page }) => {
  const response = await page.goto(portalUrl('no-such-shop'));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Unknown shop' })).toBeVisible();
  // The takeover of issue 8: a magic link requested through a host the attacker chose.
  const api = await page.evaluate(async () => {
    const answer = await fetch('/api/v0/auth/magic-link', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-re-client': 'portal' },
      body: JSON.stringify({ email: 'emma@example.com', locale: 'nl', storeId: 'store-nordwind' }),
    });
    return { status: answer.status, body: await answer.json() };
  });
  expect(api).toEqual({
    status: 404,
    body: { errors: [{ code: 'unknown_shop', message: expect.any(String) }] },
  });
});
