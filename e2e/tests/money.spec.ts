/**
 * The money a shopper sees is the money they pay (docs/business-rules.md "Price and payment"): in
 * every flow the total the price summary shows is read off the page, and the sandbox's payment page
 * must ask exactly that amount. Each test states the total it expects too, so a wrong price on both
 * sides fails as well.
 *
 * Each test signs in as a shopper of its own (the draft and the units live on the server per
 * shopper), seeded for these tests in deploy/sandbox/src/data/seed.ts, and starts on the carriers step
 * with its selection seeded (`startOnCarriers`); the ecommerce-less test types its items in, as nothing
 * seeds a typed item.
 */
import { expect, type Page, test } from '@playwright/test';
import type { Shopper } from '../support/portal';
import { chooseCarrier, giveKioskAddress, kioskToCarriers, startOnCarriers } from '../support/return-flow';
import { changeConfig } from '../support/shop-config';

const TERMS = 'Ik ga akkoord met de algemene voorwaarden van de retour';
const INSURE = 'Ja, verzeker mijn retour';

/** Cents of an amount as the page ("€ 7,95") or the payment page ("€7.95") writes it; 0 for "Gratis". */
function centsOf(text: string): number {
  if (/gratis/i.test(text)) return 0;
  const match = /(\d+)[.,](\d{2})(?!\d)/.exec(text.replace(/\s/g, ''));
  if (!match) throw new Error(`Not an amount: ${text}`);
  return Number(match[1]) * 100 + Number(match[2]);
}

/** The total the price summary shows (docs/business-rules.md#price-summary), and that it adds up its lines. */
async function shownTotalCents(page: Page): Promise<number> {
  const summary = page.getByRole('region', { name: 'Kosten' });
  const total = centsOf(await summary.locator('.rp-price-summary__total dd').innerText());
  const lines = await summary
    .locator('.rp-price-summary__line:not(.rp-price-summary__total) dd')
    .allInnerTexts();
  expect(lines.reduce((sum, amount) => sum + centsOf(amount), 0)).toBe(total);
  return total;
}

/** Ticks the terms, goes on to pay, and answers the amount the sandbox's payment page asks. */
async function askedOnPaymentPage(page: Page): Promise<number> {
  await page.getByRole('checkbox', { name: TERMS }).check();
  const pay = page.getByRole('button', { name: 'Verder naar betalen' });
  // The draft flow saves each choice to the draft first; the button waits for that.
  await expect(pay).not.toHaveAttribute('aria-disabled', 'true');
  await pay.click();
  await expect(page).toHaveURL(/\/sandbox\/pay\//);
  const amount = page.locator('dt', { hasText: 'Amount' }).locator('xpath=following-sibling::dd[1]');
  return centsOf(await amount.innerText());
}

/** The summary shows `total` (and so has settled), which the payment page then asks. */
async function expectPaid(page: Page, total: string) {
  const summary = page.getByRole('region', { name: 'Kosten' });
  await expect(summary.locator('.rp-price-summary__total dd')).toHaveText(total);
  const shown = await shownTotalCents(page);
  expect(shown).toBe(centsOf(total));
  expect(await askedOnPaymentPage(page)).toBe(shown);
}

test.describe('draft flow', () => {
  test('without insurance, with the return request fee (a €24.95 tote is below the €50 threshold)', async ({
    page,
  }) => {
    const shopper: Shopper = { email: 'money-fee@example.com', orderNumber: 'NW-6101' };
    await startOnCarriers(page, 'nordwind', shopper, 'Canvas Tote Bag', 'Te groot');
    await page.getByRole('radio', { name: 'Nee, bedankt' }).check();
    const summary = page.getByRole('region', { name: 'Kosten' });
    await expect(summary).toContainText('Kosten retouraanvraag€ 1,95');
    // DPD 2.95 + the request fee 1.95.
    await expectPaid(page, '€ 4,90');
  });

  test('insured, with the largest parcel count, no request fee (a €59.95 shirt is above the threshold)', async ({
    page,
  }) => {
    // Nordwind does not offer the parcel count; this test's shop does.
    await changeConfig(page, 'nordwind', [
      ['"packagesQuantityEnabled":false', '"packagesQuantityEnabled":true'],
    ]);
    const shopper: Shopper = { email: 'money-insured@example.com', orderNumber: 'NW-6102' };
    await startOnCarriers(page, 'nordwind', shopper, 'Linen Shirt', 'Te groot');
    const more = page.getByRole('button', { name: 'Eén pakket meer' });
    for (const parcels of ['2', '3', '4']) {
      await more.click();
      await expect(page.getByLabel('Aantal pakketten')).toHaveValue(parcels);
    }
    await page.getByRole('radio', { name: INSURE }).check();
    const summary = page.getByRole('region', { name: 'Kosten' });
    await expect(summary).toContainText('Verzekering4 × € 1,99€ 7,96');
    await expect(summary).not.toContainText('Kosten retouraanvraag');
    // 4 × DPD 2.95 + 4 × 1.99.
    await expectPaid(page, '€ 19,76');
  });
});

test.describe('quote flow', () => {
  /** Atelier's carriers for the wrap dress and the chinos (€144.45), with `query` on the carriers page. */
  async function toAtelierCarriers(page: Page, shopper: Shopper, query = '') {
    await startOnCarriers(
      page,
      'atelier',
      shopper,
      ['Midi Wrap Dress "Flora"', 'Slim Chino Trousers'],
      'Past niet',
      query,
    );
    await chooseCarrier(page, 'DHL point, no printer needed');
    await page.getByRole('button', { name: 'Eén pakket meer' }).click();
    await expect(page.getByLabel('Aantal pakketten')).toHaveValue('2');
  }

  test('insured at the pricelists’ flat price, with the coverage it states', async ({ page }) => {
    await toAtelierCarriers(page, { email: 'money-flat@example.nl', orderNumber: '100611' });
    const insurance = page.getByRole('group', { name: 'Wil je je retour verzekeren?' });
    await expect(insurance).toContainText('€ 2,50 per pakket, verzekerd tot € 250,00');
    await page.getByRole('radio', { name: INSURE }).check();
    // 2 × DHL 4.50 + 2 × 2.50.
    await expectPaid(page, '€ 14,00');
  });

  test('insured by the value tier (insurance-tiers on): €2.99 per parcel, covered up to €200.00', async ({
    page,
  }) => {
    await toAtelierCarriers(
      page,
      { email: 'money-tiers@example.nl', orderNumber: '100612' },
      '?feature.insurance-tiers=true',
    );
    const insurance = page.getByRole('group', { name: 'Wil je je retour verzekeren?' });
    await expect(insurance).toContainText('€ 2,99 per pakket, verzekerd tot € 200,00');
    await page.getByRole('radio', { name: INSURE }).check();
    // 2 × DHL 4.50 + 2 × 2.99, what the page quoted.
    await expectPaid(page, '€ 14,98');
  });

  test('ecommerce-less, a Summer dress twice and a Wool scarf once: the handling fee counts 3 units', async ({
    page,
  }) => {
    await kioskToCarriers(page, { email: 'money@example.de', orderNumber: 'K-6101', country: 'DE' }, [
      { title: 'Summer dress', color: 'Blauw', size: 'M', quantity: '2' },
      { title: 'Wool scarf', color: 'Rood', size: 'One size', quantity: '1' },
    ]);
    await chooseCarrier(page, 'DHL Packstation');
    await giveKioskAddress(page, 'DHL Packstation', 'Mara', 'Geld');

    const summary = page.getByRole('region', { name: 'Kosten' });
    await expect(summary).toContainText('Administratiekosten3 × € 1,00€ 3,00');
    // Beside a handling fee the summary still shows the total: 4.95 + 3.00, what the payment page asks.
    await expectPaid(page, '€ 7,95');
  });
});
