/** The quantity stepper (issue 4): on shops with the quantity selector, for lines with several units. */
import { expect, test } from '@playwright/test';
import { signIn } from '../support/portal';

test('steps between 1 and the returnable units, and resets bad input to 1', async ({ page }) => {
  await signIn(page, 'atelier');
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
