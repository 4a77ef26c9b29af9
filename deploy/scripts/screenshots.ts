/**
 * `npm run screenshots -- <dir>`: full-page pictures of sign-in, select items and confirm items on a
 * phone (375×812) and a laptop (1280×800) for two shops with different branding, against the
 * production build. For looking at the product, and for before/after comparisons of a visual change
 * (the visual regression tests in e2e/ are what guard it).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { sampleSignIns } from '../sandbox/src/data/seed';
import { chromiumLaunchOptions, root, startPortal } from './servers';

const outDir = path.resolve(root, process.argv[2] ?? 'docs/screenshots/current');
const SIZES = { phone: { width: 375, height: 812 }, laptop: { width: 1280, height: 800 } } as const;
/** Two shops with different branding, each with an item to pick on select items. */
const SHOPS = [
  { merchant: 'nordwind', item: 'Canvas Tote Bag' },
  { merchant: 'atelier', item: 'Slim Chino Trousers' },
] as const;

async function signIn(page: Page, base: string, merchant: string) {
  const sample = sampleSignIns.find((candidate) => candidate.merchant === merchant);
  if (!sample) throw new Error(`No sample sign-in for ${merchant}`);
  const query = new URLSearchParams({ email: sample.email ?? '', orderNumber: sample.orderNumber });
  await page.goto(`${base}/?${query}`);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL('**/select-items');
}

mkdirSync(outDir, { recursive: true });
const portal = await startPortal();
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  for (const { merchant, item } of SHOPS) {
    for (const [size, viewport] of Object.entries(SIZES)) {
      const context = await browser.newContext({ viewport, locale: 'en-GB' });
      // English everywhere, so pictures of two shops compare like for like.
      await context.addCookies([
        { name: 'lang', value: 'en', url: `http://${merchant}.localhost:${portal.hostPort}` },
      ]);
      const page = await context.newPage();
      const base = `http://${merchant}.localhost:${portal.hostPort}`;
      const shot = async (name: string) => {
        await page.evaluate(() => document.fonts.ready);
        await page.screenshot({ path: path.join(outDir, `${merchant}-${name}-${size}.png`), fullPage: true });
      };
      await page.goto(base);
      await page.locator('form button[type="submit"]').waitFor();
      await shot('sign-in');
      await signIn(page, base, merchant);
      await page.getByRole('heading', { name: item, exact: true }).first().waitFor();
      await shot('select-items');
      await page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: item, exact: true }) })
        .getByRole('button', { name: 'Select', exact: true })
        .first()
        .click();
      const dialog = page.getByRole('dialog');
      const returnChoice = dialog.getByRole('radio', { name: 'Return', exact: true });
      if (await returnChoice.count()) await returnChoice.check();
      await dialog.locator('select').first().selectOption({ index: 1 });
      await dialog.locator('button[type="submit"]').click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: /^Continue/ }).click();
      await page.waitForURL('**/confirm-items');
      await page.getByRole('button', { name: /^(Confirm|Submit)/ }).waitFor();
      await shot('confirm-items');
      await context.close();
    }
  }
  console.log(`Screenshots written to ${path.relative(root, outDir)}/`);
} finally {
  await browser.close();
  await portal.stop();
}
