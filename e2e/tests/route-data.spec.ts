/**
 * No request waterfalls (issue 11 "Speed"): a step's data is asked for as soon as its route is
 * entered, in parallel with the remote's code, not after the code has arrived and rendered.
 */
import { expect, test } from '@playwright/test';
import { portalUrl, selectReturn, signIn } from '../support/portal';

test("confirm items' draft is requested while remote-selection's code is still on its way", async ({
  page,
}) => {
  // A shopper of her own: the draft is hers alone (mila's is the store-credit reload test's).
  await signIn(page, 'nordwind', { email: 'mika@example.com', orderNumber: 'NW-3152' });
  await selectReturn(page, 'Canvas Tote Bag', 'Te klein');
  await page.getByRole('button', { name: /^Verder met/ }).click();
  await expect(page).toHaveURL(portalUrl('nordwind', '/confirm-items'));

  // After a reload the remote's code comes again; it is held back until the draft is asked for (a
  // fixed delay would be too short on a busy machine). A page that asked only once the code was
  // there would never ask: after 5 s the code goes on anyway, and the order below fails the test.
  const events: string[] = [];
  let draftAsked: () => void = () => undefined;
  const asked = new Promise<void>((resolve) => (draftAsked = resolve));
  await page.route('**/apps/remote-selection/**', async (route) => {
    await Promise.race([asked, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    await route.continue();
  });
  page.on('request', (request) => {
    if (request.method() === 'GET' && request.url().endsWith('/draft-return-order')) {
      events.push('draft asked');
      draftAsked();
    }
  });
  page.on('response', (response) => {
    // Only what the reloaded page does counts: the old page may still be receiving its lazy chunks.
    if (response.request().resourceType() === 'document') events.length = 0;
    // The remote's first script (its entry, before any page chunk) is the earliest its code can arrive.
    if (/\/apps\/remote-selection\/[^?]*\.js$/.test(response.url())) events.push('page code arrived');
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Controleer je selectie' })).toBeVisible();
  expect(events.indexOf('draft asked')).toBeGreaterThanOrEqual(0);
  expect(events.indexOf('draft asked')).toBeLessThan(events.indexOf('page code arrived'));
  // The page took the early answer instead of asking again: the step's own request is the one its
  // route-data declaration started (a step whose request and declaration parted would ask twice).
  // That an identical GET takes the early answer is the HTTP client's rule (client.test.ts, "prefetchGet").
  await expect(page.getByRole('button', { name: 'Selectie bevestigen' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(events.filter((event) => event === 'draft asked')).toHaveLength(1);
});
