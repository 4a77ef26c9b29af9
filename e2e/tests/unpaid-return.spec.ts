/**
 * A return whose payment did not go through, as the shopper meets it
 * (docs/business-rules.md#an-unpaid-return-can-be-paid): its confirmation, from "Your returns" or its
 * own link, says so and pays it; a second try after a cancelled payment is one return, not two; Back
 * from the payment page is the carriers step with the choices kept. Shoppers of their own (seed.ts):
 * their returns would change what other tests see.
 */
import type { Browser, Page } from '@playwright/test';
import { expectNoAxeViolations, portalUrl, type Shopper, sandboxUrl } from '../support/portal';
import { SUBMIT } from '../support/return-flow';
import { expect, signInDirectly, signInWithSelection, test } from '../support/signed-in';

const paysLater: Shopper = { email: 'unpaid-pay@example.com', orderNumber: 'NW-6301' };
const triesTwice: Shopper = { email: 'unpaid-twice@example.com', orderNumber: 'NW-6302' };
const goesBack: Shopper = { email: 'unpaid-back@example.com', orderNumber: 'NW-6303' };
const quoted: Shopper = { email: 'unpaid-quote@example.nl', orderNumber: '100801' };

const REGISTERED = 'Je retour is geregistreerd';
const NOT_THROUGH = 'Je betaling is niet gelukt';
const ALREADY_CREATED = 'Deze retour is al aangemaakt.';
const TOTE = { title: 'Canvas Tote Bag', reason: 'Te groot' };

/** A fresh browser (no session, no selection in the tab) signed in as `shopper`, on select items. */
async function comeBack(browser: Browser, merchant: string, shopper: Shopper): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInDirectly(page, merchant, shopper);
  return page;
}

/** The earlier returns' cards, wherever "Your returns" shows them (opened when it is the line above the orders). */
async function earlierReturns(page: Page) {
  const section = page.locator('.rp-your-returns');
  await expect(section.first()).toBeVisible();
  const line = page.locator('summary', { hasText: /^Je retouren: \d+ eerdere retour/ });
  if (await line.count()) await line.click();
  return section.getByRole('article');
}

/** How many return orders and quotes the sandbox made from a seeded order. */
async function created(page: Page, merchant: string, orderNumber: string) {
  const response = await page.request.get(
    sandboxUrl(`/sandbox/merchants/${merchant}/orders/${orderNumber}/created`),
  );
  return (await response.json()) as { returnOrders: number; quotes: number };
}

test.describe.configure({ mode: 'default' });

test('a cancelled return opened from "Your returns" says so and is paid from its confirmation, then its label comes', async ({
  browser,
  seedReturn,
}) => {
  test.slow();
  await seedReturn({
    merchant: 'nordwind',
    shopper: paysLater,
    // nordwind's "Too large" (Te groot).
    items: [{ title: 'Canvas Tote Bag', reasonId: 102 }],
    until: 'return-order',
    carrier: 'DPD Pickup point',
    payment: 'canceled',
  });

  const page = await comeBack(browser, 'nordwind', paysLater);
  const card = (await earlierReturns(page)).first();
  await expect(card).toContainText('Niet betaald: deze retour is niet afgerond');
  await card.getByRole('link', { name: 'Bevestiging openen' }).click();

  // It stays on its confirmation: no trip to the carriers and back to select items.
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { name: NOT_THROUGH })).toBeVisible();
  await expect(alert).toContainText('De betaling is geannuleerd. Er is niets afgeschreven.');
  await expect(page).toHaveURL(/\/order-confirmation\?id=[^&]+&returnOrderId=[^&]+$/);
  await page.waitForTimeout(1000);
  await expect(page).toHaveURL(/\/order-confirmation\?/);
  await expect(page.getByText(REGISTERED)).toHaveCount(0);
  await expectNoAxeViolations(page);

  await alert.getByRole('button', { name: 'Nu betalen' }).click();
  await expect(page).toHaveURL(/\/sandbox\/pay\//);
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/order-confirmation\?/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(REGISTERED);
  await expect(page.getByRole('link', { name: 'Download je label' })).toBeVisible({ timeout: 15_000 });
  // Paid through its own confirmation: still one return.
  expect(await created(page, 'nordwind', 'NW-6301')).toEqual({ returnOrders: 1, quotes: 0 });
});

test('on atelier (quote flow) a cancelled quote opened from "Your returns" is paid from its confirmation', async ({
  browser,
  seedReturn,
}) => {
  test.slow();
  await seedReturn({
    merchant: 'atelier',
    shopper: quoted,
    // atelier's "Past niet" is `fit`.
    items: [{ title: 'Midi Wrap Dress "Flora"', reasonId: 'fit' }],
    until: 'quote',
    carrier: 'DPD Pickup point',
    payment: 'canceled',
  });

  const page = await comeBack(browser, 'atelier', quoted);
  const card = (await earlierReturns(page)).first();
  await expect(card).toContainText('Niet betaald: deze retour is niet afgerond');
  await card.getByRole('link', { name: 'Bevestiging openen' }).click();

  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { name: NOT_THROUGH })).toBeVisible();
  await expect(alert).toContainText('De betaling is geannuleerd.');
  await expect(page).toHaveURL(/\/order-confirmation\/[^/?]+$/);
  await expectNoAxeViolations(page);
  await alert.getByRole('button', { name: 'Nu betalen' }).click();
  await expect(page).toHaveURL(/\/sandbox\/pay\//);
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(REGISTERED);
  await expect(page.getByRole('link', { name: 'Download je label' })).toBeVisible({ timeout: 15_000 });
});

test('a second try after a cancelled payment is one return in "Your returns", not two', async ({
  page,
  browser,
}) => {
  test.slow();
  // Ordered and cancelled on the payment page, the selection still in this tab.
  const seeded = await signInWithSelection(page, 'nordwind', triesTwice, [TOTE], {
    carrier: 'DPD Pickup point',
    payment: 'canceled',
  });
  await page.goto(portalUrl('nordwind', seeded.confirmation ?? ''));
  await expect(page).toHaveURL(portalUrl('nordwind', '/carriers'), { timeout: 15_000 });
  await expect(
    page.getByRole('alert').filter({ hasText: 'Je betaling is niet gelukt (status: geannuleerd)' }),
  ).toBeVisible();
  // The second try, cancelled again.
  await page.getByRole('radio', { name: 'Nee, bedankt' }).check();
  await page.getByRole('button', { name: SUBMIT }).click();
  await expect(page).toHaveURL(/\/sandbox\/pay\//);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(portalUrl('nordwind', '/carriers'), { timeout: 15_000 });
  expect(await created(page, 'nordwind', 'NW-6302')).toEqual({ returnOrders: 2, quotes: 0 });

  const again = await comeBack(browser, 'nordwind', triesTwice);
  const cards = await earlierReturns(again);
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText('Niet betaald: deze retour is niet afgerond');
  await expect(again.locator('.rp-your-returns')).not.toContainText('2 eerdere retouren');
  await expectNoAxeViolations(again);
  // The one listed is the later try: paying it from its confirmation is the return.
  await cards.getByRole('link', { name: 'Bevestiging openen' }).click();
  await again.getByRole('alert').getByRole('button', { name: 'Nu betalen' }).click();
  await again.getByRole('button', { name: 'Pay' }).click();
  await expect(again.getByRole('heading', { level: 1 })).toHaveText(REGISTERED);
});

test('Back from the payment page is the carriers step with the choices kept: the shopper changes the carrier and pays', async ({
  page,
}) => {
  test.slow();
  await signInWithSelection(page, 'nordwind', goesBack, [TOTE]);
  await page.goto(portalUrl('nordwind', '/carriers'));
  await page.getByRole('radio', { name: 'Nee, bedankt' }).check();
  await page.getByRole('checkbox', { name: /algemene voorwaarden/ }).check();
  await page.getByRole('button', { name: SUBMIT }).click();
  await expect(page).toHaveURL(/\/sandbox\/pay\//);
  const firstPayment = page.url();

  await page.goBack();
  await expect(page).toHaveURL(portalUrl('nordwind', '/carriers'));
  await expect(
    page.getByRole('alert').filter({ hasText: 'Je hebt de betaalpagina verlaten zonder te betalen.' }),
  ).toBeVisible();
  await expect(page.getByText(ALREADY_CREATED)).toHaveCount(0);
  await expect(page.getByRole('radio', { name: /DPD Pickup point/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Nee, bedankt' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /algemene voorwaarden/ })).toBeChecked();
  await expectNoAxeViolations(page);

  // Another carrier, then paid: the first payment page can no longer be paid.
  const others = page.getByRole('button', { name: /^Toon \d+ andere opties$/ });
  if (await others.isVisible()) await others.click();
  await page.getByRole('radio', { name: /DHL ServicePoint/ }).check();
  await page.getByRole('button', { name: SUBMIT }).click();
  await expect(page).toHaveURL(/\/sandbox\/pay\//);
  expect(page.url()).not.toBe(firstPayment);
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(REGISTERED);
  await expect(page.getByText('Breng je pakket naar een inleverpunt van DHL.')).toBeVisible();
  expect(await created(page, 'nordwind', 'NW-6303')).toEqual({ returnOrders: 2, quotes: 0 });
  await page.goto(firstPayment);
  await expect(page.getByRole('status')).toHaveText(
    'This payment is expired and cannot be changed any more.',
  );
});

test('on atelier (quote flow) Back from the payment page is the carriers step too: the shopper pays from there', async ({
  page,
}) => {
  test.slow();
  const backToQuote: Shopper = { email: 'unpaid-quote-back@example.nl', orderNumber: '100802' };
  await signInWithSelection(page, 'atelier', backToQuote, [
    { title: 'Midi Wrap Dress "Flora"', reason: 'Past niet' },
  ]);
  await page.goto(portalUrl('atelier', '/carriers'));
  // atelier chooses the first carrier for the shopper.
  const first = page.getByRole('radio', { name: 'DHL point, no printer needed' });
  await expect(first).toBeChecked();
  await page.getByRole('radio', { name: 'Nee, bedankt' }).check();
  await page.getByRole('checkbox', { name: /algemene voorwaarden/ }).check();
  await page.getByRole('button', { name: SUBMIT }).click();
  await expect(page).toHaveURL(/\/sandbox\/pay\//);

  await page.goBack();
  await expect(page).toHaveURL(portalUrl('atelier', '/carriers'));
  await expect(
    page.getByRole('alert').filter({ hasText: 'Je hebt de betaalpagina verlaten zonder te betalen.' }),
  ).toBeVisible();
  await expect(page.getByText(ALREADY_CREATED)).toHaveCount(0);
  await expect(first).toBeChecked();
  await expectNoAxeViolations(page);
  const insurance = page.getByRole('radio', { name: 'Nee, bedankt' });
  if (!(await insurance.isChecked())) await insurance.check();
  const terms = page.getByRole('checkbox', { name: /algemene voorwaarden/ });
  if (!(await terms.isChecked())) await terms.check();
  await page.getByRole('button', { name: SUBMIT }).click();
  await expect(page).toHaveURL(/\/sandbox\/pay\//);
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(REGISTERED);
  // Two tries, one return: the later quote replaced the unpaid one.
  expect(await created(page, 'atelier', '100802')).toEqual({ returnOrders: 0, quotes: 2 });
});
