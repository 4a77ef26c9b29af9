/**
 * Five whole returns with the keyboard alone (Tab, Shift+Tab, Enter, Space, arrows, Escape; never the
 * mouse): a draft-flow return with payment, a quote-flow return with a DHL pickup (address and
 * timeslot), an ecommerce-less return, a gatekeeping request with photos, and a withdrawal. On every
 * step the focus is on the new step's heading, and a dialog that closes gives it back to its opener.
 * Each journey signs in as a shopper of its own (deploy/sandbox/src/data/seed-keys.ts).
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { PNG } from '../support/gatekeeping';
import { checkRadio, chooseOption, expectHeadingFocused, press, tabTo } from '../support/keyboard';
import { portalUrl } from '../support/portal';

// Whole journeys, on a machine that may be busy: twice the default time.
test.describe.configure({ timeout: 60_000 });

const TERMS = 'Ik ga akkoord met de algemene voorwaarden van de retour';
const CONFIRMATION = /\/order-confirmation/;

/** Signs in on the order-number form by keyboard: the e-mail (or postal code), the order number, Enter. */
async function signInByKeyboard(page: Page, merchant: string, identifier: string, orderNumber: string) {
  await page.goto(portalUrl(merchant));
  await tabTo(page, page.getByLabel(/e-mail/i));
  await page.keyboard.type(identifier);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(/order/i)).toBeFocused();
  await page.keyboard.type(orderNumber);
}

/** Expects the focus inside `scope` (the opener of a closed dialog, or the control that replaced it). */
async function expectFocusWithin(scope: Locator) {
  await expect.poll(() => scope.evaluate((element) => element.contains(document.activeElement))).toBe(true);
}

/** On select items: opens `title`'s dialog, picks `reason`, selects, and expects the focus back on the card. */
async function selectByKeyboard(page: Page, title: string, reason: string) {
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) })
    .first();
  const opener = card.getByRole('button', { name: /^(Selecteren|Select)$/ });
  await press(page, opener);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expectFocusWithin(dialog);
  await chooseOption(page, dialog.getByLabel(/Reden van retour|Reason for returning/), reason);
  await press(page, dialog.getByRole('button', { name: /^(Selecteren|Select)$/ }));
  await expect(dialog).toBeHidden();
  await expectFocusWithin(card);
}

/** No insurance, the terms with Space, and the carriers step's submit with Enter. */
async function agreeAndSubmit(page: Page) {
  const insurance = page.getByRole('group', { name: 'Wil je je retour verzekeren?' });
  if (await insurance.count())
    await checkRadio(page, insurance, insurance.getByRole('radio', { name: 'Nee, bedankt' }));
  await press(page, page.getByRole('checkbox', { name: TERMS }), 'Space');
  await expect(page.getByRole('checkbox', { name: TERMS })).toBeChecked();
  await press(page, page.getByRole('button', { name: 'Verder naar betalen' }));
}

/** On the sandbox's payment page: Tab to Pay and press it. */
async function payByKeyboard(page: Page) {
  await expect(page).toHaveURL(/\/sandbox\/pay\//);
  await press(page, page.getByRole('button', { name: 'Pay' }));
}

test('a draft-flow return with payment, by keyboard alone', async ({ page }) => {
  await signInByKeyboard(page, 'nordwind', 'keys-draft@example.com', 'NW-5301');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(portalUrl('nordwind', '/select-items'));
  await expectHeadingFocused(page, 'Welke artikelen wil je retourneren?');

  await selectByKeyboard(page, 'Canvas Tote Bag', 'Te groot');
  await press(page, page.getByRole('button', { name: 'Verder met 1 artikel' }));
  await expect(page).toHaveURL(portalUrl('nordwind', '/confirm-items'));
  await expectHeadingFocused(page, /./);

  await press(page, page.getByRole('button', { name: 'Selectie bevestigen' }));
  await expect(page).toHaveURL(portalUrl('nordwind', '/carriers'));
  await expectHeadingFocused(page, 'Hoe wil je je retour versturen?');
  await expect(page.getByRole('radio', { name: 'DPD Pickup point' })).toBeChecked();
  await agreeAndSubmit(page);

  await payByKeyboard(page);
  await expect(page).toHaveURL(CONFIRMATION);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a quote-flow return with a DHL pickup, its address and a timeslot, by keyboard alone', async ({
  page,
}) => {
  await signInByKeyboard(page, 'atelier', 'keys-pickup@example.nl', '105301');
  await page.keyboard.press('Enter');
  await expectHeadingFocused(page, 'Welke artikelen wil je retourneren?');
  await selectByKeyboard(page, 'Midi Wrap Dress "Flora"', 'Past niet');
  await press(page, page.getByRole('button', { name: 'Verder met 1 artikel' }));
  await expect(page).toHaveURL(portalUrl('atelier', '/confirm-items'));
  await expectHeadingFocused(page, /./);
  await press(page, page.getByRole('button', { name: 'Selectie bevestigen' }));
  await expect(page).toHaveURL(portalUrl('atelier', '/carriers'));
  await expectHeadingFocused(page, 'Hoe wil je je retour versturen?');

  // The other options open with Enter, and the focus goes to the first that appeared.
  await press(page, page.getByRole('button', { name: /^Toon \d+ andere opties$/ }));
  const pickup = page.getByRole('radio', { name: 'DHL pickup at home' });
  await expect(pickup).toBeFocused();
  await page.keyboard.press('Space');
  await expect(pickup).toBeChecked();
  const card = page.getByRole('listitem').filter({ has: pickup });
  await expect(card).toContainText('Oudegracht 158');

  // Another address: the form opens on the postal code; typed over, saved with Enter.
  await press(page, card.getByRole('button', { name: 'Adres wijzigen' }));
  const postalCode = card.getByLabel('Postcode');
  await expect(postalCode).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('1055 GT');
  await tabTo(page, card.getByLabel('Huisnummer'));
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('13');
  await page.keyboard.press('Enter');
  await expect(card).toContainText('Bos en Lommerweg 13');

  // The first pickup time, with the arrows.
  const timeslot = card.getByLabel('Ophaalmoment');
  await expect(timeslot).toBeEnabled();
  await tabTo(page, timeslot);
  await page.keyboard.press('ArrowDown');
  await expect(timeslot).not.toHaveValue('');

  await agreeAndSubmit(page);
  await payByKeyboard(page);
  await expect(page).toHaveURL(CONFIRMATION);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('an ecommerce-less return, the items and the address typed in, by keyboard alone', async ({ page }) => {
  await signInByKeyboard(page, 'kiosk', 'keys-kiosk@example.de', 'K-5301');
  await chooseOption(page, page.getByLabel('Land', { exact: true }), 'Duitsland');
  await press(page, page.getByRole('button', { name: 'Verder' }));
  await expect(page).toHaveURL(portalUrl('kiosk', '/select-items'));

  // The information popup opens by itself; Escape closes it and the step's heading has the focus.
  const popup = page.getByRole('dialog', { name: 'Goed om te weten' });
  await expect(popup).toBeVisible();
  await expectFocusWithin(popup);
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

  const add = page.getByRole('button', { name: 'Artikel toevoegen' });
  await press(page, add);
  const dialog = page.getByRole('dialog', { name: 'Artikel toevoegen' });
  await expectFocusWithin(dialog);
  await tabTo(page, dialog.getByLabel('Productnaam'));
  await page.keyboard.type('Wollen sjaal');
  await tabTo(page, dialog.getByLabel('Kleur'));
  await page.keyboard.type('Rood');
  await tabTo(page, dialog.getByLabel('Maat'));
  await page.keyboard.type('One size');
  await chooseOption(page, dialog.getByLabel('Reden van retour'), 'Te klein');
  await press(page, dialog.getByRole('button', { name: 'Artikel toevoegen' }));
  await expect(dialog).toBeHidden();
  await expect(add).toBeFocused();

  await press(page, page.getByRole('button', { name: 'Verder met 1 artikel' }));
  await expectHeadingFocused(page, /./);
  await press(page, page.getByRole('button', { name: 'Selectie bevestigen' }));
  await expect(page).toHaveURL(portalUrl('kiosk', '/carriers'));
  await expectHeadingFocused(page, 'Hoe wil je je retour versturen?');

  const card = page.getByRole('listitem').filter({ has: page.getByRole('radio', { checked: true }) });
  for (const [label, value] of [
    ['Voornaam', 'Lukas'],
    ['Achternaam', 'Becker'],
    ['Straat', 'Invalidenstraße'],
    ['Huisnummer', '117'],
    ['Postcode', '10115'],
    ['Plaats', 'Berlin'],
  ] as const) {
    await tabTo(page, card.getByLabel(label));
    await page.keyboard.type(value);
  }
  await press(page, card.getByRole('button', { name: 'Adres opslaan' }));
  await expect(card).toContainText('Lukas Becker');

  await agreeAndSubmit(page);
  await payByKeyboard(page);
  await expect(page).toHaveURL(CONFIRMATION);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a gatekeeping request with photos, by keyboard alone', async ({ page }) => {
  await signInByKeyboard(page, 'vault', 'keys-gate@example.se', 'V-5301');
  await page.keyboard.press('Enter');
  await expectHeadingFocused(page, /./);
  await selectByKeyboard(page, 'Brass Arc Floor Lamp', 'Defect');
  await press(page, page.getByRole('button', { name: 'Verder met 1 artikel' }));
  await expect(page).toHaveURL(portalUrl('vault', '/confirm-items'));
  await expectHeadingFocused(page, /./);

  const form = page.getByRole('group', { name: 'Tell us what is wrong' });
  await tabTo(page, form.getByLabel('Short description *'));
  await page.keyboard.type('The lamp flickers');
  const since = form.getByRole('group', { name: /Since when/ });
  await checkRadio(page, since, since.getByRole('radio', { name: 'After a week' }));

  // The photo button opens the system's file chooser with Enter, and again with Space. The listener comes
  // before the Tabs: Playwright asks the browser to intercept the chooser without waiting for it to be done,
  // so a press right after the listener could open the browser's own (invisible) chooser instead.
  const addPhotos = form.getByLabel("Foto's toevoegen");
  for (const [key, name] of [
    ['Enter', 'one.png'],
    ['Space', 'two.png'],
  ] as const) {
    const chooser = page.waitForEvent('filechooser');
    await tabTo(page, addPhotos);
    await page.keyboard.press(key);
    await (await chooser).setFiles([{ name, mimeType: 'image/png', buffer: PNG }]);
  }
  await expect(form.getByRole('img', { name: /^Foto \d$/ })).toHaveCount(2);

  // A thumbnail opens large with Enter; Escape closes it and gives the focus back to the thumbnail.
  const thumbnail = form.getByRole('button', { name: 'Foto 1', exact: true });
  await press(page, thumbnail);
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(thumbnail).toBeFocused();

  await press(page, page.getByRole('button', { name: 'Aanvraag indienen' }));
  await expect(page).toHaveURL(portalUrl('vault', '/request-confirmation'));
  await expectHeadingFocused(page, 'Je retouraanvraag is ingediend');
});

// withdrawal.spec.ts walks the form itself by keyboard, with the e-mail and its PDF; this one goes back
// from the summary to the form and confirms with Shift+Tab.
test('a withdrawal, changed once from its summary, by keyboard alone', async ({ page }) => {
  await page.goto(portalUrl('atelier'));
  await press(page, page.getByRole('link', { name: 'Overeenkomst hier herroepen' }));
  await expect(page).toHaveURL(portalUrl('atelier', '/withdraw'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Herroep je overeenkomst');

  const name = page.getByRole('textbox', { name: 'Je naam' });
  await tabTo(page, name);
  await page.keyboard.type('Kees Toets');
  await page.keyboard.press('Tab');
  await page.keyboard.type('105309');
  await page.keyboard.press('Tab');
  await page.keyboard.type('keys-withdraw@example.nl');
  await press(page, page.getByRole('button', { name: 'Verder naar het overzicht' }));
  await expectHeadingFocused(page, 'Controleer je herroeping');

  // Back to the form: what was typed is still there.
  await press(page, page.getByRole('button', { name: 'Wijzigen', exact: true }));
  await expectHeadingFocused(page, 'Herroep je overeenkomst');
  await expect(name).toHaveValue('Kees Toets');
  await press(page, page.getByRole('button', { name: 'Verder naar het overzicht' }));
  await expectHeadingFocused(page, 'Controleer je herroeping');

  // The confirm button is before "change": Shift+Tab back to it.
  await tabTo(page, page.getByRole('button', { name: 'Wijzigen', exact: true }));
  await tabTo(page, page.getByRole('button', { name: 'Herroeping bevestigen' }), { backwards: true });
  await page.keyboard.press('Enter');
  await expectHeadingFocused(page, 'Je herroeping is ontvangen');
});
