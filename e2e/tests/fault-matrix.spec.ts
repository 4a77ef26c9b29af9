/**
 * The fault matrix (issue 24, "Resilience"): six faults (500, 503, a hang past the client's limit, a
 * dropped connection, a malformed JSON answer, a JSON answer of the wrong shape) in every call the
 * steps make. The one list of the calls, and where each row's cells run, is
 * shared/src/testing/fault-matrix-calls.ts (issue 33): a JSON call whose cells are about how the
 * shared HTTP client and the step's model handle the fault runs in vitest
 * (`@portal/shared/testing/fault-cells`, beside the model); the rows here are those where what the
 * shopper sees is walked in Chromium, and the remote code. Each row is one test that cycles through
 * the six in place on one page (e2e/support/fault-matrix.ts). Each cell checks the right screen or message, the shell, session
 * storage before and after, that nothing reached the platform while the fault lasted (and a creating
 * call exactly once in the row), and that the shopper goes on in place once the fault clears (a
 * document mark proves there was no reload). Hangs run on Playwright's fake clock. The table is
 * printed by e2e/support/fault-matrix-reporter.ts. A read made only when a page opens (purchases,
 * the commercial invoice) is asked by a reload, after which the
 * document is marked anew: the recovery from it is in place.
 *
 * The calls, by step (what each shows while failing: docs/business-rules.md#a-fault-in-any-call-is-said-and-recovered-in-place);
 * each is a row of the list unless said otherwise, here or in vitest as the list says:
 * - every page: the remote's `mf-manifest.json`, its `remoteEntry.js` and page chunks, loaded on
 *   in-app navigation (rows "remote manifest", "remote code"). `GET /remotes.json` is not a row: the
 *   server writes the list of remotes into the page, so the client asks for it only when the page
 *   does not carry it, which a page from this server never does.
 * - sign-in: `POST /api/v0/auth/consumer`, `POST /api/v0/auth/magic-link`, `POST /api/v0/withdrawals`
 *   (the withdrawal page's statement); `POST /logout` (the shell's log-out button).
 * - select items: `GET …/purchases`, `GET /exchange-reason`, `GET …/return-orders` and
 *   `GET /volta/consumer/{id}/quotes` (your returns), `POST …/draft-return-order` on continue.
 * - confirm items: `GET …/draft-return-order`, `PUT …/draft-return-order`, `GET /features`
 *   (gatekeeping toggle; display toggles), `GET /volta/exchange-rates`, `GET /volta/pricelists`
 *   (quote flow), `POST /volta/quotes`, `PUT …/draft-return-order/request`, `POST /upload` (the
 *   gatekeeping form's photos).
 * - carriers: `GET …/purchases`, `GET …/draft-return-order`, `PUT …/draft-return-order`,
 *   `GET /volta/pricelists`, `POST /volta/address` (address check),
 *   `GET /volta/pricelists/{id}/timeslots`, `GET /features` (display toggles), `POST …/return-order`.
 *   (`POST /volta/quotes` is the same call as confirm items' row.)
 * - confirmations: `GET …/return-order/{id}`, `GET /volta/confirmations/{id}`,
 *   `POST /volta/quotes/{id}/payments` (paying again from a quote's confirmation), and
 *   `GET /commercial-invoice.pdf` (fetched for the download link while the session lasts).
 */
import { expect, type Page, type Response, test } from '@playwright/test';
import { TIMEOUTS_MS } from '../../shared/src/http/timeouts';
import { FAULT_MATRIX_CALLS } from '../../shared/src/testing/fault-matrix-calls';
import {
  type CallCase,
  ERROR_SCREEN,
  FAULTS,
  type Fault,
  markDocument,
  runRow,
} from '../support/fault-matrix';
import { expectNoAxeViolations, portalUrl, type Shopper, selectReturn, signIn } from '../support/portal';
import { startOnCarriers, submitWith } from '../support/return-flow';

const TRY_AGAIN = 'Opnieuw proberen';
const SELECT_HEADING = 'Welke artikelen wil je retourneren?';
const CONFIRM_HEADING = 'Controleer je selectie';
const continueButton = (page: Page) => page.getByRole('button', { name: 'Verder met 1 artikel' });
const consumerCall = (suffix: string) => (url: URL) =>
  /^\/api\/v0\/consumer\/[^/]+/.test(url.pathname) && url.pathname.endsWith(suffix);

/** The step error screen for `fault`, announced, with "Try again". */
async function expectErrorScreen(page: Page, fault: Fault) {
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { level: 1 })).toHaveText(ERROR_SCREEN[fault]);
  await expect(alert.getByRole('button', { name: TRY_AGAIN })).toBeVisible();
}

/** "Try again" on the error screen; the retried page's heading takes the focus. */
async function tryAgain(page: Page, heading: string) {
  await page.getByRole('alert').getByRole('button', { name: TRY_AGAIN }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeFocused();
}

/** Signs in as `shopper` at nordwind with the tote bag selected, on /select-items. */
async function toteSelected(page: Page, shopper: Shopper) {
  await signIn(page, 'nordwind', shopper);
  await selectReturn(page, 'Canvas Tote Bag', 'Te groot');
  await expect(continueButton(page)).toBeVisible();
}

/**
 * Reloads the page as a server sends it when its render of the step fell back: the page's request goes
 * without the platform's session, so the server renders nothing of the shopper (the browser keeps its
 * cookies for everything after).
 */
async function reloadWithoutServerRender(page: Page) {
  const address = new URL(page.url());
  await page.route(
    (url) => url.href === address.href,
    async (route) => {
      const headers = route.request().headers();
      // The runner's own network stack does not resolve *.localhost: ask localhost as the shop.
      const response = await route.fetch({
        url: `http://localhost:${address.port}${address.pathname}${address.search}`,
        headers: { ...headers, host: address.host, cookie: '' },
      });
      await route.fulfill({ response });
    },
    { times: 1 },
  );
  await page.reload();
}

/** From select items to confirm items, in place. */
async function toConfirmItems(page: Page, merchant = 'nordwind') {
  await continueButton(page).click();
  await expect(page).toHaveURL(portalUrl(merchant, '/confirm-items'));
  await expect(page.getByRole('heading', { level: 1, name: CONFIRM_HEADING })).toBeVisible();
}

/** "Change selection" on confirm items, back to select items in place. */
async function backToSelectItems(page: Page, merchant = 'nordwind') {
  await page.getByRole('button', { name: 'Selectie wijzigen' }).click();
  await expect(page).toHaveURL(portalUrl(merchant, '/select-items'));
  await expect(continueButton(page)).toBeVisible();
}

const status = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

/** How many times each page has ended the session (`POST /logout`). */
const logouts = new WeakMap<Page, number>();
const countLogouts = (page: Page) => {
  logouts.set(page, 0);
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/logout')
      logouts.set(page, (logouts.get(page) ?? 0) + 1);
  });
};

/** A reload that asks a page's reads again; the reloaded document is marked for the recovery in place. */
async function reloadAndMark(page: Page) {
  await page.reload();
  await markDocument(page);
}

/** Signs in again after a finished return, which leads back to its confirmation (not select items). */
async function signInAgain(page: Page, merchant: string, shopper: Shopper) {
  await page.goto(portalUrl(merchant));
  await page.getByLabel(/e-mail/i).fill(shopper.email);
  await page.getByLabel(/order/i).fill(shopper.orderNumber);
  await page.getByRole('button', { name: 'Verder' }).click();
}

const INVOICE_SHOPPER: Shopper = { email: 'faults-invoice@example.co.uk', orderNumber: 'NW-5526' };
const INVOICE_FAILED = 'De handelsfactuur kon niet worden opgehaald.';
const invoiceBox = (page: Page) => page.getByRole('status').filter({ hasText: 'Handelsfactuur' });
const invoiceLink = (page: Page) => page.getByRole('link', { name: 'Download de handelsfactuur' });

/** Confirm items' draft read, awaited per page before a hang's clock jump (see the exchange-rates row). */
const draftAnswered = new WeakMap<Page, Promise<Response>>();
const isDraftRead = (response: Response) =>
  response.request().method() === 'GET' && consumerCall('/draft-return-order')(new URL(response.url()));

const LOGOUT_SHOPPER: Shopper = { email: 'faults-logout@example.com', orderNumber: 'NW-5524' };

const CALLS: CallCase[] = [
  {
    name: 'sign-in: POST auth/consumer',
    match: { url: (url) => url.pathname === '/api/v0/auth/consumer', method: 'POST' },
    limit: TIMEOUTS_MS.write,
    arrive: (page) => page.goto(portalUrl('nordwind')).then(() => undefined),
    trigger: async (page) => {
      await page.getByLabel(/e-mail/i).fill('faults-signin@example.com');
      await page.getByLabel(/order/i).fill('NW-5518');
      await page.getByRole('button', { name: /verder/i }).click();
    },
    expectFault: async (page) => {
      await expect(page.getByRole('alert').filter({ hasText: /inloggen/ })).toContainText(
        'Er ging iets mis bij het inloggen. Probeer het opnieuw.',
      );
    },
    expectKept: async (page) => {
      await expect(page.getByLabel(/e-mail/i)).toHaveValue('faults-signin@example.com');
      await expect(page.getByLabel(/order/i)).toHaveValue('NW-5518');
    },
    recover: async (page) => {
      await page.getByRole('button', { name: /verder/i }).click();
      await expect(page).toHaveURL(portalUrl('nordwind', '/select-items'));
      await expect(page.getByRole('heading', { name: 'Bestelling #NW-5518' })).toBeVisible();
      // Signed out again in place, for the next fault.
      await page.getByRole('button', { name: 'Uitloggen' }).click();
      await expect(page).toHaveURL(portalUrl('nordwind', '/'));
    },
  },
  {
    name: 'select items: GET purchases',
    match: { url: consumerCall('/purchases'), method: 'GET' },
    limit: TIMEOUTS_MS.read,
    arrive: (page) => toteSelected(page, { email: 'faults-purchases@example.com', orderNumber: 'NW-5512' }),
    trigger: async (page) => {
      // The purchases are asked again only when the session does not keep them, on a reload the server
      // did not render with them (its own render fell back, docs/architecture.md#steps-rendered-on-the-server).
      await page.evaluate(() => sessionStorage.removeItem('purchases-cache'));
      await reloadWithoutServerRender(page);
      await page.evaluate("window.__faultMark = 'kept'");
    },
    busy: (page) => expect(status(page, 'Je bestellingen worden geladen…')).toBeVisible(),
    expectFault: async (page, fault) => {
      await expectErrorScreen(page, fault);
      // The error screen is accessible (checked once: every row shows the same screen).
      if (fault === '500') await expectNoAxeViolations(page);
    },
    recover: async (page) => {
      await tryAgain(page, SELECT_HEADING);
      await expect(page.getByRole('heading', { name: 'Bestelling #NW-5512' })).toBeVisible();
      await expect(continueButton(page)).toBeVisible();
    },
  },
  {
    name: 'confirm items: GET /volta/exchange-rates',
    match: { url: (url) => url.pathname === '/volta/exchange-rates', method: 'GET' },
    limit: TIMEOUTS_MS.read,
    arrive: async (page) => {
      await signIn(page, 'nordwind', { email: 'faults-rates@example.co.uk', orderNumber: 'NW-5510' });
      await selectReturn(page, 'Trail Runner Sneaker', 'Te groot');
      await toConfirmItems(page);
      await expect(page.getByText(/extra/)).toBeVisible();
    },
    trigger: async (page, fault) => {
      // The rates are kept for an hour: an hour later confirm items asks again.
      await backToSelectItems(page);
      const now = (await page.evaluate('Date.now()')) as number;
      await page.clock.setSystemTime(now + 61 * 60_000);
      if (fault === 'hang') draftAnswered.set(page, page.waitForResponse(isDraftRead));
      await continueButton(page).click();
    },
    // The draft is asked with the rates and has the same limit: the clock may jump past the rates'
    // limit only once the draft has answered, or the jump times the draft out too and the step's
    // error screen replaces the page. The list of items is no sign of it (it is drawn from the
    // selection before the draft comes).
    busy: async (page) => {
      expect((await draftAnswered.get(page))?.ok()).toBe(true);
      await expect(status(page, 'Je retour wordt geladen…')).toHaveCount(0);
    },
    expectFault: async (page) => {
      await expect(status(page, 'De bonus voor tegoed kon nu niet worden geladen')).toBeVisible();
      await expect(page.getByText(/extra/)).toHaveCount(0);
      await expect(page.getByRole('radio', { name: /Tegoed in de winkel/ })).toBeEnabled();
    },
    recover: async (page) => {
      await page.locator('.rp-refund-choice').getByRole('button', { name: TRY_AGAIN }).click();
      await expect(page.getByText(/extra/)).toBeVisible();
      await expect(status(page, 'De bonus voor tegoed kon nu niet worden geladen')).toHaveCount(0);
    },
  },
  {
    name: 'carriers: PUT draft-return-order',
    match: { url: consumerCall('/draft-return-order'), method: 'PUT' },
    limit: TIMEOUTS_MS.write,
    arrive: (page) =>
      startOnCarriers(
        page,
        'nordwind',
        { email: 'faults-carriers@example.com', orderNumber: 'NW-5517' },
        'Canvas Tote Bag',
        'Te groot',
      ),
    // click, not check: a refused choice is put back at once.
    trigger: (page, _fault, round) => insurance(page, round % 2 === 0).click(),
    busy: (page) => expect(status(page, 'Je keuze wordt opgeslagen…')).toBeVisible(),
    expectFault: async (page, fault) => {
      await expect(
        page.getByRole('alert').filter({ hasText: 'Je wijziging kon niet worden opgeslagen' }),
      ).toBeVisible();
      // The refused answer is put back: unanswered before the first one, else the answer saved last.
      const round = FAULTS.indexOf(fault);
      await expect(insurance(page, round % 2 === 0)).not.toBeChecked();
      if (round === 0) await expect(insurance(page, false)).not.toBeChecked();
      else await expect(insurance(page, round % 2 === 1)).toBeChecked();
    },
    recover: async (page, fault) => {
      const round = FAULTS.indexOf(fault);
      const saved = page.waitForResponse(
        (response) => response.request().method() === 'PUT' && response.url().endsWith('/draft-return-order'),
      );
      await insurance(page, round % 2 === 0).click();
      expect((await saved).status()).toBe(200);
      await expect(insurance(page, round % 2 === 0)).toBeChecked();
      await expect(
        page.getByRole('alert').filter({ hasText: 'Je wijziging kon niet worden opgeslagen' }),
      ).toHaveCount(0);
    },
  },
  {
    // Fetched while the session lasts (a finished return then ends it). Signed in again, the shopper is
    // led back to the confirmation, where a reload fetches it once more; a failure is said in the box,
    // whose "Try again" asks again in place.
    name: 'confirmation: GET /commercial-invoice.pdf',
    match: { url: (url) => url.pathname === '/commercial-invoice.pdf', method: 'GET' },
    limit: TIMEOUTS_MS.read,
    arrive: async (page) => {
      countLogouts(page);
      await startOnCarriers(page, 'nordwind', INVOICE_SHOPPER, 'Linen Shirt', 'Te groot');
      await submitWith(page, 'Ship it yourself');
      await expect(invoiceLink(page)).toBeVisible();
      await expect.poll(() => logouts.get(page)).toBe(1);
      await signInAgain(page, 'nordwind', INVOICE_SHOPPER);
      await expect(invoiceLink(page)).toBeVisible();
    },
    trigger: reloadAndMark,
    busy: (page) => expect(invoiceBox(page)).toContainText('De handelsfactuur wordt klaargemaakt…'),
    expectFault: async (page, fault) => {
      await expect(invoiceBox(page)).toContainText(INVOICE_FAILED);
      await expect(invoiceLink(page)).toHaveCount(0);
      // The rest of the confirmation stays.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Je retour is geregistreerd');
      if (fault === '500') await expectNoAxeViolations(page);
    },
    recover: async (page) => {
      await invoiceBox(page).getByRole('button', { name: TRY_AGAIN }).click();
      await expect(invoiceLink(page)).toBeVisible();
      await expect(invoiceBox(page)).not.toContainText(INVOICE_FAILED);
    },
  },
  {
    // Logging out never fails: whatever the answer (or none), the portal forgets the shopper itself
    // and shows the sign-in page (shared/src/model/session-end.ts).
    name: 'shell: POST /logout',
    match: { url: (url) => url.pathname === '/logout', method: 'POST' },
    limit: TIMEOUTS_MS.own,
    arrive: (page) => signIn(page, 'nordwind', LOGOUT_SHOPPER),
    trigger: (page) => page.getByRole('button', { name: 'Uitloggen' }).click(),
    expectFault: async (page) => {
      await expect(page).toHaveURL(portalUrl('nordwind', '/'));
      await expect(page.getByRole('button', { name: 'Verder' })).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
    },
    // Logged out, as asked: the shopper's session is gone from the tab.
    expectKept: async (page) =>
      expect(await page.evaluate(() => sessionStorage.getItem('consumer-storage'))).not.toContain('"'),
    recover: async (page) => {
      await page.getByLabel(/e-mail/i).fill(LOGOUT_SHOPPER.email);
      await page.getByLabel(/order/i).fill(LOGOUT_SHOPPER.orderNumber);
      await page.getByRole('button', { name: 'Verder' }).click();
      await expect(
        page.getByRole('heading', { name: `Bestelling #${LOGOUT_SHOPPER.orderNumber}` }),
      ).toBeVisible();
    },
  },
  remoteRow(
    'remote manifest (select items, on navigation)',
    (url) => url.pathname.endsWith('/mf-manifest.json'),
    'json',
    { email: 'faults-remotes@example.com', orderNumber: 'NW-5509' },
  ),
  remoteRow(
    'remote code: entry and chunks (select items, on navigation)',
    (url) => url.pathname.endsWith('.js'),
    'script',
    { email: 'faults-code@example.com', orderNumber: 'NW-5514' },
  ),
];

/**
 * A row for remote-selection's files, asked for when sign-in moves on to select items in place: each
 * fault on a page of its own, as a page loads a remote once. The step shows "could not be loaded"
 * after its tries (docs/business-rules.md#a-step-that-cannot-be-loaded-gives-up-after-a-bounded-number-of-tries-however-it-was-reached),
 * with the shell around it, and its "Try again" loads the step in place.
 */
function remoteRow(
  name: string,
  file: (url: URL) => boolean,
  kind: 'json' | 'script',
  shopper: Shopper,
): CallCase {
  return {
    name,
    match: { url: (url) => url.pathname.startsWith('/apps/remote-selection/') && file(url), method: 'GET' },
    kind,
    limit: TIMEOUTS_MS.own,
    freshPage: true,
    arrive: async (page) => {
      await page.goto(portalUrl('nordwind'));
      // A shopper of the row's own: six sign-ins a row stay far below the sandbox's per-order limit.
      await page.getByLabel(/e-mail/i).fill(shopper.email);
      await page.getByLabel(/order/i).fill(shopper.orderNumber);
    },
    trigger: (page) => page.getByRole('button', { name: /verder/i }).click(),
    // While the step's code does not come, the step's loading state (a new step) or the shell's progress
    // bar (a step replacing another in place) says that it is on its way.
    busy: (page) => expect(page.getByRole('status').filter({ hasText: 'Laden…' }).first()).toBeAttached(),
    // Each try ends at its limit and the next starts after a pause: the clock moves on in steps until
    // the fallback shows (at most a minute of the fake clock).
    waitOut: async (page) => {
      await expect(page).toHaveURL(portalUrl('nordwind', '/select-items'));
      const fallback = page.getByRole('alert').filter({ hasText: 'Deze stap kon niet worden geladen' });
      for (let tick = 0; tick < 30 && !(await fallback.isVisible()); tick++) {
        await page.clock.fastForward(2_000);
        await page.waitForTimeout(50);
      }
    },
    expectFault: async (page) => {
      const fallback = page.getByRole('alert').filter({ hasText: 'Deze stap kon niet worden geladen' });
      await expect(fallback).toBeVisible();
      await expect(fallback.getByRole('button', { name: TRY_AGAIN })).toBeVisible();
      await expect(page.locator('.rp-navigation-progress')).toHaveText('');
    },
    // Signed in before the step failed: still signed in.
    expectKept: async (page) =>
      expect(await page.evaluate(() => sessionStorage.getItem('consumer-storage'))).toContain('"'),
    recover: async (page) => {
      await page
        .getByRole('alert')
        .filter({ hasText: 'Deze stap kon niet worden geladen' })
        .getByRole('button', { name: TRY_AGAIN })
        .click();
      await expect(page.getByRole('heading', { name: `Bestelling #${shopper.orderNumber}` })).toBeVisible();
    },
  };
}

const insurance = (page: Page, yes: boolean) =>
  page.getByRole('radio', { name: yes ? 'Ja, verzeker mijn retour' : 'Nee, bedankt' });

// A row is six cells on one page; a busy machine with two workers needs more than the default 30 s.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  // Time flows as usual until a hang fast-forwards it past the call's limit.
  await page.clock.install();
});

// A row dropped here but still listed as a browser row would print "not run" cells; this says so at once.
test('the rows are the browser rows of the one list of calls', () => {
  const listed = FAULT_MATRIX_CALLS.filter(({ where }) => where === 'browser').map(({ call }) => call);
  expect(CALLS.map(({ name }) => name).sort()).toEqual([...listed].sort());
});

for (const call of CALLS) {
  test(`${call.name}: every fault said, nothing lost or sent twice, recovered in place`, async ({
    page,
  }, testInfo) => {
    await runRow(page, call, testInfo);
  });
}
