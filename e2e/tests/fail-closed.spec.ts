/**
 * Fail closed (issue 8 point 3): on vault the gatekeeping toggle guards the shop's rule. When it
 * cannot be read the page says so and offers a retry; confirming never goes on to the carriers, and
 * no query override or stored answer switches the questions off.
 */
import { expect, type Page, type Route, test } from '@playwright/test';
import { expectNoAxeViolations, portalUrl, selectReturn, signIn } from '../support/portal';

const UNREADABLE =
  'We konden niet controleren of de winkel meer informatie over je retour nodig heeft. Daarom kun je nog niet bevestigen.';
const QUESTIONS = 'Tell us what is wrong';

/** Any `/features` call that asks for the gatekeeping toggle. */
const gatekeepingToggle = (url: URL) =>
  url.pathname === '/features' && (url.searchParams.get('names') ?? '').split(',').includes('gatekeeping');

async function toConfirmItems(page: Page) {
  await signIn(page, 'vault');
  await selectReturn(page, 'Brass Arc Floor Lamp', 'Defect');
  await page.getByRole('button', { name: 'Verder met 1 artikel' }).click();
  await expect(page).toHaveURL(portalUrl('vault', '/confirm-items'));
}

async function expectBlockedThenRetry(page: Page, fault: (route: Route) => Promise<void>) {
  await page.route(gatekeepingToggle, fault);
  await toConfirmItems(page);

  await expect(page.getByRole('alert')).toHaveText(UNREADABLE);
  await expect(page.getByRole('group', { name: QUESTIONS })).toHaveCount(0);
  const confirm = page.getByRole('button', { name: 'Selectie bevestigen' });
  await expect(confirm).toBeDisabled();
  // Even a forced click does not go on: the rule is not known.
  await confirm.click({ force: true });
  await page.waitForTimeout(300);
  await expect(page).toHaveURL(portalUrl('vault', '/confirm-items'));
  await expectNoAxeViolations(page);

  // The fault clears; asking again shows the questions.
  await page.unroute(gatekeepingToggle);
  await page.getByRole('button', { name: 'Opnieuw proberen' }).click();
  await expect(page.getByRole('group', { name: QUESTIONS })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Aanvraag indienen' })).toBeEnabled();
}

test('a toggle that answers 500: the page says so, cannot be confirmed, and a retry asks again', async ({
  page,
}) => {
  await expectBlockedThenRetry(page, (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' }),
  );
});

test('a dropped connection to /features is handled the same way', async ({ page }) => {
  await expectBlockedThenRetry(page, (route) => route.abort('connectionreset'));
});

test('?feature.gatekeeping=false and a stored "off" do not skip the questions', async ({ page }) => {
  await toConfirmItems(page);
  await expect(page.getByRole('group', { name: QUESTIONS })).toBeVisible();

  // The override is not on the server's allow-list: the server answers with the shop's toggle.
  const toggleRead = page.waitForResponse((response) => gatekeepingToggle(new URL(response.url())));
  await page.goto(portalUrl('vault', '/confirm-items?feature.gatekeeping=false'));
  expect(await (await toggleRead).json()).toEqual([{ feature: 'gatekeeping', result: true }]);
  await page.getByRole('button', { name: 'Aanvraag indienen' }).click();
  await expect(page.getByText('Dit veld is verplicht: Short description')).toBeVisible();
  await expect(page).toHaveURL(portalUrl('vault', '/confirm-items?feature.gatekeeping=false'));

  // A stale or forged stored answer is never trusted: until the server answers, nothing is known. (The
  // step's toggles are kept under its remote's key, `selection-features`.)
  await page.evaluate(() =>
    sessionStorage.setItem('selection-features', JSON.stringify({ gatekeeping: false })),
  );
  // Confirm items visited from select items: its toggle is the browser's to ask (a reload has it in the
  // server's answer on the page).
  await page.goto(portalUrl('vault', '/select-items'));
  const onwards = page.getByRole('button', { name: 'Verder met 1 artikel' });
  await expect(onwards).toBeEnabled();
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route(gatekeepingToggle, async (route) => {
    await answered;
    await route.continue();
  });
  await onwards.click();
  await expect(page).toHaveURL(portalUrl('vault', '/confirm-items'));
  const confirm = page.getByRole('button', { name: 'Selectie bevestigen' });
  await expect(confirm).toBeDisabled();
  await confirm.click({ force: true });
  await expect(page.getByRole('status').filter({ hasText: 'We controleren' })).toBeVisible();
  answer();
  await expect(page.getByRole('group', { name: QUESTIONS })).toBeVisible();
  // The press was not lost: once the toggle is known it is carried out, and asks for the answers.
  await expect(page.getByText('Dit veld is verplicht: Short description')).toBeVisible();
  await expect(page).toHaveURL(portalUrl('vault', '/confirm-items'));
});
