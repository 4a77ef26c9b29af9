/**
 * While a step is on screen and the page is idle, the next step's code and styles are fetched (not
 * run): Continue then finds them in the cache (host/src/features/remote-step/next-step.ts).
 */
import { expect, type Page, test } from '@playwright/test';
import { portalUrl, selectReturn } from '../support/portal';
import { signInDirectly } from '../support/signed-in';

const NOOR = { email: 'noor@example.com', orderNumber: 'NW-5071' };

/** Resolves with the first request for a file of `expose` (its chunk is named after it). */
const fetchOf = (page: Page, expose: string) =>
  page.waitForRequest((request) => request.url().includes(`__federation_expose_${expose}.`), {
    timeout: 15_000,
  });

test('each step fetches the next one’s files before Continue, and the next step takes them instead of asking again', async ({
  page,
}) => {
  const confirmItems = fetchOf(page, 'confirm_items');
  await signInDirectly(page, 'nordwind', NOOR);
  // On select items, untouched: confirm items' page arrives by itself.
  await confirmItems;

  const carriers = fetchOf(page, 'carriers');
  await selectReturn(page, 'Linen Shirt', 'Te klein');
  await page.getByRole('button', { name: /^Verder met/ }).click();
  await expect(page).toHaveURL(portalUrl('nordwind', '/confirm-items'));
  await expect(page.getByRole('heading', { level: 1, name: 'Controleer je selectie' })).toBeVisible();
  await carriers;

  // The step's own load takes the fetched files: one request for its page's chunk, not two.
  const carriersChunk = (await carriers).url();
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  const confirmation = fetchOf(page, 'order_confirmation');
  await page.getByRole('button', { name: 'Selectie bevestigen' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Hoe wil je je retour versturen?' }),
  ).toBeVisible();
  await confirmation;
  expect(requested.filter((url) => url === carriersChunk)).toEqual([]);
});
