/**
 * axe-core on every screen and every dialog state, in every seeded shop's branding
 * (docs/design-system.md#contrast-safe-tokens), and in a hostile branding: nordwind with a very light
 * button colour. At every stop the footer links the accessibility statement and axe finds nothing.
 *
 * One walk per screen: a screen a visual test pictures is axe-checked at its picture's stop
 * (`Walk` in e2e/support/visual.ts, with the screens those walks pass without a picture), so this
 * file walks only what no visual test visits: the pages without signing in of the shops the visual
 * tests do not sign in to, the payments that really fail and go through, the gatekeeping request
 * and free return of vault, the consent notice, and the hostile branding. Its walks are in Dutch,
 * the shops' default language, at a laptop's width, with shoppers of their own
 * (deploy/sandbox/src/data/seed-statement.ts). Every walk prints the screens it checked
 * (`axe checked …`); together they are the list the statement's claim rests on.
 */
import { type Browser, expect, type Page, test } from '@playwright/test';
import { merchants } from '../../deploy/sandbox/src/data/seed';
import { designTokens, tokensCss } from '../../shared/src/ui/tokens';
import { answerGatekeeping } from '../support/gatekeeping';
import { enterDemo, portalUrl, type Shopper, selectReturn, signIn } from '../support/portal';
import {
  addTypedItem,
  answerPayment,
  chooseCarrier,
  giveKioskAddress,
  kioskSignIn,
  readyToSubmit,
  SUBMIT,
} from '../support/return-flow';
import { changeConfig } from '../support/shop-config';
import { AxeStops } from '../support/visual';

const TERMS = 'Ik ga akkoord met de algemene voorwaarden van de retour';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
/**
 * The order confirmation's own heading: until its answer is here the page may still show the page before
 * it, the server's first paint, or its loading state (which has no h1 of its own).
 */
const confirmationHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: /^Je (retour|ruil) is geregistreerd$/ });

/** Opens a page in a context of its own (Dutch, the shops' default language). */
async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'nl-NL', timezoneId: 'Europe/Amsterdam' });
  return context.newPage();
}

/** The language dialog, open on whatever page is on screen. */
async function languageDialog(page: Page, checked: AxeStops, where: string) {
  await page.getByRole('button', { name: /^Taal wijzigen/ }).click();
  await expect(page.getByRole('dialog', { name: 'Kies je taal' })).toBeVisible();
  await checked.at(page, `${where}: language dialog`);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
}

/** The sign-in page, its language dialog and its errors. */
async function signInPage(page: Page, merchant: string, checked: AxeStops) {
  await page.goto(portalUrl(merchant));
  await expect(page.getByRole('button', { name: 'Verder' })).toBeVisible();
  await checked.at(page, 'sign-in');
  await languageDialog(page, checked, 'sign-in');
  // Signing in with nothing typed: the errors.
  await page.getByRole('button', { name: 'Verder' }).click();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
  await checked.at(page, 'sign-in with errors');
}

/** Every other page a shopper sees without signing in, and the states of each. */
async function pagesBeyondSignIn(page: Page, merchant: string, checked: AxeStops) {
  await page.goto(portalUrl(merchant, '/magic-link'));
  await expect(page.getByRole('button', { name: /Stuur me een link|Verder/ })).toBeVisible();
  await checked.at(page, 'magic link');
  const send = page.getByRole('button', { name: 'Stuur me een link' });
  if (await send.isVisible()) {
    // An address no shopper has: nothing is sent, and the page says the same as for one.
    await page.getByRole('textbox', { name: /e-?mail/i }).fill('axe@example.org');
    await send.click();
    await expect(page.getByText('Kijk in je inbox')).toBeVisible();
    await checked.at(page, 'magic link sent');
  }
  await page.goto(portalUrl(merchant, '/login/magic-link?token=not-a-token'));
  await expect(page.getByText(/inloglink/).first()).toBeVisible();
  await checked.at(page, 'magic-link landing (link not valid)');

  if (merchants.find((shop) => shop.merchantName === merchant)?.withdrawalEnabled) {
    await page.goto(portalUrl(merchant, '/withdraw'));
    await expect(heading(page)).toHaveText('Herroep je overeenkomst');
    await checked.at(page, 'withdrawal');
    await page.getByRole('button', { name: 'Verder naar het overzicht' }).click();
    await expect(page.getByRole('textbox', { name: 'Je naam' })).toHaveAttribute('aria-invalid', 'true');
    await checked.at(page, 'withdrawal with errors');
    await page.getByRole('textbox', { name: 'Je naam' }).fill('Axe Tester');
    // An order number no shopper has, acknowledged all the same: an address per shop, each under its daily copies.
    await page.getByRole('textbox', { name: 'Ordernummer' }).fill(`AXE-${merchant}`);
    await page
      .getByRole('textbox', { name: 'E-mailadres voor de bevestiging' })
      .fill(`axe.${merchant}@example.org`);
    await page.getByRole('button', { name: 'Verder naar het overzicht' }).click();
    await expect(page.getByRole('heading', { name: 'Controleer je herroeping' })).toBeVisible();
    await checked.at(page, 'withdrawal summary');
    await page.getByRole('button', { name: 'Herroeping bevestigen' }).click();
    await expect(page.getByRole('heading', { name: 'Je herroeping is ontvangen' })).toBeVisible();
    await checked.at(page, 'withdrawal received');
  }

  await page.goto(portalUrl(merchant, '/accessibility'));
  await expect(heading(page)).toHaveText('Toegankelijkheidsverklaring');
  await checked.at(page, 'accessibility statement');

  // Demo mode, and the fallback of a step whose remote cannot be loaded.
  await enterDemo(page, merchant);
  await checked.at(page, 'demo sign-in');
  await page.route('**/apps/remote-selection/**', (route) => route.abort());
  await page.goto(portalUrl(merchant, '/select-items'));
  await expect(page.getByRole('alert').filter({ hasText: 'kon niet worden geladen' })).toBeVisible();
  await checked.at(page, 'fallback (remote not loaded)');
  await page.unroute('**/apps/remote-selection/**');
}

/** The error screen: select items' first call fails, then the shopper tries again. */
async function errorScreen(page: Page, merchant: string, shopper: Shopper, checked: AxeStops, call: string) {
  await page.route(call, (route) => route.fulfill({ status: 500, body: '{}' }));
  await signIn(page, merchant, shopper);
  await expect(page.getByRole('button', { name: 'Opnieuw proberen' })).toBeVisible({ timeout: 20_000 });
  await checked.at(page, 'error screen');
  await page.unroute(call);
  await page.getByRole('button', { name: 'Opnieuw proberen' }).click();
}

const card = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

async function itemDialog(page: Page, title: string) {
  await card(page, title).getByRole('button', { name: 'Selecteren', exact: true }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Answers the insurance question, where the shop asks it. */
async function noInsurance(page: Page) {
  const no = page.getByRole('radio', { name: 'Nee, bedankt' });
  if (await no.count()) await no.check();
}

/**
 * Paid on the quote flow: the payment fails first (the order confirmation says so and offers it
 * again), then goes through.
 */
async function payQuoteTwice(page: Page, checked: AxeStops) {
  await page.getByRole('button', { name: SUBMIT }).click();
  await answerPayment(page, 'Fail');
  await expect(page.getByRole('heading', { name: 'Je betaling is niet gelukt' })).toBeVisible();
  await checked.at(page, 'order confirmation, payment failed');
  await page.getByRole('button', { name: 'Nu betalen' }).click();
  await answerPayment(page, 'Pay');
  await expect(page).toHaveURL(/\/order-confirmation/);
  await expect(page.getByRole('heading', { name: 'Je betaling is niet gelukt' })).toBeHidden();
  await expect(confirmationHeading(page)).toBeVisible();
  await checked.at(page, 'order confirmation');
}

/** Paid on the draft flow: the payment fails first (back on the carriers step with the message), then goes through. */
async function payTwice(page: Page, checked: AxeStops) {
  await page.getByRole('button', { name: SUBMIT }).click();
  await answerPayment(page, 'Fail');
  // Back on the carriers step (the confirmation the payment page returns to sends an unpaid return there).
  await expect(page).toHaveURL(/\/carriers$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Hoe wil je je retour versturen?' }),
  ).toBeVisible();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: /betaling/i })
      .first(),
  ).toBeVisible();
  await checked.at(page, 'carriers after a failed payment');
  // The choices are asked again after a failed payment.
  await noInsurance(page);
  await page.getByRole('button', { name: SUBMIT }).click();
  await answerPayment(page, 'Pay');
  await expect(page).toHaveURL(/\/order-confirmation/);
  await expect(confirmationHeading(page)).toBeVisible();
  await checked.at(page, 'order confirmation');
}

const NORDWIND: Shopper = { email: 'axe-nordwind@example.com', orderNumber: 'NW-5401' };
const HOSTILE: Shopper = { email: 'axe-hostile@example.com', orderNumber: 'NW-5402' };
const ATELIER: Shopper = { email: 'axe-atelier@example.nl', orderNumber: '105401' };
const KIOSK: Shopper = { email: 'axe-kiosk@example.de', orderNumber: 'K-5401', country: 'DE' };
const VAULT: Shopper = { email: 'axe-vault@example.se', orderNumber: 'V-5401' };
const VAULT_CARRIERS: Shopper = { email: 'axe-vault-carriers@example.se', orderNumber: 'V-5402' };

/**
 * nordwind's draft-flow return, paid: the payment fails first, then goes through. The screens on the
 * way are stops of the visual walk of nordwind.
 */
async function nordwindReturn(page: Page, checked: AxeStops, shopper: Shopper) {
  await signIn(page, 'nordwind', shopper);
  await selectReturn(page, 'Merino Crew Sweater', 'Te klein');
  await page.getByRole('button', { name: 'Verder met 1 artikel' }).click();
  await expect(page).toHaveURL(/\/confirm-items$/);
  const refund = page.getByRole('radio', { name: /oorspronkelijke betaalmethode/ });
  await expect(page.getByRole('button', { name: 'Selectie bevestigen' })).toBeVisible();
  if (await refund.count()) await refund.check();
  await page.getByRole('button', { name: 'Selectie bevestigen' }).click();
  await expect(page).toHaveURL(/\/carriers$/);
  await expect(page.getByRole('radio', { name: 'DPD Pickup point' })).toBeChecked();
  await readyToSubmit(page, 'DPD Pickup point');
  await payTwice(page, checked);
}

test.describe('every seeded shop', () => {
  // Whole walks of many screens each.
  test.describe.configure({ timeout: 150_000 });

  // nordwind's pages without signing in, and atelier's sign-in page, are stops of their visual walks.
  test('atelier: every page without signing in but the sign-in page', async ({ browser }) => {
    const checked = new AxeStops('atelier, without signing in', 'nl');
    await pagesBeyondSignIn(await newPage(browser), 'atelier', checked);
    checked.print();
  });

  test('kiosk: every page without signing in', async ({ browser }) => {
    const checked = new AxeStops('kiosk, without signing in', 'nl');
    const page = await newPage(browser);
    await signInPage(page, 'kiosk', checked);
    await pagesBeyondSignIn(page, 'kiosk', checked);
    checked.print();
  });

  test('nordwind: a draft-flow return with a failed and a paid payment', async ({ browser }) => {
    const checked = new AxeStops('nordwind, the return', 'nl');
    await nordwindReturn(await newPage(browser), checked, NORDWIND);
    checked.print();
  });

  // The screens up to the payment, the pickup's form and its errors are stops of atelier's visual walk.
  test('atelier: a quote-flow return with a DHL pickup and a payment', async ({ browser }) => {
    const checked = new AxeStops('atelier, the return', 'nl');
    const page = await newPage(browser);
    await errorScreen(page, 'atelier', ATELIER, checked, '**/api/v0/consumer/*/purchases');
    await expect(card(page, 'Midi Wrap Dress "Flora"').getByLabel('Aantal')).toHaveValue('1');
    await selectReturn(page, 'Midi Wrap Dress "Flora"', 'Past niet');
    await page.getByRole('button', { name: 'Verder met 1 artikel' }).click();
    await page.getByRole('button', { name: 'Selectie bevestigen' }).click();
    await expect(page).toHaveURL(/\/carriers$/);
    await expect(page.getByRole('radio').first()).toBeVisible();
    await page.getByRole('button', { name: /^Toon \d+ andere opties$/ }).click();
    await page.getByRole('radio', { name: 'DHL pickup at home' }).check();
    const pickup = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('radio', { name: 'DHL pickup at home' }) });
    // Without an address on the order the form is open at once.
    const edit = pickup.getByRole('button', { name: 'Adres wijzigen' });
    if (await edit.isVisible()) await edit.click();
    await pickup.getByLabel('Postcode').fill('1055 GT');
    await pickup.getByLabel('Huisnummer').fill('13');
    await pickup.getByRole('button', { name: 'Adres opslaan' }).click();
    await expect(pickup).toContainText('Bos en Lommerweg 13');
    const timeslot = pickup.getByLabel('Ophaalmoment');
    await expect(timeslot).toBeEnabled();
    await timeslot.selectOption({ index: 1 });
    await noInsurance(page);
    await page.getByRole('checkbox', { name: TERMS }).check();
    await payQuoteTwice(page, checked);
    checked.print();
  });

  // The information popup, the add-item dialog and the typed-in list are stops of kiosk's visual walk.
  test('kiosk: an ecommerce-less return with a typed item', async ({ browser }) => {
    const checked = new AxeStops('kiosk, the return', 'nl');
    const page = await newPage(browser);
    await kioskSignIn(page, KIOSK);
    await addTypedItem(page, { title: 'Wollen sjaal', color: 'Rood', size: 'One size' });
    await page.getByRole('button', { name: /^Verder met/ }).click();
    await expect(page.getByRole('button', { name: 'Selectie bevestigen' })).toBeVisible();
    await checked.at(page, 'confirm items');
    await page.getByRole('button', { name: 'Selectie bevestigen' }).click();
    await expect(page).toHaveURL(/\/carriers$/);
    await expect(page.getByRole('radio').first()).toBeVisible();
    await checked.at(page, 'carriers');
    await chooseCarrier(page, 'DHL Packstation');
    await giveKioskAddress(page, 'DHL Packstation', 'Axe', 'Tester');
    await checked.at(page, 'carriers with the address given');
    await page.getByRole('checkbox', { name: TERMS }).check();
    await payQuoteTwice(page, checked);
    checked.print();
  });

  test('vault: every page without signing in, with the consent notice', async ({ browser }) => {
    const checked = new AxeStops('vault, without signing in', 'nl');
    const page = await newPage(browser);
    // The consent notice is on every page until it is answered (the server draws it).
    await page.goto(portalUrl('vault', '/withdraw'));
    const notice = page.getByTestId('consent-notice');
    await expect(notice).toBeVisible();
    await checked.at(page, 'withdrawal with the consent notice');
    await notice.getByRole('button').first().click();
    await expect(notice).toBeHidden();
    await signInPage(page, 'vault', checked);
    await pagesBeyondSignIn(page, 'vault', checked);
    checked.print();
  });

  test('vault: a gatekeeping request with photos, and a free return', async ({ browser }) => {
    const checked = new AxeStops('vault, the request and the return', 'nl');
    const page = await newPage(browser);
    await errorScreen(page, 'vault', VAULT, checked, '**/api/v0/consumer/*/purchases');
    const notice = page.getByTestId('consent-notice');
    await expect(notice).toBeVisible();
    await checked.at(page, 'select items with the consent notice');
    await notice.getByRole('button').first().click();
    await expect(notice).toBeHidden();
    await selectReturn(page, 'Brass Arc Floor Lamp', 'Defect');
    await page.getByRole('button', { name: 'Verder met 1 artikel' }).click();
    await expect(page).toHaveURL(/\/confirm-items$/);
    await page.getByRole('button', { name: 'Aanvraag indienen' }).click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    await checked.at(page, 'gatekeeping form with errors');
    // The form with photos, a photo's dialog and the request confirmation are stops of vault's visual walk.
    await answerGatekeeping(page, 'The lamp flickers', 'one.png');
    await page.getByRole('button', { name: 'Aanvraag indienen' }).click();
    await expect(page).toHaveURL(/\/request-confirmation$/);
    await expect(heading(page)).toHaveText('Je retouraanvraag is ingediend');

    await page.getByRole('button', { name: 'Uitloggen' }).click();
    await signIn(page, 'vault', VAULT_CARRIERS);
    await selectReturn(page, 'Stoneware Mug', 'Te klein');
    await page.getByRole('button', { name: 'Verder met 1 artikel' }).click();
    await page.getByRole('button', { name: 'Selectie bevestigen' }).click();
    await expect(page).toHaveURL(/\/carriers$/);
    await expect(page.getByRole('radio').first()).toBeVisible();
    await checked.at(page, 'carriers');
    await readyToSubmit(page, 'Ship it yourself');
    await page.getByRole('button', { name: SUBMIT }).click();
    await expect(page).toHaveURL(/\/order-confirmation/);
    await expect(confirmationHeading(page)).toBeVisible();
    await checked.at(page, 'order confirmation (ship it yourself)');
    checked.print();
  });
});

test('a hostile branding: a very light button colour stays readable on every screen of a return', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const nordwind = merchants.find((shop) => shop.merchantName === 'nordwind');
  if (!nordwind) throw new Error('nordwind is not seeded');
  const hostile = { ...nordwind, buttonColor: '#fafafa', buttonTextColor: '#ffffff' };
  const page = await newPage(browser);
  // The shop's configuration as the server would have it with #fafafa: the same tokens function
  // derives the page's colours from it (host/server/branding.ts).
  await changeConfig(page, 'nordwind', [
    [tokensCss(designTokens(nordwind)), tokensCss(designTokens(hostile))],
    ['"buttonColor":"#0b4f6c"', '"buttonColor":"#fafafa"'],
  ]);
  const checked = new AxeStops('nordwind with buttonColor #fafafa', 'nl');
  await page.goto(portalUrl('nordwind'));
  const button = page.getByRole('button', { name: 'Verder' });
  await expect(button).toHaveCSS('background-color', 'rgb(250, 250, 250)');
  await expect(button).toHaveCSS('color', 'rgb(0, 0, 0)');
  // Its edge is the brand darkened to 3:1 on white (WCAG 1.4.11), so the button shows on the page.
  const edgeHex = designTokens(hostile).properties['--rp-brand-edge'] ?? '';
  const edge = `rgb(${edgeHex
    .match(/[0-9a-f]{2}/g)
    ?.map((hex) => Number.parseInt(hex, 16))
    .join(', ')})`;
  await expect(button).toHaveCSS('border-top-color', edge);
  await checked.at(page, 'sign-in');
  await page.goto(portalUrl('nordwind', '/accessibility'));
  await checked.at(page, 'accessibility statement');
  await signIn(page, 'nordwind', HOSTILE);
  // The step drawn, not the page between steps.
  await expect(card(page, 'Linen Shirt')).toBeVisible();
  await checked.at(page, 'select items');
  const exchange = await itemDialog(page, 'Linen Shirt');
  await checked.at(page, 'item dialog');
  await exchange.getByRole('radio', { name: 'Retourneren', exact: true }).check();
  await exchange.getByLabel('Reden van retour').selectOption({ label: 'Te klein' });
  await exchange.getByRole('button', { name: 'Selecteren', exact: true }).click();
  await expect(exchange).toBeHidden();
  await checked.at(page, 'select items with a selection');
  await page.getByRole('button', { name: 'Verder met 1 artikel' }).click();
  await expect(page.getByRole('button', { name: 'Selectie bevestigen' })).toBeVisible();
  await checked.at(page, 'confirm items');
  const refund = page.getByRole('radio', { name: /oorspronkelijke betaalmethode/ });
  if (await refund.count()) await refund.check();
  await page.getByRole('button', { name: 'Selectie bevestigen' }).click();
  await expect(page.getByRole('radio', { name: 'DPD Pickup point' })).toBeChecked();
  await checked.at(page, 'carriers');
  // The checked radio's edge is the darkened brand, not the near-white fill.
  await expect(page.getByRole('radio', { name: 'DPD Pickup point' })).toHaveCSS('border-color', edge);
  checked.print();
});
