/**
 * The gatekeeping form's photo limits (issue 19): at most five photos, counting those still
 * uploading, and every refusal announced; an upload the server refuses is said under the field. Each
 * test has a vault shopper of its own: the tests run at once and are repeated, each shopper's uploads
 * count against her own hourly limit (30), and her draft is nobody else's. Each starts on confirm
 * items with the lamp seeded (`startOnConfirmItems`): the walk there is not what these tests are about.
 */
import { expect, type Locator, type Page, type Route, test } from '@playwright/test';
import { PNG } from '../support/gatekeeping';
import { expectNoAxeViolations, type Shopper } from '../support/portal';
import { startOnConfirmItems } from '../support/return-flow';

const ELSA: Shopper = { email: 'elsa@example.se', orderNumber: 'V-7005' };
const FRIDA: Shopper = { email: 'frida@example.se', orderNumber: 'V-7006' };
const GRETA: Shopper = { email: 'greta@example.se', orderNumber: 'V-7007' };
const HANNA: Shopper = { email: 'hanna@example.se', orderNumber: 'V-7008' };
const INGRID: Shopper = { email: 'ingrid@example.se', orderNumber: 'V-7009' };
// Her lamp was the fault matrix's upload row's (seed-faults.ts); nothing else uses her now.
const FIONA: Shopper = { email: 'faults-upload@example.se', orderNumber: 'V-5502' };
const pngs = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) => ({
    name: `${prefix}-${index + 1}.png`,
    mimeType: 'image/png',
    buffer: PNG,
  }));
const TOO_MANY = 'Je kunt maximaal 5 bestanden uploaden.';
const INVALID_TYPE = "Ongeldig bestandstype: kies PNG- of JPEG-foto's.";

/** The shopper's lamp returned as defect, on confirm items: the shop's form. */
async function photoForm(page: Page, shopper: Shopper) {
  await startOnConfirmItems(page, 'vault', shopper, 'Brass Arc Floor Lamp', 'Defect');
  const form = page.getByRole('group', { name: 'Tell us what is wrong' });
  await expect(form).toBeVisible();
  return form;
}

/**
 * Chooses a file made in the page: a 10 MB file sent through the browser's debugging protocol takes
 * seconds on a busy machine, one made in the page none.
 */
async function chooseFileMadeInPage(input: Locator, file: { name: string; type: string; size: number }) {
  await input.evaluate((element: HTMLInputElement, { name, type, size }) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([new Uint8Array(size)], name, { type }));
    element.files = transfer.files;
    element.dispatchEvent(new Event('change', { bubbles: true }));
  }, file);
}

test('three more photos next to three still uploading are refused, and each refusal is announced', async ({
  page,
}) => {
  const form = await photoForm(page, ELSA);
  const photos = form.getByRole('img', { name: /Foto \d/ });
  const addPhotos = form.getByLabel("Foto's toevoegen");
  // The server's answers are held back, so the first three are still on their way.
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/upload', async (route) => {
    await answered;
    await route.continue();
  });

  await addPhotos.setInputFiles(pngs('first', 3));
  await expect(form.getByRole('status').filter({ hasText: 'Bezig met uploaden…' })).toHaveCount(3);
  await addPhotos.setInputFiles(pngs('second', 3));
  await expect(form.getByRole('alert')).toHaveText(TOO_MANY);

  answer();
  await expect(photos).toHaveCount(3);
  await expect(form.getByRole('status').filter({ hasText: 'Bezig met uploaden…' })).toHaveCount(0);
  // The same refusal again, with the three stored: a new alert, so it is announced again.
  const firstAlert = await form.getByRole('alert').elementHandle();
  await addPhotos.setInputFiles(pngs('third', 3));
  await expect(form.getByRole('alert')).toHaveText(TOO_MANY);
  expect(await firstAlert?.evaluate((element) => element.isConnected)).toBe(false);
  await expect(photos).toHaveCount(3);
  // Two more still fit.
  await addPhotos.setInputFiles(pngs('fourth', 2));
  await expect(photos).toHaveCount(5);
  await expect(form.getByRole('alert')).toHaveCount(0);
  await expect(addPhotos).toHaveCount(0);
});

test('three more photos chosen at once after three are refused, however fast the uploads answer', async ({
  page,
}) => {
  const form = await photoForm(page, FRIDA);
  const addPhotos = form.getByLabel("Foto's toevoegen");
  await addPhotos.setInputFiles(pngs('first', 3));
  await addPhotos.setInputFiles(pngs('second', 3));
  await expect(form.getByRole('alert')).toHaveText(TOO_MANY);
  await expect(form.getByRole('img', { name: /Foto \d/ })).toHaveCount(3);
});

test('a text file, a photo over 10 MB and a text file named .png are refused', async ({ page }) => {
  const form = await photoForm(page, GRETA);
  const addPhotos = form.getByLabel("Foto's toevoegen");
  await addPhotos.setInputFiles(pngs('first', 1));
  await expect(form.getByRole('img', { name: /Foto \d/ })).toHaveCount(1);

  // A text file is refused before it is sent.
  await addPhotos.setInputFiles([{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') }]);
  await expect(form.getByRole('alert')).toHaveText(INVALID_TYPE);
  // A photo over 10 MB is refused with the limit named.
  await chooseFileMadeInPage(addPhotos, { name: 'big.png', type: 'image/png', size: 10 * 1024 * 1024 + 1 });
  await expect(form.getByRole('alert')).toHaveText('Uploaden mislukt: een foto mag maximaal 10 MB zijn.');
  // A text file named .png passes the browser's checks; the server reads its content and refuses it.
  await addPhotos.setInputFiles([
    { name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') },
  ]);
  await expect(form.getByRole('alert')).toHaveText(INVALID_TYPE);
  await expect(form.getByRole('img', { name: /Foto \d/ })).toHaveCount(1);
});

test('an upload the server refuses is said under the field, and axe-core finds nothing', async ({ page }) => {
  const form = await photoForm(page, FIONA);
  await page.route('**/upload', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"errors":[{"code":"e2e_500"}]}' }),
  );
  await form.getByLabel('Short description *').fill('The lamp flickers');
  await form.getByLabel("Foto's toevoegen").setInputFiles(pngs('refused', 1));
  // Said once the upload's own tries are over.
  await expect(form.getByText('Uploaden mislukt. Probeer het opnieuw.')).toBeVisible({ timeout: 15_000 });
  await expect(form.getByRole('img', { name: /^Foto \d$/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

/**
 * The form answered but its photo still on its way, held back by the test until `answer()`; the page
 * says Submit waits for it. Every gatekeeping request the page sends is in `sent`.
 */
async function photoOnItsWay(page: Page, shopper: Shopper, upload: (route: Route) => Promise<void>) {
  const form = await photoForm(page, shopper);
  await form.getByLabel('Short description *').fill('The lamp flickers');
  await form.getByRole('radio', { name: 'After a week' }).check();
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().endsWith('/draft-return-order/request'))
      sent.push(request.url());
  });
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/upload', async (route) => {
    await answered;
    await upload(route);
  });
  await form.getByLabel("Foto's toevoegen").setInputFiles(pngs('lamp', 1));
  await expect(page.getByRole('status').filter({ hasText: WAITING_FOR_PHOTOS })).toBeVisible();
  return { form, sent, answer };
}
const WAITING_FOR_PHOTOS = "We wachten tot je foto's zijn geüpload";
const SUBMIT_REQUEST = 'Aanvraag indienen';
/** Presses Submit as a shopper can while it waits: it is `aria-disabled`, which Playwright's click would wait out. */
const pressSubmit = (page: Page) => page.getByRole('button', { name: SUBMIT_REQUEST }).click({ force: true });

test('Submit pressed while the photo uploads is carried out once the photo is here, once', async ({
  page,
}) => {
  const { sent, answer } = await photoOnItsWay(page, HANNA, (route) => route.continue());
  await pressSubmit(page);
  await pressSubmit(page);
  expect(sent).toEqual([]);
  await expectNoAxeViolations(page);
  answer();
  await expect(page).toHaveURL(/\/request-confirmation$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Je retouraanvraag is ingediend');
  expect(sent).toHaveLength(1);
});

test('Submit pressed while the photo uploads sends nothing when the photo is refused, and says so', async ({
  page,
}) => {
  const { form, sent, answer } = await photoOnItsWay(page, INGRID, (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }),
  );
  await pressSubmit(page);
  answer();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Een foto kon niet worden geüpload, dus je aanvraag is niet ingediend.' }),
  ).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: WAITING_FOR_PHOTOS })).toHaveCount(0);
  await expect(form.getByRole('img', { name: /Foto \d/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
  expect(sent).toEqual([]);
  await expect(page).toHaveURL(/\/confirm-items$/);
});
