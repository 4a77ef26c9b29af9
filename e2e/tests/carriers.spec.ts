/**
 * The carriers step, both flows, against the sandbox: the draft flow's
 * carriers, variants, parcels, insurance, total and return order with the sandbox's payment page;
 * a free return; a payment that failed; the quote flow's DHL pickup with its checked Dutch address
 * and timeslot, and the ecommerce-less address with names; keyboard-only choice; axe-core; and one
 * return order for a double click.
 *
 * Each draft-flow test signs in as a shopper of its own: the draft lives on the server per shopper. The
 * tests start on the step with the selection seeded (`startOnCarriers`); the walk there is
 * keyboard.spec.ts's and finished-return.spec.ts's subject. The ecommerce-less test types its item in,
 * as nothing seeds a typed item.
 */
import { expect, type Page, type Request, test } from '@playwright/test';
import { expectStillWhileSaving } from '../support/layout-shifts';
import { readPdf } from '../support/pdf';
import { expectNoAxeViolations, portalUrl, type Shopper } from '../support/portal';
import { addTypedItem, answerPayment, kioskSignIn, startOnCarriers } from '../support/return-flow';
import { changeConfig } from '../support/shop-config';

// Milo's tote goes into a paid return order: a shopper of his own, as no one can select it after.
const milo: Shopper = { email: 'milo@example.com', orderNumber: 'NW-3151' };
const noah: Shopper = { email: 'noah@example.com', orderNumber: 'NW-4310' };
const ella: Shopper = { email: 'ella@example.com', orderNumber: 'NW-4320' };
const oliver: Shopper = { email: 'oliver@example.co.uk', orderNumber: 'NW-2040' };
const sophie: Shopper = { email: 'sophie@example.nl', orderNumber: '100045' };
// The DHL pickup's quote holds a dress: a shopper of her own (three dresses, for the describe's other
// tests), at sophie's postal code (same home).
const pickupShopper: Shopper = { email: 'pickup-quote@example.nl', orderNumber: '100741' };
const selfShipper: Shopper = { email: 'siy-quote@example.nl', orderNumber: '100742' };
// A draft of his own: his change is held on its way to the server.
const steady: Shopper = { email: 'steady@example.com', orderNumber: 'NW-4340' };

const TERMS = 'Ik ga akkoord met de algemene voorwaarden van de retour';
const CONFIRMATION = /\/order-confirmation\?id=[^&]+&returnOrderId=[^&]+$/;

/** Full-page pictures to look at, when CARRIERS_SHOTS names a folder. */
async function shot(page: Page, name: string) {
  const folder = process.env.CARRIERS_SHOTS;
  if (folder) await page.screenshot({ path: `${folder}/${name}.png`, fullPage: true });
}

const isReturnOrderPost = (request: Request) =>
  request.method() === 'POST' &&
  /\/api\/v0\/consumer\/[^/]+\/return-order$/.test(new URL(request.url()).pathname);
const isQuotePost = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === '/volta/quotes';

/** The bar's total ("Te betalen bedrag: € 4,90"). */
const barTotal = (page: Page) => page.locator('.rp-action-bar__summary');

test.describe('draft flow', () => {
  test('carrier, variant, parcels and insurance change the total; the return order is paid on the payment page', async ({
    page,
  }) => {
    // Nordwind does not offer the parcel count; this test's shop does.
    await changeConfig(page, 'nordwind', [
      ['"packagesQuantityEnabled":false', '"packagesQuantityEnabled":true'],
    ]);
    await startOnCarriers(page, 'nordwind', milo, 'Canvas Tote Bag', 'Te groot');
    await expect(page.getByText('Stap 2 van 3')).toBeVisible();

    // The first carrier is chosen for the shopper; the others wait behind "other options".
    const dpd = page.getByRole('radio', { name: 'DPD Pickup point' });
    await expect(dpd).toBeChecked();
    // The badge states the carrier's own figure and its source, never a generic claim.
    await expect(page.getByRole('listitem').filter({ has: dpd })).toContainText(
      '388 g CO₂e per pakket (bron: DPD Netherlands, 2025)',
    );
    await expect(page.getByRole('img', { name: 'Logo van DPD Pickup point' })).toBeVisible();
    await expect(barTotal(page)).toHaveText('Te betalen bedrag: € 4,90');
    const summary = page.getByRole('region', { name: 'Kosten' });
    await expect(summary).toContainText('Verzending€ 2,95');
    await expect(summary).toContainText('Kosten retouraanvraag€ 1,95');

    // Two parcels, then insurance: 5.90 + 3.98 + 1.95.
    await page.getByRole('button', { name: 'Eén pakket meer' }).click();
    await expect(page.getByLabel('Aantal pakketten')).toHaveValue('2');
    await expect(barTotal(page)).toHaveText('Te betalen bedrag: € 7,85');
    await page.getByRole('radio', { name: 'Ja, verzeker mijn retour' }).check();
    await expect(barTotal(page)).toHaveText('Te betalen bedrag: € 11,83');
    await expect(summary).toContainText('Verzekering2 × € 1,99€ 3,98');
    await shot(page, 'draft-dpd-two-parcels-insured');

    // Another carrier with variants: its second variant comes with it; the small one is cheaper.
    await page.getByRole('button', { name: 'Toon 5 andere opties' }).click();
    await expect(page.getByRole('status').filter({ hasText: '5 andere opties getoond' })).toBeAttached();
    await page.getByRole('radio', { name: 'DHL ServicePoint' }).check();
    const large = page.getByRole('radio', { name: 'Large parcel' });
    await expect(large).toBeChecked();
    // The ServicePoint takes one parcel: 7.45 + 1.99 + 1.95.
    await expect(barTotal(page)).toHaveText('Te betalen bedrag: € 11,39');
    await expect(page.getByRole('button', { name: 'Eén pakket meer' })).toHaveCount(0);
    await page.getByRole('radio', { name: 'Small parcel' }).check();
    await expect(barTotal(page)).toHaveText('Te betalen bedrag: € 8,89');
    await shot(page, 'draft-servicepoint-small');

    const puts: unknown[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().endsWith('/draft-return-order'))
        puts.push(request.postDataJSON());
    });
    await page.getByRole('checkbox', { name: TERMS }).check();
    await expect.poll(() => puts).toContainEqual({ tacAgreed: true });

    await page.getByRole('button', { name: 'Verder naar betalen' }).click();
    await expect(page).toHaveURL(/\/sandbox\/pay\//);
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page).toHaveURL(CONFIRMATION);
  });

  test('a change being saved moves nothing: the button below stays where the shopper aims', async ({
    page,
  }) => {
    await startOnCarriers(page, 'nordwind', steady, 'Canvas Tote Bag', 'Te groot');
    // The bar keeps to the screen's foot: the button below the form is the one in the page's flow.
    await expectStillWhileSaving(page, page.getByRole('button', { name: 'Terug naar producten' }), () =>
      page.getByRole('checkbox', { name: TERMS }).check(),
    );
  });

  test('a free return goes straight to the confirmation, without payment', async ({ page }) => {
    await startOnCarriers(page, 'nordwind', ella, 'Merino Crew Sweater', 'Te groot');
    await page.getByRole('button', { name: /^Toon \d+ andere opties$/ }).click();
    await page.getByRole('radio', { name: 'Return in a Nordwind store' }).check();
    const store = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('radio', { name: 'Return in a Nordwind store' }) });
    await expect(store).toContainText('Gratis');
    await expect(barTotal(page)).toHaveText('Te betalen bedrag: € 0,00');
    await page.getByRole('radio', { name: 'Nee, bedankt' }).check();
    await page.getByRole('checkbox', { name: TERMS }).check();
    await page.getByRole('button', { name: 'Retour aanmaken' }).click();
    await expect(page).toHaveURL(CONFIRMATION);
  });

  test('insurance and terms are asked for; a failed or cancelled payment brings the shopper back with a banner', async ({
    page,
  }) => {
    // Two trips to the payment page and back, each a full page load: more than the default 30 s on a busy machine.
    test.slow();
    await startOnCarriers(page, 'nordwind', noah, 'Canvas Tote Bag', 'Te groot');
    const submit = page.getByRole('button', { name: 'Verder naar betalen' });
    await submit.click();
    const insurance = page.getByRole('group', { name: 'Wil je je retour verzekeren?' });
    await expect(insurance.getByRole('alert')).toHaveText('Kies of je je retour wilt verzekeren.');
    await expect(page.getByRole('radio', { name: 'Ja, verzeker mijn retour' })).toBeFocused();
    await expectNoAxeViolations(page);
    await page.getByRole('radio', { name: 'Nee, bedankt' }).check();
    await expect(insurance.getByRole('alert')).toHaveCount(0);
    await submit.click();
    await expect(page.getByText('Ga akkoord met de algemene voorwaarden om verder te gaan.')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: TERMS })).toBeFocused();
    // The terms are the shop's return policy, a document beside the step (new tab).
    const policy = page.getByRole('link', { name: 'algemene voorwaarden' });
    await expect(policy).toHaveAttribute('href', 'https://nordwind.example/return-policy');
    await expect(policy).toHaveAttribute('target', '_blank');
    await page.getByRole('checkbox', { name: TERMS }).check();
    await expect(page.getByText('Ga akkoord met de algemene voorwaarden om verder te gaan.')).toHaveCount(0);
    await submit.click();
    await expect(page).toHaveURL(/\/sandbox\/pay\//);
    await page.getByRole('button', { name: 'Fail' }).click();
    await page.waitForURL(CONFIRMATION, { waitUntil: 'commit' });
    // The confirmation sends a failed payment back to /carriers, its status in the navigation state.
    await expect(page).toHaveURL(portalUrl('nordwind', '/carriers'), { timeout: 15_000 });
    await expect(
      page.getByRole('alert').filter({ hasText: 'Je betaling is niet gelukt (status: mislukt)' }),
    ).toBeVisible();
    await shot(page, 'draft-payment-failed');
    // The shopper may try again: the form is back, with a new return order on the next submit.
    const posts: string[] = [];
    page.on('request', (request) => {
      if (isReturnOrderPost(request)) posts.push(request.url());
    });
    await page.getByRole('radio', { name: 'Nee, bedankt' }).check();
    await expect(page.getByRole('checkbox', { name: TERMS })).toBeChecked();
    await page.getByRole('button', { name: 'Verder naar betalen' }).click();
    await expect(page).toHaveURL(/\/sandbox\/pay\//);
    expect(posts).toHaveLength(1);
    // Cancelling on the payment page brings the shopper back to the carriers too, saying so.
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(portalUrl('nordwind', '/carriers'), { timeout: 15_000 });
    await expect(
      page.getByRole('alert').filter({ hasText: 'Je betaling is niet gelukt (status: geannuleerd)' }),
    ).toBeVisible();
  });

  test('a double click on the button creates one return order', async ({ page }) => {
    await startOnCarriers(page, 'nordwind', oliver, 'Trail Runner Sneaker', 'Te groot');
    await page.getByRole('radio', { name: 'Nee, bedankt' }).check();
    await page.getByRole('checkbox', { name: TERMS }).check();
    const posts: string[] = [];
    page.on('request', (request) => {
      if (isReturnOrderPost(request)) posts.push(request.url());
    });
    // The answer is held back: presses meanwhile send nothing more.
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/v0/consumer/*/return-order', async (route) => {
      await answered;
      await route.continue();
    });
    const submit = page.getByRole('button', { name: 'Verder naar betalen' });
    await submit.dblclick();
    await expect(page.locator('.rp-action-bar button')).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByRole('status').filter({ hasText: 'Je retour wordt aangemaakt…' })).toBeAttached();
    await page.locator('.rp-action-bar button').click({ force: true });
    answer();
    await expect(page).toHaveURL(/\/sandbox\/pay\//);
    expect(posts).toHaveLength(1);

    // Back on the carriers step before paying: the step is the shopper's again (nothing is paid, so nothing
    // is "already created"), and going back made no second return order
    // (docs/business-rules.md#an-unpaid-return-can-be-paid; a paid one: finished-return.spec.ts).
    await page.goBack();
    await expect(page).toHaveURL(portalUrl('nordwind', '/carriers'));
    await expect(
      page.getByRole('alert').filter({ hasText: 'Je hebt de betaalpagina verlaten zonder te betalen.' }),
    ).toBeVisible();
    await expect(page.getByText('Deze retour is al aangemaakt.')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Verder naar betalen' })).toBeVisible();
    expect(posts).toHaveLength(1);
  });
});

test.describe('quote flow', () => {
  /** Atelier's carriers for the dress, then the DHL pickup at home. */
  async function toDhlPickup(page: Page) {
    await startOnCarriers(page, 'atelier', pickupShopper, 'Midi Wrap Dress "Flora"', 'Past niet');
    await page.getByRole('button', { name: 'Toon 6 andere opties' }).click();
    await page.getByRole('radio', { name: 'DHL pickup at home' }).check();
  }

  test('a DHL pickup: the Dutch address is checked, a pickup time chosen, then the quote', async ({
    page,
  }) => {
    await toDhlPickup(page);
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('radio', { name: 'DHL pickup at home' }) });
    await expect(card).toContainText('De vervoerder haalt je pakket op bij je adres.');
    // The shopper's own address is checked at once: Oudegracht 158.
    await expect(card).toContainText('Oudegracht 158');
    await card.getByRole('button', { name: 'Adres wijzigen' }).click();
    const postalCode = card.getByLabel('Postcode');
    const houseNumber = card.getByLabel('Huisnummer');
    await expect(postalCode).toBeFocused();
    await expect(card.getByLabel('Ophaalmoment')).toBeDisabled();

    // The rules first, then the carrier's answer.
    await postalCode.fill('1055');
    await houseNumber.fill('dertien');
    await card.getByRole('button', { name: 'Adres opslaan' }).click();
    await expect(card.getByText('Postcode is niet geldig, bijvoorbeeld 1055GT')).toBeVisible();
    await expect(card.getByText('Huisnummer is niet geldig, bijvoorbeeld 13 C')).toBeVisible();
    await expect(postalCode).toBeFocused();
    await postalCode.fill('1234 AB');
    await houseNumber.fill('1');
    await card.getByRole('button', { name: 'Adres opslaan' }).click();
    await expect(card.getByRole('alert')).toContainText('DHL');
    await postalCode.fill('1055 GT');
    await houseNumber.fill('13');
    await card.getByRole('button', { name: 'Adres opslaan' }).click();
    await expect(card).toContainText('Bos en Lommerweg 13');
    await expect(card).toContainText('1055 GT Amsterdam');

    // Without a pickup time the button says what is missing.
    const submit = page.getByRole('button', { name: 'Verder naar betalen' });
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByText('Kies een ophaalmoment om verder te gaan.')).toBeVisible();
    await expect(submit).toHaveAccessibleDescription('Kies een ophaalmoment om verder te gaan.');
    const timeslot = card.getByLabel('Ophaalmoment');
    await expect(timeslot).toBeEnabled();
    await timeslot.selectOption({ index: 1 });
    await expect(submit).not.toHaveAttribute('aria-disabled', 'true');
    await expect(barTotal(page)).toHaveText('Te betalen bedrag: € 6,95');

    await page.getByRole('button', { name: 'Eén pakket meer' }).click();
    await page.getByRole('radio', { name: 'Ja, verzeker mijn retour' }).check();
    await expect(barTotal(page)).toHaveText('Te betalen bedrag: € 18,90');
    await page.getByRole('checkbox', { name: TERMS }).check();
    await shot(page, 'quote-dhl-pickup');

    const quotes: Record<string, unknown>[] = [];
    page.on('request', (request) => {
      if (isQuotePost(request)) quotes.push(request.postDataJSON());
    });
    await submit.click();
    await expect(page).toHaveURL(/\/sandbox\/pay\//);
    expect(quotes).toEqual([
      expect.objectContaining({
        pricelistUuid: 'pl-atelier-dhl-pickup',
        parcelAmount: 2,
        isInsured: true,
        insurancePrice: '2.50',
        locale: 'NL',
        addressRequest: expect.objectContaining({
          streetLine: 'Bos en Lommerweg 13',
          postCode: '1055 GT',
          houseNumber: '13',
          city: 'Amsterdam',
          countryCode: 'NL',
        }),
        start: expect.any(Number),
        end: expect.any(Number),
      }),
    ]);

    // Paid: the confirmation says when and where the courier comes, and gives one label per parcel.
    await answerPayment(page, 'Pay');
    await expect(page).toHaveURL(/\/order-confirmation\/[^/?]+$/);
    const booking = page.getByRole('region', { name: 'Je ophaalafspraak' });
    await expect(booking).toContainText(/tussen \d\d:\d\d en \d\d:\d\d \(CES?T\)/);
    await expect(booking).toContainText('Bos en Lommerweg 13');
    await expect(booking).toContainText('1055 GT Amsterdam');
    await expect(page.getByText('Je retour gaat in 2 pakketten')).toBeVisible();
    const labels = page.getByRole('link', { name: 'Download je 2 labels' });
    await expect(labels).toBeVisible({ timeout: 20_000 });
    const { text } = await readPdf(
      await (await page.request.get((await labels.getAttribute('href')) ?? '')).body(),
    );
    expect(text).toContain('Parcel 1 of 2');
    expect(text).toContain('Parcel 2 of 2');
    await expectNoAxeViolations(page);
  });

  test('ship it yourself: said before confirming; then the return address and a reference, and no label anywhere', async ({
    page,
  }) => {
    const notice = 'Je verstuurt het pakket zelf, met een vervoerder naar keuze';
    await startOnCarriers(page, 'atelier', selfShipper, 'Midi Wrap Dress "Flora"', 'Past niet');
    await expect(page.getByText(notice)).toHaveCount(0);
    await page.getByRole('button', { name: 'Toon 6 andere opties' }).click();
    await page.getByRole('radio', { name: 'Ship it yourself' }).check();
    await expect(page.getByText(notice)).toBeVisible();
    await page.getByRole('radio', { name: 'Nee, bedankt' }).check();
    await page.getByRole('checkbox', { name: TERMS }).check();
    await page.getByRole('button', { name: 'Retour aanmaken' }).click();

    await expect(page).toHaveURL(/\/order-confirmation\/[^/?]+$/);
    await expect(page.getByText('naar het retouradres hieronder, met de referentie erop')).toBeVisible();
    const address = page.getByRole('region', { name: 'Retouradres' });
    await expect(address).toContainText('Atelier Maas Returns');
    await expect(address).toContainText('Havenstraat 12 B');
    await expect(address).toContainText('1011 AB Amsterdam');
    await expect(address.locator('dd')).toHaveText(/^R-[0-9A-F]{8}$/);
    // No label: no button, and an FAQ that never speaks of one.
    const faq = page.getByRole('region', { name: 'Veelgestelde vragen' });
    await expect(faq).toContainText('Welke vervoerder kan ik gebruiken?');
    await expect(faq).not.toContainText(/label/i);
    await expect(page.getByRole('link', { name: /label/i })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /label/i })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('an ecommerce-less drop-off asks for the address with names', async ({ page }) => {
    await kioskSignIn(page);
    await addTypedItem(page, { title: 'Wollen sjaal', color: 'Rood', size: 'One size' });
    await page.getByRole('button', { name: 'Verder met 1 artikel' }).click();
    await page.getByRole('button', { name: 'Selectie bevestigen' }).click();
    await expect(page).toHaveURL(portalUrl('kiosk', '/carriers'));

    const dhl = page.getByRole('radio', { name: 'DHL Packstation' });
    await expect(dhl).toBeChecked();
    const card = page.getByRole('listitem').filter({ has: dhl });
    await expect(card).toContainText('+ € 1,00 administratiekosten per artikel');
    await expect(card.getByRole('heading', { name: 'Je adres' })).toBeVisible();
    await expect(card.getByLabel('Land')).toBeDisabled();
    await expect(card.getByLabel('Land')).toHaveValue('Duitsland');
    const submit = page.getByRole('button', { name: 'Verder naar betalen' });
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await expect(submit).toHaveAccessibleDescription('Sla je adres op om verder te gaan.');

    await card.getByRole('button', { name: 'Adres opslaan' }).click();
    await expect(card.getByText('Voornaam is niet geldig, bijvoorbeeld Anna')).toBeVisible();
    await expect(card.getByText('Achternaam is niet geldig, bijvoorbeeld de Vries')).toBeVisible();
    await expect(card.getByText('Dit veld is verplicht: Straat')).toBeVisible();
    await expect(card.getByLabel('Voornaam')).toBeFocused();
    await card.getByLabel('Voornaam').fill('Lukas');
    await card.getByLabel('Achternaam').fill('Becker');
    await card.getByLabel('Straat').fill('Invalidenstraße');
    await card.getByLabel('Huisnummer').fill('117');
    await card.getByLabel('Postcode').fill('1011');
    await card.getByLabel('Plaats').fill('Berlin');
    await card.getByRole('button', { name: 'Adres opslaan' }).click();
    await expect(card.getByText('Postcode is niet geldig, bijvoorbeeld 10115')).toBeVisible();
    await card.getByLabel('Postcode').fill('10115');
    await card.getByRole('button', { name: 'Adres opslaan' }).click();
    await expect(card).toContainText('Lukas Becker');
    await expect(card).toContainText('Invalidenstraße 117');
    await expect(submit).not.toHaveAttribute('aria-disabled', 'true');
    // A handling fee: no total (docs/business-rules.md#price-summary).
    await expect(page.getByRole('region', { name: 'Kosten' })).toContainText('Administratiekosten€ 1,00');
    await page.getByRole('checkbox', { name: TERMS }).check();
    await shot(page, 'quote-kiosk-address');

    const quotes: Record<string, unknown>[] = [];
    page.on('request', (request) => {
      if (isQuotePost(request)) quotes.push(request.postDataJSON());
    });
    await submit.click();
    await expect(page).toHaveURL(/\/sandbox\/pay\//);
    expect(quotes).toEqual([
      expect.objectContaining({
        pricelistUuid: 'pl-kiosk-de-dhl',
        addressRequest: expect.objectContaining({
          firstName: 'Lukas',
          lastName: 'Becker',
          street: 'Invalidenstraße',
          houseNumber: '117',
          postCode: '10115',
          city: 'Berlin',
          countryCode: 'DE',
        }),
        quoteItems: [expect.objectContaining({ name: 'Wollen sjaal', type: 'REFUND' })],
      }),
    ]);
  });

  test('a carrier can be chosen with the keyboard alone', async ({ page }) => {
    await startOnCarriers(page, 'atelier', sophie, 'Midi Wrap Dress "Flora"', 'Past niet');
    const first = page.getByRole('radio', { name: 'DHL point, no printer needed' });
    await expect(first).toBeChecked();
    await first.focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Toon 6 andere opties' })).toBeFocused();
    await page.keyboard.press('Enter');
    // The focus moves to the first option that appeared.
    const pickup = page.getByRole('radio', { name: 'DHL pickup at home' });
    await expect(pickup).toBeFocused();
    await page.keyboard.press('Space');
    await expect(pickup).toBeChecked();
    await expect(page.getByRole('heading', { name: 'Ophaaladres' })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    const dropoff = page.getByRole('radio', { name: 'DHL drop-off point' });
    await expect(dropoff).toBeFocused();
    await expect(dropoff).toBeChecked();
    await expect(page.getByRole('heading', { name: 'Ophaaladres' })).toHaveCount(0);
  });

  test('axe-core finds nothing with the address form and the insurance choice open', async ({ page }) => {
    await toDhlPickup(page);
    await page.getByRole('button', { name: 'Adres wijzigen' }).click();
    await page.getByLabel('Postcode').fill('12');
    await page.getByRole('button', { name: 'Adres opslaan' }).click();
    await expect(page.getByText('Postcode is niet geldig, bijvoorbeeld 1055GT')).toBeVisible();
    await expect(page.getByRole('group', { name: 'Wil je je retour verzekeren?' })).toBeVisible();
    await shot(page, 'quote-axe-state');
    await expectNoAxeViolations(page);
  });

  test('the price deducted from the refund: an alert to dismiss, and the total named so', async ({
    page,
  }) => {
    await changeConfig(page, 'atelier', [
      ['"isCarrierPriceDeducted":false', '"isCarrierPriceDeducted":true'],
    ]);
    await startOnCarriers(page, 'atelier', sophie, 'Midi Wrap Dress "Flora"', 'Past niet');
    const alert = page
      .getByRole('status')
      .filter({ hasText: 'De verzendkosten worden van je terugbetaling afgetrokken.' });
    await expect(alert).toBeVisible();
    await expect(barTotal(page)).toHaveText('Bedrag dat van je terugbetaling wordt afgetrokken: € 4,50');
    await alert.getByRole('button', { name: 'Melding sluiten' }).click();
    await expect(alert).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Hoe wil je je retour versturen?' })).toBeFocused();
  });

  test('without carriers the shopper is told so, with the support e-mail', async ({ page }) => {
    await page.route('**/volta/pricelists?*', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ items: [], insurance: { enabled: false } }),
      }),
    );
    await startOnCarriers(page, 'atelier', sophie, 'Midi Wrap Dress "Flora"', 'Past niet');
    await expect(
      page.getByText('We kunnen geen manier aanbieden om deze artikelen online terug te sturen.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Mail service@atelier-maas.example' })).toHaveAttribute(
      'href',
      'mailto:service@atelier-maas.example',
    );
    await expect(page.getByRole('radio')).toHaveCount(0);
    await page.getByRole('button', { name: 'Terug naar producten' }).click();
    await expect(page).toHaveURL(portalUrl('atelier', '/select-items'));
  });
});
