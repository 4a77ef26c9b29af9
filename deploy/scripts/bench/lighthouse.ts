/**
 * Lighthouse's mobile preset (simulated slow 4G, a mid-range phone) on each route, signed in where
 * the route needs it: Chromium is started with chrome-launcher, each run gets a fresh tab carrying
 * the route's session (puppeteer-core, the driver Lighthouse itself uses), the cache is cleared, and
 * Lighthouse loads the route in that tab. Median of `runs` per route.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import { chromiumLaunchOptions } from '../chromium';
import { median } from './budgets';
import { type Route, type RouteSession, restoreSessionScript } from './routes';

/** The medians of one route. */
export interface LighthouseResult {
  lcp: number;
  tbt: number;
  cls: number;
  score: number;
  runs: number;
  /** Why runs gave no figures (Lighthouse's runtime errors), if any did. */
  errors: string[];
  /** What moved in the run with the largest CLS: the elements that shifted most, and why. */
  shifts: string[];
}

interface Sample {
  lcp: number;
  tbt: number;
  cls: number;
  score: number;
  shifts: string[];
}

/** The subset of Lighthouse's `layout-shifts` table read here. */
interface ShiftItem {
  score?: number;
  node?: { selector?: string; snippet?: string };
  subItems?: { items?: { cause?: string }[] };
}

/**
 * The largest shifts of a run as `selector (score; cause)`: what to fix first, so a CLS over budget
 * says where to look without rerunning Lighthouse by hand.
 */
export function shiftsOf(details: unknown, most = 3): string[] {
  const items = ((details as { items?: ShiftItem[] } | undefined)?.items ?? []).slice(0, most);
  return items.map((item) => {
    const causes = (item.subItems?.items ?? []).map((sub) => sub.cause).filter(Boolean);
    const what = item.node?.selector ?? item.node?.snippet ?? 'an element';
    return `${what} (${(item.score ?? 0).toFixed(3)}${causes.length > 0 ? `; ${causes.join(', ')}` : ''})`;
  });
}

/** One Lighthouse run in a fresh tab carrying `session`, the cache cleared. */
async function runOnce(
  browser: Browser,
  port: number,
  session: RouteSession,
  report: string | null,
): Promise<{ sample: Sample; error?: string }> {
  const page = await browser.newPage();
  try {
    await browser.setCookie(
      ...session.cookies.map(({ name, value, domain, path, expires, httpOnly, secure, sameSite }) => ({
        name,
        value,
        domain,
        path,
        expires,
        httpOnly,
        secure,
        sameSite,
      })),
    );
    await page.evaluateOnNewDocument(restoreSessionScript(session.sessionStorage));
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    // Lighthouse would clear the session too: the cache is cleared above instead.
    const result = await lighthouse(
      session.url,
      { port, output: 'json', onlyCategories: ['performance'], logLevel: 'error', disableStorageReset: true },
      undefined,
      page as unknown as Parameters<typeof lighthouse>[3],
    );
    if (report && result) writeFileSync(report, JSON.stringify(result.lhr));
    const audits = result?.lhr.audits;
    const runtimeError = result?.lhr.runtimeError;
    const sample = {
      lcp: audits?.['largest-contentful-paint']?.numericValue ?? Number.NaN,
      tbt: audits?.['total-blocking-time']?.numericValue ?? Number.NaN,
      cls: audits?.['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      score: (result?.lhr.categories.performance?.score ?? Number.NaN) * 100,
      shifts: shiftsOf(audits?.['layout-shifts']?.details),
    };
    return runtimeError ? { sample, error: `${runtimeError.code}` } : { sample };
  } catch (error) {
    const nothing = { lcp: Number.NaN, tbt: Number.NaN, cls: Number.NaN, score: Number.NaN, shifts: [] };
    return {
      sample: nothing,
      error: (error instanceof Error ? error.message : String(error)).split('\n')[0],
    };
  } finally {
    await page.close();
  }
}

/** Where a run's whole report goes in `folder`: `select-items-2.json` for the second run of /select-items. */
export const reportFile = (folder: string, route: Route, run: number) =>
  path.join(folder, `${route === '/' ? 'sign-in' : route.slice(1)}-${run + 1}.json`);

/**
 * Runs Lighthouse `runs` times on each session's route; the medians by route. With `reports`, every
 * run's whole report is written there too (`reportFile`).
 */
export async function measureLighthouse(
  sessions: RouteSession[],
  runs: number,
  reports: string | null = null,
): Promise<Map<Route, LighthouseResult>> {
  if (reports) mkdirSync(reports, { recursive: true });
  const chrome = await launch({
    chromePath: chromiumLaunchOptions.executablePath,
    chromeFlags: ['--headless=new', ...chromiumLaunchOptions.args],
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const results = new Map<Route, LighthouseResult>();
  try {
    for (const session of sessions) {
      const samples: Sample[] = [];
      const errors: string[] = [];
      // A run Lighthouse could not trace (NO_NAVSTART and the like, on a busy machine) is run again,
      // up to `runs` extra times in all; one that still fails leaves its error in the note.
      for (let run = 0, retries = 0; run < runs; run++) {
        const report = reports && reportFile(reports, session.route, run);
        const { sample, error } = await runOnce(browser, chrome.port, session, report);
        if (error && retries < runs) {
          retries++;
          run--;
          continue;
        }
        if (error) errors.push(error);
        samples.push(sample);
      }
      results.set(session.route, {
        lcp: median(samples.map((sample) => sample.lcp)),
        tbt: median(samples.map((sample) => sample.tbt)),
        cls: median(samples.map((sample) => sample.cls)),
        score: median(samples.map((sample) => sample.score)),
        runs,
        errors,
        shifts: samples.reduce((worst, sample) => (sample.cls > worst.cls ? sample : worst)).shifts,
      });
    }
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
  return results;
}
