/**
 * The WCAG 2.2 AA criteria that axe-core cannot judge, one test each, named by its number: focus not
 * hidden (2.4.11), target size (2.5.8), consistent help (3.2.6) and page titles (2.4.2), redundant entry (3.3.7), accessible
 * authentication (3.3.8), status messages (4.1.3), text alternatives (1.1.1), reflow at 320 px and
 * 200 % zoom (1.4.10, 1.4.4), and reduced motion (2.3.3). Each test that leaves a draft behind signs
 * in as a shopper of its own (deploy/sandbox/src/data/seed-keys.ts).
 */
import { expect, type Page, test } from '@playwright/test';
import { portalUrl, type Shopper, selectReturn } from '../support/portal';
import {
  answerPayment,
  chooseCarrier,
  giveKioskAddress,
  kioskToCarriers,
  readyToSubmit,
  SUBMIT,
} from '../support/return-flow';
import { signInDirectly } from '../support/signed-in';

// Whole journeys, on a machine that may be busy: twice the default time.
test.describe.configure({ timeout: 60_000 });

const shopper = (email: string, orderNumber: string): Shopper => ({ email, orderNumber });

/** The screens of a draft-flow return, in order: `visit` runs on each (the item dialog open on select items). */
async function walkSteps(page: Page, who: Shopper, visit: (screen: string) => Promise<void>) {
  await page.goto(portalUrl('nordwind'));
  await expect(page.getByRole('button', { name: 'Verder' })).toBeVisible();
  await visit('sign-in');
  await signInDirectly(page, 'nordwind', who);
  await expect(page.getByRole('heading', { name: 'Canvas Tote Bag' })).toBeVisible();
  await visit('select-items');
  await page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Merino Crew Sweater', exact: true }) })
    .getByRole('button', { name: 'Selecteren' })
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await visit('item dialog');
  await page.keyboard.press('Escape');
  await selectReturn(page, 'Canvas Tote Bag', 'Te groot');
  await page.getByRole('button', { name: 'Verder met 1 artikel' }).click();
  await expect(page).toHaveURL(portalUrl('nordwind', '/confirm-items'));
  await expect(page.getByRole('button', { name: 'Selectie bevestigen' })).toBeVisible();
  await visit('confirm-items');
  await page.getByRole('button', { name: 'Selectie bevestigen' }).click();
  await expect(page).toHaveURL(portalUrl('nordwind', '/carriers'));
  await page.getByRole('button', { name: /^Toon \d+ andere opties$/ }).click();
  await expect(page.getByRole('radio', { name: 'DHL ServicePoint' })).toBeVisible();
  await visit('carriers');
}

/**
 * What hides the focused element, or null: a fixed or sticky element over it (the action bar, a
 * dialog's header; only the open dialog's own when one is open), or the edge of the screen.
 */
const obscuredFocus = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    if (!active || active === document.body) return null;
    const rect = active.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) return null;
    const name = `${active.tagName} "${(active.getAttribute('aria-label') ?? active.textContent ?? '').trim().slice(0, 40)}"`;
    if (rect.top < -1 || rect.bottom > window.innerHeight + 1) return `${name} off screen`;
    const scope = document.querySelector('dialog[open]') ?? document.body;
    for (const element of scope.querySelectorAll<HTMLElement>('*')) {
      const { position } = getComputedStyle(element);
      if ((position !== 'fixed' && position !== 'sticky') || element.contains(active)) continue;
      const cover = element.getBoundingClientRect();
      const overlap =
        Math.min(rect.bottom, cover.bottom) - Math.max(rect.top, cover.top) > 1 &&
        Math.min(rect.right, cover.right) - Math.max(rect.left, cover.left) > 1;
      if (overlap) return `${name} under ${element.className}`;
    }
    return null;
  });

/** Tabs `presses` times (Shift+Tab with `backwards`) and lists every focus hidden on the way. */
async function hiddenFoci(page: Page, presses: number, backwards = false) {
  const hidden: string[] = [];
  for (let press = 0; press < presses; press++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const problem = await obscuredFocus(page);
    if (problem) hidden.push(problem);
  }
  return hidden;
}

test('2.4.11 focus not obscured: never behind the action bar or a sticky header, at 320 px and 200 % zoom', async ({
  page,
}) => {
  // 320 px wide, then the CSS size of a 1280 × 720 window at 200 %: the action bar wraps its total
  // above its button and grows taller than on a laptop.
  await page.setViewportSize({ width: 320, height: 568 });
  await signInDirectly(page, 'nordwind', shopper('keys-focus@example.com', 'NW-5302'));
  await selectReturn(page, 'Canvas Tote Bag', 'Te groot');
  await page.getByRole('button', { name: 'Verder met 1 artikel' }).click();
  await page.getByRole('button', { name: 'Selectie bevestigen' }).click();
  await expect(page).toHaveURL(portalUrl('nordwind', '/carriers'));
  await page.getByRole('button', { name: /^Toon \d+ andere opties$/ }).click();
  await page.getByRole('radio', { name: 'Ja, verzeker mijn retour' }).check();
  for (const size of [
    { width: 320, height: 568 },
    { width: 640, height: 360 },
  ]) {
    await page.setViewportSize(size);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('heading', { level: 1 }).focus();
    expect(await hiddenFoci(page, 30), `Tab at ${size.width} px`).toEqual([]);
    // From the end of the page (the footer's last link) back up.
    await page.locator('footer a, footer button').last().focus();
    expect(await obscuredFocus(page), `the footer at ${size.width} px`).toBeNull();
    expect(await hiddenFoci(page, 30, true), `Shift+Tab at ${size.width} px`).toEqual([]);
  }

  // A dialog's sticky header never covers its fields either, going down or back up.
  await page.goto(portalUrl('nordwind', '/select-items'));
  await page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Merino Crew Sweater', exact: true }) })
    .getByRole('button', { name: 'Selecteren' })
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await hiddenFoci(page, 12)).toEqual([]);
  expect(await hiddenFoci(page, 12, true)).toEqual([]);
});

/**
 * The visible targets under 24 × 24 px that neither exception of 2.5.8 covers: a link inside a
 * sentence, or a target whose 24 px circle meets no other target (nor another small one's circle).
 */
const smallTargets = (page: Page) =>
  page.evaluate(() => {
    const scope = document.querySelector('dialog[open]') ?? document;
    const targets = [
      ...scope.querySelectorAll<HTMLElement>(
        'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [tabindex]:not([tabindex="-1"])',
      ),
    ]
      .map((element) => ({ element, rect: element.getBoundingClientRect() }))
      .filter(({ element, rect }) => rect.width > 0 && rect.height > 0 && element.checkVisibility());
    const small = (rect: DOMRect) => rect.width < 23.5 || rect.height < 23.5;
    const centre = (rect: DOMRect) => [rect.left + rect.width / 2, rect.top + rect.height / 2] as const;
    const inSentence = (element: HTMLElement) =>
      element.tagName === 'A' &&
      [...(element.parentElement?.childNodes ?? [])].some(
        (node) => node.nodeType === Node.TEXT_NODE && /\w/.test(node.textContent ?? ''),
      );
    const distanceToRect = ([x, y]: readonly [number, number], rect: DOMRect) =>
      Math.hypot(Math.max(rect.left - x, 0, x - rect.right), Math.max(rect.top - y, 0, y - rect.bottom));
    return targets
      .filter(({ element, rect }) => small(rect) && !inSentence(element))
      .filter(({ element, rect }) =>
        targets.some((other) => {
          if (other.element === element || other.element.contains(element) || element.contains(other.element))
            return false;
          const point = centre(rect);
          if (!small(other.rect)) return distanceToRect(point, other.rect) < 12;
          const [x, y] = centre(other.rect);
          return Math.hypot(point[0] - x, point[1] - y) < 24;
        }),
      )
      .map(
        ({ element, rect }) =>
          `${element.tagName} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 30)}" ${Math.round(rect.width)}×${Math.round(rect.height)}`,
      );
  });

test('2.5.8 target size: every control is at least 24 × 24 px or spaced so, on every screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const found: Record<string, string[]> = {};
  await walkSteps(page, shopper('keys-targets@example.com', 'NW-5306'), async (screen) => {
    found[screen] = await smallTargets(page);
  });
  expect(found).toEqual({
    'sign-in': [],
    'select-items': [],
    'item dialog': [],
    'confirm-items': [],
    carriers: [],
  });
});

/** The help the page offers, in order: the footer's links and buttons, and where the footer is. */
const helpOf = (page: Page) =>
  page.evaluate(() => {
    const footer = document.querySelector('footer');
    const main = document.querySelector('main');
    return {
      footerAfterMain: Boolean(
        main && footer && main.compareDocumentPosition(footer) & Node.DOCUMENT_POSITION_FOLLOWING,
      ),
      lastLandmark: footer === [...document.querySelectorAll('header, main, footer')].at(-1),
      help: [...(footer?.querySelectorAll('a, button') ?? [])].map(
        (element) => `${element.textContent?.trim()} ${element.getAttribute('href') ?? ''}`,
      ),
    };
  });

/** The tab's title, once the step has named it after its heading and the shop (the shop once). */
async function titleOf(page: Page) {
  const shop = 'Nordwind Outfitters';
  const heading = (await page.getByRole('heading', { level: 1 }).first().textContent())?.trim() ?? '';
  await expect(page).toHaveTitle(heading.includes(shop) ? heading : `${heading} · ${shop}`);
  return page.title();
}

test('3.2.6 consistent help: the same help, in the same order and place, on every step; 2.4.2 each step titled', async ({
  page,
}) => {
  const help: Record<string, Awaited<ReturnType<typeof helpOf>>> = {};
  const titles: string[] = [];
  await walkSteps(page, shopper('keys-help@example.com', 'NW-5305'), async (screen) => {
    if (screen === 'item dialog') return;
    help[screen] = await helpOf(page);
    titles.push(await titleOf(page));
  });
  // The payment page is the provider's; the confirmation after it is the portal's again.
  await readyToSubmit(page, 'Return in a Nordwind store');
  await page.getByRole('button', { name: SUBMIT }).click();
  await answerPayment(page, 'Pay');
  await expect(page).toHaveURL(/\/order-confirmation/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  help.confirmation = await helpOf(page);
  titles.push(await titleOf(page));
  // 2.4.2: each step's title names that step (and the shop), so no two steps share one.
  expect(new Set(titles).size, titles.join(' | ')).toBe(titles.length);

  const first = help['sign-in'];
  expect(first?.help).toEqual(expect.arrayContaining(['help@nordwind.example mailto:help@nordwind.example']));
  expect(first).toMatchObject({ footerAfterMain: true, lastLandmark: true });
  for (const [screen, offered] of Object.entries(help)) expect(offered, screen).toEqual(first);
});

test.describe('3.3.7 redundant entry', () => {
  test('the e-mail, the selection and the pickup address are never asked for again', async ({ page }) => {
    // The e-mail typed on one sign-in form is in the other.
    await page.goto(portalUrl('nordwind'));
    const email = page.getByLabel('E-mailadres');
    await email.fill('keys-again@example.com');
    await page.getByRole('button', { name: 'Stuur me liever een inloglink' }).click();
    await expect(page).toHaveURL(portalUrl('nordwind', '/magic-link'));
    await expect(email).toHaveValue('keys-again@example.com');
    await page.getByRole('button', { name: 'Liever inloggen met mijn ordernummer' }).click();
    await expect(email).toHaveValue('keys-again@example.com');

    // The selection, its reason included, survives Back and a reload.
    await page.getByLabel(/order/i).fill('NW-5303');
    await page.getByRole('button', { name: 'Verder' }).click();
    await expect(page).toHaveURL(portalUrl('nordwind', '/select-items'));
    await selectReturn(page, 'Canvas Tote Bag', 'Te groot');
    await page.getByRole('button', { name: 'Verder met 1 artikel' }).click();
    await expect(page).toHaveURL(portalUrl('nordwind', '/confirm-items'));
    await expect(page.getByRole('main')).toContainText('Te groot');
    await page.goBack();
    await expect(page.getByRole('button', { name: 'Verder met 1 artikel' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Verder met 1 artikel' })).toBeVisible();
    await page.getByRole('button', { name: 'Verder met 1 artikel' }).click();
    await expect(page.getByRole('main')).toContainText('Te groot');

    // The pickup address comes from the order: shown at once, and in the form when it is changed.
    await signInDirectly(page, 'atelier', shopper('keys-address@example.nl', '105302'));
    await selectReturn(page, 'Midi Wrap Dress "Flora"', 'Past niet');
    await page.getByRole('button', { name: 'Verder met 1 artikel' }).click();
    await page.getByRole('button', { name: 'Selectie bevestigen' }).click();
    await page.getByRole('button', { name: /^Toon \d+ andere opties$/ }).click();
    await page.getByRole('radio', { name: 'DHL pickup at home' }).check();
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('radio', { name: 'DHL pickup at home' }) });
    await expect(card).toContainText('Oudegracht 158');
    await card.getByRole('button', { name: 'Adres wijzigen' }).click();
    await expect(card.getByLabel('Postcode')).toHaveValue(/3511\s?AB/);
    await expect(card.getByLabel('Huisnummer')).toHaveValue('158');
  });

  test('an ecommerce-less address, names included, typed once for every carrier and for the step again', async ({
    page,
  }) => {
    await kioskToCarriers(page, { ...shopper('keys-kiosk-address@example.de', 'K-5302'), country: 'DE' }, [
      { title: 'Wollen sjaal', color: 'Rood', size: 'One size' },
    ]);
    await chooseCarrier(page, 'DHL Packstation');
    await giveKioskAddress(page, 'DHL Packstation', 'Lukas', 'Becker');
    // Another carrier asks for the address too: its form holds what was typed.
    await chooseCarrier(page, 'DPD Pickup Paketshop');
    const dpd = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('radio', { name: 'DPD Pickup Paketshop' }) });
    const typed = {
      Voornaam: 'Lukas',
      Achternaam: 'Becker',
      Straat: 'Invalidenstraße',
      Huisnummer: '117',
      Postcode: '10115',
      Plaats: 'Berlin',
    };
    for (const [label, value] of Object.entries(typed))
      await expect(dpd.getByLabel(label)).toHaveValue(value);
    // Back to confirm items and on again: still there.
    await page.goBack();
    await expect(page).toHaveURL(portalUrl('kiosk', '/confirm-items'));
    await page.getByRole('button', { name: 'Selectie bevestigen' }).click();
    await expect(page).toHaveURL(portalUrl('kiosk', '/carriers'));
    const chosen = page.getByRole('listitem').filter({ has: page.getByRole('radio', { checked: true }) });
    for (const [label, value] of Object.entries(typed))
      await expect(chosen.getByLabel(label)).toHaveValue(value);
    // A reload keeps it too (the session holds it; the shop has no order to take it from).
    await page.reload();
    await expect(page).toHaveURL(portalUrl('kiosk', '/carriers'));
    await chooseCarrier(page, 'DHL Packstation');
    const packstation = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('radio', { name: 'DHL Packstation' }) });
    for (const [label, value] of Object.entries(typed))
      await expect(packstation.getByLabel(label)).toHaveValue(value);
  });
});

test('3.3.8 accessible authentication: a magic link, paste allowed, and autocomplete on every personal field', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(portalUrl('nordwind'));
  // Nothing to remember or transcribe: both fields take a paste.
  for (const [field, text] of [
    [page.getByLabel('E-mailadres'), 'emma@example.com'],
    [page.getByLabel(/order/i), 'NW-1001'],
  ] as const) {
    await page.evaluate((value) => navigator.clipboard.writeText(value), text);
    await field.focus();
    await page.keyboard.press('ControlOrMeta+V');
    await expect(field).toHaveValue(text);
  }
  await expect(page.getByLabel('E-mailadres')).toHaveAttribute('autocomplete', 'email');
  // Or no order number at all: a link by e-mail.
  await page.getByRole('button', { name: 'Stuur me liever een inloglink' }).click();
  await expect(page.getByLabel('E-mailadres')).toHaveAttribute('autocomplete', 'email');

  // The e-mail-or-postal-code field, the country, and the withdrawal's name and e-mail.
  await page.goto(portalUrl('atelier'));
  await expect(page.getByLabel(/e-mail/i)).toHaveAttribute('autocomplete', 'email');
  await page.goto(portalUrl('kiosk'));
  await expect(page.getByLabel('Land', { exact: true })).toHaveAttribute('autocomplete', 'country');
  await page.goto(portalUrl('nordwind', '/withdraw'));
  await expect(page.getByRole('textbox', { name: 'Je naam' })).toHaveAttribute('autocomplete', 'name');
  await expect(page.getByRole('textbox', { name: /E-mailadres/ })).toHaveAttribute('autocomplete', 'email');
});

test('4.1.3 status messages: errors and loading are read from live regions after each action', async ({
  page,
}) => {
  await page.goto(portalUrl('nordwind'));
  const continueButton = page.getByRole('button', { name: 'Verder' });
  // Nothing typed: each field's error is an alert.
  await continueButton.click();
  await expect(page.getByRole('alert')).toHaveText([
    /Dit veld is verplicht: E-mailadres/,
    /Dit veld is verplicht: Ordernummer/,
  ]);
  // While signing in, the button's status region says so; a wrong order number is an alert.
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/v0/**', async (route) => {
    await answered;
    await route.continue();
  });
  await page.getByLabel('E-mailadres').fill('keys-live@example.com');
  await page.getByLabel(/order/i).fill('NW-5399');
  await continueButton.click();
  const busy = page.getByRole('status').filter({ hasText: /\S/ });
  await expect(busy).toHaveText(/bezig|inloggen|laden/i);
  answer();
  await expect(page.getByRole('alert')).toHaveText(
    'De combinatie van ordernummer en e-mailadres is niet juist.',
  );
  await expect(busy).toHaveCount(0);
  await page.unroute('**/api/v0/**');

  await signInDirectly(page, 'nordwind', shopper('keys-live@example.com', 'NW-5304'));
  await selectReturn(page, 'Canvas Tote Bag', 'Te groot');
  await page.getByRole('button', { name: 'Verder met 1 artikel' }).click();
  await page.getByRole('button', { name: 'Selectie bevestigen' }).click();
  await expect(page).toHaveURL(portalUrl('nordwind', '/carriers'));
  // More options shown: said in a status region.
  await page.getByRole('button', { name: /^Toon \d+ andere opties$/ }).click();
  await expect(page.getByRole('status').filter({ hasText: /andere opties getoond/ })).toHaveText(
    /\d+ andere opties getoond/,
  );
  // Submitting without the insurance answer or the terms: alerts say what is missing.
  await page.getByRole('button', { name: 'Verder naar betalen' }).click();
  await expect(page.getByRole('alert').first()).toContainText('Kies of je je retour wilt verzekeren.');
});

test('1.1.1 non-text content: every image has a text alternative or is decorative, on every screen', async ({
  page,
}) => {
  const found: Record<string, string[]> = {};
  await walkSteps(page, shopper('keys-images@example.com', 'NW-5308'), async (screen) => {
    found[screen] = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('img, svg, [role="img"], input[type="image"]')]
        .filter((element) => {
          if (element.closest('[aria-hidden="true"]')) return false;
          const name = element.getAttribute('aria-label') ?? element.getAttribute('aria-labelledby');
          if (element.tagName === 'IMG') return element.getAttribute('alt') === null && !name;
          // An svg inside a named control or image is part of it; on its own it needs a name.
          if (
            element.tagName.toLowerCase() === 'svg' &&
            element.parentElement?.closest('[aria-label], button, a, [role="img"]')
          )
            return false;
          return !name && !element.querySelector('title');
        })
        .map((element) => element.outerHTML.slice(0, 80)),
    );
    // The product pictures are named by the product.
    if (screen === 'select-items')
      await expect(page.getByRole('img', { name: /Canvas Tote Bag/ }).first()).toBeVisible();
  });
  expect(found).toEqual({
    'sign-in': [],
    'select-items': [],
    'item dialog': [],
    'confirm-items': [],
    carriers: [],
  });
});

test('1.4.10 reflow and 1.4.4 resize: usable at 320 px and at 200 % zoom, no sideways scrolling', async ({
  page,
}) => {
  const sizes = [
    { width: 320, height: 568 },
    // A 1280 × 720 window at 200 %: the same CSS pixels.
    { width: 640, height: 360 },
  ];
  const found: string[] = [];
  await walkSteps(page, shopper('keys-reflow@example.com', 'NW-5307'), async (screen) => {
    for (const size of sizes) {
      await page.setViewportSize(size);
      const problem = await page.evaluate(() => {
        const root = document.documentElement;
        if (root.scrollWidth > root.clientWidth + 1) return `scrolls sideways (${root.scrollWidth} px)`;
        const wide = [...document.querySelectorAll<HTMLElement>('main *, dialog[open] *')].find(
          (element) => element.getBoundingClientRect().right > root.clientWidth + 1,
        );
        // Nothing, a control least of all, runs off the screen's side.
        return wide ? `${wide.tagName}.${wide.className} runs off the screen` : null;
      });
      if (problem) found.push(`${screen} at ${size.width} px: ${problem}`);
    }
    await page.setViewportSize({ width: 1280, height: 720 });
  });
  expect(found).toEqual([]);
});

test('2.3.3 reduced motion: no transitions, and the spinner only turns slowly', async ({ page }) => {
  await page.goto(portalUrl('nordwind'));
  await expect(page.getByRole('button', { name: 'Verder' })).toBeVisible();
  const motion = () =>
    page.evaluate(() => {
      const spinner = document.createElement('span');
      spinner.className = 'rp-spinner';
      document.body.append(spinner);
      const button = document.querySelector('.rp-button') as HTMLElement;
      const result = {
        button: getComputedStyle(button).transitionDuration,
        spinner: getComputedStyle(spinner).animationDuration,
      };
      spinner.remove();
      return result;
    });
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  expect(await motion()).toEqual({ button: expect.stringMatching(/^0\.15s/), spinner: '0.8s' });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await motion()).toEqual({ button: expect.stringMatching(/^0s(, 0s)*$/), spinner: '3s' });
});
