/** Confirm items (issue 4): the exchanges section also shows when returned items could be exchanged. */
import { expect, test } from '@playwright/test';
import { portalUrl, selectReturn } from '../support/portal';
import { signInDirectly } from '../support/signed-in';

test('returning an exchangeable item shows the exchanges section with a way back to exchange', async ({
  page,
}) => {
  await signInDirectly(page, 'nordwind');
  await selectReturn(page, 'Linen Shirt', 'Te groot');
  await page.getByRole('button', { name: 'Verder met 1 artikel' }).click();
  await expect(page.getByRole('heading', { name: 'Te ruilen artikelen' })).toBeVisible();
  await expect(
    page.getByText('Sommige artikelen die je retourneert kun je ook ruilen voor een andere maat.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Liever ruilen' }).click();
  await expect(page).toHaveURL(portalUrl('nordwind', '/select-items'));
});

test('a return that cannot be exchanged shows no exchanges section', async ({ page }) => {
  await signInDirectly(page, 'nordwind');
  await selectReturn(page, 'Canvas Tote Bag', 'Te groot');
  await page.getByRole('button', { name: 'Verder met 1 artikel' }).click();
  await expect(page.getByRole('heading', { name: 'Te retourneren artikelen' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Te ruilen artikelen' })).toHaveCount(0);
});
