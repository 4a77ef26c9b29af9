/** The host shell (issue 2): branding per merchant, language dialog, redirects, demo banner, a11y. */
import { expect, test } from '@playwright/test';
import { merchants } from '../../deploy/sandbox/src/data/seed';
import { expectNoAxeViolations, portalUrl } from '../support/portal';

const shop = (name: string) => {
  const merchant = merchants.find((candidate) => candidate.merchantName === name);
  if (!merchant) throw new Error(`No seeded merchant ${name}`);
  return merchant;
};

test.describe('branding', () => {
  test('each merchant shows its own logo, colours and name on its own host name', async ({
    page,
    browser,
  }) => {
    const nordwind = shop('nordwind');
    await page.goto(portalUrl('nordwind'));
    // Seeded asset paths are relative to the sandbox, which makes them absolute.
    await expect(page.getByRole('img', { name: nordwind.name })).toHaveAttribute(
      'src',
      new RegExp(`${nordwind.logoUrl}$`),
    );
    await expect(page.getByRole('heading', { level: 1 })).toContainText(nordwind.name);
    const submit = page.locator('form button[type="submit"]');
    await expect(submit).toHaveCSS('background-color', hexToRgb(nordwind.buttonColor ?? ''));
    await expect(submit).toHaveCSS('color', hexToRgb(nordwind.buttonTextColor ?? ''));

    const atelier = shop('atelier');
    await page.goto(portalUrl('atelier'));
    // atelier still has the platform's default logo, so the shell shows its name instead.
    await expect(page.getByRole('heading', { name: atelier.name, exact: true })).toBeVisible();
    // Also in the server's first paint, before any script runs.
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const firstPaint = await noScript.newPage();
    await firstPaint.goto(portalUrl('atelier'));
    await expect(firstPaint.getByRole('heading', { name: atelier.name, exact: true })).toBeVisible();
    await noScript.close();
    await expect(page.getByRole('img', { name: atelier.name })).toHaveCount(0);
    await expect(page.locator('form button[type="submit"]')).toHaveCSS(
      'background-color',
      hexToRgb(atelier.buttonColor ?? ''),
    );
    expect(atelier.buttonColor).not.toBe(nordwind.buttonColor);
  });

  test("the sign-in page is on screen, in the heading's font, before any of its scripts is fetched", async ({
    page,
  }) => {
    await page.goto(portalUrl('nordwind'));
    // The page works: the form is React's, rendered once the scripts have arrived.
    await expect(page.getByRole('button', { name: 'Verder' })).toBeVisible();
    const timing = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/apps\/.*\.js$|mf-manifest\.json$/.test(entry.name))
        .map((entry) => ({ name: entry.name, start: entry.startTime })),
      headingFont: [...document.fonts].some(
        (face) =>
          face.family.replace(/"/g, '') === 'Lora' && face.weight === '700' && face.status === 'loaded',
      ),
    }));
    expect(timing.firstPaint).toBeGreaterThan(0);
    expect(timing.scripts.length).toBeGreaterThan(3);
    for (const script of timing.scripts)
      expect(script.start, script.name).toBeGreaterThanOrEqual(timing.firstPaint);
    expect(timing.headingFont).toBe(true);
  });

  test('an unknown shop gets a not-found page, not another shop', async ({ page }) => {
    const response = await page.goto(portalUrl('no-such-shop'));
    expect(response?.status()).toBe(404);
  });
});

test.describe('language dialog', () => {
  test('opens, closes with Escape returning focus, and switches the language with the lang cookie', async ({
    page,
    context,
  }) => {
    await page.goto(portalUrl('nordwind'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    const button = page.getByRole('button', { name: /taal|language/i });
    await button.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    for (const name of ['Nederlands', 'English', 'Deutsch']) {
      await expect(dialog.getByRole('button', { name: new RegExp(name, 'i') })).toBeVisible();
    }
    // Focus stays inside the dialog however far one tabs.
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();

    await button.click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /close|sluiten/i })
      .click();
    await expect(page.getByRole('dialog')).toBeHidden();

    await button.click();
    await Promise.all([
      page.waitForEvent('load'),
      page
        .getByRole('dialog')
        .getByRole('button', { name: /English/ })
        .click(),
    ]);
    const cookies = await context.cookies(portalUrl('nordwind'));
    expect(cookies.find((cookie) => cookie.name === 'lang')?.value).toBe('en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByLabel('E-mail address')).toBeVisible();
  });

  test('offers only the languages the portal has texts for', async ({ page, context }) => {
    // nordwind lists Swedish too; the portal has no Swedish texts, so it is not offered.
    expect(shop('nordwind').locales).toContain('sv');
    await page.goto(portalUrl('nordwind'));
    await page.getByRole('button', { name: /taal|language/i }).click();
    const choices = page.getByRole('dialog').getByRole('list').getByRole('button');
    await expect(choices).toHaveText([/Nederlands/, /English/, /Deutsch/]);
    // A Swedish cookie from elsewhere gives the shop's default language, not a half-Swedish page.
    await context.addCookies([{ name: 'lang', value: 'sv', url: portalUrl('nordwind') }]);
    await page.goto(portalUrl('nordwind'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await expect(page.getByLabel('E-mailadres')).toBeVisible();
  });

  test('a malformed lang cookie from a sibling subdomain still gives a working sign-in page', async ({
    page,
    context,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await context.addCookies([{ name: 'lang', value: '%E0%A4%A', url: portalUrl('nordwind') }]);
    await page.goto(portalUrl('nordwind'));
    await expect(page.getByLabel('E-mailadres')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Verder' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    expect(errors).toEqual([]);
  });

  test('a backdrop click closes the dialog', async ({ page }) => {
    await page.goto(portalUrl('nordwind'));
    await page.getByRole('button', { name: /taal|language/i }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});

test.describe('routing', () => {
  test('an unknown path goes to / keeping its query', async ({ page }) => {
    await page.goto(portalUrl('nordwind', '/no/such/page?email=a%40b.example&x=1'));
    await expect(page).toHaveURL(portalUrl('nordwind', '/?email=a%40b.example&x=1'));
  });

  test('a guarded route without a consumer id goes to /', async ({ page }) => {
    for (const path of [
      '/select-items',
      '/confirm-items',
      '/carriers',
      '/order-confirmation',
      '/request-confirmation',
    ]) {
      await page.goto(portalUrl('nordwind', path));
      await expect(page).toHaveURL(portalUrl('nordwind', '/'));
    }
  });

  test('/{lang}/magic-link goes to /magic-link', async ({ page }) => {
    await page.goto(portalUrl('nordwind', '/en/magic-link'));
    await expect(page).toHaveURL(portalUrl('nordwind', '/magic-link'));
  });
});

test.describe('demo mode', () => {
  test('?isDemo shows the banner and Exit demo mode clears it', async ({ page }) => {
    await page.goto(portalUrl('nordwind', '/?isDemo'));
    const banner = page.getByText(/demo/i).first();
    await expect(banner).toBeVisible();
    // Demo mode opens the steps without a consumer id (docs/business-rules.md#route-guard).
    await page.goto(portalUrl('nordwind', '/select-items'));
    await expect(page).toHaveURL(/\/select-items$/);
    await page.getByRole('button', { name: /exit demo|demomodus/i }).click();
    await expect(page).toHaveURL(portalUrl('nordwind', '/'));
    await expect(page.locator('.rp-demo-banner')).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('isDemo'))).not.toBe('true');
    await page.reload();
    // The shell has run (its form is there) and still shows no banner.
    await expect(page.locator('form')).toBeVisible();
    await expect(page.locator('.rp-demo-banner')).toHaveCount(0);
  });

  test('the slice badge shows with ?showSlice', async ({ page }) => {
    await page.goto(portalUrl('nordwind', '/?showSlice'));
    await expect(page.locator('.rp-slice-badge')).toContainText('2');
    await page.goto(portalUrl('nordwind', '/'));
    await expect(page.locator('form')).toBeVisible();
    await expect(page.locator('.rp-slice-badge')).toHaveCount(0);
  });
});

test.describe('accessibility', () => {
  test('the shell and the sign-in page have no axe violations', async ({ page }) => {
    await page.goto(portalUrl('nordwind'));
    await expect(page.locator('form')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the language dialog has no axe violations', async ({ page }) => {
    await page.goto(portalUrl('nordwind'));
    await page.getByRole('button', { name: /taal|language/i }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the demo banner has no axe violations', async ({ page }) => {
    await page.goto(portalUrl('atelier', '/?isDemo'));
    await expect(page.locator('.rp-demo-banner')).toBeVisible();
    // The banner over the drawn sign-in page, not over the moment its code is still loading.
    await expect(page.getByRole('button', { name: 'Verder' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

function hexToRgb(hex: string): string {
  const value = hex.replace('#', '');
  const full = value.length === 3 ? [...value].map((c) => c + c).join('') : value;
  const [r, g, b] = [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
