/** Gatekeeping (issue 4): answers and two photos per item, submitted as a request. */
import { expect, type Page, test } from '@playwright/test';
import { catalog } from '../../deploy/sandbox/src/data/seed';
import { inCurrency } from '../../deploy/sandbox/src/data/shop-terms';
import { answerGatekeeping, PNG } from '../support/gatekeeping';
import { expectNoAxeViolations, portalUrl, selectReturn } from '../support/portal';
import { signInDirectly } from '../support/signed-in';

// Every test here submits a request as the same shopper (nora on vault), and the sandbox refuses
// a different request for her current draft: one at a time, in order.
test.describe.configure({ mode: 'default' });

test('a gatekeeping request with two photos ends on /request-confirmation', async ({ page }) => {
  await signInDirectly(page, 'vault');
  await selectReturn(page, 'Brass Arc Floor Lamp', 'Defect');
  await page.getByRole('button', { name: 'Verder met 1 artikel' }).click();
  await expect(page).toHaveURL(portalUrl('vault', '/confirm-items'));

  const form = page.getByRole('group', { name: 'Tell us what is wrong' });
  await expect(form).toBeVisible();
  // Required fields are enforced.
  await page.getByRole('button', { name: 'Aanvraag indienen' }).click();
  await expect(form.getByText('Dit veld is verplicht: Short description')).toBeVisible();
  await expect(form.getByText('Dit veld is verplicht: Photos of the defect')).toBeVisible();
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

  // The photos refused (wrong type, too large, too many) are photo-upload.spec.ts's, with a shopper of its own.

  await page.getByRole('button', { name: 'Aanvraag indienen' }).click();
  await expect(page).toHaveURL(portalUrl('vault', '/request-confirmation'));
  // The three steps ahead, and what was asked for with the photos sent along.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Je retouraanvraag is ingediend');
  const steps = page.getByRole('region', { name: 'Zo gaat het verder' }).getByRole('listitem');
  await expect(steps).toHaveCount(3);
  await expect(steps.nth(0)).toContainText('Beoordeling');
  await expect(steps.nth(1)).toContainText('Besluit');
  await expect(steps.nth(2)).toContainText('Bericht');
  // What it gets back once approved: the lamp, and the refund the draft prices for it (its seeded price
  // in nora's currency, docs/business-rules.md#what-you-get-back).
  const request = page.getByRole('region', { name: 'Wat je terugkrijgt' });
  await expect(request.getByRole('listitem')).toContainText('Brass Arc Floor Lamp');
  await expect(request.locator('dt')).toHaveText('Terugbetaling via je oorspronkelijke betaalmethode');
  await expect(request.locator('dd')).toHaveText(
    new Intl.NumberFormat('nl', { style: 'currency', currency: 'SEK' }).format(
      inCurrency(catalog.arcLamp.price, 'SEK'),
    ),
  );
  await expect(request).toContainText('Dit krijg je zodra de winkel je aanvraag goedkeurt.');
  const photos = request.getByRole('img', { name: /^Foto \d van Brass Arc Floor Lamp$/ });
  await expect(photos).toHaveCount(2);
  // The thumbnails are the stored photos, loaded.
  for (const photo of await photos.all())
    expect(await photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(
      true,
    );
  await expectNoAxeViolations(page);
  // A reload keeps the page.
  await page.reload();
  await expect(request.getByRole('img', { name: /^Foto \d van/ })).toHaveCount(2);
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
  await answerGatekeeping(page, 'Seam came loose', 'seam.png');
  await page.getByRole('button', { name: 'Aanvraag indienen' }).click();
  await expect(page).toHaveURL(portalUrl('vault', '/request-confirmation'));
  expect(calls).toEqual([]);
});

/** The gatekeeping requests the page sends (`PUT …/draft-return-order/request`). */
function countRequests(page: Page): string[] {
  const puts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && new URL(request.url()).pathname.endsWith('/draft-return-order/request'))
      puts.push(request.url());
  });
  return puts;
}

/** Vault: the lamp returned as defect, on confirm items with the required answers given. */
async function answeredRequest(page: Page) {
  await signInDirectly(page, 'vault');
  await selectReturn(page, 'Brass Arc Floor Lamp', 'Defect');
  await page.getByRole('button', { name: 'Verder met 1 artikel' }).click();
  const form = page.getByRole('group', { name: 'Tell us what is wrong' });
  await form.getByLabel('Short description *').fill('The lamp flickers');
  await form.getByRole('radio', { name: 'After a week' }).check();
  await form
    .getByLabel("Foto's toevoegen")
    .setInputFiles([{ name: 'one.png', mimeType: 'image/png', buffer: PNG }]);
  await expect(form.getByRole('img', { name: 'Foto 1' })).toBeVisible();
}

test('Back after a submitted request never sends it again (issue 8)', async ({ page }) => {
  const puts = countRequests(page);
  await answeredRequest(page);
  await page.getByRole('button', { name: 'Aanvraag indienen' }).click();
  await expect(page).toHaveURL(portalUrl('vault', '/request-confirmation'));

  await page.goBack();
  await expect(page).toHaveURL(portalUrl('vault', '/confirm-items'));
  await expect(page.getByRole('heading', { name: 'Controleer je selectie' })).toBeVisible();
  // No form that posts again: the page says the return was submitted, and offers the way on.
  await expect(page.getByRole('button', { name: 'Aanvraag indienen' })).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Tell us what is wrong' })).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Deze retour is al ingediend.' })).toBeVisible();
  await expectNoAxeViolations(page);
  // A reload keeps the mark (session storage, with the selection).
  await page.reload();
  await expect(page.getByText('Deze retour is al ingediend.')).toBeVisible();
  await page.getByRole('button', { name: 'Naar de bevestiging' }).click();
  await expect(page).toHaveURL(portalUrl('vault', '/request-confirmation'));
  expect(puts).toHaveLength(1);

  // Starting over is a new selection.
  await page.goBack();
  await page.getByRole('button', { name: 'Nieuwe retour starten' }).click();
  await expect(page).toHaveURL(portalUrl('vault', '/select-items'));
  await expect(page.getByRole('button', { name: /^Verder met/ })).toHaveCount(0);
  expect(puts).toHaveLength(1);
});

test('a double click on "Submit request" sends one request, and the button is disabled meanwhile', async ({
  page,
}) => {
  const puts = countRequests(page);
  await answeredRequest(page);
  // The answer is held back, so the request stays in flight while the test clicks again.
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/draft-return-order/request', async (route) => {
    await answered;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Aanvraag indienen' }).dblclick();
  const submit = page.locator('.rp-confirm-actions .rp-button').first();
  await expect(submit).toBeDisabled();
  await submit.click({ force: true });
  await expect(page.getByRole('status').filter({ hasText: 'Je aanvraag wordt ingediend…' })).toBeVisible();
  answer();
  await expect(page).toHaveURL(portalUrl('vault', '/request-confirmation'));
  expect(puts).toHaveLength(1);
});
