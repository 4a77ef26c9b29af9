/**
 * An exchange for another product (docs/business-rules.md#exchange-for-another-product), walked as a shopper
 * does it in each flow (draft flow at nordwind, quote flow at atelier): the item dialog's third choice, the
 * product picker, the sums it shows, and then the money. A dearer jacket: the carriers step adds the
 * difference the picker showed and the payment page asks exactly that total. A cheaper one: the shopper keeps
 * the refund to the original payment method, nothing more is asked than the carrier, and the confirmation
 * names the refund the platform recorded for the return.
 *
 * The figures are worked out here from the sandbox's seeded catalogue and the shops' bonus settings, not
 * typed in and not by the portal's own rule. Each test has its own shopper (deploy/sandbox/src/data/seed.ts,
 * `jacket-up`, `jacket-down`): a return holds its units and the catalogue's stock.
 */
import { expect, type Page, test } from '@playwright/test';
import { catalog, merchants } from '../../deploy/sandbox/src/data/seed';
import { checkRadio, chooseOption, press, tabTo } from '../support/keyboard';
import { expectNoAxeViolations, portalUrl, type Shopper } from '../support/portal';
import { answerPayment, chooseCarrier, SUBMIT } from '../support/return-flow';
import { signInDirectly } from '../support/signed-in';

const TERMS = 'Ik ga akkoord met de algemene voorwaarden van de retour';
const cents = (price: number) => Math.round(price * 100);
const euros = (amountCents: number) =>
  new Intl.NumberFormat('nl', { style: 'currency', currency: 'EUR' }).format(amountCents / 100);

/** The shop's bonus on `returnedCents`, read from its seeded setting (EUR, so no conversion). */
function bonusCents(merchant: string, returnedCents: number): number {
  const bonus = merchants.find((shop) => shop.merchantName === merchant)?.productExchange?.bonus;
  if (!bonus) return 0;
  if (bonus.type === 'FIXED_AMOUNT') return cents(bonus.amount ?? 0);
  const share = Math.round((returnedCents * (bonus.percentage ?? 0)) / 100);
  return bonus.maximumAmount === undefined ? share : Math.min(share, cents(bonus.maximumAmount));
}

const FIELD = catalog.fieldJacket;
const PARKA = catalog.downParka;
const LINER = catalog.linerJacket;

/**
 * On select items: exchanges the card `from` for `to` in size M with `reason`, through the picker (search by
 * text), checking the sums the picker and the dialog show; answers the dialog's sums as the shopper saw them.
 */
async function exchangeForProduct(page: Page, from: string, to: string, reason: string, search: string) {
  await page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: from, exact: true }) })
    .getByRole('button', { name: 'Selecteren' })
    .click();
  const dialog = page.getByRole('dialog', { name: `${from} retourneren of ruilen` });
  await dialog.getByRole('radio', { name: 'Ruilen voor een ander product' }).check();
  await dialog.getByLabel('Reden van retour').selectOption({ label: reason });
  await dialog.getByRole('button', { name: 'Kies een product' }).click();

  const picker = page.getByRole('dialog', { name: 'Kies een nieuw product' });
  await expect(picker.getByRole('button', { name: new RegExp(to) })).toBeVisible();
  // The returned item's own product is not offered: another size of it is the dialog's other choice.
  await expect(picker.getByRole('button', { name: new RegExp(from) })).toHaveCount(0);
  await picker.getByRole('searchbox', { name: 'Zoek in de winkel' }).fill(search);
  await expect(picker.locator('.rp-picker__status')).toHaveText('1 product');
  await picker.getByRole('button', { name: new RegExp(to) }).click();
  await expect(picker.getByRole('heading', { name: to })).toBeFocused();
  await picker.getByRole('radio', { name: 'M', exact: true }).check();
  await expectNoAxeViolations(page);
  await picker.getByRole('button', { name: 'Kies dit product' }).click();
  await expect(picker).toBeHidden();
  await expect(dialog.getByText(`${to}, M`)).toBeVisible();
  return dialog;
}

/** The sums' line `label` in `dialog`. */
const sum = (dialog: ReturnType<Page['getByRole']>, label: string) =>
  dialog
    .locator('.rp-exchange-sums > div', { has: dialog.page().locator('dt', { hasText: label }) })
    .locator('dd');

/** Confirms the selection and arrives on the carriers step with `carrier` chosen, no insurance and the terms. */
async function toCarriersWith(page: Page, merchant: string, carrier: string) {
  await page.getByRole('button', { name: 'Verder met 1 artikel' }).click();
  await expect(page).toHaveURL(portalUrl(merchant, '/confirm-items'));
  await expect(page.getByText(/^Nieuw product: .+, M$/)).toBeVisible();
  await page.getByRole('button', { name: 'Selectie bevestigen' }).click();
  await expect(page).toHaveURL(portalUrl(merchant, '/carriers'));
  await chooseCarrier(page, carrier);
  const insurance = page.getByRole('radio', { name: 'Nee, bedankt' });
  if (await insurance.count()) await insurance.check();
  await page.getByRole('checkbox', { name: TERMS }).check();
}

/** Cents of an amount as the page ("€ 7,95") or the payment page ("€7.95") writes it; 0 for "Gratis". */
function centsOf(text: string): number {
  if (/gratis/i.test(text)) return 0;
  const match = /(\d+)[.,](\d{2})(?!\d)/.exec(text.replace(/\s/g, ''));
  if (!match) throw new Error(`Not an amount: ${text}`);
  return Number(match[1]) * 100 + Number(match[2]);
}

/** The carrier line's amount on the carriers step, in cents. */
const carrierCents = async (page: Page) =>
  centsOf(await page.locator('.rp-price-summary__line').first().locator('dd').innerText());

const FLOWS: {
  flow: string;
  merchant: string;
  carrier: string;
  reason: string;
  up: Shopper;
  down: Shopper;
}[] = [
  {
    flow: 'draft flow',
    merchant: 'nordwind',
    carrier: 'DPD',
    reason: 'Te groot',
    up: { email: 'jacket-up@example.com', orderNumber: 'NW-3802' },
    down: { email: 'jacket-down@example.com', orderNumber: 'NW-3803' },
  },
  {
    flow: 'quote flow',
    merchant: 'atelier',
    carrier: 'DHL point, no printer needed',
    reason: 'Past niet',
    up: { email: 'jacket-up@example.nl', orderNumber: '100902' },
    down: { email: 'jacket-down@example.nl', orderNumber: '100903' },
  },
];

for (const { flow, merchant, carrier, reason, up, down } of FLOWS) {
  test.describe(flow, () => {
    test(`a jacket for a dearer parka: the payment page asks exactly the difference shown, with the carrier (${merchant})`, async ({
      page,
    }) => {
      await signInDirectly(page, merchant, up);
      const dialog = await exchangeForProduct(page, FIELD.name, PARKA.name, reason, 'parka');
      const bonus = bonusCents(merchant, cents(FIELD.price));
      const difference = cents(PARKA.price) - cents(FIELD.price) - bonus;
      await expect(sum(dialog, 'Ruilbonus')).toHaveText(euros(bonus));
      await expect(sum(dialog, 'Je betaalt het verschil')).toHaveText(euros(difference));
      await dialog.getByRole('button', { name: 'Selecteren' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText(`Ruilen voor ${PARKA.name}, M (${reason})`)).toBeVisible();

      await toCarriersWith(page, merchant, carrier);
      const summary = page.getByRole('region', { name: 'Kosten' });
      await expect(summary).toContainText(`Prijsverschil met het nieuwe product${euros(difference)}`);
      const total = (await carrierCents(page)) + difference;
      await expect(summary.locator('.rp-price-summary__total dd')).toHaveText(euros(total));
      await page.getByRole('button', { name: SUBMIT }).click();
      await expect(page).toHaveURL(/\/sandbox\/pay\//);
      const asked = page.locator('dt', { hasText: 'Amount' }).locator('xpath=following-sibling::dd[1]');
      expect(centsOf(await asked.innerText())).toBe(total);
    });

    test(`a parka for a cheaper liner, the rest back to the payment method: the platform records that refund (${merchant})`, async ({
      page,
    }) => {
      await signInDirectly(page, merchant, down);
      const dialog = await exchangeForProduct(page, PARKA.name, LINER.name, reason, 'liner');
      const rest = cents(PARKA.price) - cents(LINER.price);
      const bonus = bonusCents(merchant, cents(PARKA.price));
      const restChoice = dialog.getByRole('group', { name: 'Hoe wil je het restbedrag ontvangen?' });
      // The original payment method is the default; store credit adds the bonus.
      await expect(
        restChoice.getByRole('radio', { name: 'Terug naar je oorspronkelijke betaalmethode' }),
      ).toBeChecked();
      await expect(restChoice).toContainText(euros(rest));
      await expect(restChoice).toContainText(euros(rest + bonus));
      await expect(sum(dialog, 'Terug naar je betaalmethode')).toHaveText(euros(rest));
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: 'Selecteren' }).click();
      await expect(dialog).toBeHidden();

      await toCarriersWith(page, merchant, carrier);
      const summary = page.getByRole('region', { name: 'Kosten' });
      await expect(summary).not.toContainText('Prijsverschil');
      await page.getByRole('button', { name: SUBMIT }).click();
      // A carrier that costs something is paid first; the rest is not taken off it.
      await page.waitForURL(/\/sandbox\/pay\/|\/order-confirmation/);
      if (/\/sandbox\/pay\//.test(page.url())) await answerPayment(page, 'Pay');
      await expect(page).toHaveURL(/\/order-confirmation/);
      const list = page.getByRole('region', { name: 'Wat je terugkrijgt' });
      await expect(list.locator('dt')).toHaveText('Terugbetaling via je oorspronkelijke betaalmethode');
      await expect(list.locator('dd')).toHaveText(euros(rest));
    });
  });
}

test('the picker by keyboard alone: search, a product, its size, back to the dialog with the focus where it was', async ({
  page,
}) => {
  await signInDirectly(page, 'nordwind', { email: 'jacket@example.com', orderNumber: 'NW-3801' });
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: FIELD.name, exact: true }) });
  await press(page, card.getByRole('button', { name: 'Selecteren' }));
  const dialog = page.getByRole('dialog', { name: `${FIELD.name} retourneren of ruilen` });
  const anotherProduct = dialog.getByRole('radio', { name: 'Ruilen voor een ander product' });
  await checkRadio(page, dialog.getByRole('group', { name: 'Wat wil je doen?' }), anotherProduct);
  await chooseOption(page, dialog.getByLabel('Reden van retour'), 'Te groot');
  const choose = dialog.getByRole('button', { name: 'Kies een product' });
  await press(page, choose);

  const picker = page.getByRole('dialog', { name: 'Kies een nieuw product' });
  const search = picker.getByRole('searchbox', { name: 'Zoek in de winkel' });
  await tabTo(page, search);
  await page.keyboard.type('liner');
  await expect(picker.locator('.rp-picker__status')).toHaveText('1 product');
  await press(page, picker.getByRole('button', { name: new RegExp(LINER.name) }));
  // The product's name has the focus: a screen reader starts there, and Tab goes on to its sizes.
  await expect(picker.getByRole('heading', { name: LINER.name })).toBeFocused();
  const sizes = picker.getByRole('group', { name: 'Maat' });
  await checkRadio(page, sizes, sizes.getByRole('radio', { name: 'M', exact: true }));
  await press(page, picker.getByRole('button', { name: 'Kies dit product' }));
  await expect(picker).toBeHidden();
  // Back in the dialog, on the button that opened the picker, which now offers another product.
  await expect(dialog.getByRole('button', { name: 'Kies een ander product' })).toBeFocused();
  await expect(dialog.getByText(`${LINER.name}, M`)).toBeVisible();
  // Escape closes only the picker, never the dialog under it.
  await press(page, dialog.getByRole('button', { name: 'Kies een ander product' }));
  await expect(picker).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();
  await expect(dialog).toBeVisible();
});

test('store credit for a cheaper product’s rest: the bonus is added, and the carriers step says so (quote flow)', async ({
  page,
}) => {
  // Nothing is submitted: the quote flow keeps the selection in the tab, so the README's shopper serves.
  await signInDirectly(page, 'atelier', { email: 'jacket@example.nl', orderNumber: '100901' });
  const dialog = await exchangeForProduct(page, PARKA.name, LINER.name, 'Past niet', 'liner');
  const credit = cents(PARKA.price) - cents(LINER.price) + bonusCents('atelier', cents(PARKA.price));
  await dialog.getByRole('radio', { name: 'Als tegoed, met de bonus' }).check();
  await expect(sum(dialog, 'Tegoed')).toHaveText(euros(credit));
  await dialog.getByRole('button', { name: 'Selecteren' }).click();
  await expect(dialog).toBeHidden();
  await toCarriersWith(page, 'atelier', 'DHL point, no printer needed');
  const list = page.getByRole('region', { name: 'Wat je terugkrijgt' });
  await expect(list.getByRole('listitem')).toContainText(`${LINER.name}, M`);
  await expect(list.locator('dt')).toHaveText('Tegoed in de winkel');
  await expect(list.locator('dd')).toHaveText(euros(credit));
});
