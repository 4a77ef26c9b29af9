/**
 * The accessibility statement (docs/design-system.md#the-accessibility-statement): linked from the
 * footer of every page in every bundled language, reached from a step in the flow and left again with
 * Back, the shop's own contact, axe-clean, readable without JavaScript, and reached by the shell's
 * own routing without breaking it.
 */
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, portalUrl } from '../support/portal';
import { HOST_PORT } from '../support/ports';

const LANGUAGES = {
  en: { link: 'Accessibility', title: 'Accessibility statement', report: 'Report a problem' },
  de: { link: 'Barrierefreiheit', title: 'Erklärung zur Barrierefreiheit', report: 'Ein Problem melden' },
  nl: { link: 'Toegankelijkheid', title: 'Toegankelijkheidsverklaring', report: 'Een probleem melden' },
} as const;
type Language = keyof typeof LANGUAGES;

// Every kind of page the server renders: the footer is on each of them.
const PATHS = [
  '/',
  '/magic-link',
  '/login/magic-link',
  '/withdraw',
  '/select-items',
  '/confirm-items',
  '/carriers',
  '/order-confirmation',
  '/order-confirmation/00000000-0000-4000-8000-000000000001',
  '/request-confirmation',
  '/accessibility',
  '/no-such-page',
];

/** The page's HTML as the server sends it to `merchant`'s shopper in `lang`. */
async function served(page: Page, merchant: string, path: string, lang: string) {
  // The test runner cannot resolve *.localhost as the browser does: ask localhost as this shop.
  const response = await page.request.get(`http://localhost:${HOST_PORT}${path}`, {
    headers: { host: `${merchant}.localhost:${HOST_PORT}`, cookie: `lang=${lang}`, accept: 'text/html' },
  });
  expect(response.status(), path).toBe(200);
  return response.text();
}

const footerLink = (page: Page, lang: Language) =>
  page.getByRole('contentinfo').getByRole('link', { name: LANGUAGES[lang].link, exact: true });

async function inLanguage(page: Page, merchant: string, lang: Language) {
  await page.context().addCookies([{ name: 'lang', value: lang, url: portalUrl(merchant) }]);
}

test('every page of every shop has the link in its footer, in each bundled language', async ({ page }) => {
  const checks = ['nordwind', 'atelier', 'kiosk', 'vault'].flatMap((merchant) =>
    (Object.keys(LANGUAGES) as Language[]).flatMap((lang) =>
      // A shop without the withdrawal function sends that path to sign-in.
      PATHS.filter((path) => !(merchant === 'kiosk' && path === '/withdraw')).map(async (path) => {
        const html = await served(page, merchant, path, lang);
        expect(html, `${merchant} ${lang} ${path}`).toMatch(
          new RegExp(
            `<footer class="rp-footer">.*<a href="/accessibility">${LANGUAGES[lang].link}</a>.*</footer>`,
          ),
        );
      }),
    ),
  );
  await Promise.all(checks);
});

for (const lang of Object.keys(LANGUAGES) as Language[]) {
  test(`${lang}: the footer link on sign-in and on a step of the flow reaches the statement, and Back returns`, async ({
    page,
  }) => {
    await inLanguage(page, 'nordwind', lang);
    await page.goto(portalUrl('nordwind', '/?isDemo'));
    await expect(page.locator('.rp-demo-banner')).toBeVisible();
    await footerLink(page, lang).click();
    await expect(page).toHaveURL(portalUrl('nordwind', '/accessibility'));
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(LANGUAGES[lang].title);
    await expect(page.getByRole('heading', { level: 2, name: LANGUAGES[lang].report })).toBeVisible();
    await expect(page).toHaveTitle(`${LANGUAGES[lang].title} · Nordwind Outfitters`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    // The shell has started around it (its header's language button) and kept the server's text.
    await expect(page.getByRole('button', { name: /language|Sprache|taal/i })).toBeVisible();
    await expect(
      page.locator('#rp-statement').getByRole('link', { name: 'help@nordwind.example' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    // From a step of the flow (demo mode: no shopper's data is touched), and back to it.
    await page.goto(portalUrl('nordwind', '/'));
    await page.getByRole('textbox', { name: /e-?mail/i }).fill('demo@example.com');
    await page.getByRole('textbox', { name: /order|bestel/i }).fill('DEMO-1001');
    await page.getByRole('button', { name: /continue|verder|weiter/i }).click();
    await expect(page).toHaveURL(/\/select-items$/);
    const card = page.getByRole('heading', { name: 'Sample Hoodie' });
    await expect(card).toBeVisible();
    await footerLink(page, lang).click();
    await expect(heading).toHaveText(LANGUAGES[lang].title);
    await page.goBack();
    await expect(page).toHaveURL(/\/select-items$/);
    await expect(card).toBeVisible();
  });
}

test('reporting a problem goes to the shop’s own support, as its footer does', async ({ page }) => {
  const contacts = {
    nordwind: ['help@nordwind.example', 'Customer service of Nordwind Outfitters'],
    atelier: ['service@atelier-maas.example'],
    kiosk: ['hello@kiosk.example'],
    vault: ['care@vault.example'],
  };
  for (const [merchant, [email, url]] of Object.entries(contacts)) {
    await inLanguage(page, merchant, 'en');
    await page.goto(portalUrl(merchant, '/accessibility'));
    const report = page.locator('#rp-statement');
    await expect(report.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
    if (url)
      await expect(report.getByRole('link', { name: url })).toHaveAttribute(
        'href',
        'https://nordwind.example/help',
      );
  }
});

test('readable without JavaScript: the whole statement, in the shop’s branding, with its footer', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await context.addCookies([{ name: 'lang', value: 'de', url: portalUrl('vault') }]);
  const page = await context.newPage();
  await page.goto(portalUrl('vault', '/accessibility'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(LANGUAGES.de.title);
  // The statement's own sections (vault's consent notice has a heading of its own).
  await expect(page.locator('#rp-statement').getByRole('heading', { level: 2 })).toHaveText([
    'Der erfüllte Standard',
    'Was wie getestet wurde',
    'Bekannte Einschränkungen',
    'Ein Problem melden',
  ]);
  await expect(page.getByText('WCAG) 2.2 auf Stufe AA')).toBeVisible();
  await expect(page.locator('#rp-statement').getByRole('link', { name: 'care@vault.example' })).toBeVisible();
  await expect(page.locator('time')).toHaveText('29. November 2026');
  await expect(footerLink(page, 'de')).toBeVisible();
  // The shop's font and colours are on the page before any script.
  await expect(page.locator('.rp-statement a').first()).toHaveCSS('color', 'rgb(59, 42, 122)');
  await context.close();
});

test('the shell’s own routing reaches the statement and leaves it again without a reload of its own', async ({
  page,
}) => {
  await inLanguage(page, 'atelier', 'nl');
  await page.goto(portalUrl('atelier', '/withdraw'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Herroep je overeenkomst');
  // The shell's router (react-router's BrowserRouter) follows history: a push and a popstate is how it navigates.
  const navigate = (path: string) =>
    page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  await navigate('/accessibility');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(LANGUAGES.nl.title);
  await expect(
    page.locator('#rp-statement').getByRole('link', { name: 'service@atelier-maas.example' }),
  ).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { stayed: boolean }).stayed = true;
  });
  await navigate('/');
  await expect(page.getByRole('button', { name: 'Verder' })).toBeVisible();
  await navigate('/accessibility');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(LANGUAGES.nl.title);
  // Back on the statement it was served with, the page was not loaded again.
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});
