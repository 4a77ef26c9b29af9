/**
 * Confirm items in the quote flow (docs/business-rules.md#quote-flow): the self-shipping pricelist creates
 * the quote at once.
 */
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, portalUrl, selectReturn } from '../support/portal';
import { signInDirectly } from '../support/signed-in';

const TERMS = 'Ik ga akkoord met de algemene voorwaarden van de retour';

/**
 * Atelier signs in with postal code and order number. A test that creates a quote has a floor lamp
 * of its own (seed.ts): a quote holds its units (docs/business-rules.md#your-returns).
 */
async function signInAtelier(page: Page, query = '', orderNumber = '100078') {
  // Demo mode signs in on its page (the demo's order is the browser's own); a seeded order does not need it.
  if (!query) {
    await signInDirectly(page, 'atelier', { email: '3511 AB', orderNumber });
    return;
  }
  await page.goto(portalUrl('atelier', `/${query}`));
  await page.getByLabel(/e-mail/i).fill('3511 AB');
  await page.getByLabel(/order/i).fill(query ? 'DEMO-1001' : orderNumber);
  await page.getByRole('button', { name: /verder/i }).click();
  await expect(page).toHaveURL(/\/select-items$/);
}

async function continueWithOne(page: Page) {
  await page.getByRole('button', { name: 'Verder met 1 artikel' }).click();
  await expect(page).toHaveURL(/\/confirm-items$/);
}

test('a floor lamp ships itself: terms are required, then the quote is created and confirmed', async ({
  page,
}) => {
  await signInAtelier(page, '', '100731');
  await selectReturn(page, 'Brass Arc Floor Lamp', 'Past niet');
  await continueWithOne(page);
  const terms = page.getByRole('checkbox', { name: TERMS });
  await expect(terms).toBeVisible();
  // Confirming here creates the return: the shopper learns first that they send the parcel themselves.
  await expect(page.getByText('Je verstuurt het pakket zelf, met een vervoerder naar keuze')).toBeVisible();
  await expectNoAxeViolations(page);

  const quotes: unknown[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/volta/quotes')) quotes.push(request.postDataJSON());
  });
  await page.getByRole('button', { name: 'Selectie bevestigen' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Ga akkoord met de algemene voorwaarden om verder te gaan.',
  );
  await expect(terms).toHaveAttribute('aria-invalid', 'true');
  await terms.check();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByRole('button', { name: 'Selectie bevestigen' }).click();
  await expect(page).toHaveURL(/\/order-confirmation\/[0-9a-f-]{36}$/);
  expect(quotes).toEqual([
    expect.objectContaining({
      pricelistUuid: 'pl-ship-yourself',
      parcelAmount: 1,
      isInsured: false,
      locale: 'NL',
      quoteItems: [expect.objectContaining({ orderNumber: '100731', type: 'REFUND' })],
    }),
  ]);
});

test('anything that travels with a carrier goes on to the carriers, without terms here', async ({ page }) => {
  await signInAtelier(page);
  await selectReturn(page, 'Midi Wrap Dress "Flora"', 'Past niet');
  await continueWithOne(page);
  await expect(page.getByRole('heading', { name: 'Te retourneren artikelen' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: TERMS })).toHaveCount(0);
  await page.getByRole('button', { name: 'Selectie bevestigen' }).click();
  await expect(page).toHaveURL(portalUrl('atelier', '/carriers'));
});

test('in demo mode the self-shipping quote lands on /order-confirmation/123', async ({ page }) => {
  await signInAtelier(page, '?isDemo');
  await selectReturn(page, 'Sample Floor Lamp', 'Past niet');
  await continueWithOne(page);
  await page.getByRole('checkbox', { name: TERMS }).check();
  await page.getByRole('button', { name: 'Selectie bevestigen' }).click();
  await expect(page).toHaveURL(portalUrl('atelier', '/order-confirmation/123'));
});

test('Back after the quote was created never creates it again (issue 8)', async ({ page }) => {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/volta/quotes')
      posts.push(request.url());
  });
  await signInAtelier(page, '', '100732');
  await selectReturn(page, 'Brass Arc Floor Lamp', 'Past niet');
  await continueWithOne(page);
  await page.getByRole('checkbox', { name: TERMS }).check();
  // The answer is held back: clicks meanwhile send nothing more.
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/volta/quotes', async (route) => {
    await answered;
    await route.continue();
  });
  // Back before the confirmation has loaded: once it loads, a ship-it-yourself return is through and
  // the session ends, and Back would find the shopper signed out (a race with the confirmation).
  await page.route('**/volta/confirmations/**', () => undefined);
  await page.getByRole('button', { name: 'Selectie bevestigen' }).dblclick();
  await expect(page.getByRole('status').filter({ hasText: 'Je retour wordt geregistreerd…' })).toBeVisible();
  await page.locator('.rp-confirm-actions .rp-button').first().click({ force: true });
  answer();
  await expect(page).toHaveURL(/\/order-confirmation\/[0-9a-f-]{36}$/);
  const confirmation = page.url();

  await page.goBack();
  await expect(page).toHaveURL(/\/confirm-items$/);
  await expect(page.getByRole('heading', { name: 'Controleer je selectie' })).toBeVisible();
  // Nothing that creates it again: the page says it was submitted, and offers the way on.
  await expect(page.getByRole('button', { name: 'Selectie bevestigen' })).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: TERMS })).toHaveCount(0);
  await expect(page.getByText('Deze retour is al ingediend.')).toBeVisible();
  await page.getByRole('button', { name: 'Naar de bevestiging' }).click();
  await expect(page).toHaveURL(confirmation);
  expect(posts).toHaveLength(1);
});
