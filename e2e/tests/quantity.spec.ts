/** The quantity stepper (issue 4): on shops with the quantity selector, for lines with several units. */
import { expect, type Page, test } from '@playwright/test';

import { signInDirectly } from '../support/signed-in';

test('steps between 1 and the returnable units, and resets bad input to 1', async ({ page }) => {
  await signInDirectly(page, 'atelier');
  const stepper = page.getByRole('listitem').filter({ hasText: 'Midi Wrap Dress' }).first();
  const input = stepper.getByLabel('Aantal');
  await expect(input).toHaveValue('1');
  await expect(stepper.getByText('/ 3')).toBeVisible();
  await expect(stepper.getByRole('button', { name: 'Eén minder' })).toBeDisabled();
  await stepper.getByRole('button', { name: 'Eén meer' }).click();
  await stepper.getByRole('button', { name: 'Eén meer' }).click();
  await expect(input).toHaveValue('3');
  await expect(stepper.getByRole('button', { name: 'Eén meer' })).toBeDisabled();
  await input.fill('abc');
  await input.blur();
  await expect(input).toHaveValue('1');
  await input.fill('7');
  await input.blur();
  await expect(input).toHaveValue('3');
});

/** The card of atelier's three-unit Midi Wrap Dress, and the steps the tests below take on it. */
function dress(page: Page) {
  const card = page.getByRole('listitem').filter({ hasText: 'Midi Wrap Dress' }).first();
  return {
    card,
    input: card.getByLabel('Aantal'),
    more: card.getByRole('button', { name: 'Eén meer' }),
    async select() {
      await card.getByRole('button', { name: 'Selecteren' }).click();
      const dialog = page.getByRole('dialog');
      const returnChoice = dialog.getByRole('radio', { name: 'Retourneren' });
      if (await returnChoice.count()) await returnChoice.check();
      await dialog.getByLabel('Reden van retour').selectOption({ index: 1 });
      await dialog.getByRole('button', { name: 'Selecteren' }).click();
      await expect(dialog).toBeHidden();
    },
  };
}

async function quantityOnConfirmItems(page: Page) {
  await page.getByRole('button', { name: /^Verder met/ }).click();
  await expect(page).toHaveURL(/\/confirm-items$/);
  return page.getByText(/^Aantal: \d+$/).first();
}

test('the quantity stepped to before selecting is the quantity selected', async ({ page }) => {
  await signInDirectly(page, 'atelier');
  const { input, more, select } = dress(page);
  await more.click();
  await more.click();
  await expect(input).toHaveValue('3');
  await select();
  await expect(input).toHaveValue('3');
  await page.reload();
  await expect(input).toHaveValue('3');
  await expect(await quantityOnConfirmItems(page)).toHaveText('Aantal: 3');
});

test('deselecting resets the quantity to 1, and selecting again stores what the stepper shows', async ({
  page,
}) => {
  await signInDirectly(page, 'atelier');
  const { card, input, more, select } = dress(page);
  await select();
  await more.click();
  await expect(input).toHaveValue('2');
  await card.getByRole('button', { name: 'Deselecteren' }).click();
  await expect(input).toHaveValue('1');
  await more.click();
  await select();
  await expect(input).toHaveValue('2');
  await expect(await quantityOnConfirmItems(page)).toHaveText('Aantal: 2');
});
