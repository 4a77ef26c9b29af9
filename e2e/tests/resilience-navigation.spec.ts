/**
 * Reloads, Back and Forward, and a connection lost (issue 24, "Resilience"): a reload on every route
 * of the flow restores where the shopper was and what they chose; Back and Forward move between the
 * steps without breaking the flow or submitting twice; going offline on `/carriers` and online again
 * recovers in place, without a reload. Each test has its own shopper (NW-55xx); the offline test starts
 * on the carriers step with its selection seeded.
 */
import { expect, type Page, test } from '@playwright/test';
import { expectSameDocument, markDocument } from '../support/fault-matrix';
import { portalUrl, type Shopper, sandboxUrl, selectReturn } from '../support/portal';
import { readyToSubmit, SUBMIT, startOnCarriers } from '../support/return-flow';
import { signInDirectly } from '../support/signed-in';

const CONFIRM_HEADING = 'Controleer je selectie';
const CARRIERS_HEADING = 'Hoe wil je je retour versturen?';
const TERMS = 'Ik ga akkoord met de algemene voorwaarden van de retour';
const NOT_SAVED = 'Je wijziging kon niet worden opgeslagen';

/** How many return orders the sandbox made from this seeded order. */
async function returnOrders(page: Page, orderNumber: string) {
  const response = await page.request.get(
    sandboxUrl(`/sandbox/merchants/nordwind/orders/${encodeURIComponent(orderNumber)}/created`),
  );
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { returnOrders: number }).returnOrders;
}

// Each test walks the whole flow with reloads or faults on the way: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const totebag = (page: Page) => page.getByRole('list', { name: 'Te retourneren artikelen' });
const storeCredit = (page: Page) => page.getByRole('radio', { name: /Tegoed in de winkel/ });

test('a reload on every route restores the step and the choices; Back and Forward never submit twice', async ({
  page,
}) => {
  const shopper: Shopper = { email: 'faults-reload@example.com', orderNumber: 'NW-5506' };
  // The sign-in page keeps nothing typed before it is sent; after a reload it is the sign-in page again.
  await page.goto(portalUrl('nordwind'));
  await page.reload();
  await expect(page.getByLabel(/e-mail/i)).toBeVisible();

  await signInDirectly(page, 'nordwind', shopper);
  await selectReturn(page, 'Canvas Tote Bag', 'Te groot');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Deselecteren' })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Verder met 1 artikel' })).toBeVisible();

  await page.getByRole('button', { name: 'Verder met 1 artikel' }).click();
  await expect(heading(page, CONFIRM_HEADING)).toBeVisible();
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && response.url().endsWith('/draft-return-order'),
  );
  await storeCredit(page).check();
  expect((await saved).status()).toBe(200);
  await page.reload();
  await expect(totebag(page)).toContainText('Canvas Tote Bag');
  await expect(storeCredit(page)).toBeChecked();

  // Back to select items and Forward again, in place: the selection and the choice are still there.
  await markDocument(page);
  await page.goBack();
  await expect(page).toHaveURL(portalUrl('nordwind', '/select-items'));
  await expect(page.getByRole('button', { name: 'Deselecteren' })).toHaveCount(1);
  await page.goForward();
  await expect(heading(page, CONFIRM_HEADING)).toBeVisible();
  await expect(storeCredit(page)).toBeChecked();
  await expectSameDocument(page);

  await page.getByRole('button', { name: 'Selectie bevestigen' }).click();
  await expect(heading(page, CARRIERS_HEADING)).toBeVisible();
  await readyToSubmit(page, 'DPD Pickup point');
  // The "no" is kept once the server's answer to it is here: a reload before that (a slow machine) would
  // rightly ask again.
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('insurance-answered'))).toBe('true');
  await page.reload();
  await expect(heading(page, CARRIERS_HEADING)).toBeVisible();
  // The draft keeps the carrier and the terms; the session keeps that insurance was declined (the draft
  // cannot tell a "no" from no answer: docs/flows.md#4-reloads).
  await expect(page.getByRole('radio', { name: 'DPD Pickup point' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: TERMS })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Nee, bedankt' })).toBeChecked();

  // Back and Forward between confirm items and the carriers, then the submission.
  await page.goBack();
  await expect(heading(page, CONFIRM_HEADING)).toBeVisible();
  await page.goForward();
  await expect(heading(page, CARRIERS_HEADING)).toBeVisible();
  await readyToSubmit(page, 'DPD Pickup point');
  await page.getByRole('button', { name: SUBMIT }).click();
  await expect(page).toHaveURL(/\/sandbox\/pay\//);
  expect(await returnOrders(page, shopper.orderNumber)).toBe(1);

  // Back from the payment page before paying: the step with its choices, to pay or change them
  // (docs/business-rules.md#an-unpaid-return-can-be-paid); going back and reloading make no second one.
  const notPaid = page
    .getByRole('alert')
    .filter({ hasText: 'Je hebt de betaalpagina verlaten zonder te betalen.' });
  await page.goBack();
  await expect(page).toHaveURL(portalUrl('nordwind', '/carriers'));
  await expect(notPaid).toBeVisible();
  await expect(page.getByRole('radio', { name: 'DPD Pickup point' })).toBeChecked();
  await expect(page.getByRole('button', { name: SUBMIT })).toBeVisible();
  await page.reload();
  await expect(notPaid).toBeVisible();
  await expect(page.getByText('Deze retour is al aangemaakt.')).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL(portalUrl('nordwind', '/confirm-items'));
  await expect(page.getByText('Deze retour is al ingediend.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Selectie bevestigen' })).toHaveCount(0);
  await page.goForward();
  await page.goForward();
  await expect(page).toHaveURL(/\/sandbox\/pay\//);
  expect(await returnOrders(page, shopper.orderNumber)).toBe(1);
});

test('offline on /carriers, then online again: the change and the submission recover without a reload', async ({
  page,
}) => {
  const shopper: Shopper = { email: 'faults-offline@example.com', orderNumber: 'NW-5508' };
  // The way to the carriers is the first test's subject: this one starts there.
  await startOnCarriers(page, 'nordwind', shopper, 'Canvas Tote Bag', 'Te groot');
  await expect(heading(page, CARRIERS_HEADING)).toBeVisible();
  await expect(page.getByRole('radio', { name: 'DPD Pickup point' })).toBeChecked();
  await markDocument(page);

  await page.context().setOffline(true);
  // A change while offline is put back and said; the shell stays.
  await page.getByRole('radio', { name: 'Nee, bedankt' }).click();
  // Put back once its tries are over (a write tries a lost connection again), and said.
  await expect(page.getByRole('radio', { name: 'Nee, bedankt' })).not.toBeChecked({ timeout: 20_000 });
  await expect(page.getByRole('alert').filter({ hasText: NOT_SAVED })).toBeVisible();
  await expect(page.getByRole('button', { name: /taal|language/i })).toBeVisible();

  await page.context().setOffline(false);
  await page.getByRole('radio', { name: 'Nee, bedankt' }).click();
  await expect(page.getByRole('radio', { name: 'Nee, bedankt' })).toBeChecked();
  await expect(page.getByRole('alert').filter({ hasText: NOT_SAVED })).toHaveCount(0);
  // Saved before the connection goes again: a change still unsent then is rightly put back and said.
  // The answer awaited is the one carrying the terms: the choice above may still be on its way, and its
  // answer coming first left the terms unsent when the connection went (the submission then waited for
  // the write's tries instead of failing).
  const termsSaved = page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' &&
      response.url().includes('draft-return-order') &&
      response.request().postDataJSON()?.tacAgreed === true &&
      response.ok(),
  );
  await page.getByRole('checkbox', { name: TERMS }).check();
  await termsSaved;

  // The submission while offline fails after its tries, says so, and keeps every choice.
  await page.context().setOffline(true);
  await page.getByRole('button', { name: SUBMIT }).click();
  await expect(page.getByRole('alert')).toContainText('De retour kon niet worden aangemaakt', {
    timeout: 15_000,
  });
  await expect(page.getByRole('radio', { name: 'Nee, bedankt' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: TERMS })).toBeChecked();
  expect(await returnOrders(page, shopper.orderNumber)).toBe(0);

  await page.context().setOffline(false);
  await expectSameDocument(page);
  await page.getByRole('button', { name: SUBMIT }).click();
  await expect(page).toHaveURL(/\/sandbox\/pay\//);
  expect(await returnOrders(page, shopper.orderNumber)).toBe(1);
});
