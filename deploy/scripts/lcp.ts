/**
 * `npm run bench:lcp`: the sign-in page's Largest Contentful Paint under Lighthouse's mobile preset
 * (simulated slow 4G and a mid-range phone), against the production build served by the real host
 * server and sandbox. Prints the median of three runs; the budget is 1.26 s, the figure before the
 * design system and web fonts arrived (issue 10: it must not get worse).
 */
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumLaunchOptions, startPortal } from './servers';

const BUDGET_MS = 1260;
const RUNS = 3;
const merchant = process.env.LCP_MERCHANT ?? 'nordwind';

const portal = await startPortal();
const chrome = await launch({
  chromePath: chromiumLaunchOptions.executablePath,
  chromeFlags: ['--headless=new', ...chromiumLaunchOptions.args],
});
try {
  const url = `http://${merchant}.localhost:${portal.hostPort}/`;
  const results: { lcp: number; element: string; cls: number }[] = [];
  for (let run = 0; run < RUNS; run++) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      onlyCategories: ['performance'],
      logLevel: 'error',
    });
    const audits = result?.lhr.audits;
    const lcp = audits?.['largest-contentful-paint']?.numericValue ?? Number.NaN;
    const cls = audits?.['cumulative-layout-shift']?.numericValue ?? Number.NaN;
    const details = audits?.['largest-contentful-paint-element']?.details as
      | { items?: { items?: { node?: { snippet?: string } }[] }[] }
      | undefined;
    const element = details?.items?.[0]?.items?.[0]?.node?.snippet ?? '?';
    results.push({ lcp, element, cls });
    console.log(
      `run ${run + 1}: LCP ${Math.round(lcp)} ms, CLS ${cls.toFixed(3)}, element ${element.slice(0, 100)}`,
    );
  }
  const median = results.map((r) => r.lcp).sort((a, b) => a - b)[Math.floor(RUNS / 2)] ?? Number.NaN;
  console.log(
    `Sign-in LCP (Lighthouse mobile preset, median of ${RUNS}): ${Math.round(median)} ms; budget ${BUDGET_MS} ms`,
  );
  if (!(median <= BUDGET_MS)) process.exitCode = 1;
} finally {
  chrome.kill();
  await portal.stop();
}
