/**
 * The budgets `npm run bench` holds the portal to (issue 23), in one table, and the comparison of a
 * figure with its budget. A figure without a budget is printed for information only.
 */

/** How a figure is shown. */
export type Unit = 'bytes' | 'ms' | 'score' | 'ratio' | 'count' | 'req/s' | 'shift';

/** A limit: at most `max`, or at least `min`. */
export interface Budget {
  max?: number;
  min?: number;
  unit: Unit;
  /** Where the figure comes from, for the docs and the table's readers. */
  why: string;
}

export const BUDGETS = {
  signInJsGzip: { max: 150_000, unit: 'bytes', why: '/ JavaScript, gzip level 9' },
  signInJsServed: { max: 130_000, unit: 'bytes', why: '/ JavaScript as served (brotli)' },
  lcp: { max: 1500, unit: 'ms', why: 'Lighthouse mobile preset LCP, median' },
  tbt: { max: 200, unit: 'ms', why: 'Lighthouse mobile preset TBT, median' },
  cls: { max: 0.01, unit: 'shift', why: 'Lighthouse mobile preset CLS, median' },
  score: { min: 95, unit: 'score', why: 'Lighthouse performance score, median' },
  federationBytesRatio: { max: 1.1, unit: 'ratio', why: 'JavaScript gzip, federated / single bundle' },
  federationLcpRatio: { max: 1.1, unit: 'ratio', why: 'LCP, federated / single bundle' },
  listRendered: { max: 250, unit: 'ms', why: 'scale consumer: navigation to the last card rendered' },
  selectPaint: { max: 50, unit: 'ms', why: 'scale consumer: select click to the next paint' },
  serverPageRatio: { min: 0.7, unit: 'ratio', why: 'host server req/s for the page / node:http' },
  serverFeaturesRatio: { min: 0.7, unit: 'ratio', why: 'host server req/s for /features / node:http' },
  serverStartupRatio: {
    min: 0.8,
    unit: 'ratio',
    why: 'host server req/s for the start-up chunk (brotli) / node:http',
  },
  serverRenderP99: {
    max: 50,
    unit: 'ms',
    why: 'scale consumer: select items rendered by the host server, p99 beside the platform calls it waits for',
  },
  confirmInteractive: {
    max: 100,
    unit: 'ms',
    why: 'select items confirm to confirm items interactive, API time excluded',
  },
} as const satisfies Record<string, Budget>;

export type BudgetName = keyof typeof BUDGETS;

/** The groups of figures, each a module of its own (`--only`). */
export const GROUPS = ['bytes', 'lighthouse', 'server', 'list', 'confirm', 'single', 'render'] as const;
export type Group = (typeof GROUPS)[number];

/** One figure of the table. `value` is null when it could not be measured (counts as over budget). */
export interface Figure {
  group: Group;
  /** What was measured, e.g. `/select-items reload: LCP`. */
  name: string;
  value: number | null;
  unit: Unit;
  budget?: BudgetName;
  /** Runs behind a median, or a short remark. */
  note?: string;
  /** Why the figure could not be measured: it then counts as over budget. */
  error?: string;
}

export type Verdict = 'ok' | 'over' | 'failed' | 'info';

/** How a figure stands against its budget: `failed` when it could not be measured. */
export function verdict(figure: Pick<Figure, 'value' | 'budget' | 'error'>): Verdict {
  if (figure.error !== undefined) return 'failed';
  if (!figure.budget) return 'info';
  if (figure.value === null || Number.isNaN(figure.value)) return 'failed';
  const budget: Budget = BUDGETS[figure.budget];
  if (budget.max !== undefined && figure.value > budget.max) return 'over';
  if (budget.min !== undefined && figure.value < budget.min) return 'over';
  return 'ok';
}

/** Whether every figure with a budget is within it. */
export const allWithinBudget = (figures: Pick<Figure, 'value' | 'budget' | 'error'>[]) =>
  figures.every((figure) => verdict(figure) !== 'over' && verdict(figure) !== 'failed');

/** The median of `values` (NaN for none); the lower middle one for an even count. */
export function median(values: number[]): number {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
}
