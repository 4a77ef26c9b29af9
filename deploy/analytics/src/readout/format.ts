/**
 * The readout in words, for the report command and the report page alike: the one-sentence verdict
 * first, then what it rests on in plain words, then the table, then how it is worked out (where the
 * methods are named). One copy of every sentence.
 */
import { type Readout, signedPoints, type VariantReadout } from './readout';
import { ALPHA } from './statistics';

/** A share as a percentage with one decimal: "30.3 %". */
export const percent = (share: number): string => `${(share * 100).toFixed(1)} %`;

/** `n` rounded to two significant figures, with thousands separators: "about 1,200". */
const roughly = (n: number) => Number(n.toPrecision(2)).toLocaleString('en');

const count = (n: number) => n.toLocaleString('en');

/** A variant's name, with "(the control)" after the control's. */
export const armName = (result: Readout, variant: VariantReadout): string =>
  variant.variant === result.control ? `${variant.variant} (the control)` : variant.variant;

/** The rate column: "30.3 % (likely 29.0 % to 31.6 %)", or "no data yet". */
export const rateText = (variant: VariantReadout): string =>
  variant.rate === null || variant.rateInterval === null
    ? 'no data yet'
    : `${percent(variant.rate)} (likely ${percent(variant.rateInterval.lower)} to ${percent(variant.rateInterval.upper)})`;

/** The difference column: "+6.3 (likely +3.4 to +9.2)", "no data yet", or "–" for the control. */
export const differenceText = (result: Readout, variant: VariantReadout): string => {
  if (variant.variant === result.control) return '–';
  if (!variant.difference) return 'no data yet';
  const { estimate, interval } = variant.difference;
  return `${signedPoints(estimate)} (likely ${signedPoints(interval.lower)} to ${signedPoints(interval.upper)})`;
};

/** When the counted sessions start. */
function scopeLine(result: Readout): string {
  if (!result.since) return 'Counted: every session in the store (when the split began is not recorded).';
  return `Counted: sessions since ${result.since.replace('T', ' ').replace(/:\d\d\.\d+Z$|:\d\dZ$/, ' UTC')}.`;
}

/** The plan in words: how many sessions the split needs, how far it is, about how many days. */
function planLines(result: Readout): string[] {
  const { plan } = result;
  if (!plan) return [];
  const effect = `${(plan.minimumEffect * 100).toLocaleString('en')} points`;
  if (plan.sessionsNeeded === null) return [`How many sessions it takes to see ${effect} cannot be said.`];
  const needs = `To notice a difference of ${effect}, this split needs about ${roughly(plan.sessionsNeeded)} sessions in all; it has ${count(plan.sessions)}.`;
  if (plan.daysNeeded === 0) return [`${needs} That is enough.`];
  if (plan.daysNeeded === null || plan.sessionsPerDay === null)
    return [`${needs} How many days that takes can be said once sessions have come in for a while.`];
  return [
    `${needs} At about ${roughly(plan.sessionsPerDay)} sessions a day, that is about ${count(plan.daysNeeded)} more day${plan.daysNeeded === 1 ? '' : 's'}.`,
  ];
}

/** What the verdict rests on, in plain words (no method names): the lines after the verdict. */
export function explanation(result: Readout): string[] {
  if (result.outcome === 'not-split')
    return [
      `Only one version of ${result.step} is live here: promote a second one with a weight (a split) to compare.`,
    ];
  const lines: string[] = [scopeLine(result)];
  if (result.outcome === 'split-off')
    lines.push(
      `Sessions do not arrive in the shares the split sets (${result.variants.map((variant) => `${variant.variant} ${variant.weight} %`).join(', ')}; seen: ${result.variants.map((variant) => `${variant.variant} ${count(variant.sessions)}`).join(', ')}). Something in the assignment is wrong, so the rates cannot be compared: check the split before reading again.`,
    );
  for (const variant of result.variants) {
    if (variant.rate === null) {
      lines.push(`${armName(result, variant)}: no data yet.`);
      continue;
    }
    const against =
      variant.difference && result.control
        ? `; against ${result.control}, ${signedPoints(variant.difference.estimate)} points (likely between ${signedPoints(variant.difference.interval.lower)} and ${signedPoints(variant.difference.interval.upper)})`
        : '';
    lines.push(
      `${armName(result, variant)}: ${percent(variant.rate)} of ${count(variant.sessions)} sessions completed their return${against}.`,
    );
  }
  // Only while it is too early: a settled answer needs no plan.
  if (result.outcome === 'too-early') lines.push(...planLines(result));
  lines.push('It is safe to look every day: the likely ranges stay right however often they are read.');
  const compared = result.variants.length - 1;
  if (compared > 1)
    lines.push(
      `With ${compared} variants against the control, each one has to clear a higher bar, so that the chance of naming a wrong winner stays at ${ALPHA * 100} % (Holm's correction).`,
    );
  if (result.leftOut > 0)
    lines.push(
      `${count(result.leftOut)} session${result.leftOut === 1 ? '' : 's'} that saw another version (from before the split, or one not in it) ${result.leftOut === 1 ? 'is' : 'are'} not counted.`,
    );
  lines.push(result.note);
  return lines;
}

/** How the figures are worked out, naming the methods: the readout's last paragraph. */
export function methods(result: Readout): string {
  const parts = [
    "A rate's likely range is Wilson's 95 % interval.",
    `A difference's likely range is an always-valid 95 % interval (a normal-mixture confidence sequence, Howard et al. 2021), so reading it every day does not raise the chance of a wrong winner above ${ALPHA * 100} %; the verdict is read from it.`,
  ];
  if (result.variants.length > 2)
    parts.push(
      "With several variants, Holm's step-down correction sets the level of each comparison; each range is at the level it was tested at.",
    );
  if (result.split)
    parts.push(
      `The split is checked against its weights with a chi-square test (${result.split.statistic.toFixed(2)}, ${result.split.degreesOfFreedom} df, p = ${result.split.pValue.toPrecision(2)}; called off below p = 0.001).`,
    );
  if (result.plan)
    parts.push(
      "The sessions needed give an 80 % chance of seeing the minimum effect with that interval, at the configured weights and the control's current rate.",
    );
  return `How this is worked out: ${parts.join(' ')}`;
}

/** The readout as text: the verdict, what it rests on, the table, how it is worked out. */
export function formatReadout(result: Readout): string {
  const header = ['variant', 'versions', 'weight', 'sessions', 'completed', 'rate', 'vs control, points'];
  const rows = result.variants.map((variant) => [
    armName(result, variant),
    variant.versions.join(' ') || '-',
    `${variant.weight} %`,
    count(variant.sessions),
    count(variant.completed),
    rateText(variant),
    differenceText(result, variant),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  const scope = result.merchant ? ` at ${result.merchant}` : '';
  return [
    `${result.verdict}.`,
    '',
    `A/B readout of ${result.step}${scope}`,
    ...explanation(result),
    ...(rows.length > 0 ? ['', line(header), ...rows.map(line)] : []),
    '',
    methods(result),
  ].join('\n');
}
