/**
 * What the shopper gets back (docs/business-rules.md#what-you-get-back): the carriers step's summary in
 * both flows and every confirmation list the items, the exchange's new size and the refund or store
 * credit. The amounts expected are worked out from the sandbox's own seeded data (the catalogue's prices,
 * the shop's store-credit bonus), never typed in, so a change of the seed moves them with it.
 *
 * Each test has a shopper of its own (deploy/sandbox/src/data/seed.ts, "what-you-get-back"): a return
 * holds its units.
 */
import { expect, type Page } from '@playwright/test';
import { catalog, merchants } from '../../deploy/sandbox/src/data/seed';
import { expectNoAxeViolations, portalUrl, selectExchange, selectReturn } from '../support/portal';
import {
  answerPayment,
  chooseCarrier,
  giveKioskAddress,
  kioskToCarriers,
  SUBMIT,
  startOnCarriers,
} from '../support/return-flow';
import { test } from '../support/signed-in';

const cents = (price: number) => Math.round(price * 100);
const euros = (amount: number) =>
  new Intl.NumberFormat('nl', { style: 'currency', currency: 'EUR' }).format(amount / 100);

/** Nordwind's store credit for `refundCents`: the refund plus its bonus (a percentage, capped). */
function nordwindStoreCredit(refundCents: number): number {
  const incentive = merchants.find((shop) => shop.merchantName === 'nordwind')?.storeCredit?.incentive;
  const bonus = Math.min(
    Math.round((refundCents * (incentive?.percentage ?? 0)) / 100),
    cents(incentive?.maximumAmount ?? Number.POSITIVE_INFINITY),
  );
  return refundCents + bonus;
}

/** The list of what comes back, and its items' texts. */
async function getBack(page: Page) {
  const region = page.getByRole('region', { name: 'Wat je terugkrijgt' });
  await expect(region).toBeVisible();
  return region;
}

const SHIRT = catalog.linenShirt.name;
const SWEATER = catalog.merinoSweater.name;
const DRESS = catalog.wrapDress.name;
const CHINOS = catalog.chinoTrousers.name;

test('draft flow: the carriers step lists the exchange and the return, and the store credit the draft prices', async ({
  page,
  signedIn,
}) => {
  await signedIn('nordwind', { email: 'get-back-carriers@example.com', orderNumber: 'NW-6701' });
  await selectExchange(page, SHIRT, 'L');
  await selectReturn(page, SWEATER, 'Te groot');
  await page.getByRole('button', { name: 'Verder met 2 artikelen' }).click();
  await expect(page).toHaveURL(portalUrl('nordwind', '/confirm-items'));
  // The choice is written to the draft at once; the carriers step reads the draft.
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' &&
      new URL(response.url()).pathname.endsWith('/draft-return-order'),
  );
  await page.getByRole('radio', { name: /Tegoed in de winkel/ }).check();
  expect((await saved).ok()).toBe(true);
  await page.getByRole('button', { name: 'Selectie bevestigen' }).click();
  await expect(page).toHaveURL(portalUrl('nordwind', '/carriers'));

  const list = await getBack(page);
  const items = list.getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.filter({ hasText: SHIRT })).toContainText('Aantal: 1 · In ruil: L');
  await expect(items.filter({ hasText: SWEATER })).toContainText('Aantal: 1 · Teruggestuurd');
  await expect(list.locator('dt')).toHaveText('Tegoed in de winkel');
  // The exchanged shirt pays nothing back: the sweater's price and the bonus on it.
  await expect(list.locator('dd')).toHaveText(euros(nordwindStoreCredit(cents(catalog.merinoSweater.price))));
  await expectNoAxeViolations(page);
});

test('quote flow: the carriers step lists the items and the refund by the one refund rule', async ({
  page,
}) => {
  await startOnCarriers(
    page,
    'atelier',
    { email: 'get-back-carriers@example.nl', orderNumber: '100671' },
    [DRESS, CHINOS],
    'Past niet',
  );
  const list = await getBack(page);
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').filter({ hasText: DRESS })).toContainText('Teruggestuurd');
  await expect(list.locator('dt')).toHaveText('Terugbetaling via je oorspronkelijke betaalmethode');
  await expect(list.locator('dd')).toHaveText(
    euros(cents(catalog.wrapDress.price) + cents(catalog.chinoTrousers.price)),
  );
  await expectNoAxeViolations(page);
});

test('draft flow: the order confirmation names the exchange and the store credit the return order answers', async ({
  page,
  seedReturn,
  signedIn,
}) => {
  const shopper = { email: 'get-back-order@example.com', orderNumber: 'NW-6702' };
  const { confirmation } = await seedReturn({
    merchant: 'nordwind',
    shopper,
    items: [
      { title: SHIRT, exchangeTo: 'L' },
      { title: SWEATER, resolution: 'StoreCredit' },
    ],
    until: 'return-order',
    carrier: 'DPD Pickup point',
    payment: 'paid',
  });
  await signedIn('nordwind', shopper, confirmation);
  const list = await getBack(page);
  await expect(list.getByRole('listitem').filter({ hasText: SHIRT })).toContainText('In ruil: L');
  await expect(list.getByRole('listitem').filter({ hasText: SWEATER })).toContainText('Teruggestuurd');
  await expect(list.locator('dt')).toHaveText('Tegoed in de winkel');
  await expect(list.locator('dd')).toHaveText(euros(nordwindStoreCredit(cents(catalog.merinoSweater.price))));
  await expectNoAxeViolations(page);
});

test('quote flow: the confirmation names the exchange, the quantity and the refund the quote answers', async ({
  page,
  seedReturn,
  signedIn,
}) => {
  const shopper = { email: 'get-back-quote@example.nl', orderNumber: '100672' };
  const { confirmation } = await seedReturn({
    merchant: 'atelier',
    shopper,
    items: [
      { title: DRESS, exchangeTo: 'S' },
      { title: CHINOS, quantity: 2 },
    ],
    until: 'quote',
    carrier: 'DPD Pickup point',
    payment: 'paid',
  });
  await signedIn('atelier', shopper, confirmation);
  const list = await getBack(page);
  await expect(list.getByRole('listitem').filter({ hasText: DRESS })).toContainText('Aantal: 1 · In ruil: S');
  await expect(list.getByRole('listitem').filter({ hasText: CHINOS })).toContainText(
    'Aantal: 2 · Teruggestuurd',
  );
  await expect(list.locator('dt')).toHaveText('Terugbetaling via je oorspronkelijke betaalmethode');
  // The exchanged dress pays nothing back: two chinos.
  await expect(list.locator('dd')).toHaveText(euros(2 * cents(catalog.chinoTrousers.price)));
  await expectNoAxeViolations(page);
});

test('ecommerce-less: typed items have no price, so the carriers step and the confirmation name no amount', async ({
  page,
}) => {
  await kioskToCarriers(page, { email: 'get-back@example.de', orderNumber: 'K-6701', country: 'DE' }, [
    { title: 'Summer dress', color: 'Blauw', size: 'M', quantity: '2' },
  ]);
  const later = 'De winkel bevestigt het bedrag zodra je artikelen zijn gecontroleerd.';
  let list = await getBack(page);
  await expect(list.getByRole('listitem')).toContainText('Summer dress');
  await expect(list.getByRole('listitem')).toContainText('Aantal: 2 · Teruggestuurd');
  await expect(list.locator('dd')).toHaveText(later);
  await expectNoAxeViolations(page);

  await chooseCarrier(page, 'DHL Packstation');
  await giveKioskAddress(page, 'DHL Packstation', 'Mara', 'Geld');
  await page
    .getByRole('checkbox', { name: 'Ik ga akkoord met de algemene voorwaarden van de retour' })
    .check();
  await page.getByRole('button', { name: SUBMIT }).click();
  await answerPayment(page, 'Pay');
  await expect(page).toHaveURL(/\/order-confirmation\/[^/?]+$/);
  list = await getBack(page);
  await expect(list.getByRole('listitem')).toContainText('Aantal: 2 · Teruggestuurd');
  await expect(list.locator('dt')).toHaveText('Terugbetaling via je oorspronkelijke betaalmethode');
  await expect(list.locator('dd')).toHaveText(later);
});
