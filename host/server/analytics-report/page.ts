/**
 * The report page's HTML: per split step, the one-sentence verdict first, what it rests on in plain
 * words, the table (in a labelled region that scrolls on its own on a phone), a canvas the page's
 * script draws the chart on from the readout beside it (JSON data, not a script, so the CSP holds),
 * and how it is worked out. The words are the report command's (`@portal/analytics/readout-format`).
 */
import type { Readout } from '@portal/analytics/readout';
import { armName, differenceText, explanation, methods, rateText } from '@portal/analytics/readout-format';

import { escapeHtml } from '../skeleton';

/** JSON inside a `<script type="application/json">`: no `<` may close the element early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

function stepSection(result: Readout, index: number): string {
  const id = `readout-${index}`;
  const rows = result.variants
    .map(
      (variant) => `<tr data-variant="${escapeHtml(variant.variant)}">
<th scope="row">${escapeHtml(armName(result, variant))}</th>
<td>${escapeHtml(variant.versions.join(', ') || '–')}</td>
<td>${variant.weight} %</td>
<td data-field="sessions">${variant.sessions}</td>
<td data-field="completed">${variant.completed}</td>
<td data-field="rate">${escapeHtml(rateText(variant))}</td>
<td data-field="difference">${escapeHtml(differenceText(result, variant))}</td>
</tr>`,
    )
    .join('\n');
  const chart =
    result.variants.some((variant) => variant.rate !== null) && result.outcome !== 'split-off'
      ? `<div class="chart"><canvas id="${id}-chart" data-readout="${id}-data" role="img" aria-label="Share of sessions that completed their return, per variant of ${escapeHtml(result.step)}, with its likely range">The same figures as the table above.</canvas></div>`
      : '';
  return `<section aria-labelledby="${id}-title" data-step="${escapeHtml(result.step)}">
<h2 id="${id}-title">${escapeHtml(result.step)}</h2>
<p class="verdict" data-verdict>${escapeHtml(result.verdict)}.</p>
<ul class="explanation">${explanation(result)
    .map((line) => `<li>${escapeHtml(line)}</li>`)
    .join('')}</ul>
<h3 id="${id}-caption">${escapeHtml(result.step)}: sessions per variant, and those that completed their return</h3>
<div class="table" role="region" aria-labelledby="${id}-caption" tabindex="0">
<table aria-labelledby="${id}-caption">
<thead><tr><th scope="col">Variant</th><th scope="col">Versions</th><th scope="col">Weight</th><th scope="col">Sessions</th><th scope="col">Completed</th><th scope="col">Rate (likely range)</th><th scope="col">Against the control, points (likely range)</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
</div>
${chart}
<p class="methods">${escapeHtml(methods(result))}</p>
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
      ? '<p data-verdict>Nothing to compare: no step is split here yet.</p>'
      : readouts.map((result, index) => stepSection(result, index)).join('\n');
  return reportDocument({
    title: 'A/B readout',
    style: `body { padding: 1rem; }
h1 { font-size: 1.4rem; margin: 0 0 0.5rem; }
h2 { font-size: 1.2rem; margin: 1.5rem 0 0.25rem; }
.verdict { font-size: 1.25rem; font-weight: 700; margin: 0.25rem 0 0.75rem; }
.explanation { padding-left: 1.2rem; }
.table { overflow-x: auto; max-width: 100%; margin: 0 0 1rem; }
.table:focus-visible { outline: 3px solid #1f4e8c; outline-offset: 2px; }
table { border-collapse: collapse; width: 100%; }
th, td { border-bottom: 1px solid #767676; padding: 0.35rem 0.6rem; text-align: left; white-space: nowrap; }
td[data-field] { text-align: right; font-variant-numeric: tabular-nums; }
thead th { white-space: normal; vertical-align: bottom; }
h3 { font-size: 1rem; margin: 1rem 0 0.25rem; }
.chart { position: relative; height: 18rem; }
.methods { font-size: 0.9rem; color: #3d3d3d; }
`,
    main: `<h1>A/B readout${scope ? ` (${escapeHtml(scope)})` : ''}</h1>
${body}
<p>A rate is the share of sessions that completed their return after they first reached the step.</p>
`,
    scripts: ['/analytics/chart.umd.min.js', '/analytics/report-page.js'],
  });
}

/**
 * An HTML page of the report, in the same frame: the operator's list of merchants and a merchant's
 * readouts. Plain, self-contained and inside the CSP (its scripts are files served from `/analytics/`).
 */
export function reportDocument({
  title,
  style,
  main,
  scripts = [],
}: {
  title: string;
  style: string;
  main: string;
  scripts?: string[];
}): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)}</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; color: #1a1a1a; background: #fff; margin: 0 auto; max-width: 72rem; }
${style}</style>
</head>
<body>
<main>
${main}</main>
${scripts.map((src) => `<script src="${src}"></script>\n`).join('')}</body>
</html>
`;
}
