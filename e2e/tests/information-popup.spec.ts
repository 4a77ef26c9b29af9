/** The information popup (issue 4): opens on arrival at /select-items where the shop turned it on. */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/portal';
import { signInDirectly } from '../support/signed-in';

test('opens on arrival with sanitised text, and closes', async ({ page }) => {
  await signInDirectly(page, 'kiosk');
  const popup = page.getByRole('dialog', { name: 'Goed om te weten' });
  await expect(popup).toBeVisible();
  await expect(popup.locator('b')).toHaveText('Terugbetalingen');
  await expectNoAxeViolations(page);
  await popup.getByRole('button', { name: 'Begrepen', exact: true }).click();
  await expect(popup).toBeHidden();
});

test('does not open where the shop did not turn it on', async ({ page }) => {
  await signInDirectly(page, 'nordwind');
  await expect(page.getByRole('heading', { name: 'Bestelling #NW-1001' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
