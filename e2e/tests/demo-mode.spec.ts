/**
 * Demo mode as the specification has it (docs/business-rules.md#demo-mode): every call of every step is
 * answered in the browser with sample data, up to a confirmation with its label. Each test walks a whole
 * demo return, the screens being what they are about, and records every request the page sends to the
 * platform's APIs (the host server's `/api/v0` and `/volta` proxies): there must be none.
 */
import { expect, type Page, test } from '@playwright/test';
import { portalUrl, selectReturn } from '../support/portal';
import { submitWith } from '../support/return-flow';

const PLATFORM = /^\/(api\/v0|volta)(\/|$)/;
const TERMS = 'Ik ga akkoord met de algemene voorwaarden van de retour';

/** Every request of `page` to the platform's APIs, as `METHOD path`. */
function platformRequests(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (PLATFORM.test(pathname)) sent.push(`${request.method()} ${pathname}`);
  });
  return sent;
}

async function signInToDemo(page: Page, merchant: string, details: { email: string; order: string }) {
  await page.goto(portalUrl(merchant, '/?isDemo'));
  await expect(page.locator('.rp-demo-banner')).toBeVisible();
  await page.getByLabel(/e-mail|postcode/i).fill(details.email);
  await page.getByLabel(/order/i).fill(details.order);
  await page.getByRole('button', { name: /verder/i }).click();
  await expect(page).toHaveURL(portalUrl(merchant, '/select-items'));
}

test('the draft flow (nordwind): a demo return from sign-in to its label, without a request to the platform', async ({
  page,
}) => {
  const sent = platformRequests(page);
  await signInToDemo(page, 'nordwind', { email: 'demo@example.com', order: 'DEMO-1001' });
  await selectReturn(page, 'Sample T-shirt', 'Te klein');
  await page.getByRole('button', { name: 'Verder met 1 artikel' }).click();
  await expect(page).toHaveURL(portalUrl('nordwind', '/confirm-items'));
  await page.getByRole('button', { name: 'Selectie bevestigen' }).click();
  await expect(page).toHaveURL(portalUrl('nordwind', '/carriers'));
  await expect(page.getByRole('radio', { name: 'DPD drop-off' })).toBeVisible();
  await submitWith(page, 'DPD drop-off');
  await expect(page).toHaveURL(/\/order-confirmation\?/);
  await expect(page.getByRole('link', { name: /label/i }).first()).toBeVisible();
  expect(sent).toEqual([]);
});

test('the quote flow (atelier): a demo self-shipping return from sign-in to its confirmation, without a request to the platform', async ({
  page,
}) => {
  const sent = platformRequests(page);
  await signInToDemo(page, 'atelier', { email: '3511 AB', order: 'DEMO-1001' });
  await selectReturn(page, 'Sample Floor Lamp', 'Past niet');
  await page.getByRole('button', { name: 'Verder met 1 artikel' }).click();
  await page.getByRole('checkbox', { name: TERMS }).check();
  await page.getByRole('button', { name: 'Selectie bevestigen' }).click();
  await expect(page).toHaveURL(portalUrl('atelier', '/order-confirmation/123'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(sent).toEqual([]);
});
