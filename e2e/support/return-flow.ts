/** A return brought to the carriers step and sent off, as the browser tests of later steps need it. */
import { expect, type Page } from '@playwright/test';
import { portalUrl, type Shopper, selectReturn } from './portal';
import { HOST_PORT } from './ports';
import { signInDirectly, signInWithSelection } from './signed-in';

const TERMS = 'Ik ga akkoord met de algemene voorwaarden van de retour';
const CARRIERS_HEADING = 'Hoe wil je je retour versturen?';

/**
 * Signs in as `shopper` (without the sign-in page), selects `title` to return, and arrives on the carriers
 * step (of the host on `port`) through select items and confirm items: for tests whose subject is that
 * walk. The others start there with `startOnCarriers`.
 */
export async function toCarriers(
  page: Page,
  merchant: string,
  shopper: Shopper,
  title: string,
  reason: string,
  port = HOST_PORT,
) {
  await signInDirectly(page, merchant, shopper, '/select-items', port);
  await walkToCarriers(page, merchant, title, reason, port);
}

/** On select items (however the shopper signed in): selects `title` to return and walks to the carriers step. */
export async function walkToCarriers(
  page: Page,
  merchant: string,
  title: string,
  reason: string,
  port = HOST_PORT,
) {
  await selectReturn(page, title, reason);
  await page.getByRole('button', { name: 'Verder met 1 artikel' }).click();
  await page.getByRole('button', { name: 'Selectie bevestigen' }).click();
  await expect(page).toHaveURL(portalUrl(merchant, '/carriers', port));
  await expect(page.getByRole('heading', { name: CARRIERS_HEADING })).toBeVisible();
}

/**
 * Opens `path` (a step after select items) as `shopper` with `titles` chosen to return for `reason`,
 * without walking there (issue 33): the selection and, in the draft flow, the draft are seeded
 * (`signInWithSelection`). Resolves once the step's heading `heading` shows.
 */
async function startOn(
  page: Page,
  path: string,
  heading: string,
  {
    merchant,
    shopper,
    titles,
    reason,
  }: { merchant: string; shopper: Shopper; titles: string | string[]; reason: string },
) {
  const items = [titles].flat().map((title) => ({ title, reason }));
  await signInWithSelection(page, merchant, shopper, items);
  await page.goto(portalUrl(merchant, path));
  await expect(page).toHaveURL(portalUrl(merchant, path));
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
}

/** Opens confirm items with `titles` chosen to return for `reason`, without walking there. */
export const startOnConfirmItems = (
  page: Page,
  merchant: string,
  shopper: Shopper,
  titles: string | string[],
  reason: string,
) => startOn(page, '/confirm-items', 'Controleer je selectie', { merchant, shopper, titles, reason });

/**
 * Opens the carriers step with `titles` chosen to return for `reason` and confirmed, without walking
 * there; `query` is added to the step's address.
 */
export const startOnCarriers = (
  page: Page,
  merchant: string,
  shopper: Shopper,
  titles: string | string[],
  reason: string,
  query = '',
) => startOn(page, `/carriers${query}`, CARRIERS_HEADING, { merchant, shopper, titles, reason });

/**
 * Opens the confirmation the payment page leads back to, as `shopper` who returned `title` for `reason` by
 * `carrier` and answered the payment page as `payment` says, without walking there (the return, its
 * payment and the selection are seeded: `signInWithSelection`). Resolves with the confirmation's path.
 */
export async function startOnConfirmation(
  page: Page,
  merchant: string,
  shopper: Shopper,
  {
    title,
    reason,
    carrier,
    payment,
  }: { title: string; reason: string; carrier: string; payment?: 'paid' | 'canceled' | 'failed' | 'expired' },
) {
  const seeded = await signInWithSelection(page, merchant, shopper, [{ title, reason }], {
    carrier,
    payment,
  });
  const confirmation = seeded.confirmation ?? '';
  await page.goto(portalUrl(merchant, confirmation));
  return confirmation;
}

/** The button that submits the carriers step, paid or free. */
export const SUBMIT = /^(Verder naar betalen|Retour aanmaken)$/;

/** Chooses `carrier`, behind "other options" when it waits there. */
export async function chooseCarrier(page: Page, carrier: string) {
  const radio = page.getByRole('radio', { name: carrier });
  if (!(await radio.isVisible()))
    await page.getByRole('button', { name: /^Toon \d+ andere opties$/ }).click();
  await radio.check();
}

/** Chooses `carrier`, no insurance and the terms, ready to submit. */
export async function readyToSubmit(page: Page, carrier: string) {
  await chooseCarrier(page, carrier);
  const insurance = page.getByRole('radio', { name: 'Nee, bedankt' });
  if (await insurance.count()) await insurance.check();
  await page.getByRole('checkbox', { name: TERMS }).check();
}

/** Chooses `carrier` (behind "other options" when needed), no insurance, the terms, and submits. */
export async function submitWith(page: Page, carrier: string) {
  await readyToSubmit(page, carrier);
  await page.getByRole('button', { name: SUBMIT }).click();
}

/** A typed-in item of an ecommerce-less shop. */
export interface TypedItem {
  title: string;
  color: string;
  size: string;
  quantity?: string;
}

/**
 * Signs in at kiosk (ecommerce-less) as `shopper` (the sample one by default, without the sign-in page),
 * past its information popup.
 */
export async function kioskSignIn(page: Page, shopper?: Shopper) {
  await signInDirectly(page, 'kiosk', shopper);
  await page
    .getByRole('dialog', { name: 'Goed om te weten' })
    .getByRole('button', { name: 'Begrepen' })
    .click();
}

/** Types in `item` at an ecommerce-less shop, returned as too small. */
export async function addTypedItem(page: Page, item: TypedItem) {
  await page.getByRole('button', { name: 'Artikel toevoegen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Artikel toevoegen' });
  await dialog.getByLabel('Productnaam').fill(item.title);
  await dialog.getByLabel('Kleur').fill(item.color);
  await dialog.getByLabel('Maat').fill(item.size);
  if (item.quantity) await dialog.getByLabel('Aantal').fill(item.quantity);
  await dialog.getByLabel('Reden van retour').selectOption({ label: 'Te klein' });
  await dialog.getByRole('button', { name: 'Artikel toevoegen' }).click();
  await expect(dialog).toBeHidden();
}

/**
 * Signs in at kiosk as `shopper`, types in `items`, confirms them and arrives on the carriers step.
 */
export async function kioskToCarriers(page: Page, shopper: Shopper, items: TypedItem[]) {
  await kioskSignIn(page, shopper);
  for (const item of items) await addTypedItem(page, item);
  await page.getByRole('button', { name: /^Verder met/ }).click();
  await page.getByRole('button', { name: 'Selectie bevestigen' }).click();
  await expect(page).toHaveURL(portalUrl('kiosk', '/carriers'));
}

/** Gives the address (names included) that an ecommerce-less shop asks for in `carrier`'s card. */
export async function giveKioskAddress(page: Page, carrier: string, firstName: string, lastName: string) {
  const card = page.getByRole('listitem').filter({ has: page.getByRole('radio', { name: carrier }) });
  await card.getByLabel('Voornaam').fill(firstName);
  await card.getByLabel('Achternaam').fill(lastName);
  await card.getByLabel('Straat').fill('Invalidenstraße');
  await card.getByLabel('Huisnummer').fill('117');
  await card.getByLabel('Postcode').fill('10115');
  await card.getByLabel('Plaats').fill('Berlin');
  await card.getByRole('button', { name: 'Adres opslaan' }).click();
  await expect(card).toContainText(`${firstName} ${lastName}`);
}

/** On the sandbox's payment page, which the carriers step sent the shopper to: Pay, Cancel, Fail or Expire. */
export async function answerPayment(page: Page, action: 'Pay' | 'Cancel' | 'Fail' | 'Expire') {
  await expect(page).toHaveURL(/\/sandbox\/pay\//);
  await page.getByRole('button', { name: action }).click();
}
