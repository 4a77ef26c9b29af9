/**
 * Lighthouse's mobile preset (simulated slow 4G, a mid-range phone) on each route, signed in where
 * the route needs it: Chromium is started with chrome-launcher, each run gets a fresh tab carrying
 * the route's session (puppeteer-core, the driver Lighthouse itself uses), the cache is cleared, and
 * Lighthouse loads the route in that tab. Median of `runs` per route.
 */
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
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
      const samples: { lcp: number; tbt: number; cls: number; score: number }[] = [];
      const errors: string[] = [];
      for (let run = 0; run < runs; run++) {
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
            {
              port: chrome.port,
              output: 'json',
              onlyCategories: ['performance'],
              logLevel: 'error',
              disableStorageReset: true,
            },
            undefined,
            page as unknown as Parameters<typeof lighthouse>[3],
          );
          const audits = result?.lhr.audits;
          const runtimeError = result?.lhr.runtimeError;
          if (runtimeError) errors.push(`${runtimeError.code}: ${runtimeError.message}`);
          samples.push({
            lcp: audits?.['largest-contentful-paint']?.numericValue ?? Number.NaN,
            tbt: audits?.['total-blocking-time']?.numericValue ?? Number.NaN,
            cls: audits?.['cumulative-layout-shift']?.numericValue ?? Number.NaN,
            score: (result?.lhr.categories.performance?.score ?? Number.NaN) * 100,
          });
        } finally {
          await page.close();
        }
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
