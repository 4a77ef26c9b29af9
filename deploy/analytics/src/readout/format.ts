/** The readout as the report command prints it: a plain table, then the check and verdict lines. */
import type { Readout } from './readout';

const percent = (share: number) => `${(share * 100).toFixed(1)} %`;
const points = (share: number) => `${share >= 0 ? '+' : ''}${(share * 100).toFixed(1)}`;

/** The readout as text: one row per variant, then the split, the sessions still needed, the verdict. */
export function formatReadout(result: Readout): string {
  const header = [
    'variant',
    'versions',
    'weight',
    'sessions',
    'completed',
    'rate (95 % CI)',
    'vs control, points (95 % CI)',
  ];
  const rows = result.variants.map((variant) => [
    variant.variant + (variant.variant === result.control ? ' (control)' : ''),
    variant.versions.join(' ') || '-',
    variant.weight === null ? '-' : `${variant.weight} %`,
    variant.sessions.toLocaleString('en'),
    variant.completed.toLocaleString('en'),
    `${percent(variant.rate)} (${percent(variant.rateInterval.lower)} to ${percent(variant.rateInterval.upper)})`,
    variant.difference
      ? `${points(variant.difference.estimate)} (${points(variant.difference.interval.lower)} to ${points(variant.difference.interval.upper)})`
      : '-',
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  const scope = [result.merchant && `merchant ${result.merchant}`, result.since && `since ${result.since}`]
    .filter(Boolean)
    .join(', ');
  const split = result.split
    ? `Split: chi-square ${result.split.statistic.toFixed(2)} (${result.split.degreesOfFreedom} df), p = ${result.split.pValue.toPrecision(2)}${result.split.flagged ? ': OFF (p < 0.001)' : ': as configured'}`
    : 'Split: not checked (no configured weights for two or more variants)';
  const more =
    result.moreSessionsNeeded === null
      ? 'Sessions still needed for 80 % power: cannot be said (no difference observed)'
      : result.moreSessionsNeeded === 0
        ? 'Sessions still needed for 80 % power: none, there are enough'
        : `Sessions still needed for 80 % power: ${result.moreSessionsNeeded.toLocaleString('en')} more per variant`;
  return [
    `A/B readout of ${result.step}${scope ? ` (${scope})` : ''}`,
    '',
    line(header),
    ...rows.map(line),
    '',
    split,
    more,
    result.note,
    ...result.verdicts.map((verdict) => `Verdict: ${verdict}`),
  ].join('\n');
}
