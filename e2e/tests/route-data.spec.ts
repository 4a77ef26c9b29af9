/**
 * No request waterfalls (issue 11 "Speed"): a step's data is asked for as soon as its route is
 * entered, in parallel with the remote's code, not after the code has arrived and rendered.
 */
import { expect, test } from '@playwright/test';
import { portalUrl, selectExchange } from '../support/portal';
import { signInDirectly } from '../support/signed-in';

test("confirm items' draft is requested while remote-selection's code is still on its way", async ({
  page,
}) => {
  // A shopper of her own: the draft is hers alone (mila's is the store-credit reload test's).
  await signInDirectly(page, 'nordwind', { email: 'mika@example.com', orderNumber: 'NW-3152' });
  // An exchange: the server leaves confirm items to the browser (the exchange's reason is the tab's), whose
  // start is what this test is about.
  await selectExchange(page, 'Linen Shirt', 'L');
  await page.getByRole('button', { name: /^Verder met/ }).click();
  await expect(page).toHaveURL(portalUrl('nordwind', '/confirm-items'));
  // The page before the reload done asking: its own draft request must not be counted as the reloaded one's.
  await expect(page.getByRole('button', { name: 'Selectie bevestigen' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  // After a reload the remote's code comes again; it is held back until the draft is asked for (a
  // fixed delay would be too short on a busy machine). A page that asked only once the code was
  // there would never ask: after 15 s the code goes on anyway, which the test counts and fails on.
  let draftRequests = 0;
  let codeReleasedUnasked = 0;
  let draftAsked: () => void = () => undefined;
  const asked = new Promise<'asked'>((resolve) => (draftAsked = () => resolve('asked')));
  await page.route('**/apps/remote-selection/**', async (route) => {
    const waited = await Promise.race([
      asked,
      new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 15_000)),
    ]);
    if (waited === 'timeout') codeReleasedUnasked++;
    await route.continue();
  });
  // Only the reloaded page counts: the old one may still be asking as it goes.
  let reloaded = false;
  page.on('request', (request) => {
    if (request.resourceType() === 'document') reloaded = true;
    if (reloaded && request.method() === 'GET' && request.url().endsWith('/draft-return-order')) {
      draftRequests++;
      draftAsked();
    }
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Controleer je selectie' })).toBeVisible();
  // The heading is the server's first paint: the shell starts after it, and asks while the code waits.
  await expect.poll(() => draftRequests).toBeGreaterThan(0);
  expect(codeReleasedUnasked).toBe(0);
  await expect(page.getByRole('button', { name: 'Selectie bevestigen' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(draftRequests).toBe(1);
});
