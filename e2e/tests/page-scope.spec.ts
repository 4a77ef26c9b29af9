/**
 * The browser runs in one Effector scope (docs/architecture.md#the-page-runs-in-one-scope): a whole
 * draft-flow return at nordwind, from the sign-in page to the confirmation, with a reload on the way,
 * runs no unit outside the page's scope, and the console says nothing about a scope.
 */
import { expect, test } from '@playwright/test';
import { scopeLoss, watchForScopeLoss } from '../support/effector-scope';
import { portalUrl, type Shopper, selectReturn } from '../support/portal';

// A shopper of the walk's own: the return it creates holds her sweater.
const walker: Shopper = { email: 'scope-walk@example.com', orderNumber: 'NW-4330' };
const CONFIRMATION = /\/order-confirmation\?id=[^&]+&returnOrderId=[^&]+$/;

test('a whole draft-flow return runs in the page scope, across a reload', async ({ page }) => {
  const scopeMessages: string[] = [];
  page.on('console', (message) => {
    if (/scope|effector|provider/i.test(message.text()))
      scopeMessages.push(`${message.type()}: ${message.text()}`);
  });

  await page.goto(portalUrl('nordwind', '/'));
  await expect(page.getByLabel(/e-mail/i)).toBeVisible();
  await watchForScopeLoss(page);
  await page.getByLabel(/e-mail/i).fill(walker.email);
  await page.getByLabel(/order/i).fill(walker.orderNumber);
  await page.getByRole('button', { name: /verder/i }).click();
  await expect(page).toHaveURL(/\/select-items$/);

  await selectReturn(page, 'Merino Crew Sweater', 'Te groot');
  await page.getByRole('button', { name: 'Verder met 1 artikel' }).click();
  await page.getByRole('button', { name: 'Selectie bevestigen' }).click();
  await expect(page.getByRole('heading', { name: 'Hoe wil je je retour versturen?' })).toBeVisible();
  expect(await scopeLoss(page)).toEqual([]);

  // The reload reads the kept selection back into the new page's scope.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Hoe wil je je retour versturen?' })).toBeVisible();
  await watchForScopeLoss(page);
  await page.getByRole('button', { name: /^Toon \d+ andere opties$/ }).click();
  await page.getByRole('radio', { name: 'Return in a Nordwind store' }).check();
  await page.getByRole('radio', { name: 'Nee, bedankt' }).check();
  await page
    .getByRole('checkbox', { name: 'Ik ga akkoord met de algemene voorwaarden van de retour' })
    .check();
  await page.getByRole('button', { name: 'Retour aanmaken' }).click();
  await expect(page).toHaveURL(CONFIRMATION);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  expect(await scopeLoss(page)).toEqual([]);
  expect(scopeMessages).toEqual([]);
});
