/**
 * The scale consumer's select-items figures (50 orders, 300 units), measured inside the page with
 * performance marks: from navigation start to the last card rendered and painted, and from the click
 * that makes a selection to the card painted as selected. The marks are set by a script the page gets
 * before its own, so the figures do not depend on how the list is built; only the frame after the
 * change is awaited (`requestAnimationFrame`, then a task: the frame has been painted by then).
 */
import type { Browser, Page } from '@playwright/test';
import { SCALE_CONSUMER } from '../../sandbox/src/data/seed';

/** What one call measures, each the median of its runs, in milliseconds. */
export interface SelectFigures {
  navigationToLastCardMs: number;
  selectToPaintMs: number;
}

/** The budgets the figures are held to. */
export const SELECT_BUDGETS: SelectFigures = { navigationToLastCardMs: 250, selectToPaintMs: 50 };

/** The scale consumer's cards. */
export const SCALE_CARDS = 300;

const MARKS = {
  listPainted: 'bench:list-painted',
  selectClicked: 'bench:select-clicked',
  selectedPainted: 'bench:selected-painted',
} as const;

/**
 * Runs in the page before its scripts: marks the frame in which the last card first shows, the click
 * on the item dialog's submit button (at the event's own time stamp, so input delay counts), and the
 * frame in which a card first shows as selected after it. A string, not a function: tsx would wrap the
 * function's inner names in a helper the page does not have.
 */
const installMarks = `(() => {
  const afterPaint = (name) => requestAnimationFrame(() => setTimeout(() => performance.mark(name), 0));
  let listSeen = false;
  let clicked = false;
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (target && target.closest('dialog button[type="submit"], [role="dialog"] button[type="submit"]')) {
      clicked = true;
      performance.mark(${JSON.stringify(MARKS.selectClicked)}, { startTime: event.timeStamp });
    }
  }, true);
  new MutationObserver(() => {
    if (!listSeen && document.querySelectorAll('.rp-item').length >= ${SCALE_CARDS}) {
      listSeen = true;
      afterPaint(${JSON.stringify(MARKS.listPainted)});
    }
    if (clicked && document.querySelector('.rp-item--selected')) {
      clicked = false;
      afterPaint(${JSON.stringify(MARKS.selectedPainted)});
    }
  }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['class'] });
})();`;

/** The start time of a mark once it is set. */
async function markTime(page: Page, name: string): Promise<number> {
  const handle = await page.waitForFunction(
    (mark) => performance.getEntriesByName(mark, 'mark')[0]?.startTime,
    name,
  );
  return (await handle.jsonValue()) as number;
}

/** Signs the scale consumer in, then measures one fresh navigation to select items and one selection. */
async function measureOnce(baseUrl: string, browser: Browser): Promise<SelectFigures> {
  const page = await browser.newPage();
  try {
    await page.addInitScript(installMarks);
    await page.goto(
      `${baseUrl}/?email=${encodeURIComponent(SCALE_CONSUMER.email)}&orderNumber=${SCALE_CONSUMER.orderNumber}`,
    );
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL('**/select-items');
    // A fresh navigation to the step, as after a reload: purchases come from the session cache.
    await page.goto(`${baseUrl}/select-items`);
    const navigationToLastCardMs = await markTime(page, MARKS.listPainted);

    await page
      .locator('.rp-item')
      .filter({ hasText: 'Stoneware Mug' })
      .first()
      .getByRole('button')
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    const returnChoice = dialog.getByRole('radio').nth(1);
    if (await returnChoice.count()) await returnChoice.check();
    await dialog.locator('select').first().selectOption({ index: 1 });
    await dialog.locator('button[type="submit"]').click();
    const selectedAt = await markTime(page, MARKS.selectedPainted);
    const clickedAt = await markTime(page, MARKS.selectClicked);
    return { navigationToLastCardMs, selectToPaintMs: selectedAt - clickedAt };
  } finally {
    await page.close();
  }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/**
 * The figures for the scale consumer's shop at `baseUrl` (the host server's origin, without the shop
 * subdomain), each the median of `runs` (5 unless told); `onRun` hears each run's figures.
 */
export async function measureSelect(
  baseUrl: string,
  browser: Browser,
  { runs = 5, onRun }: { runs?: number; onRun?: (figures: SelectFigures) => void } = {},
): Promise<SelectFigures> {
  const url = new URL(baseUrl);
  url.hostname = `${SCALE_CONSUMER.merchant}.${url.hostname}`;
  const shopUrl = url.origin;
  const all: SelectFigures[] = [];
  for (let run = 0; run < runs; run++) {
    const figures = await measureOnce(shopUrl, browser);
    onRun?.(figures);
    all.push(figures);
  }
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    navigationToLastCardMs: round(median(all.map((figures) => figures.navigationToLastCardMs))),
    selectToPaintMs: round(median(all.map((figures) => figures.selectToPaintMs))),
  };
}
