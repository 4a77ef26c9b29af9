/**
 * The report page's HTML: per step, the readout table, the verdict lines and a canvas the page's
 * script draws the chart on from the readout beside it (JSON data, not a script, so the CSP holds).
 */
import type { Readout } from '@portal/analytics/readout';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** JSON inside a `<script type="application/json">`: no `<` may close the element early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const percent = (share: number) => `${(share * 100).toFixed(1)} %`;
const points = (share: number) => `${share >= 0 ? '+' : '−'}${Math.abs(share * 100).toFixed(1)}`;

function stepSection(result: Readout, index: number): string {
  const id = `readout-${index}`;
  const rows = result.variants
    .map(
      (variant) => `<tr data-variant="${escapeHtml(variant.variant)}">
<th scope="row">${escapeHtml(variant.variant)}${variant.variant === result.control ? ' (control)' : ''}</th>
<td>${escapeHtml(variant.versions.join(', ') || '–')}</td>
<td>${variant.weight === null ? '–' : `${variant.weight} %`}</td>
<td data-field="sessions">${variant.sessions}</td>
<td data-field="completed">${variant.completed}</td>
<td data-field="rate">${percent(variant.rate)}</td>
<td>${percent(variant.rateInterval.lower)} to ${percent(variant.rateInterval.upper)}</td>
<td>${variant.difference ? `${points(variant.difference.estimate)} (${points(variant.difference.interval.lower)} to ${points(variant.difference.interval.upper)})` : '–'}</td>
</tr>`,
    )
    .join('\n');
  const split = result.split
    ? `Split: chi-square ${result.split.statistic.toFixed(2)} (${result.split.degreesOfFreedom} df), p = ${result.split.pValue.toPrecision(2)}${result.split.flagged ? ', off (p < 0.001)' : ', as configured'}.`
    : 'Split: not checked (no configured weights for two or more variants).';
  const more =
    result.moreSessionsNeeded === null
      ? 'Sessions still needed for 80 % power: cannot be said.'
      : result.moreSessionsNeeded === 0
        ? 'Sessions still needed for 80 % power: none, there are enough.'
        : `Sessions still needed for 80 % power: ${result.moreSessionsNeeded.toLocaleString('en')} more per variant.`;
  return `<section aria-labelledby="${id}-title" data-step="${escapeHtml(result.step)}">
<h2 id="${id}-title">${escapeHtml(result.step)}</h2>
<ul class="verdicts">${result.verdicts.map((verdict) => `<li data-verdict>${escapeHtml(verdict)}</li>`).join('')}</ul>
<table>
<caption>Sessions that reached ${escapeHtml(result.step)}, and those that completed their return after it</caption>
<thead><tr><th scope="col">Variant</th><th scope="col">Versions</th><th scope="col">Weight</th><th scope="col">Sessions</th><th scope="col">Completed</th><th scope="col">Rate</th><th scope="col">95 % interval</th><th scope="col">Against the control, points (95 % interval)</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
<p>${split} ${more}</p>
<div class="chart"><canvas id="${id}-chart" data-readout="${id}-data" role="img" aria-label="Completion rate per variant of ${escapeHtml(result.step)}, with 95 % intervals">Completion rate per variant: see the table above.</canvas></div>
<script type="application/json" id="${id}-data">${scriptJson(result)}</script>
</section>`;
}

/** The whole page for `readouts` (the steps with data) and the filters it was asked for. */
export function reportPage(
  readouts: readonly Readout[],
  filters: { merchant?: string; since?: string },
): string {
  const scope = [
    filters.merchant && `merchant ${filters.merchant}`,
    filters.since && `since ${filters.since}`,
  ]
    .filter(Boolean)
    .join(', ');
  const body =
    readouts.length === 0
      ? '<p>No sessions reached any step yet.</p>'
      : readouts.map((result, index) => stepSection(result, index)).join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>A/B readout</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; color: #1a1a1a; background: #fff; margin: 0 auto; padding: 1.5rem; max-width: 72rem; }
table { border-collapse: collapse; width: 100%; margin: 1rem 0; }
th, td { border-bottom: 1px solid #767676; padding: 0.35rem 0.6rem; text-align: left; }
td[data-field] { text-align: right; font-variant-numeric: tabular-nums; }
caption { text-align: left; font-weight: 600; padding-bottom: 0.4rem; }
.chart { position: relative; height: 18rem; }
.verdicts { font-weight: 600; }
</style>
</head>
<body>
<main>
<h1>A/B readout${scope ? ` (${escapeHtml(scope)})` : ''}</h1>
<p>Only sessions that agreed to analytics are counted. Rates are returns completed after a session first reached the step.</p>
${body}
</main>
<script src="/analytics/chart.umd.min.js"></script>
<script src="/analytics/report-page.js"></script>
</body>
</html>
`;
}
