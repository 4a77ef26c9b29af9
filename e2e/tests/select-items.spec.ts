/** Select items (issue 4, first part): cards, statuses, the item dialog, exchanges, suppliers, quantity. */
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, portalUrl, selectReturn } from '../support/portal';
import { signInDirectly } from '../support/signed-in';

const card = (page: Page, title: string) =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) })
    .first();
const openDialog = async (page: Page, title: string) => {
  await card(page, title).getByRole('button', { name: 'Selecteren' }).click();
  return page.getByRole('dialog');
};

test.beforeEach(async ({ page }) => {
  await signInDirectly(page, 'nordwind');
  await expect(page.getByRole('heading', { name: 'Bestelling #NW-1001' })).toBeVisible();
});

test('orders come newest first with their date, total and items', async ({ page }) => {
  const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
  expect(headings).toEqual(['Bestelling #NW-1001', 'Bestelling #NW-0987', 'Bestelling #NW-0815']);
  await expect(page.getByText(/Besteld op \w+dag \d+ \w+ 2026/).first()).toBeVisible();
});

test('non-returnable items show why instead of a button', async ({ page }) => {
  for (const [title, message] of [
    ['Gift Card', 'Artikelen uit deze categorie kunnen niet worden geretourneerd.'],
    ['Trail Runner Sneaker', 'Dit artikel is nog niet geleverd.'],
    ['Stoneware Mug', 'Dit artikel kan niet worden geretourneerd.'],
    ['Brass Arc Floor Lamp', 'De retourtermijn van dit artikel is verlopen.'],
  ] as const) {
    await expect(card(page, title)).toContainText(message);
    await expect(card(page, title).getByRole('button')).toHaveCount(0);
  }
  await expect(page.getByText('Voor dit artikel is al een retour aangevraagd.')).toBeVisible();
});

test('a return with a reason that needs a comment', async ({ page }) => {
  const dialog = await openDialog(page, 'Merino Crew Sweater');
  await dialog.getByLabel('Reden van retour').selectOption({ label: 'Beschadigd ontvangen' });
  await dialog.getByRole('button', { name: 'Selecteren' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Voor deze reden is een opmerking verplicht');
  await dialog.getByLabel('What was damaged?').fill('The seam came loose');
  await dialog.getByRole('button', { name: 'Selecteren' }).click();
  await expect(dialog).toBeHidden();
  await expect(card(page, 'Merino Crew Sweater')).toContainText('Reden: Beschadigd ontvangen');
  const stored = await page.evaluate(() => JSON.parse(sessionStorage.getItem('selectItems-storage') ?? '[]'));
  expect(stored[0]).toMatchObject({
    operation: 'Return',
    returnReason: 'Beschadigd ontvangen',
    returnReasonOtherComment: 'The seam came loose',
  });
});

test('an exchange is pending first, then carries the reason the server found', async ({ page }) => {
  // Held until released, whenever the look-up reaches the route: on a busy machine it may do so only
  // after the card has changed, and a release made before must not be lost.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/exchange-reason?*', async (route) => {
    await released;
    await route.continue();
  });
  const dialog = await openDialog(page, 'Linen Shirt');
  await expect(dialog.getByRole('radio', { name: 'Ruilen voor een andere maat' })).toBeChecked();
  await dialog.getByLabel('Nieuwe maat', { exact: true }).selectOption({ label: 'L' });
  await dialog.getByRole('button', { name: 'Selecteren' }).click();
  // While the reason is looked up the card shows a spinner and says so, never the stored "pending: M -> L".
  const shirt = card(page, 'Linen Shirt');
  await expect(shirt).toContainText('Ruilen voor maat L');
  await expect(shirt.getByRole('status')).toHaveText('We zoeken de reden van je ruil op…');
  await expect(shirt).not.toContainText('pending');
  release();
  await expect(shirt).toContainText('Ruilen voor maat L (Te klein)');
  await expect(shirt.getByRole('status')).toHaveCount(0);
});

test('a failed reason lookup keeps the exchange, with a note instead of the stored error text', async ({
  page,
}) => {
  await page.route('**/exchange-reason?*', (route) => route.fulfill({ status: 500, body: 'down' }));
  const dialog = await openDialog(page, 'Linen Shirt');
  await dialog.getByLabel('Nieuwe maat', { exact: true }).selectOption({ label: 'XS' });
  await dialog.getByRole('button', { name: 'Selecteren' }).click();
  // The stored reason is "error: M -> XS"; the shopper reads the exchange and is told the look-up failed.
  await expect(card(page, 'Linen Shirt')).toContainText('Ruilen voor maat XS');
  await expect(card(page, 'Linen Shirt').getByRole('status')).toHaveText(
    'We konden de reden van deze ruil niet opzoeken. Je ruil blijft geselecteerd; de reden controleren we later.',
  );
  await expect(card(page, 'Linen Shirt')).not.toContainText('error:');
  await expect(page.getByRole('button', { name: 'Verder met 1 artikel' })).toBeVisible();
});

test('a reason that prevents returns opens the return-flow-disabled dialog and stores nothing', async ({
  page,
}) => {
  const dialog = await openDialog(page, 'Merino Crew Sweater');
  await dialog.getByLabel('Reden van retour').selectOption({ label: 'Gebruikt en van gedachten veranderd' });
  await dialog.getByRole('button', { name: 'Selecteren' }).click();
  await expect(page.getByRole('dialog')).toContainText('Dit artikel kan niet online worden geretourneerd');
  await expect(page.getByRole('link', { name: 'Naar onze klantenservice' })).toHaveAttribute(
    'href',
    'https://nordwind.example/help',
  );
  await expect(page.getByRole('link', { name: 'Mail help@nordwind.example' })).toHaveAttribute(
    'href',
    'mailto:help@nordwind.example',
  );
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  expect(
    await page.evaluate(() => JSON.parse(sessionStorage.getItem('selectItems-storage') ?? '[]')),
  ).toEqual([]);
});

test("another supplier's items are disabled once an item is selected", async ({ page }) => {
  await selectReturn(page, 'Merino Crew Sweater', 'Te klein');
  await expect(page.getByText('Deze artikelen komen van verschillende leveranciers')).toBeVisible();
  const select = card(page, 'Canvas Tote Bag').getByRole('button', { name: 'Selecteren' });
  await expect(select).toBeDisabled();
  // The card says why, and its button is described by that.
  const why =
    'Kan niet samen met je gekozen artikelen worden geretourneerd: dit artikel gaat naar een ander retouradres.';
  await expect(card(page, 'Canvas Tote Bag')).toContainText(why);
  await expect(select).toHaveAccessibleDescription(why);
  await page.getByRole('button', { name: 'Deselecteren' }).click();
  await expect(card(page, 'Canvas Tote Bag').getByRole('button', { name: 'Selecteren' })).toBeEnabled();
});

test('a reload keeps the selection on /select-items and /confirm-items', async ({ page }) => {
  await selectReturn(page, 'Merino Crew Sweater', 'Te groot');
  await page.reload();
  await expect(card(page, 'Merino Crew Sweater')).toContainText('Reden: Te groot');
  await page.getByRole('button', { name: 'Verder met 1 artikel' }).click();
  await expect(page).toHaveURL(portalUrl('nordwind', '/confirm-items'));
  const returns = page.getByRole('list', { name: 'Te retourneren artikelen' });
  await expect(returns).toContainText('Merino Crew Sweater');
  await page.reload();
  await expect(returns).toContainText('Merino Crew Sweater');
});

test('an exchange chosen with the keyboard alone', async ({ page }) => {
  const select = card(page, 'Linen Shirt').getByRole('button', { name: 'Selecteren' });
  // The server's markup takes the keyboard once it is hydrated (its controls are disabled until then).
  await expect(select).toBeEnabled();
  await select.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // Tab to the size select and pick a size with the arrow keys.
  for (
    let i = 0;
    i < 8 &&
    !(await dialog
      .getByLabel('Nieuwe maat', { exact: true })
      .evaluate((node) => node === document.activeElement));
    i++
  ) {
    await page.keyboard.press('Tab');
  }
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(card(page, 'Linen Shirt')).toContainText('Ruilen voor maat XS');
  // Focus is back on the page, on the card's controls.
  await expect(card(page, 'Linen Shirt').getByRole('button', { name: 'Deselecteren' })).toBeVisible();
});

test('no axe violations on the list and the dialog in both modes', async ({ page }) => {
  await expectNoAxeViolations(page);
  const dialog = await openDialog(page, 'Linen Shirt');
  await expect(dialog.getByLabel('Nieuwe maat', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('radio', { name: 'Retourneren' }).check();
  await expect(dialog.getByLabel('Reden van retour')).toBeVisible();
  await expectNoAxeViolations(page);
});
