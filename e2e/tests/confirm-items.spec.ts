/** Confirm items (issue 4, first part): sections, the store-credit choice and its incentive. */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, portalUrl, selectReturn } from '../support/portal';
import { signInDirectly } from '../support/signed-in';

test.beforeEach(async ({ page }) => {
  await signInDirectly(page, 'nordwind');
  await selectReturn(page, 'Canvas Tote Bag', 'Te groot');
  await page.getByRole('button', { name: 'Verder met 1 artikel' }).click();
  await expect(page).toHaveURL(portalUrl('nordwind', '/confirm-items'));
});

test('shows the returns with their count, reason and quantity', async ({ page }) => {
  await expect(page.getByRole('heading', { name: 'Te retourneren artikelen' })).toBeVisible();
  await expect(page.getByText('1 product', { exact: true })).toBeVisible();
  const list = page.getByRole('list', { name: 'Te retourneren artikelen' });
  await expect(list).toContainText('Canvas Tote Bag');
  await expect(list).toContainText('Reden: Te groot');
  await expect(list).toContainText('Aantal: 1');
  await expectNoAxeViolations(page);
});

test('store credit chosen, with its incentive, leads on to the carriers', async ({ page }) => {
  const refund = page.getByRole('radio', { name: 'Terugbetaling via mijn oorspronkelijke betaalmethode' });
  await expect(refund).toBeChecked();
  const storeCredit = page.getByRole('radio', { name: /Tegoed in de winkel/ });
  await expect(page.getByText('€ 2,50 extra (10%)')).toBeVisible();
  await storeCredit.check();
  await page.getByRole('button', { name: 'Selectie bevestigen' }).click();
  await expect(page).toHaveURL(portalUrl('nordwind', '/carriers'));
});

test('with no preselection a choice is required before going on', async ({ page }) => {
  await page.goto(portalUrl('nordwind', '/confirm-items?feature.no-store-credit-preselection=true'));
  const refund = page.getByRole('radio', { name: 'Terugbetaling via mijn oorspronkelijke betaalmethode' });
  await expect(refund).not.toBeChecked();
  await page.getByRole('button', { name: 'Selectie bevestigen' }).click();
  await expect(page.getByRole('alert')).toHaveText('Kies hoe je je geld terug wilt.');
  await refund.check();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByRole('button', { name: 'Selectie bevestigen' }).click();
  await expect(page).toHaveURL(portalUrl('nordwind', '/carriers'));
});

test('change selection goes back to the list', async ({ page }) => {
  await page.getByRole('button', { name: 'Selectie wijzigen' }).click();
  await expect(page).toHaveURL(portalUrl('nordwind', '/select-items'));
});

test('a draft that is gone sends the shopper back to select items', async ({ page }) => {
  await page.route('**/api/v0/consumer/*/draft-return-order', (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({
          status: 404,
          contentType: 'application/json',
          body: '{"errors":[{"code":"draft_404"}]}',
        })
      : route.continue(),
  );
  await page.reload();
  await expect(page).toHaveURL(portalUrl('nordwind', '/select-items'));
});

test('the store-credit choice is saved on the draft at once', async ({ page }) => {
  const updates: unknown[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().endsWith('/draft-return-order'))
      updates.push(request.postDataJSON());
  });
  await page.getByRole('radio', { name: /Tegoed in de winkel/ }).check();
  await expect.poll(() => updates.length).toBe(1);
  expect(updates[0]).toEqual({
    selectedPurchases: [expect.objectContaining({ resolutionType: 'StoreCredit' })],
  });
});

test('a choice the server refuses is put back, and the shopper is told', async ({ page }) => {
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/v0/consumer/*/draft-return-order', async (route) => {
    if (route.request().method() !== 'PUT') return route.continue();
    await answered;
    return route.fulfill({ status: 500, contentType: 'application/json', body: '{"errors":[{"code":"x"}]}' });
  });
  const storeCredit = page.getByRole('radio', { name: /Tegoed in de winkel/ });
  const refund = page.getByRole('radio', { name: 'Terugbetaling via mijn oorspronkelijke betaalmethode' });
  await storeCredit.check();
  // Optimistic: the choice shows before the server answers.
  await expect(storeCredit).toBeChecked();
  answer();
  await expect(refund).toBeChecked();
  await expect(page.getByRole('alert')).toHaveText(
    'Je keuze kon niet worden opgeslagen. Probeer het opnieuw.',
  );
  await expectNoAxeViolations(page);
});
