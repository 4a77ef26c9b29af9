/** A return walked to the carriers step and sent off, as the browser tests of later steps need it. */
import { expect, type Page } from '@playwright/test';
import { portalUrl, type Shopper, selectReturn, signIn } from './portal';
import { HOST_PORT } from './ports';

const TERMS = 'Ik ga akkoord met de algemene voorwaarden van de retour';

/** Signs in as `shopper`, selects `title` to return, and arrives on the carriers step (of the host on `port`). */
export async function toCarriers(
  page: Page,
  merchant: string,
  shopper: Shopper,
  title: string,
  reason: string,
  port = HOST_PORT,
) {
  await signIn(page, merchant, shopper, port);
  await selectReturn(page, title, reason);
  await page.getByRole('button', { name: 'Verder met 1 artikel' }).click();
  await page.getByRole('button', { name: 'Selectie bevestigen' }).click();
  await expect(page).toHaveURL(portalUrl(merchant, '/carriers', port));
  await expect(page.getByRole('heading', { name: 'Hoe wil je je retour versturen?' })).toBeVisible();
}

/** Chooses `carrier` (behind "other options" when needed), no insurance, the terms, and submits. */
export async function submitWith(page: Page, carrier: string) {
  const radio = page.getByRole('radio', { name: carrier });
  if (!(await radio.isVisible()))
    await page.getByRole('button', { name: /^Toon \d+ andere opties$/ }).click();
  await radio.check();
  const insurance = page.getByRole('radio', { name: 'Nee, bedankt' });
  if (await insurance.count()) await insurance.check();
  await page.getByRole('checkbox', { name: TERMS }).check();
  await page.getByRole('button', { name: /^(Verder naar betalen|Retour aanmaken)$/ }).click();
}

/** On the sandbox's payment page, which the carriers step sent the shopper to: Pay, Cancel, Fail or Expire. */
export async function answerPayment(page: Page, action: 'Pay' | 'Cancel' | 'Fail' | 'Expire') {
  await expect(page).toHaveURL(/\/sandbox\/pay\//);
  await page.getByRole('button', { name: action }).click();
}
