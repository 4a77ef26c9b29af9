/**
 * `npm run bench:select`: the select-items page with the scale consumer (50 orders, 300 units) in
 * Chromium against the production build, measured inside the page (see bench/select.ts); each figure
 * the median of five runs, printed against its budget. Exits 1 when one is over.
 */
import { chromium } from '@playwright/test';
import { measureSelect, SELECT_BUDGETS, type SelectFigures } from './bench/select';
import { chromiumLaunchOptions, startPortal } from './servers';

const RUNS = 5;
const LABELS: Record<keyof SelectFigures, string> = {
  navigationToLastCardMs: 'navigation to the last card rendered',
  selectToPaintMs: 'select click to the card shown selected',
};

const portal = await startPortal();
const browser = await chromium.launch(chromiumLaunchOptions);
let over = false;
try {
  const runs: SelectFigures[] = [];
  const figures = await measureSelect(`http://localhost:${portal.hostPort}`, browser, {
    runs: RUNS,
    onRun: (run) => runs.push(run),
  });
  console.log(`Select items, scale consumer (300 units), median of ${RUNS}:`);
  for (const key of Object.keys(LABELS) as (keyof SelectFigures)[]) {
    const ok = figures[key] <= SELECT_BUDGETS[key];
    over ||= !ok;
    const each = runs.map((run) => Math.round(run[key])).join(', ');
    console.log(
      `  ${ok ? 'ok  ' : 'OVER'} ${LABELS[key]}: ${figures[key]} ms (budget ≤ ${SELECT_BUDGETS[key]} ms; runs: ${each})`,
    );
  }
} finally {
  await browser.close();
  await portal.stop();
}
if (over) process.exitCode = 1;
