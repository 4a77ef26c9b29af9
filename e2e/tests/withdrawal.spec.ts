/**
 * The EU withdrawal function in Chromium (docs/business-rules.md#the-withdrawal-function): from the
 * sign-in page with the keyboard alone, the summary before anything is sent, the acknowledgement
 * with its time of receipt, the e-mail with its PDF in the sandbox's outbox, one statement however
 * often it is confirmed, the same page for an order that does not exist, the law's wording per
 * language, and no link where the shop has not enabled it.
 */
import { expect, type Page, test } from '@playwright/test';
import { tabTo } from '../support/keyboard';
import { readPdf } from '../support/pdf';
import { expectNoAxeViolations, portalUrl, sandboxUrl } from '../support/portal';

interface Statement {
  withdrawalId: string;
  orderNumber: string;
  email: string;
  merchant: string;
  matched: boolean;
}
interface Mail {
  to: string;
  subject: string;
  body?: string;
  attachment?: { filename: string; url: string };
}

const statements = async (page: Page) =>
  (await (await page.request.get(sandboxUrl('/sandbox/withdrawals.json'))).json()) as Statement[];
const REMARK = 'Opmerking (optioneel)';
const mails = async (page: Page) =>
  (await (await page.request.get(sandboxUrl('/sandbox/outbox.json'))).json()) as Mail[];

test('a withdrawal from the sign-in page with the keyboard alone: summary first, then the acknowledgement and its e-mail', async ({
  page,
}) => {
  await page.goto(portalUrl('nordwind'));
  const link = page.getByRole('link', { name: 'Overeenkomst hier herroepen' });
  await expect(link).toBeVisible();
  await tabTo(page, link);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(portalUrl('nordwind', '/withdraw'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Herroep je overeenkomst');
  await expectNoAxeViolations(page);

  // Continuing with nothing typed: every problem shown and announced, the first field focused.
  const name = page.getByRole('textbox', { name: 'Je naam' });
  await tabTo(page, page.getByRole('button', { name: 'Verder naar het overzicht' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);

  await page.keyboard.type('Wim Jansen');
  await page.keyboard.press('Tab');
  await page.keyboard.type('NW-5061');
  await page.keyboard.press('Tab');
  await page.keyboard.type('wim@example.com');
  // Only some items: the list is asked for.
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'Alleen sommige artikelen' })).toBeChecked();
  await page.keyboard.press('Tab');
  await page.keyboard.type('Linnen overhemd, maat L');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Past niet');
  // Counted for this order only: other tests send statements of their own meanwhile.
  const ofThisOrder = async () =>
    (await statements(page)).filter((statement) => statement.orderNumber === 'NW-5061').length;
  const before = await ofThisOrder();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Controleer je herroeping');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  const summary = page.locator('.rp-withdrawal__summary');
  await expect(summary).toContainText('Wim Jansen');
  await expect(summary).toContainText('Linnen overhemd, maat L');
  await expectNoAxeViolations(page);
  // Nothing is sent before the one button says so.
  expect(await ofThisOrder()).toBe(before);
  const confirm = page.getByRole('button', { name: 'Herroeping bevestigen' });
  await tabTo(page, confirm);
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Je herroeping is ontvangen');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(page.getByText(/UTC$/)).toBeVisible();
  await expect(page.locator('.rp-withdrawal')).toContainText('NW-5061');
  await expectNoAxeViolations(page);
  const stored = (await statements(page)).filter((statement) => statement.orderNumber === 'NW-5061');
  expect(stored).toHaveLength(1);
  expect(stored[0]?.matched).toBe(true);
  await expect(page.locator('.rp-withdrawal')).toContainText(stored[0]?.withdrawalId ?? '-');

  // The durable copy: an e-mail to the address given, with the PDF (made once the answer is out).
  await expect(page.getByRole('main')).toContainText('Een kopie gaat naar wim@example.com');
  await expect
    .poll(async () => (await mails(page)).some((candidate) => candidate.to === 'wim@example.com'))
    .toBe(true);
  const mail = (await mails(page)).find((candidate) => candidate.to === 'wim@example.com');
  expect(mail?.subject).toContain('NW-5061');
  expect(mail?.body).toContain('Linnen overhemd, maat L');
  const pdf = await page.request.get(sandboxUrl(mail?.attachment?.url ?? '/missing'));
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const { title, text } = await readPdf(await pdf.body());
  expect(title).toBe(`Withdrawal ${stored[0]?.withdrawalId}`);
  for (const expected of ['Wim Jansen', 'NW-5061', 'wim@example.com', 'Linnen overhemd, maat L', 'UTC'])
    expect(text).toContain(expected);

  // A reload keeps the acknowledgement.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Je herroeping is ontvangen');
});

test('confirming twice, or again after going back, is one withdrawal with one acknowledgement', async ({
  page,
}) => {
  await page.goto(portalUrl('atelier', '/withdraw'));
  await page.getByRole('textbox', { name: 'Je naam' }).fill('Lotte Bakker');
  await page.getByRole('textbox', { name: 'Ordernummer' }).fill('100621');
  await page.getByRole('textbox', { name: 'E-mailadres voor de bevestiging' }).fill('lotte@example.nl');
  await page.getByRole('button', { name: 'Verder naar het overzicht' }).click();
  await page.getByRole('button', { name: 'Herroeping bevestigen' }).dblclick();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Je herroeping is ontvangen');
  const reference = await page.locator('.rp-withdrawal__summary dd').first().textContent();

  // The same statement again, as a shopper unsure it went through would: the same acknowledgement.
  await page.goBack();
  await page.goto(portalUrl('atelier', '/withdraw'));
  await page.getByRole('button', { name: 'Een andere bestelling herroepen' }).click();
  await page.getByRole('textbox', { name: 'Je naam' }).fill('Lotte Bakker');
  await page.getByRole('textbox', { name: 'Ordernummer' }).fill('100621');
  await page.getByRole('textbox', { name: 'E-mailadres voor de bevestiging' }).fill('lotte@example.nl');
  await page.getByRole('button', { name: 'Verder naar het overzicht' }).click();
  await page.getByRole('button', { name: 'Herroeping bevestigen' }).click();
  await expect(page.locator('.rp-withdrawal__summary dd').first()).toHaveText(reference ?? '-');
  const stored = (await statements(page)).filter((statement) => statement.orderNumber === '100621');
  expect(stored).toHaveLength(1);
  await expect
    .poll(async () => (await mails(page)).filter((mail) => mail.to === 'lotte@example.nl'))
    .toHaveLength(1);
});

test('an order that does not exist gets the same acknowledgement, sent to the address given as for any', async ({
  page,
}) => {
  await page.goto(portalUrl('nordwind', '/withdraw'));
  await page.getByRole('textbox', { name: 'Je naam' }).fill('Nobody Known');
  await page.getByRole('textbox', { name: 'Ordernummer' }).fill('NW-0000-404');
  await page.getByRole('textbox', { name: 'E-mailadres voor de bevestiging' }).fill('nobody@example.org');
  await page.getByRole('button', { name: 'Verder naar het overzicht' }).click();
  await page.getByRole('button', { name: 'Herroeping bevestigen' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Je herroeping is ontvangen');
  // Within the page's content: the shell keeps an empty status of its own for navigations.
  const main = page.getByRole('main');
  await expect(main.getByRole('alert').or(main.getByRole('status')).first()).toContainText(
    'Een kopie gaat naar nobody@example.org',
  );
  const stored = (await statements(page)).filter((statement) => statement.orderNumber === 'NW-0000-404');
  expect(stored.map((statement) => statement.matched)).toEqual([false]);
  // The acknowledgement on a durable medium, as for an order that exists: the shop sees it did not match.
  await expect
    .poll(async () => (await mails(page)).filter((mail) => mail.to === 'nobody@example.org').length)
    .toBe(1);
});

test('the law’s wording in each language, and no link where the shop has not enabled withdrawals', async ({
  page,
  context,
}) => {
  const wording = [
    { lang: 'en', link: 'Withdraw from contract here', confirm: 'Confirm withdrawal' },
    { lang: 'de', link: 'Vertrag widerrufen', confirm: 'Widerruf bestätigen' },
    { lang: 'nl', link: 'Overeenkomst hier herroepen', confirm: 'Herroeping bevestigen' },
  ];
  for (const { lang, link, confirm } of wording) {
    await context.addCookies([{ name: 'lang', value: lang, url: portalUrl('atelier') }]);
    // A tab of its own: the statement typed in the last one is kept for its tab.
    const page = await context.newPage();
    await page.goto(portalUrl('atelier'));
    await page.getByRole('link', { name: link, exact: true }).click();
    await expect(page).toHaveURL(portalUrl('atelier', '/withdraw'));
    await expect(page.getByRole('contentinfo').getByRole('link', { name: link, exact: true })).toBeVisible();
    await page.getByRole('textbox').nth(0).fill('Lotte Bakker');
    await page.getByRole('textbox').nth(1).fill(`100621-${lang}`);
    await page.getByRole('textbox').nth(2).fill('lotte@example.nl');
    await page.locator('form button[type="submit"]').click();
    await expect(page.getByRole('button', { name: confirm, exact: true })).toBeVisible();
    await page.close();
  }
  await page.goto(portalUrl('kiosk'));
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.locator('a[href="/withdraw"]')).toHaveCount(0);
  await page.goto(portalUrl('kiosk', '/withdraw'));
  await expect(page).toHaveURL(portalUrl('kiosk'));
});

test('every field says its limit, counts near it and announces reaching it: the remark is never cut silently', async ({
  page,
}) => {
  await page.goto(portalUrl('nordwind', '/withdraw'));
  const remark = page.getByRole('textbox', { name: REMARK });
  await expect(remark).toHaveAttribute('maxlength', '2000');
  // The limit is read with the field, before a word is typed.
  await expect(remark).toHaveAccessibleDescription(/Maximaal 2000 tekens/);
  for (const [name, max] of [
    ['Je naam', 200],
    ['Ordernummer', 64],
  ] as const)
    await expect(page.getByRole('textbox', { name })).toHaveAccessibleDescription(
      new RegExp(`Maximaal ${max} tekens`),
    );
  await remark.fill('x'.repeat(1900));
  await expect(remark).toHaveAccessibleDescription(/1900 van 2000 tekens/);
  await remark.fill('x'.repeat(2500));
  await expect(remark).toHaveValue('x'.repeat(2000));
  await expect(remark).toHaveAccessibleDescription(/2000 van 2000 tekens/);
  await expect(
    page.getByRole('status').filter({ hasText: 'Je hebt het maximum van 2000 tekens bereikt.' }),
  ).toBeAttached();
  await expectNoAxeViolations(page);
});
