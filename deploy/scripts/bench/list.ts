/**
 * The scale consumer (300 units) on select items, as `npm run bench` reports it: the list's own
 * measurement (`measureSelect`, deploy/scripts/bench/select.ts, also behind `npm run bench:select`)
 * as two figures against the bench's budgets.
 */
import type { Browser } from '@playwright/test';
import type { Figure } from './budgets';
import { measureSelect, SCALE_CARDS, type SelectFigures } from './select';

/** The two medians, with their runs. */
export async function measureList(browser: Browser, hostPort: number, runs: number): Promise<Figure[]> {
  const seen: SelectFigures[] = [];
  const medians = await measureSelect(`http://localhost:${hostPort}`, browser, {
    runs,
    onRun: (figures) => seen.push(figures),
  });
  const runsOf = (pick: (figures: SelectFigures) => number) =>
    `runs ${seen.map((figures) => Math.round(pick(figures))).join(', ')}`;
  return [
    {
      group: 'list',
      name: `scale consumer (${SCALE_CARDS} units): navigation to last card rendered`,
      value: medians.navigationToLastCardMs,
      unit: 'ms',
      budget: 'listRendered',
      note: runsOf((figures) => figures.navigationToLastCardMs),
    },
    {
      group: 'list',
      name: 'scale consumer: select click to next paint',
      value: medians.selectToPaintMs,
      unit: 'ms',
      budget: 'selectPaint',
      note: runsOf((figures) => figures.selectToPaintMs),
    },
  ];
}
