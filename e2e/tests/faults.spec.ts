/**
 * Faults in every call of the built steps (issue 8 point 4): each call answers 500, drops the
 * connection or hangs until its time limit. The shopper sees the spec's error (and a loading
 * indicator while waiting), then "Try again" recovers in place once the fault clears: no reload, and
 * the selection is still there. The hang runs on Playwright's fake clock, so no test waits 15 s.
 * The calls: purchases, draft create/fetch/update (nordwind), pricelists and quote (atelier's quote
 * flow), the gatekeeping request (vault). The gatekeeping toggle's faults are in fail-closed.spec.ts.
 */
import { expect, type Page, type Request, type Route, test } from '@playwright/test';
import { TIMEOUTS_MS } from '../../shared/src/http/timeouts';
import { ATTEMPT_TRIES, RETRY_DELAY_MS } from '../../shared/src/submission';
import { answerGatekeeping } from '../support/gatekeeping';
import { expectNoAxeViolations, portalUrl, selectReturn, signIn } from '../support/portal';

type Fault = '500' | 'abort' | 'hang';

/** What the error screen says for each fault (docs/business-rules.md#error-screens; a timeout reads as the server being down). */
const ERROR_TEXT: Record<Fault, string> = {
  '500': 'Er ging bij ons iets mis.',
  abort: 'Er is iets onverwachts gebeurd, excuses voor het ongemak.',
  hang: 'Onze dienst is tijdelijk niet beschikbaar.',
};
const FAULTS: Fault[] = ['500', 'abort', 'hang'];
/** The quote tests' shoppers, one per fault (deploy/sandbox/src/data/seed.ts): a quote holds its lamp. */
const QUOTE_SHOPPERS: Record<Fault, { postalCode: string; orderNumber: string }> = {
  '500': { postalCode: '3511 BA', orderNumber: '100751' },
  abort: { postalCode: '3511 BB', orderNumber: '100752' },
  hang: { postalCode: '3511 BC', orderNumber: '100753' },
};
const TRY_AGAIN = 'Opnieuw proberen';
const TERMS = 'Ik ga akkoord met de algemene voorwaarden van de retour';

/** A call of the built steps, matched by URL and method. */
interface Call {
  url: string;
  method: string;
  /** How long the client waits for it before giving up. */
  limit: number;
  /** How often one press sends it (a creating call keeps its request uuid and tries again). */
  tries?: number;
}

const CALLS = {
  purchases: { url: '**/api/v0/consumer/*/purchases', method: 'GET', limit: TIMEOUTS_MS.read },
  draftCreate: { url: '**/api/v0/consumer/*/draft-return-order', method: 'POST', limit: TIMEOUTS_MS.write },
  draftFetch: { url: '**/api/v0/consumer/*/draft-return-order', method: 'GET', limit: TIMEOUTS_MS.read },
  draftUpdate: { url: '**/api/v0/consumer/*/draft-return-order', method: 'PUT', limit: TIMEOUTS_MS.write },
  pricelists: { url: '**/volta/pricelists?**', method: 'GET', limit: TIMEOUTS_MS.read },
  quote: { url: '**/volta/quotes', method: 'POST', limit: TIMEOUTS_MS.write, tries: ATTEMPT_TRIES },
  request: { url: '**/draft-return-order/request', method: 'PUT', limit: TIMEOUTS_MS.write },
} satisfies Record<string, Call>;

/**
 * Makes `call` fail with `fault` until cleared. `reached` resolves when the faulty call is made;
 * `clear` lets every later call through to the real server.
 */
async function inject(page: Page, call: Call, fault: Fault) {
  let reached: () => void = () => undefined;
  const hit = new Promise<void>((resolve) => (reached = resolve));
  let hits = 0;
  const handler = async (route: Route, request: Request) => {
    if (request.method() !== call.method) return route.fallback();
    hits++;
    reached();
    if (fault === '500')
      return route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' });
    if (fault === 'abort') return route.abort('connectionreset');
    // A hang: the route is never answered; the client's own time limit ends it.
  };
  await page.route(call.url, handler);
  return {
    reached: hit,
    hits: () => hits,
    clear: () => page.unroute(call.url, handler),
  };
}

/** Marks the document: a reload or a full navigation would lose the mark. */
const markDocument = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as Record<string, unknown>).faultMark = 'kept';
  });
const expectSameDocument = async (page: Page) =>
  expect(await page.evaluate(() => (window as unknown as Record<string, unknown>).faultMark)).toBe('kept');

/**
 * While the call hangs: `busy` is shown, then the clock passes the call's limit, on every try of the
 * press (a creating call tries again after a pause that doubles). Any other fault ends on its own.
 */
async function waitOut(
  page: Page,
  fault: Fault,
  call: Call,
  injected: { reached: Promise<void>; hits: () => number },
  busy: () => Promise<void>,
) {
  await injected.reached;
  if (fault !== 'hang') return;
  await busy();
  const tries = call.tries ?? 1;
  for (let attempt = 1; attempt <= tries; attempt++) {
    await expect.poll(injected.hits).toBe(attempt);
    await page.clock.fastForward(call.limit);
    if (attempt < tries) await page.clock.fastForward(RETRY_DELAY_MS * 2 ** (attempt - 1));
  }
}

/** The error screen for `fault`, announced, with "Try again". */
async function expectErrorScreen(page: Page, fault: Fault) {
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { level: 1 })).toHaveText(ERROR_TEXT[fault]);
  await expect(alert.getByRole('button', { name: TRY_AGAIN })).toBeVisible();
}

/** "Try again" on the error screen; the retried page's heading takes the focus. */
async function tryAgain(page: Page, heading: string) {
  await page.getByRole('alert').getByRole('button', { name: TRY_AGAIN }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeFocused();
}

const continueButton = (page: Page) => page.getByRole('button', { name: 'Verder met 1 artikel' });

/** Nordwind with the Canvas Tote Bag selected, on /select-items. */
async function nordwindWithSelection(page: Page) {
  await signIn(page, 'nordwind');
  await selectReturn(page, 'Canvas Tote Bag', 'Te groot');
  await expect(continueButton(page)).toBeVisible();
}

/**
 * Atelier (quote flow) with the Brass Arc Floor Lamp selected, on /select-items. A quote holds its
 * lamp, so each test that creates one signs in with a shopper of its own (`shopper`).
 */
async function atelierWithLamp(page: Page, shopper = { postalCode: '3511 AB', orderNumber: '100078' }) {
  await page.goto(portalUrl('atelier'));
  await page.getByLabel(/e-mail/i).fill(shopper.postalCode);
  await page.getByLabel(/order/i).fill(shopper.orderNumber);
  await page.getByRole('button', { name: /verder/i }).click();
  await expect(page).toHaveURL(/\/select-items$/);
  await selectReturn(page, 'Brass Arc Floor Lamp', 'Past niet');
}

test.beforeEach(async ({ page }) => {
  // Time flows as usual until a hang fast-forwards it past the call's limit.
  await page.clock.install();
});

for (const fault of FAULTS) {
  test(`purchases: ${fault} → error screen, "Try again" loads the orders, selection kept`, async ({
    page,
  }) => {
    await nordwindWithSelection(page);
    // The next visit of select items must ask for the purchases again: drop them from the session.
    await page.evaluate(() => sessionStorage.removeItem('purchases-cache'));
    const { reached, hits, clear } = await inject(page, CALLS.purchases, fault);
    await page.reload();
    await markDocument(page);
    await waitOut(page, fault, CALLS.purchases, { reached, hits }, () =>
      expect(page.getByRole('status').filter({ hasText: 'Je bestellingen worden geladen…' })).toBeVisible(),
    );
    await expectErrorScreen(page, fault);
    if (fault === '500') await expectNoAxeViolations(page);

    await clear();
    await tryAgain(page, 'Welke artikelen wil je retourneren?');
    await expect(page.getByRole('heading', { name: 'Bestelling #NW-1001' })).toBeVisible();
    await expect(continueButton(page)).toBeVisible();
    await expectSameDocument(page);
  });

  test(`draft create: ${fault} → error screen, "Try again" and continue again`, async ({ page }) => {
    await nordwindWithSelection(page);
    await markDocument(page);
    const { reached, hits, clear } = await inject(page, CALLS.draftCreate, fault);
    await continueButton(page).click();
    await waitOut(page, fault, CALLS.draftCreate, { reached, hits }, async () => {
      const busy = page.getByRole('button', { name: 'Je selectie wordt opgeslagen…' });
      await expect(busy).toHaveAttribute('aria-busy', 'true');
      await expect(page.getByRole('status').filter({ hasText: 'Je selectie wordt opgeslagen…' })).toHaveCount(
        1,
      );
    });
    await expectErrorScreen(page, fault);

    await clear();
    await tryAgain(page, 'Welke artikelen wil je retourneren?');
    await continueButton(page).click();
    await expect(page).toHaveURL(portalUrl('nordwind', '/confirm-items'));
    await expectSameDocument(page);
  });

  test(`draft fetch: ${fault} → error screen, "Try again" fetches it, items kept`, async ({ page }) => {
    await nordwindWithSelection(page);
    await markDocument(page);
    const { reached, hits, clear } = await inject(page, CALLS.draftFetch, fault);
    await continueButton(page).click();
    await waitOut(page, fault, CALLS.draftFetch, { reached, hits }, () =>
      expect(page.getByRole('status').filter({ hasText: 'Je retour wordt geladen…' })).toBeVisible(),
    );
    await expectErrorScreen(page, fault);

    await clear();
    const fetched = page.waitForResponse(
      (response) => response.url().endsWith('/draft-return-order') && response.request().method() === 'GET',
    );
    await tryAgain(page, 'Controleer je selectie');
    expect((await fetched).status()).toBe(200);
    await expect(page.getByRole('list', { name: 'Te retourneren artikelen' })).toContainText(
      'Canvas Tote Bag',
    );
    await expect(page.getByText('Je retour wordt geladen…')).toHaveCount(0);
    await expectSameDocument(page);
  });

  test(`draft update: ${fault} → the choice is put back and said, "Try again" saves it`, async ({ page }) => {
    await nordwindWithSelection(page);
    await markDocument(page);
    await continueButton(page).click();
    const refund = page.getByRole('radio', { name: 'Terugbetaling via mijn oorspronkelijke betaalmethode' });
    const storeCredit = page.getByRole('radio', { name: /Tegoed in de winkel/ });
    await expect(refund).toBeChecked();
    const { reached, hits, clear } = await inject(page, CALLS.draftUpdate, fault);
    // click, not check: a refused choice is put back at once, which check() would call a failed click.
    await storeCredit.click();
    await waitOut(page, fault, CALLS.draftUpdate, { reached, hits }, async () => {
      await expect(page.getByRole('status').filter({ hasText: 'Je keuze wordt opgeslagen…' })).toBeVisible();
      await expect(page.getByRole('group', { name: 'Hoe wil je je geld terug?' })).toBeVisible();
      await expect(page.locator('.rp-refund-choice fieldset')).toHaveAttribute('aria-busy', 'true');
    });
    // The request error on confirm items is said by message key, on the page.
    await expect(page.getByRole('alert')).toHaveText(
      'Je keuze kon niet worden opgeslagen. Probeer het opnieuw.',
    );
    await expect(refund).toBeChecked();

    await clear();
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/draft-return-order') && response.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: TRY_AGAIN }).click();
    expect((await saved).status()).toBe(200);
    await expect(storeCredit).toBeChecked();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expectSameDocument(page);
  });

  test(`pricelists: ${fault} → error screen, "Try again" loads them, lamp kept`, async ({ page }) => {
    await atelierWithLamp(page);
    await markDocument(page);
    const { reached, hits, clear } = await inject(page, CALLS.pricelists, fault);
    await continueButton(page).click();
    await waitOut(page, fault, CALLS.pricelists, { reached, hits }, () =>
      expect(page.getByRole('status').filter({ hasText: 'Je retour wordt geladen…' })).toBeVisible(),
    );
    await expectErrorScreen(page, fault);

    await clear();
    await tryAgain(page, 'Controleer je selectie');
    await expect(page.getByRole('list', { name: 'Te retourneren artikelen' })).toContainText(
      'Brass Arc Floor Lamp',
    );
    await expect(page.getByRole('checkbox', { name: TERMS })).toBeVisible();
    await expectSameDocument(page);
  });

  test(`quote: ${fault} → error screen, "Try again" and the quote is created`, async ({ page }) => {
    await atelierWithLamp(page, QUOTE_SHOPPERS[fault]);
    await markDocument(page);
    await continueButton(page).click();
    await page.getByRole('checkbox', { name: TERMS }).check();
    const { reached, hits, clear } = await inject(page, CALLS.quote, fault);
    await page.getByRole('button', { name: 'Selectie bevestigen' }).click();
    await waitOut(page, fault, CALLS.quote, { reached, hits }, () =>
      expect(page.getByRole('status').filter({ hasText: 'Je retour wordt geregistreerd…' })).toBeVisible(),
    );
    await expectErrorScreen(page, fault);

    await clear();
    await tryAgain(page, 'Controleer je selectie');
    await page.getByRole('checkbox', { name: TERMS }).check();
    await page.getByRole('button', { name: 'Selectie bevestigen' }).click();
    await expect(page).toHaveURL(/\/order-confirmation\/[0-9a-f-]{36}$/);
    await expectSameDocument(page);
  });
}

// A vault shopper of their own (the gatekeeping specs use the sample one); one draft between the three
// cells, so they run one after another and their requests never cross.
test.describe('gatekeeping request', () => {
  test.describe.configure({ mode: 'default' });
  for (const fault of FAULTS) {
    test(`gatekeeping request: ${fault} → error screen, "Try again" keeps the answers`, async ({ page }) => {
      await signIn(page, 'vault', { email: 'ingrid@example.se', orderNumber: 'V-7002' });
      await selectReturn(page, 'Brass Arc Floor Lamp', 'Defect');
      await markDocument(page);
      await continueButton(page).click();
      const form = await answerGatekeeping(page, 'The lamp flickers', 'one.png');
      const { reached, hits, clear } = await inject(page, CALLS.request, fault);
      await page.getByRole('button', { name: 'Aanvraag indienen' }).click();
      await waitOut(page, fault, CALLS.request, { reached, hits }, () =>
        expect(page.getByRole('status').filter({ hasText: 'Je aanvraag wordt ingediend…' })).toBeVisible(),
      );
      await expectErrorScreen(page, fault);

      await clear();
      await tryAgain(page, 'Controleer je selectie');
      await expect(form.getByLabel('Short description *')).toHaveValue('The lamp flickers');
      await expect(form.getByRole('radio', { name: 'After a week' })).toBeChecked();
      await expect(form.getByRole('img', { name: /Foto \d/ })).toHaveCount(1);
      await page.getByRole('button', { name: 'Aanvraag indienen' }).click();
      await expect(page).toHaveURL(portalUrl('vault', '/request-confirmation'));
      await expectSameDocument(page);
    });
  }
});
