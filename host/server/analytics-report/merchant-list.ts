/**
 * What the operator's token sees without `?merchant=`: the merchants with data, each a link to its
 * own report. A readout is of one merchant: results pooled across merchants would compare different
 * shops' shoppers, and could show a difference that no single merchant has.
 */
import { escapeHtml } from '../skeleton';
import { reportDocument } from './page';

/** The page listing `merchants`; their links keep `since` when it was asked for. */
export function merchantListPage(merchants: readonly string[], since: string | undefined): string {
  const link = (merchant: string) => {
    const search = new URLSearchParams({ merchant, ...(since ? { since } : {}) });
    return `<li><a href="/analytics/report?${escapeHtml(search.toString())}">${escapeHtml(merchant)}</a></li>`;
  };
  const body =
    merchants.length === 0
      ? '<p>No merchant has sessions yet.</p>'
      : `<ul aria-labelledby="merchants-title">${merchants.map(link).join('')}</ul>`;
  return reportDocument({
    title: 'A/B readout: choose a merchant',
    style: `body { padding: 1.5rem; }
a { color: #0b57d0; }
li { margin: 0.4rem 0; }
`,
    main: `<h1>A/B readout</h1>
<p>Each merchant’s results are read on their own: choose a merchant. Results are never pooled across merchants.</p>
<h2 id="merchants-title">Merchants with sessions</h2>
${body}
`,
  });
}
