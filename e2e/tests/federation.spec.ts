/** Module Federation at run time (issue 2): one bus for all apps, and a remote that is down. */
import { expect, test } from '@playwright/test';
import { enterDemo, portalUrl, selectReturn, signIn } from '../support/portal';

const STEP_FAILED = /could not be loaded|niet worden geladen/i;

test('the bus is one instance: the host and two remotes see the same state', async ({ page }) => {
  // remote-auth writes the consumer id…
  await signIn(page, 'nordwind');
  // …the host shell reads it (its logout button appears)…
  await expect(page.getByRole('button', { name: /log out|uitloggen/i })).toBeVisible();
  // …and remote-selection reads it to load this consumer's purchases, then writes the selection.
  await selectReturn(page, 'Merino Crew Sweater', 'Te klein');
  const unselect = page.getByRole('button', { name: 'Deselecteren' });
  await expect(unselect).toHaveCount(1);
  expect(await page.evaluate(() => globalThis.__PORTAL_SHARED_EVALUATIONS__)).toBe(1);

  // A reload keeps the consumer and the selection (session storage).
  await page.reload();
  await expect(unselect).toHaveCount(1);

  // The host's logout clears what remote-auth and remote-selection wrote.
  await page.getByRole('button', { name: /log out|uitloggen/i }).click();
  await expect(page).toHaveURL(portalUrl('nordwind', '/'));
  expect(await page.evaluate(() => sessionStorage.getItem('selectItems-storage'))).not.toContain('uid');
});

test('a remote that cannot be loaded shows a fallback with retry while the rest keeps working', async ({
  page,
}) => {
  let blocked = true;
  await page.route('**/apps/remote-selection/**', (route) => (blocked ? route.abort() : route.continue()));
  // Demo mode opens /select-items without signing in.
  await enterDemo(page, 'nordwind');
  await page.goto(portalUrl('nordwind', '/select-items'));

  const fallback = page.getByRole('alert').filter({ hasText: STEP_FAILED });
  await expect(fallback).toBeVisible();
  // The shell still works…
  await page.getByRole('button', { name: /taal|language/i }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  // …and so do the other remotes' steps.
  await page.goto(portalUrl('nordwind', '/'));
  await expect(page.locator('form')).toBeVisible();

  // Retry recovers once the remote is reachable again, without reloading the page.
  await page.goto(portalUrl('nordwind', '/select-items'));
  await expect(fallback).toBeVisible();
  blocked = false;
  await fallback.getByRole('button').click();
  await expect(page.getByText(/1 (of|van) 3/)).toBeVisible();
});

test('a blocked manifest (not only the entry) also falls back and recovers', async ({ page }) => {
  let blocked = true;
  await page.route('**/apps/remote-auth/**/mf-manifest.json', (route) =>
    blocked ? route.fulfill({ status: 503, body: 'down' }) : route.continue(),
  );
  await page.goto(portalUrl('nordwind'));
  const fallback = page.getByRole('alert').filter({ hasText: STEP_FAILED });
  await expect(fallback).toBeVisible();
  await expect(page.getByRole('button', { name: /taal|language/i })).toBeVisible();
  blocked = false;
  await fallback.getByRole('button').click();
  await expect(page.locator('form')).toBeVisible();
});

test('an answer of the wrong shape shows the error screen of remote-confirmation, not a blank page', async ({
  page,
}) => {
  await page.route('**/api/v0/consumer/*/purchases', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '[{"purchaseId": 42}]' }),
  );
  await signIn(page, 'nordwind');
  await expect(page.getByRole('heading', { name: /could not read|niet konden lezen/i })).toBeVisible();
  await expect(page.getByRole('link', { name: /support|contact/i })).toHaveAttribute('href', /^mailto:/);
  // The shell is still there around it.
  await expect(page.getByRole('button', { name: /taal|language/i })).toBeVisible();
});

test('a server error on a step shows the server error screen', async ({ page }) => {
  await page.route('**/api/v0/consumer/*/purchases', (route) => route.fulfill({ status: 503, body: 'down' }));
  await signIn(page, 'nordwind');
  await expect(
    page.getByRole('heading', { name: /temporarily unavailable|tijdelijk niet beschikbaar/i }),
  ).toBeVisible();
});
