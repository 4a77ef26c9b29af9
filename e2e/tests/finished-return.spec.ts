/**
 * After a finished return (docs/business-rules.md#after-a-finished-return): the portal ends the session once the label exists, so Back
 * reaches a step the platform answers 401. The sign-in page then says the return is complete and
 * signs the shopper back in to its confirmation; it never says their details were wrong. Opening
 * another shopper's confirmation says it is another sign-in's (a quote not found gives a plain
 * sign-in). Both flows; each test signs in as a shopper of its own.
 */
import type { Page, Request } from '@playwright/test';
import { expectNoAxeViolations, portalUrl, type Shopper } from '../support/portal';
import { answerPayment, submitWith, toCarriers } from '../support/return-flow';
import { expect, test } from '../support/signed-in';

// A whole return, a payment, the label's polling and a second sign-in: more than the default time.
test.slow();

const REGISTERED = 'Je retour is geregistreerd';
const COMPLETE = 'Je retour is afgerond. Log opnieuw in om de bevestiging te bekijken.';
const WRONG_CREDENTIALS = 'De combinatie van ordernummer en e-mailadres is niet juist.';

const isLogout = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === '/logout';

/** Pays on the sandbox, waits for the label and the logout, then presses Back twice. */
async function payThenBackTwice(page: Page, carrier: string, confirmation: RegExp) {
  const logouts: string[] = [];
  page.on('request', (request) => {
    if (isLogout(request)) logouts.push(request.url());
  });
  await submitWith(page, carrier);
  await answerPayment(page, 'Pay');
  await expect(page).toHaveURL(confirmation);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(REGISTERED);
  await expect(page.getByRole('link', { name: 'Download je label' })).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => logouts.length).toBe(1);
  const confirmationUrl = page.url();

  const stepAnswers: number[] = [];
  page.on('response', (response) => {
    if (/\/draft-return-order|\/volta\/pricelists|\/purchases/.test(response.url()))
      stepAnswers.push(response.status());
  });
  await page.goBack();
  await page.goBack();
  return { confirmationUrl, stepAnswers };
}

/** The sign-in page after Back: the return is complete, nothing is wrong, and it is accessible. */
async function expectCompleteNotWrong(page: Page, merchant: string) {
  await expect(page).toHaveURL(portalUrl(merchant, '/'));
  await expect(page.getByRole('status').filter({ hasText: COMPLETE })).toBeVisible();
  await expect(page.getByText(WRONG_CREDENTIALS)).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expectNoAxeViolations(page);
}

/** Signs in again on the sign-in page already shown, as `shopper`. */
async function signInAgain(page: Page, shopper: Shopper) {
  await page.getByLabel(/e-mail/i).fill(shopper.email);
  await page.getByLabel(/order/i).fill(shopper.orderNumber);
  await page.getByRole('button', { name: 'Verder' }).click();
}

test('draft flow: Back after a paid return says it is complete and leads back to its confirmation', async ({
  page,
  signedIn,
}) => {
  const hugo: Shopper = { email: 'hugo@example.com', orderNumber: 'NW-5031' };
  // Someone else's confirmation: said to be another sign-in's, never wrong credentials or a finished return.
  await signedIn('nordwind', hugo);
  await page.goto(portalUrl('nordwind', '/order-confirmation?id=someone-else&returnOrderId=ro-1'));
  await expect(
    page.getByRole('heading', { name: 'Deze retour hoort bij een andere aanmelding' }),
  ).toBeVisible();
  await expect(page.getByText(WRONG_CREDENTIALS)).toHaveCount(0);
  await expect(page.getByText(COMPLETE)).toHaveCount(0);

  await toCarriers(page, 'nordwind', hugo, 'Linen Shirt', 'Te groot');
  // On the way: with show-most-sustainable-option on, DPD's badge states the carrier's own
  // figure and its source, the carriers without one have none, and no generic claim is made.
  await expect(page.getByRole('radio', { name: 'DPD Pickup point' })).toHaveAccessibleDescription(
    /388 g CO₂e per pakket \(bron: DPD Netherlands, 2025\)/,
  );
  await page.getByRole('button', { name: /^Toon \d+ andere opties$/ }).click();
  await expect(page.getByText(/CO₂e/)).toHaveCount(1);
  await expect(page.getByText(/duurzaam/i)).toHaveCount(0);
  const { confirmationUrl, stepAnswers } = await payThenBackTwice(
    page,
    'DPD Pickup point',
    /\/order-confirmation\?id=[^&]+&returnOrderId=[^&]+$/,
  );
  await expectCompleteNotWrong(page, 'nordwind');
  // The step did ask, and the platform refused: the page, not the answer, changed.
  expect(stepAnswers).toContain(401);

  await signInAgain(page, hugo);
  await expect(page).toHaveURL(confirmationUrl);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(REGISTERED);
});

test('quote flow: Back after a paid quote says it is complete and leads back to its confirmation', async ({
  page,
  signedIn,
}) => {
  const iris: Shopper = { email: 'iris@example.nl', orderNumber: '100331' };
  await signedIn('atelier', iris);
  await page.goto(portalUrl('atelier', '/order-confirmation/someone-elses-quote'));
  await expect(page).toHaveURL(portalUrl('atelier', '/'));
  await expect(page.getByRole('button', { name: 'Verder' })).toBeVisible();
  await expect(page.getByText(WRONG_CREDENTIALS)).toHaveCount(0);

  await toCarriers(page, 'atelier', iris, 'Midi Wrap Dress "Flora"', 'Past niet');
  const { confirmationUrl, stepAnswers } = await payThenBackTwice(
    page,
    'DPD Pickup point',
    /\/order-confirmation\/[^/?]+$/,
  );
  await expectCompleteNotWrong(page, 'atelier');
  expect(stepAnswers).toContain(401);

  await signInAgain(page, iris);
  await expect(page).toHaveURL(confirmationUrl);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(REGISTERED);
});

test('a sign-in with another order after a finished return leads to that order’s items', async ({
  page,
  seedReturn,
  signedIn,
}) => {
  const first: Shopper = { email: 'two-orders@example.nl', orderNumber: '100631' };
  const { confirmation } = await seedReturn({
    merchant: 'atelier',
    shopper: first,
    items: [{ title: 'Midi Wrap Dress "Flora"' }],
    until: 'quote',
    carrier: 'DPD Pickup point',
    payment: 'paid',
  });
  const loggedOut = page.waitForRequest(isLogout);
  // Where the payment page sends the shopper back: the label comes, and the session ends.
  await signedIn('atelier', first, confirmation);
  await expect(page.getByRole('link', { name: 'Download je label' })).toBeVisible({ timeout: 15_000 });
  await loggedOut;

  await page.goto(portalUrl('atelier'));
  await signInAgain(page, { ...first, orderNumber: '100632' });
  await expect(page).toHaveURL(portalUrl('atelier', '/select-items'));
  // The shopper's orders, the one just signed in with among them, its item ready to choose.
  const order = page.getByRole('region', { name: 'Bestelling #100632' });
  await expect(order.getByRole('heading', { name: 'Slim Chino Trousers' })).toBeVisible();
  await expect(order.getByRole('button', { name: 'Selecteren' })).toBeEnabled();
  await expect(page.getByText(COMPLETE)).toHaveCount(0);
});
