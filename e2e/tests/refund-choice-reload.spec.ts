/** The store-credit choice survives a reload on confirm items: the draft remembers it (issue 9). */
import { expect, test } from '@playwright/test';
import { portalUrl, selectReturn } from '../support/portal';
import { signInDirectly } from '../support/signed-in';

// Mila has a draft of her own, so no other test changes what it remembers.
const mila = { email: 'mila@example.com', orderNumber: 'NW-3150' };

test('store credit written to the draft is still chosen after a reload', async ({ browser, page }) => {
  const consumerId = await signInDirectly(page, 'nordwind', mila);
  await selectReturn(page, 'Canvas Tote Bag', 'Te groot');
  await page.getByRole('button', { name: 'Verder met 1 artikel' }).click();
  await expect(page).toHaveURL(portalUrl('nordwind', '/confirm-items'));

  const storeCredit = page.getByRole('radio', { name: /Tegoed in de winkel/ });
  const refund = page.getByRole('radio', { name: 'Terugbetaling via mijn oorspronkelijke betaalmethode' });
  await expect(refund).toBeChecked();
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && response.url().endsWith('/draft-return-order'),
  );
  await storeCredit.check();
  expect((await saved).status()).toBe(200);

  // The draft remembers it: the platform says so, and the reloaded page shows it.
  const url = new URL(
    portalUrl('nordwind', `/api/v0/consumer/${encodeURIComponent(consumerId)}/draft-return-order`),
  );
  const cookie = (await page.context().cookies(url.href))
    .map(({ name, value }) => `${name}=${value}`)
    .join('; ');
  // The runner's own network stack does not resolve *.localhost: ask localhost as the shop.
  const draft = await page.request.get(`http://localhost:${url.port}${url.pathname}`, {
    headers: { host: url.host, cookie },
  });
  expect((await draft.json()).selectedPurchases[0].resolutionType).toBe('StoreCredit');
  // The page the server renders from that draft has it chosen already: seen in a tab of the same session
  // without JavaScript, the server's HTML alone.
  const serverOnly = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const served = await serverOnly.newPage();
  await served.goto(portalUrl('nordwind', '/confirm-items'));
  await expect(served.getByRole('radio', { name: /Tegoed in de winkel/ })).toBeChecked();
  await serverOnly.close();
  await page.reload();
  await expect(storeCredit).toBeChecked();
  await expect(refund).not.toBeChecked();

  // Back to refund, and a reload keeps that too.
  const savedAgain = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && response.url().endsWith('/draft-return-order'),
  );
  await refund.check();
  expect((await savedAgain).status()).toBe(200);
  await page.reload();
  await expect(refund).toBeChecked();
});
