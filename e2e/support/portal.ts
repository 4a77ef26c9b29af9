/** Helpers the browser tests share: merchant URLs, sign-in, and the axe-core check. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { sampleSignIns } from '../../deploy/sandbox/src/data/seed';
import { HOST_PORT, SANDBOX_PORT } from './ports';

/** The portal URL of `merchant` (Chromium resolves every `*.localhost` to this machine). */
export const portalUrl = (merchant: string, path = '/', port = HOST_PORT) =>
  `http://${merchant}.localhost:${port}${path}`;

/** The seeded sign-in data of `merchant`. */
export function sampleFor(merchant: string) {
  const sample = sampleSignIns.find((candidate) => candidate.merchant === merchant);
  if (!sample) throw new Error(`No sample sign-in for ${merchant}`);
  return sample;
}

/** A shopper to sign in as, when not the merchant's sample one. */
export interface Shopper {
  email: string;
  orderNumber: string;
  country?: string;
}

/**
 * Signs in on the sign-in page with the merchant's sample e-mail and order number, or as `shopper`
 * (tests that must not share a draft with parallel tests sign in as a shopper of their own).
 */
export async function signIn(page: Page, merchant: string, shopper?: Shopper, port = HOST_PORT) {
  const sample = shopper ?? sampleFor(merchant);
  await page.goto(portalUrl(merchant, '/', port));
  await page.getByLabel(/e-mail/i).fill(sample.email ?? '');
  await page.getByLabel(/order/i).fill(sample.orderNumber);
  if (sample.country) await page.getByLabel(/^(Land|Country)$/).selectOption(sample.country);
  await page.getByRole('button', { name: /continue|verder|weiter/i }).click();
  await expect(page).toHaveURL(/\/select-items$/);
}

/**
 * Runs axe-core (WCAG 2.0, 2.1 and 2.2 A/AA, and best practices) and expects no violation. Legacy mode:
 * the default opens a blank page for every check to merge the frames' results (400–500 ms a check, against
 * 160 ms), which only a cross-origin frame needs, and the portal has no frame. Only the violations come
 * back: the passes are what made each check slow to hand over.
 */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  expect(
    results.violations.map(({ id, nodes }) => ({ id, targets: nodes.map((node) => node.target) })),
  ).toEqual([]);
}

/**
 * Demo mode on `merchant` (it opens the later steps without signing in). Waits for the banner: the
 * shell's scripts start after the sign-in page's first paint, so the page's load event comes first.
 */
export async function enterDemo(page: Page, merchant: string) {
  await page.goto(portalUrl(merchant, '/?isDemo'));
  await expect(page.locator('.rp-demo-banner')).toBeVisible();
}

/** The sandbox's own address (its outbox, for the magic-link tests). */
export const sandboxUrl = (path: string) => `http://localhost:${SANDBOX_PORT}${path}`;

/** On /select-items: chooses a return of the first selectable card titled `title`, with `reason`. */
export async function selectReturn(page: Page, title: string, reason: string) {
  await page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) })
    .getByRole('button', { name: /^(Selecteren|Select)$/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  const returnChoice = dialog.getByRole('radio', { name: /^(Retourneren|Return)$/ });
  if (await returnChoice.count()) await returnChoice.check();
  await dialog.getByLabel(/Reden van retour|Reason for returning/).selectOption({ label: reason });
  await dialog.getByRole('button', { name: /^(Selecteren|Select)$/ }).click();
  await expect(dialog).toBeHidden();
}

/** Chooses an exchange of the first card of `title` for the size `size` (in a Dutch shop). */
export async function selectExchange(page: Page, title: string, size: string) {
  await page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) })
    .getByRole('button', { name: 'Selecteren' })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Nieuwe maat', { exact: true }).selectOption({ label: size });
  await dialog.getByRole('button', { name: 'Selecteren' }).click();
  await expect(dialog).toBeHidden();
}
