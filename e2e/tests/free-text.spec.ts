/**
 * Free text has a maximum length (issue 19): a megabyte pasted or set into a comment keeps the page
 * responsive, the field keeps 1,000 characters, shows its count and announces the limit.
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/portal';
import { signInDirectly } from '../support/signed-in';

const MEGABYTE = 'x'.repeat(1_000_000);

test('a 1,000,000-character comment keeps 1,000 characters, says so, and the page stays responsive', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInDirectly(page, 'nordwind');
  await page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Canvas Tote Bag', exact: true }) })
    .first()
    .getByRole('button', { name: 'Selecteren' })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Reden van retour').selectOption({ label: 'Anders' });
  const comment = dialog.getByRole('textbox');
  await expect(comment).toHaveAttribute('maxlength', '1000');

  let started = Date.now();
  await comment.fill(MEGABYTE);
  // The page answers at once afterwards: no 30-second freeze.
  await page.evaluate(() => document.title);
  expect(Date.now() - started).toBeLessThan(15_000);
  await expect(comment).toHaveValue('x'.repeat(1000));
  await expect(dialog.getByText('1000 van 1000 tekens')).toBeVisible();
  await expect(
    dialog.getByRole('status').filter({ hasText: 'Je hebt het maximum van 1000 tekens bereikt.' }),
  ).toBeAttached();

  // Set by a script, past what the control takes: the form cuts it too.
  await comment.fill('');
  started = Date.now();
  await comment.evaluate((element, text) => {
    const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
    setter?.call(element, text);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  }, MEGABYTE);
  await page.evaluate(() => document.title);
  expect(Date.now() - started).toBeLessThan(15_000);
  await expect(comment).toHaveValue('x'.repeat(1000));
  await expectNoAxeViolations(page);

  // What is selected carries the 1,000 characters, and the page still works.
  await dialog.getByRole('button', { name: 'Selecteren' }).click();
  await expect(page.getByRole('button', { name: 'Verder met 1 artikel' })).toBeVisible();
  const stored = await page.evaluate(() => sessionStorage.getItem('selectItems-storage') ?? '');
  expect(stored).toContain('x'.repeat(1000));
  expect(stored).not.toContain('x'.repeat(1001));
});
