/** Gatekeeping (issue 4): answers and two photos per item, submitted as a request. */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, portalUrl, selectReturn, signIn } from '../support/portal';

// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('a gatekeeping request with two photos ends on /request-confirmation', async ({ page }) => {
  await signIn(page, 'vault');
  await selectReturn(page, 'Brass Arc Floor Lamp', 'Defect');
  await page.getByRole('button', { name: 'Verder met 1 artikel' }).click();
  await expect(page).toHaveURL(portalUrl('vault', '/confirm-items'));

  const form = page.getByRole('group', { name: 'Tell us what is wrong' });
  await expect(form).toBeVisible();
  // Required fields are enforced.
  await page.getByRole('button', { name: 'Aanvraag indienen' }).click();
  await expect(form.getByText('Short description is verplicht')).toBeVisible();
  await expect(form.getByText('Photos of the defect is verplicht')).toBeVisible();
  await expectNoAxeViolations(page);

  await form.getByLabel('Short description *').fill('The lamp flickers');
  await form.getByLabel('What happened?').fill('After a week it started to flicker.');
  await form.getByRole('radio', { name: 'After a week' }).check();
  await form.getByRole('checkbox', { name: 'Restarted it' }).check();
  await form.getByLabel("Foto's toevoegen").setInputFiles([
    { name: 'one.jpg', mimeType: 'image/png', buffer: PNG },
    { name: 'two.png', mimeType: 'image/png', buffer: PNG },
  ]);
  await expect(form.getByRole('img', { name: /Foto \d/ })).toHaveCount(2);

  // A thumbnail can be enlarged and deleted.
  await form.getByRole('button', { name: 'Foto 1', exact: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await form.getByRole('button', { name: 'Foto 2 verwijderen' }).click();
  await expect(form.getByRole('img', { name: /Foto \d/ })).toHaveCount(1);
  await form
    .getByLabel("Foto's toevoegen")
    .setInputFiles([{ name: 'three.png', mimeType: 'image/png', buffer: PNG }]);
  await expect(form.getByRole('img', { name: /Foto \d/ })).toHaveCount(2);

  // A text file is refused before it is sent.
  await form
    .getByLabel("Foto's toevoegen")
    .setInputFiles([{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') }]);
  await expect(form.getByText('Invalid file type')).toBeVisible();

  await page.getByRole('button', { name: 'Aanvraag indienen' }).click();
  await expect(page).toHaveURL(portalUrl('vault', '/request-confirmation'));
});

test('in demo mode the request, photos included, never leaves the browser', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path === '/upload' || path.startsWith('/api/')) calls.push(`${request.method()} ${path}`);
  });
  await page.goto(portalUrl('vault', '/?isDemo'));
  await page.getByLabel(/e-mail/i).fill('demo@returns-portal.example');
  await page.getByLabel(/order/i).fill('DEMO-1001');
  await page.getByRole('button', { name: /verder/i }).click();
  await selectReturn(page, 'Sample Hoodie', 'Te groot');
  await page.getByRole('button', { name: 'Verder met 1 artikel' }).click();

  // Demo mode always asks the gatekeeping questions.
  const form = page.getByRole('group', { name: 'Tell us what is wrong' });
  await form.getByLabel('Short description *').fill('Seam came loose');
  await form.getByRole('radio', { name: 'After a week' }).check();
  await form
    .getByLabel("Foto's toevoegen")
    .setInputFiles([{ name: 'seam.png', mimeType: 'image/png', buffer: PNG }]);
  await expect(form.getByRole('img', { name: 'Foto 1' })).toBeVisible();
  await page.getByRole('button', { name: 'Aanvraag indienen' }).click();
  await expect(page).toHaveURL(portalUrl('vault', '/request-confirmation'));
  expect(calls).toEqual([]);
});
