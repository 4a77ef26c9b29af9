/** Confirm items (issue 4, first part): sections, the store-credit choice and its incentive. */
import { expect, test } from '@playwright/test';
import { expectStillWhileSaving } from '../support/layout-shifts';
import { expectNoAxeViolations, portalUrl, type Shopper, selectReturn } from '../support/portal';
import { signInDirectly } from '../support/signed-in';

/**
 * The shopper of the worker slot a test runs in (NW-3160…NW-3163, docs/sandbox.md): tests here write the
 * store-credit choice to the draft and expect to read back what they wrote, so two running at once (this
 * file runs in parallel, and any other file may sign in as the shop's sample shopper) must never share a
 * draft. Two tests running at once never have the same slot; each test starts from a new draft of refunds.
 */
function shopperOfSlot(slot: number): Shopper {
  if (slot > 3) throw new Error(`confirm-items has shoppers for 4 workers at once, not ${slot + 1}`);
  return { email: `confirm-${slot}@example.com`, orderNumber: `NW-316${slot}` };
}

test.beforeEach(async ({ page }, testInfo) => {
  await signInDirectly(page, 'nordwind', shopperOfSlot(testInfo.parallelIndex));
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
  // Gone only for the next visit's read: this visit's may still be on its way on a busy machine (a quiet
  // network is no sign that it was made), and a 404 to it would send the shopper back before the test does.
  let gone = false;
  await page.route('**/api/v0/consumer/*/draft-return-order', (route) =>
    gone && route.request().method() === 'GET'
      ? route.fulfill({
          status: 404,
          contentType: 'application/json',
          body: '{"errors":[{"code":"draft_404"}]}',
        })
      : route.continue(),
  );
  // Visited again from select items: the step asks for the draft itself (a reload has the server read it,
  // which this page cannot make gone).
  await page.getByRole('button', { name: 'Selectie wijzigen' }).click();
  await expect(page).toHaveURL(portalUrl('nordwind', '/select-items'));
  gone = true;
  const read = page.waitForResponse(
    (response) => response.request().method() === 'GET' && response.url().endsWith('/draft-return-order'),
  );
  await page.getByRole('button', { name: 'Verder met 1 artikel' }).click();
  expect((await read).status()).toBe(404);
  await expect(page).toHaveURL(portalUrl('nordwind', '/select-items'));
  await expect(page.getByRole('button', { name: 'Verder met 1 artikel' })).toBeVisible();
});

test('the store-credit choice is saved on the draft at once', async ({ page }) => {
  const updates: unknown[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().endsWith('/draft-return-order'))
      updates.push(request.postDataJSON());
  });
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && response.url().endsWith('/draft-return-order'),
  );
  await page.getByRole('radio', { name: /Tegoed in de winkel/ }).check();
  await expect.poll(() => updates.length).toBe(1);
  // Written before the test ends: the slot's next test starts from a draft this write can no longer change.
  expect((await saved).ok()).toBe(true);
  expect(updates[0]).toEqual({
    selectedPurchases: [expect.objectContaining({ resolutionType: 'StoreCredit' })],
  });
});

test('saving the choice moves nothing: the confirm button stays where the shopper aims', async ({ page }) => {
  await expectStillWhileSaving(page, page.getByRole('button', { name: 'Selectie bevestigen' }), () =>
    page.getByRole('radio', { name: /Tegoed in de winkel/ }).check(),
  );
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
