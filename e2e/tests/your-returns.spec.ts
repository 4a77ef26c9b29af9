/**
 * "Your returns" (docs/business-rules.md#your-returns): a shopper who comes back sees each earlier
 * return above the orders, with its label, status and a way to pay an open payment; the returned
 * item is "already requested". Shoppers of their own (seed.ts): their returns would change what
 * other tests see.
 */
import type { Browser, Page } from '@playwright/test';
import { expectNoAxeViolations, portalUrl, type Shopper, sandboxUrl } from '../support/portal';
import { expect, signInDirectly, test } from '../support/signed-in';

const paid: Shopper = { email: 'returns-paid@example.com', orderNumber: 'NW-6201' };
const open: Shopper = { email: 'returns-open@example.com', orderNumber: 'NW-6202' };
const other: Shopper = { email: 'returns-other@example.com', orderNumber: 'NW-6203' };
const pickedUp: Shopper = { email: 'returns-pickup@example.com', orderNumber: 'NW-6204' };
const quoted: Shopper = { email: 'returns-quote@example.nl', orderNumber: '100701' };
// A unit already requested (seed-faults.ts): "Your returns" is asked for her, and nothing else uses her.
const unreadable: Shopper = { email: 'faults-your-returns@example.com', orderNumber: 'NW-5523' };

const ALREADY = 'Voor dit artikel is al een retour aangevraagd.';

/** The tote returned by DPD, made in the sandbox; paid when `payment` says so, else its payment is open. */
const toteReturn = (shopper: Shopper, payment?: 'paid') => ({
  merchant: 'nordwind',
  shopper,
  // nordwind's "Too large" (Te groot).
  items: [{ title: 'Canvas Tote Bag', reasonId: 102 }],
  until: 'return-order' as const,
  carrier: 'DPD Pickup point',
  ...(payment ? { payment } : {}),
});

/** A fresh browser (no session, no finished return in the tab) signed in as `shopper`. */
async function comeBack(browser: Browser, merchant: string, shopper: Shopper): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInDirectly(page, merchant, shopper);
  return page;
}

/** The "Your returns" line above the orders, opened. */
async function openYourReturns(page: Page) {
  const line = page.locator('summary', { hasText: /^Je retouren: \d+ eerdere retour/ });
  await expect(line).toBeVisible();
  await line.click();
  return page.locator('.rp-your-returns');
}

/** Reloads until the list offers the label: it arrives the label delay after payment. */
async function untilLabelListed(page: Page) {
  await expect(async () => {
    await page.reload();
    await (await openYourReturns(page)).getByRole('link', { name: 'Label opnieuw downloaden' }).waitFor({
      timeout: 2000,
    });
  }).toPass({ timeout: 20_000 });
}

test.describe.configure({ mode: 'default' });

test('a paid return is listed with its label and status; its item is already requested; tracking moves it on', async ({
  browser,
  seedReturn,
}) => {
  test.slow();
  const seeded = await seedReturn(toteReturn(paid, 'paid'));
  const returnOrderId = seeded.returnOrder?.id ?? '';

  const again = await comeBack(browser, 'nordwind', paid);
  const tote = again
    .getByRole('listitem')
    .filter({ has: again.getByRole('heading', { name: 'Canvas Tote Bag', exact: true }) });
  await expect(tote).toContainText(ALREADY);
  await expect(tote.getByRole('button', { name: 'Selecteren' })).toHaveCount(0);

  const section = await openYourReturns(again);
  const card = section.getByRole('article');
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('heading', { name: /^Retour van / })).toBeVisible();
  await expect(card).toContainText('Canvas Tote Bag');
  await expect(card).toContainText('Verzonden met');
  // The label arrives the label delay after payment.
  await untilLabelListed(again);
  const label = again.getByRole('link', { name: 'Label opnieuw downloaden' });
  expect(await label.getAttribute('href')).toMatch(/\/sandbox\/labels\/.+\.pdf$/);
  await expect(again.locator('.rp-your-returns')).toContainText('Label klaar: je kunt je pakket inleveren');
  await expect(again.getByRole('link', { name: 'Bevestiging openen' })).toHaveAttribute(
    'href',
    new RegExp(`/order-confirmation\\?id=[^&]+&returnOrderId=${returnOrderId}$`),
  );
  await expectNoAxeViolations(again);

  // The keyboard reaches the line and the links.
  await again.reload();
  const line = again.locator('summary', { hasText: /^Je retouren: 1 eerdere retour$/ });
  await expect(line).toBeVisible();
  await line.focus();
  await again.keyboard.press('Enter');
  await again.keyboard.press('Tab');
  await expect(again.getByRole('link', { name: 'Label opnieuw downloaden' })).toBeFocused();

  const advanced = await again.request.post(sandboxUrl(`/sandbox/return-orders/${returnOrderId}/advance`));
  expect(await advanced.json()).toEqual({ stage: 'HANDED_IN' });
  await again.reload();
  await expect(await openYourReturns(again)).toContainText('Status: Ingeleverd');

  // Its confirmation, opened from the list, is looked at: the session it was made in ended then,
  // this one goes on (no logout), and the shopper is back at the orders.
  const logouts: string[] = [];
  again.on('request', (request) => {
    if (new URL(request.url()).pathname === '/logout') logouts.push(request.method());
  });
  await again.getByRole('link', { name: 'Bevestiging openen' }).click();
  await expect(again).toHaveURL(new RegExp(`/order-confirmation\\?id=[^&]+&returnOrderId=${returnOrderId}$`));
  await expect(again.getByRole('link', { name: 'Download je label' })).toBeVisible({ timeout: 25_000 });
  await again.goBack();
  await expect(again.getByRole('heading', { name: 'Canvas Tote Bag', exact: true })).toBeVisible();
  await expect(again.locator('summary', { hasText: /^Je retouren: 1 eerdere retour$/ })).toBeVisible();
  expect(logouts).toEqual([]);
});

test("a DHL home pickup reads as one: its slot and address, never 'hand in your parcel'; its confirmation too, with a label per parcel", async ({
  browser,
  seedReturn,
}) => {
  test.slow();
  const seeded = await seedReturn({
    ...toteReturn(pickedUp, 'paid'),
    carrier: 'DHL pickup at home',
    parcels: 2,
  });
  const returnOrderId = seeded.returnOrder?.id ?? '';
  const again = await comeBack(browser, 'nordwind', pickedUp);
  // The slot the platform booked, in Dutch time, and the address on the order.
  const slot = /Ophalen: \S+ \d{1,2} \S+ \d{4}, \d\d:\d\d–\d\d:\d\d \(CES?T\)/;
  const card = (await openYourReturns(again)).getByRole('article');
  await expect(card).toContainText(slot);
  await expect(card).toContainText('Ophaaladres: Prinsengracht 271, 1016 GV Amsterdam');
  // Once the label is there, the carrier comes for it: nothing is to be handed in.
  await untilLabelListed(again);
  const ready = again.locator('.rp-your-returns');
  await expect(ready).toContainText('Status: Label klaar: de vervoerder haalt je pakket op bij je adres');
  await expect(ready).toContainText(slot);
  await expect(ready).not.toContainText(/inleveren/i);
  await expectNoAxeViolations(again);

  // Its confirmation says the same: when, where, what; and one label per parcel.
  await again.getByRole('link', { name: 'Bevestiging openen' }).click();
  await expect(again).toHaveURL(new RegExp(`returnOrderId=${returnOrderId}$`));
  const booking = again.getByRole('region', { name: 'Je ophaalafspraak' });
  await expect(booking).toContainText(/\d{4}, tussen \d\d:\d\d en \d\d:\d\d \(CES?T\)/);
  await expect(booking).toContainText('Prinsengracht 271');
  await expect(booking).toContainText('1016 GV Amsterdam');
  await expect(booking).toContainText('Canvas Tote Bag');
  await expect(again.getByRole('link', { name: 'Download je 2 labels' })).toBeVisible({ timeout: 20_000 });
  await expect(again.getByText('Je retour gaat in 2 pakketten')).toBeVisible();
  await expectNoAxeViolations(again);
});

test('an open payment offers to pay, on the sandbox payment page; another shopper never sees it', async ({
  browser,
  seedReturn,
}) => {
  test.slow();
  // Left on the payment page: ordered, not paid.
  expect((await seedReturn(toteReturn(open))).returnOrder?.submittedStatus).toBe('Payment');

  const again = await comeBack(browser, 'nordwind', open);
  const section = await openYourReturns(again);
  await expect(section).toContainText('Wacht op je betaling');
  await expect(section.getByRole('link', { name: 'Label opnieuw downloaden' })).toHaveCount(0);
  await expectNoAxeViolations(again);
  const href = (await section.getByRole('link', { name: 'Bevestiging openen' }).getAttribute('href')) ?? '';
  await section.getByRole('button', { name: 'Deze retour betalen' }).click();
  await expect(again).toHaveURL(/\/sandbox\/pay\//);

  const stranger = await comeBack(browser, 'nordwind', other);
  await expect(stranger.getByRole('heading', { name: 'Canvas Tote Bag', exact: true })).toBeVisible();
  await expect(stranger.locator('.rp-your-returns')).toHaveCount(0);
  // Nor through the API: another consumer's id is refused.
  const openId = new URL(href, 'http://x').searchParams.get('id') ?? '';
  const foreign = await stranger.evaluate(
    async (id) => (await fetch(`/api/v0/consumer/${id}/return-orders`)).status,
    openId,
  );
  expect(foreign).toBe(403);
});

test('on atelier (quote flow) the quote is listed, and its dress is already requested', async ({
  browser,
  seedReturn,
}) => {
  test.slow();
  // Quoted with DPD and left on the payment page, made in the sandbox (atelier's "Past niet" is `fit`).
  const seeded = await seedReturn({
    merchant: 'atelier',
    shopper: quoted,
    items: [{ title: 'Midi Wrap Dress "Flora"', reasonId: 'fit' }],
    until: 'quote',
    carrier: 'DPD Pickup point',
  });
  expect(seeded.quote?.paymentUrl).toMatch(/\/sandbox\/pay\//);

  const again = await comeBack(browser, 'atelier', quoted);
  const dress = again
    .getByRole('listitem')
    .filter({ has: again.getByRole('heading', { name: 'Midi Wrap Dress "Flora"', exact: true }) });
  await expect(dress).toContainText(ALREADY);
  const section = await openYourReturns(again);
  await expect(section).toContainText('Midi Wrap Dress "Flora"');
  await expect(section).toContainText('Wacht op je betaling');
  await expect(section.getByRole('link', { name: 'Bevestiging openen' })).toHaveAttribute(
    'href',
    /^\/order-confirmation\/[0-9a-f-]{36}$/,
  );
  await expectNoAxeViolations(again);

  // In English and German too.
  for (const [lang, summary, awaiting, pay] of [
    ['en', 'Your returns: 1 earlier return', 'Waiting for your payment', 'Pay for this return'],
    [
      'de',
      'Ihre Rücksendungen: 1 frühere Rücksendung',
      'Wartet auf Ihre Zahlung',
      'Diese Rücksendung bezahlen',
    ],
  ] as const) {
    await again.context().addCookies([{ name: 'lang', value: lang, url: portalUrl('atelier') }]);
    await again.reload();
    const line = again.locator('summary', { hasText: summary });
    await expect(line).toBeVisible();
    await line.click();
    await expect(again.locator('.rp-your-returns')).toContainText(awaiting);
    await expect(again.getByRole('button', { name: pay })).toBeVisible();
  }
});

test('earlier returns that cannot be read: the line says so with "Try again", and axe-core finds nothing', async ({
  page,
  signedIn,
}) => {
  await page.route('**/api/v0/consumer/*/return-orders', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"errors":[{"code":"e2e_500"}]}' }),
  );
  await signedIn('nordwind', unreadable);
  // Said once the read's own tries are over.
  await expect(
    page.getByRole('status').filter({ hasText: 'Je eerdere retouren konden niet worden geladen.' }),
  ).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Opnieuw proberen' })).toBeVisible();
  // The orders stay beside it.
  await expect(page.getByRole('heading', { name: `Bestelling #${unreadable.orderNumber}` })).toBeVisible();
  await expectNoAxeViolations(page);
});
