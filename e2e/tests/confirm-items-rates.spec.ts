/** Confirm items when the exchange rates fail (issue 19): the store-credit incentive is not dropped quietly. */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, portalUrl, selectReturn, signIn } from '../support/portal';

test.describe('exchange rates', () => {
  // Oliver's order is in pounds, the incentive's maximum in euros: the incentive needs a rate. His
  // sneakers may be exchanged instead, so store credit is offered for them (the shirt is an exchange item).
  const oliver = { email: 'oliver@example.co.uk', orderNumber: 'NW-2040' };

  test('failing, the page says the store-credit bonus could not be loaded instead of dropping it quietly', async ({
    page,
  }) => {
    await page.route('**/volta/exchange-rates?*', (route) => route.fulfill({ status: 503, json: {} }));
    await signIn(page, 'nordwind', oliver);
    await selectReturn(page, 'Trail Runner Sneaker', 'Te groot');
    await page.getByRole('button', { name: 'Verder met 1 artikel' }).click();
    await expect(page).toHaveURL(portalUrl('nordwind', '/confirm-items'));
    await expect(
      page.getByRole('status').filter({ hasText: 'De bonus voor tegoed kon nu niet worden geladen' }),
    ).toBeVisible();
    await expect(page.getByText(/extra/)).toHaveCount(0);
    await expect(page.getByRole('radio', { name: /Tegoed in de winkel/ })).toBeEnabled();
    await expectNoAxeViolations(page);
  });
});
