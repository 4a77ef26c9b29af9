/** The bench's output: one text table, and the same figures as JSON. */
import { BUDGETS, type Budget, type Figure, type Unit, verdict } from './budgets';

/** A figure in its unit: bytes in KB (1,000 bytes), times in ms, shifts with three decimals. */
export function formatValue(value: number | null, unit: Unit): string {
  if (value === null || Number.isNaN(value)) return 'n/a';
  switch (unit) {
    case 'bytes':
      return `${(value / 1000).toFixed(1)} KB`;
    case 'ms':
      return `${Math.round(value)} ms`;
    case 'shift':
      return value.toFixed(3);
    case 'ratio':
      return value.toFixed(2);
    case 'req/s':
      return `${Math.round(value).toLocaleString('en')} req/s`;
    default:
      return String(Math.round(value));
  }
}

/** A budget as it reads in the table: `≤ 150.0 KB`, `≥ 95`. */
export function formatBudget(budget: Budget | undefined): string {
  if (!budget) return '';
  if (budget.max !== undefined) return `≤ ${formatValue(budget.max, budget.unit)}`;
  if (budget.min !== undefined) return `≥ ${formatValue(budget.min, budget.unit)}`;
  return '';
}

const VERDICT_TEXT = { ok: 'ok', over: 'OVER', failed: 'FAILED', info: '' } as const;

/** The table: group, figure, value, budget, verdict and note, in aligned columns. */
export function formatTable(figures: Figure[]): string {
  const header = ['group', 'figure', 'value', 'budget', '', 'note'];
  const rows = figures.map((figure) => [
    figure.group,
    figure.name,
    formatValue(figure.value, figure.unit),
    formatBudget(figure.budget ? BUDGETS[figure.budget] : undefined),
    VERDICT_TEXT[verdict(figure)],
    figure.note ?? '',
  ]);
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column === 2 ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0),
      )
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

/** What `--json` writes: every figure with its budget and verdict, and how the run was made. */
export function toJson<Meta extends Record<string, unknown>>(figures: Figure[], meta: Meta) {
  return {
    ...meta,
    figures: figures.map((figure) => ({
      ...figure,
      budget: figure.budget ? { name: figure.budget, ...BUDGETS[figure.budget] } : null,
      verdict: verdict(figure),
    })),
  };
}
