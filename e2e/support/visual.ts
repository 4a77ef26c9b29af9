/**
 * What the visual regression tests and the axe walks share: the two screen sizes, a page of a shop in
 * English, `AxeStops` (the screens a walk checked with axe, printed at its end) and `Walk`, whose
 * `snap` compares a screen with its committed baseline and, at the stop, runs the axe walk's checks:
 * one walk per screen takes its picture and runs axe.
 */
import path from 'node:path';
import { type BrowserContext, test as base, expect, type Locator, type Page } from '@playwright/test';
import { statementTexts as english } from '../../shared/src/i18n/locales/en/statement';
import { statementTexts as dutch } from '../../shared/src/i18n/locales/nl/statement';
import { expectNoAxeViolations, portalUrl } from './portal';

// The fixed action bar in the page's flow, for full-page captures (see the file).
const FULL_PAGE_CSS = path.join(import.meta.dirname, 'full-page-screenshot.css');

export const VIEWPORTS = {
  phone: { width: 375, height: 812 },
  laptop: { width: 1280, height: 800 },
} as const;
export type Size = keyof typeof VIEWPORTS;

/**
 * The size axe checks every stop at. The phone: its layout is the tightest (targets' spacing, text
 * under the fixed action bar), it is where the 320 px check runs, and nothing a phone shows is hidden
 * on a laptop. The other way round there is (the sign-in picture and the carriers bar's total show
 * from 576 px on): a laptop stop that shows more than the phone would is checked there too.
 */
const AXE_SIZE: Size = 'phone';

// The footer's link to the statement, in the languages the walks use.
const STATEMENT_LINK = { en: english.statement.footer_link, nl: dutch.statement.footer_link } as const;

/**
 * The screens one walk checked with axe, printed at its end (`axe checked …`): the list the
 * accessibility statement's claim rests on (docs/design-system.md#tests).
 */
export class AxeStops {
  private readonly screens: string[] = [];
  constructor(
    private readonly label: string,
    private readonly language: keyof typeof STATEMENT_LINK,
  ) {}

  /** The footer links the statement, and axe finds nothing. */
  async at(page: Page, screen: string) {
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: STATEMENT_LINK[this.language], exact: true }),
      `${this.label}: ${screen}`,
    ).toHaveAttribute('href', '/accessibility');
    // A screen, not the moment between two: the step's heading is drawn (a dialog leaves it in place).
    await expect(page.locator('h1').first(), `${this.label}: ${screen}`).toBeAttached();
    await expectSettled(page, `${this.label}: ${screen}`);
    await expectNoAxeViolations(page);
    this.screens.push(screen);
  }

  print() {
    if (this.screens.length)
      console.log(`axe checked ${this.label} (${this.screens.length}): ${this.screens.join(' · ')}`);
  }
}

/** Opens a page of `merchant` in English at `size`. */
export type OpenShop = (merchant: string, size: Size) => Promise<Page>;

/**
 * The visual walks' `test`: its `openShop` opens each page in a context of its own and closes them all
 * when the test ends, so no page of an earlier test keeps polling and rendering on the worker's browser
 * while the next one takes its pictures.
 */
export const test = base.extend<{ openShop: OpenShop }>({
  openShop: async ({ browser }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (merchant, size) => {
      // Dates and times render in one zone whatever the machine's.
      const context = await browser.newContext({
        viewport: VIEWPORTS[size],
        locale: 'en-GB',
        timezoneId: 'UTC',
      });
      contexts.push(context);
      await context.addCookies([{ name: 'lang', value: 'en', url: portalUrl(merchant) }]);
      return context.newPage();
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
});

/**
 * The screen is all there: no part of it says it is still on its way (`aria-busy`), neither the server's
 * first paint of a step whose code is loading nor a part waiting for its data. Its heading alone is no
 * proof: the server's first paint shows the step's heading before the step is in. A busy button is a
 * state a screen shows for as long as the platform takes (a label being made), not a screen half drawn.
 */
export async function expectSettled(page: Page, screen: string) {
  await expect(page.locator('[aria-busy="true"]:not(button)'), `${screen}: still loading`).toHaveCount(0);
}

/** Nothing is wider than a 320 px screen: neither the page nor an open dialog. */
async function expectReflowAt320(page: Page) {
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: 320, height: viewport?.height ?? 812 });
  const overflow = await page.evaluate(() => {
    const wider = (element: Element) => element.scrollWidth > element.clientWidth + 1;
    const dialogs = [...document.querySelectorAll('dialog[open]')].filter(
      (dialog) => wider(dialog) || dialog.getBoundingClientRect().right > 321,
    );
    return { page: document.documentElement.scrollWidth, dialogs: dialogs.length };
  });
  expect(overflow).toEqual({ page: 320, dialogs: 0 });
  if (viewport) await page.setViewportSize(viewport);
}

/** Whether an element shows on this page that the axe size's screen would hide. */
async function showsMoreThanAtAxeSize(page: Page): Promise<boolean> {
  const shown = () =>
    page.evaluate(() => [...document.body.querySelectorAll('*')].map((element) => element.checkVisibility()));
  const viewport = page.viewportSize();
  const here = await shown();
  await page.setViewportSize(VIEWPORTS[AXE_SIZE]);
  const there = await shown();
  if (viewport) await page.setViewportSize(viewport);
  return here.length !== there.length || here.some((visible, index) => visible && !there[index]);
}

/**
 * One visual walk at one size. `snap` compares the screen with its baseline (the orders' dates depend
 * on the day the test runs, so they get one fixed text); at the axe size it also checks the screen at
 * 320 px and runs the axe walk's checks (at the other size too where it shows more), and `check`
 * runs those on a screen no picture is taken of.
 */
export class Walk {
  private readonly axe: AxeStops;
  /** Whether this walk's stops are axe-checked: screens seen only for axe are visited at this size alone. */
  readonly checksAxe: boolean;

  constructor(
    label: string,
    readonly size: Size,
  ) {
    this.axe = new AxeStops(`${label} (${size})`, 'en');
    this.checksAxe = size === AXE_SIZE;
  }

  async snap(page: Page, name: string, options: { dialog?: boolean; mask?: Locator[] } = {}) {
    const size = this.size;
    await expectSettled(page, name);
    // Every picture loaded (lazy ones too, for the full-page picture) and the web fonts in. Lazy ones
    // are made eager at each check: a step may still replace the host's first paint with its own
    // picture, and a lazy one that is not shown (the sign-in picture on a phone) would never load.
    await page.waitForFunction(() => {
      for (const image of document.querySelectorAll('img[loading="lazy"]'))
        image.setAttribute('loading', 'eager');
      return [...document.images].every((image) => image.complete);
    });
    await page.evaluate(() => document.fonts.ready);
    // The orders' dates change with the day the test runs: each gets one fixed date, so the picture is the
    // same any day. Not a mask: a mask's box changes with the date ("26 Nov" is wider than "25 Nov"), and a
    // mask is drawn over everything, an open dialog included.
    await page.locator('.rp-item-group__meta').evaluateAll((elements) => {
      for (const element of elements)
        element.textContent = (element.textContent ?? '').replace(
          // "Thursday, November 26, 2026", "donderdag 26 november 2026", "26 Nov 2026".
          /(\p{L}+,? )?(\p{L}+\.? \d{1,2}|\d{1,2} \p{L}+\.?),? \d{4}/u,
          'Thursday, January 1, 2026',
        );
    });
    await expect(page).toHaveScreenshot(`${name}-${size}.png`, {
      fullPage: !options.dialog,
      animations: 'disabled',
      stylePath: options.dialog ? undefined : FULL_PAGE_CSS,
      mask: options.mask ?? [],
    });
    if (this.checksAxe) {
      await expectReflowAt320(page);
      await this.axe.at(page, name);
    } else if (await showsMoreThanAtAxeSize(page)) await this.axe.at(page, name);
  }

  /** A screen no picture is taken of: axe-checked at the axe size (the walk visits it there alone). */
  async check(page: Page, screen: string) {
    if (!this.checksAxe)
      throw new Error(`${screen}: visited for axe at ${this.size}, which axe does not check`);
    await this.axe.at(page, screen);
  }

  print() {
    this.axe.print();
  }
}

/** Signs in on the English sign-in page as `email` with `orderNumber`. */
export async function signIn(page: Page, merchant: string, email: string, orderNumber: string) {
  await page.goto(portalUrl(merchant));
  await page.getByLabel(/^E-mail address/).fill(email);
  await page.getByLabel('Order number').fill(orderNumber);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/select-items$/);
}
