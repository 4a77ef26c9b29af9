/**
 * What each route makes the browser download: JavaScript and CSS (gzip level 9 of what the page
 * runs, and the bytes as served, with their `content-encoding`) and the requests that reach the
 * network, read from the Chrome DevTools Protocol's Network events. Each route is opened in a fresh
 * browser context (a first visit: empty cache) and then reloaded (warm cache).
 */
import { gzipSync } from 'node:zlib';
import type { Browser, CDPSession } from '@playwright/test';
import type { BudgetName, Figure, Group } from './budgets';
import { contextWith, type Route, type RouteSession } from './routes';

type Kind = 'script' | 'stylesheet' | 'other';

interface Transfer {
  url: string;
  kind: Kind;
  encoding: string;
  /** Bytes received (headers and body as sent); 0 when the cache answered. */
  served: number;
  cached: boolean;
  finished: boolean;
}

/** The figures of one visit of one route. */
export interface VisitBytes {
  jsGzip: number;
  jsServed: number;
  cssGzip: number;
  cssServed: number;
  /** Requests that reached the network (the cache's answers not counted). */
  requests: number;
  /** The encodings scripts came in (`br`, `gzip`, `identity`). */
  encodings: string[];
}

const kindOf = (type: string | undefined): Kind =>
  type === 'Script' ? 'script' : type === 'Stylesheet' ? 'stylesheet' : 'other';

/** Keeps the page's transfers from the CDP Network events; `start()` begins a new visit. */
async function recorder(cdp: CDPSession) {
  let transfers = new Map<string, Transfer>();
  const entry = (id: string) => transfers.get(id);
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.request.url.startsWith('data:')) return;
    transfers.set(event.requestId, {
      url: event.request.url,
      kind: kindOf(event.type),
      encoding: 'identity',
      served: 0,
      cached: false,
      finished: false,
    });
  });
  cdp.on('Network.requestServedFromCache', (event) => {
    const transfer = entry(event.requestId);
    if (transfer) transfer.cached = true;
  });
  cdp.on('Network.responseReceived', (event) => {
    const transfer = entry(event.requestId);
    if (!transfer) return;
    transfer.kind = kindOf(event.type);
    const headers = Object.fromEntries(
      Object.entries(event.response.headers).map(([name, value]) => [name.toLowerCase(), String(value)]),
    );
    transfer.encoding = headers['content-encoding'] ?? 'identity';
    if (event.response.fromDiskCache || event.response.fromPrefetchCache) transfer.cached = true;
  });
  cdp.on('Network.loadingFinished', (event) => {
    const transfer = entry(event.requestId);
    if (!transfer) return;
    transfer.finished = true;
    if (!transfer.cached) transfer.served = event.encodedDataLength;
  });
  await cdp.send('Network.enable');
  return {
    start: () => {
      transfers = new Map();
      return () => transfers;
    },
  };
}

/** gzip level 9 of each file's decoded body, by URL (files do not change during a run). */
const gzipSizes = new Map<string, number>();

async function gzipSize(cdp: CDPSession, requestId: string, url: string): Promise<number> {
  const known = gzipSizes.get(url);
  if (known !== undefined) return known;
  const { body, base64Encoded } = await cdp.send('Network.getResponseBody', { requestId });
  const size = gzipSync(Buffer.from(body, base64Encoded ? 'base64' : 'utf8'), { level: 9 }).length;
  gzipSizes.set(url, size);
  return size;
}

async function summarise(
  cdp: CDPSession,
  transfers: Map<string, Transfer>,
  html: string,
): Promise<VisitBytes> {
  const result: VisitBytes = { jsGzip: 0, jsServed: 0, cssGzip: 0, cssServed: 0, requests: 0, encodings: [] };
  for (const [id, transfer] of transfers) {
    if (!transfer.cached) result.requests++;
    if (transfer.kind === 'other' || !transfer.finished) continue;
    const gzip = await gzipSize(cdp, id, transfer.url);
    if (transfer.kind === 'script') {
      result.jsGzip += gzip;
      result.jsServed += transfer.served;
      if (!transfer.cached && !result.encodings.includes(transfer.encoding))
        result.encodings.push(transfer.encoding);
    } else {
      result.cssGzip += gzip;
      result.cssServed += transfer.served;
    }
  }
  // The styles the server inlines into the page are CSS too (as `npm run size` counts them).
  const inline = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)]
    .map((match) => match[1] ?? '')
    .join('');
  if (inline) result.cssGzip += gzipSync(inline, { level: 9 }).length;
  return result;
}

/** Opens `session`'s route in a fresh context, then reloads it: the bytes of both visits. */
export async function measureRouteBytes(
  browser: Browser,
  session: RouteSession,
): Promise<{ first: VisitBytes; reload: VisitBytes }> {
  const context = await contextWith(browser, session);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const network = await recorder(cdp);
    const visit = async (navigate: () => Promise<{ text(): Promise<string> } | null>) => {
      const transfers = network.start();
      const response = await navigate();
      const html = (await response?.text()) ?? '';
      await page.locator('h1').first().waitFor();
      // The server paints the page; the shell's scripts may start only after that paint (the sign-in
      // page's do), so the network is idle for good only once React has taken the root.
      await page.waitForFunction(() => {
        const root = document.getElementById('root');
        return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
      });
      await page.waitForLoadState('networkidle');
      return summarise(cdp, transfers(), html);
    };
    const first = await visit(() => page.goto(session.url));
    const reload = await visit(() => page.reload());
    return { first, reload };
  } finally {
    await context.close();
  }
}

/** The figures of every route's two visits, named for the table; `prefix` tells the builds apart. */
export function bytesFigures(
  group: Group,
  prefix: string,
  route: Route,
  visits: { first: VisitBytes; reload: VisitBytes },
): Figure[] {
  const figures: Figure[] = [];
  for (const [visit, bytes] of [
    ['first visit', visits.first],
    ['reload', visits.reload],
  ] as const) {
    const name = `${prefix}${route} ${visit}`;
    const budgetOf = (budget: BudgetName): BudgetName | undefined =>
      route === '/' && visit === 'first visit' && prefix === '' ? budget : undefined;
    figures.push(
      {
        group,
        name: `${name}: JS gzip`,
        value: bytes.jsGzip,
        unit: 'bytes',
        budget: budgetOf('signInJsGzip'),
      },
      {
        group,
        name: `${name}: JS served`,
        value: bytes.jsServed,
        unit: 'bytes',
        budget: budgetOf('signInJsServed'),
        note: bytes.encodings.join(', '),
      },
      { group, name: `${name}: CSS gzip`, value: bytes.cssGzip, unit: 'bytes' },
      { group, name: `${name}: CSS served`, value: bytes.cssServed, unit: 'bytes' },
      { group, name: `${name}: requests`, value: bytes.requests, unit: 'count' },
    );
  }
  return figures;
}
