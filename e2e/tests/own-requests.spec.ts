/**
 * The sandbox refuses tampered drafts as the platform does (deploy/sandbox/src/routes/return-orders.test.ts:
 * a purchase listed twice, an exchange without one of its options, a gatekeeping request without its
 * answers, a unit returned twice, unticked terms). The portal's own requests must pass those checks,
 * in the flows that carry what the checks look at: an exchange for another size, and a gatekeeping
 * request with its answers and a photo.
 */
import { expect, type Page, test } from '@playwright/test';
import { answerGatekeeping } from '../support/gatekeeping';
import { portalUrl, type Shopper, sandboxUrl, selectReturn, signIn } from '../support/portal';
import { submitWith } from '../support/return-flow';

/** Every platform call of the page the platform refused (4xx), as "METHOD path status". */
function refusals(page: Page) {
  const refused: string[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    const platform = pathname.startsWith('/api/') || pathname.startsWith('/volta/');
    if (platform && response.status() >= 400)
      refused.push(`${response.request().method()} ${pathname} ${response.status()}`);
  });
  return refused;
}

test('an exchange for another size passes the platform checks and makes one return order', async ({
  page,
}) => {
  const refused = refusals(page);
  const shopper: Shopper = { email: 'once-exchange@example.com', orderNumber: 'NW-6004' };
  await signIn(page, 'nordwind', shopper);
  const shirt = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Linen Shirt', exact: true }) });
  await shirt.getByRole('button', { name: 'Selecteren' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('radio', { name: 'Ruilen voor een andere maat' })).toBeChecked();
  await dialog.getByLabel('Nieuwe maat', { exact: true }).selectOption({ label: 'L' });
  await dialog.getByRole('button', { name: 'Selecteren' }).click();
  await expect(shirt).toContainText('Ruilen voor maat L (Te klein)');
  await page.getByRole('button', { name: 'Verder met 1 artikel' }).click();
  await page.getByRole('button', { name: 'Selectie bevestigen' }).click();
  await expect(page).toHaveURL(portalUrl('nordwind', '/carriers'));
  await submitWith(page, 'DPD Pickup point');
  // Paid or free, the return order exists: the payment page or the confirmation.
  await expect(page).toHaveURL(/\/sandbox\/pay\/|\/order-confirmation\b/);
  const created = await page.request.get(sandboxUrl('/sandbox/merchants/nordwind/orders/NW-6004/created'));
  expect(((await created.json()) as { returnOrders: number }).returnOrders).toBe(1);
  expect(refused).toEqual([]);
});

test('a gatekeeping request with its answers and a photo passes the platform checks', async ({ page }) => {
  const refused = refusals(page);
  await signIn(page, 'vault', { email: 'once-gate@example.se', orderNumber: 'V-7010' });
  await selectReturn(page, 'Brass Arc Floor Lamp', 'Defect');
  await page.getByRole('button', { name: 'Verder met 1 artikel' }).click();
  await answerGatekeeping(page, 'The lamp flickers', 'lamp.png');
  await page.getByRole('button', { name: 'Aanvraag indienen' }).click();
  await expect(page).toHaveURL(portalUrl('vault', '/request-confirmation'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Je retouraanvraag is ingediend');
  expect(refused).toEqual([]);
});
