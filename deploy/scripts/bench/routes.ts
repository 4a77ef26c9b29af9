/**
 * The routes the bench measures and how a shopper reaches each: signed in through the real form as
 * a seeded shopper and walked to the step as the browser tests do (e2e/support). Each route is
 * walked once per portal; its session (cookies and the tab's session storage) is kept, and every
 * measurement opens the route in a fresh browser context or tab carrying that session: a reload of
 * the step, with the browser's cache as the measurement wants it.
 */
import type { Browser, BrowserContext, Cookie, Page } from '@playwright/test';
import { type Shopper, selectExchange, selectReturn, signIn } from '../../../e2e/support/portal';
import { submitWith, toCarriers } from '../../../e2e/support/return-flow';

export const ROUTES = ['/', '/select-items', '/confirm-items', '/carriers', '/order-confirmation'] as const;
export type Route = (typeof ROUTES)[number];

export const MERCHANT = 'nordwind';
// Draft-flow shoppers of the seed, one per walk that leaves state on the server.
const SHOPPER: Shopper = { email: 'pim@example.com', orderNumber: 'NW-5041' };
const EXCHANGER: Shopper = { email: 'fenna@example.com', orderNumber: 'NW-5002' };

/** A signed-in tab at a route, to open again elsewhere. */
export interface RouteSession {
  route: Route;
  url: string;
  cookies: Cookie[];
  sessionStorage: Record<string, string>;
}

/** The portal's origin for `port`. */
export const originOf = (port: number) => `http://${MERCHANT}.localhost:${port}`;

async function walk(page: Page, route: Route, port: number): Promise<void> {
  switch (route) {
    case '/':
      await page.goto(`${originOf(port)}/`);
      return;
    case '/select-items':
      await signIn(page, MERCHANT, SHOPPER, port);
      return;
    case '/confirm-items':
      await signIn(page, MERCHANT, SHOPPER, port);
      await selectReturn(page, 'Linen Shirt', 'Te groot');
      await page.getByRole('button', { name: 'Verder met 1 artikel' }).click();
      await page.waitForURL('**/confirm-items');
      await page.getByRole('button', { name: 'Selectie bevestigen' }).waitFor();
      return;
    case '/carriers':
      await toCarriers(page, MERCHANT, SHOPPER, 'Linen Shirt', 'Te groot', port);
      return;
    case '/order-confirmation': {
      // A free return (an exchange), as the order confirmation tests make one.
      await signIn(page, MERCHANT, EXCHANGER, port);
      await selectExchange(page, 'Linen Shirt', 'L');
      await page.getByRole('button', { name: 'Verder met 1 artikel' }).click();
      await page.getByRole('button', { name: 'Selectie bevestigen' }).click();
      await page.waitForURL('**/carriers');
      await submitWith(page, 'DPD Pickup point');
      await page.waitForURL('**/order-confirmation?**');
      await page.getByRole('heading', { level: 1 }).waitFor();
      return;
    }
  }
}

/**
 * Walks to every route in `routes` once, in a context of its own, and keeps its session. A walk
 * that fails is tried once more (a busy machine can outlast a step's wait); a route that still
 * fails is left out and passed to `failed`.
 */
export async function captureSessions(
  browser: Browser,
  port: number,
  routes: readonly Route[],
  failed: (route: Route, error: unknown) => void,
) {
  const sessions = new Map<Route, RouteSession>();
  for (const route of routes) {
    for (let attempt = 1; attempt <= 2; attempt++) {
      const context = await browser.newContext();
      try {
        const page = await context.newPage();
        await walk(page, route, port);
        sessions.set(route, {
          route,
          url: page.url(),
          cookies: await context.cookies(),
          sessionStorage: await page.evaluate(() => ({ ...sessionStorage })),
        });
        break;
      } catch (error) {
        if (attempt === 2) failed(route, error);
      } finally {
        await context.close();
      }
    }
  }
  return sessions;
}

/**
 * A script for a new tab that puts `storage` into its session storage before the page's own
 * scripts run, once (later navigations of the tab keep what the page made of it).
 */
export function restoreSessionScript(storage: Record<string, string>): string {
  return `(() => {
    if (sessionStorage.getItem('bench-restored')) return;
    const entries = ${JSON.stringify(storage)};
    for (const [key, value] of Object.entries(entries)) sessionStorage.setItem(key, value);
    sessionStorage.setItem('bench-restored', '1');
  })();`;
}

/** A fresh context (empty cache) carrying `session`. */
export async function contextWith(browser: Browser, session: RouteSession): Promise<BrowserContext> {
  const context = await browser.newContext();
  await context.addCookies(session.cookies);
  await context.addInitScript(restoreSessionScript(session.sessionStorage));
  return context;
}
