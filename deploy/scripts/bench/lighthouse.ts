/**
 * Lighthouse's mobile preset (simulated slow 4G, a mid-range phone) on each route, signed in where
 * the route needs it: Chromium is started with chrome-launcher, each run gets a fresh tab carrying
 * the route's session (puppeteer-core, the driver Lighthouse itself uses), the cache is cleared, and
 * Lighthouse loads the route in that tab. Median of `runs` per route.
 */
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
}

interface Sample {
  lcp: number;
  tbt: number;
  cls: number;
  score: number;
}

/** One Lighthouse run in a fresh tab carrying `session`, the cache cleared. */
async function runOnce(
  browser: Browser,
  port: number,
  session: RouteSession,
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
    const audits = result?.lhr.audits;
    const runtimeError = result?.lhr.runtimeError;
    const sample = {
      lcp: audits?.['largest-contentful-paint']?.numericValue ?? Number.NaN,
      tbt: audits?.['total-blocking-time']?.numericValue ?? Number.NaN,
      cls: audits?.['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      score: (result?.lhr.categories.performance?.score ?? Number.NaN) * 100,
    };
    return runtimeError ? { sample, error: `${runtimeError.code}` } : { sample };
  } catch (error) {
    const nothing = { lcp: Number.NaN, tbt: Number.NaN, cls: Number.NaN, score: Number.NaN };
    return {
      sample: nothing,
      error: (error instanceof Error ? error.message : String(error)).split('\n')[0],
    };
  } finally {
    await page.close();
  }
}

/** Runs Lighthouse `runs` times on each session's route; the medians by route. */
export async function measureLighthouse(
  sessions: RouteSession[],
  runs: number,
): Promise<Map<Route, LighthouseResult>> {
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
        const { sample, error } = await runOnce(browser, chrome.port, session);
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
      });
    }
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
  return results;
}
