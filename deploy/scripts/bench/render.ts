/**
 * The host server's render of select items (issue 37) for the scale consumer (50 orders, 300 units),
 * under load: the p99 of the page with `autocannon` over several signed-in sessions, beside the p99 of
 * the platform calls the render waits for (the session's look-up, then the purchases), asked of the
 * sandbox directly with the same sessions. The difference is what the render itself adds to the
 * platform's time, held to `serverRenderP99`.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { authConsumerResponseSchema } from '@portal/shared/schemas';
import { consumerPath } from '@portal/shared/server';
import autocannon from 'autocannon';
import { merchants, SCALE_CONSUMER } from '../../sandbox/src/data/seed';
import { SESSION_COOKIE } from '../../sandbox/src/store/sessions';
import { getAsSent } from '../bench-static';
import type { RunningPortal } from '../servers';
import type { Figure } from './budgets';

/** Signed-in sessions the load rotates over: the platform looks each up on every page. */
const SESSIONS = 10;
/**
 * Two shoppers at once. The host renders in one render thread by default (SERVER_RENDER_THREADS) and a
 * render of the scale consumer takes about 35 ms of CPU: each further connection adds a whole render to
 * every page's wait, so more would measure the queue (and push the platform's answers past the data
 * budget), not the render.
 */
const CONNECTIONS = 2;
const PAGE = '/select-items';
/** What the render's own request to the platform carries (host/server/platform-session.ts). */
const PLATFORM_ACCEPT = 'application/json';
/** Pages that came back as the first paint, beyond which the p99 is no longer the render's. */
const FALLBACK_SHARE_ALLOWED = 0.01;

/** The scale consumer signed in `count` times through the platform's sign-in call. */
async function signInScaleConsumer(
  sandboxUrl: string,
  count: number,
): Promise<{ consumerId: string; cookies: string[] }> {
  const storeId = merchants.find((merchant) => merchant.merchantName === SCALE_CONSUMER.merchant)?.id;
  if (!storeId) throw new Error(`No seeded shop ${SCALE_CONSUMER.merchant}`);
  const cookies: string[] = [];
  let consumerId = '';
  for (let index = 0; index < count; index++) {
    const response = await fetch(`${sandboxUrl}/api/v0/auth/consumer`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: SCALE_CONSUMER.email,
        orderNumber: SCALE_CONSUMER.orderNumber,
        locale: 'nl',
        storeId,
        userProperties: { deviceId: crypto.randomUUID(), sessionId: crypto.randomUUID() },
      }),
    });
    if (!response.ok) throw new Error(`Signing the scale consumer in: HTTP ${response.status}`);
    consumerId = authConsumerResponseSchema.parse(await response.json()).id;
    const cookie = response.headers
      .getSetCookie()
      .map((header) => header.split(';')[0] ?? '')
      .find((pair) => pair.startsWith(`${SESSION_COOKIE}=`));
    if (!cookie) throw new Error('Signing the scale consumer in: no session cookie');
    cookies.push(cookie);
  }
  return { consumerId, cookies };
}

/** A body as the browser reads it: decoded by its `content-encoding`. */
export function decodeBody(body: Buffer, encoding: string | string[] | undefined): string {
  if (encoding === 'br') return brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(body).toString('utf8');
  if (encoding === undefined || encoding === 'identity') return body.toString('utf8');
  throw new Error(`Unexpected content-encoding ${String(encoding)}`);
}

/** Throws, saying why, unless `html` is a page the host rendered on the server: else there is nothing to measure. */
export function checkServerRendered(html: string, serverRender: 'on' | 'off'): void {
  if (html.includes('data-server-rendered')) return;
  throw new Error(
    serverRender === 'off'
      ? `${PAGE} was not rendered on the server: the host runs with --server-render off`
      : `${PAGE} was not rendered on the server (no data-server-rendered in the page): the render fell back, see the host's log`,
  );
}

/** A p99 under load, and what the run saw. */
export interface LoadRun {
  p99Ms: number;
  requestsPerSecond: number;
  requests: number;
  /** Errors, timeouts and answers other than 2xx. */
  failures: number;
  /** Each answer's bytes on the wire (headers and body). */
  answerBytes: number[];
}

/** Loads `url`'s `path` with `headers` for `durationS` over `connections`, each request with the next of `cookies`. */
async function loadWithSessions(
  url: string,
  path: string,
  headers: Record<string, string>,
  cookies: string[],
  durationS: number,
  connections = CONNECTIONS,
): Promise<LoadRun> {
  let next = 0;
  const answerBytes: number[] = [];
  const result = await autocannon({
    url,
    headers,
    connections,
    duration: durationS,
    setupClient: (client) => client.on('response', (_status, bytes) => answerBytes.push(bytes)),
    requests: [
      {
        method: 'GET',
        path,
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, cookie: cookies[next++ % cookies.length] ?? '' },
        }),
      },
    ],
  });
  return {
    p99Ms: result.latency.p99,
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    failures: result.errors + result.timeouts + result.non2xx,
    answerBytes,
  };
}

/**
 * How many of `answerBytes` were the first paint rather than the server's render: nearer in size to
 * the page the render falls back to (`fallbackBytes`) than to the rendered one (`renderedBytes`). The
 * scale consumer's 300 cards make the two kilobytes apart even with brotli (11 and 7 KB), while the
 * headers the answers' bytes on the wire also count are the same for both.
 */
export function countFallbacks(answerBytes: number[], renderedBytes: number, fallbackBytes: number): number {
  const between = (renderedBytes + fallbackBytes) / 2;
  return answerBytes.filter((bytes) => bytes < between).length;
}

/** What the figures are made of. */
export interface RenderRuns {
  page: LoadRun;
  session: LoadRun;
  purchases: LoadRun;
  /** Pages of `page` that were the first paint, not the server's render. */
  fallbacks: number;
  /** The sign-in page (from the page cache) loaded while the same renders run: what they hold up of the rest. */
  beside?: LoadRun;
}

/** The three figures: the page's p99, the platform's, and the first beside the second against the budget. */
export function renderFigures(runs: RenderRuns): Figure[] {
  const { page, session, purchases, fallbacks, beside } = runs;
  const platformP99 = session.p99Ms + purchases.p99Ms;
  const failures = page.failures + session.failures + purchases.failures;
  const fellBack = page.requests > 0 && fallbacks / page.requests > FALLBACK_SHARE_ALLOWED;
  const error =
    failures > 0
      ? `${failures} requests failed`
      : fellBack
        ? `${fallbacks} of ${page.requests} pages were the first paint, not the server's render (the platform over the data budget, or the render failed)`
        : undefined;
  const load = (run: LoadRun) =>
    `${Math.round(run.requestsPerSecond).toLocaleString('en')} req/s, ${CONNECTIONS} connections, ${SESSIONS} sessions`;
  return [
    {
      group: 'render',
      name: `${PAGE} server render, scale consumer (300 units): p99`,
      value: page.p99Ms,
      unit: 'ms',
      note: `${load(page)}${fallbacks > 0 ? `; ${fallbacks} of ${page.requests} fell back to the first paint` : ''}`,
    },
    {
      group: 'render',
      name: 'platform: session + purchases p99 (sandbox)',
      value: platformP99,
      unit: 'ms',
      note: `session ${session.p99Ms} ms (${load(session)}), purchases ${purchases.p99Ms} ms (${load(purchases)})`,
    },
    {
      group: 'render',
      name: `${PAGE} server render p99 beside the platform`,
      value: error ? null : page.p99Ms - platformP99,
      unit: 'ms',
      budget: 'serverRenderP99',
      ...(error ? { error } : {}),
      note: error ?? `${page.p99Ms} − ${platformP99} ms`,
    },
    ...(beside
      ? [
          {
            group: 'render' as const,
            name: 'sign-in page p99 while those renders run',
            value: beside.p99Ms,
            unit: 'ms' as const,
            ...(beside.failures > 0 ? { error: `${beside.failures} requests failed` } : {}),
            note: `${Math.round(beside.requestsPerSecond).toLocaleString('en')} req/s, 1 connection; renders in the server's own thread (SERVER_RENDER_THREADS=0) hold it up`,
          },
        ]
      : []),
  ];
}

/**
 * Signs the scale consumer in `SESSIONS` times, checks that the host renders their select items on the
 * server (else throws: the figure cannot be measured), then loads the page, and the platform's two
 * calls for the same sessions, for `durationS` each.
 */
export async function measureRender(
  portal: Pick<RunningPortal, 'hostPort' | 'sandboxUrl'>,
  durationS: number,
  serverRender: 'on' | 'off',
): Promise<Figure[]> {
  const base = new URL(`http://127.0.0.1:${portal.hostPort}`);
  const pageHeaders = {
    host: `${SCALE_CONSUMER.merchant}.localhost:${portal.hostPort}`,
    accept: 'text/html',
    'accept-encoding': 'br',
  };
  const { consumerId, cookies } = await signInScaleConsumer(portal.sandboxUrl, SESSIONS);
  const rendered = await getAsSent(base, PAGE, { ...pageHeaders, cookie: cookies[0] ?? '' });
  if (rendered.status !== 200) throw new Error(`${PAGE} answered ${rendered.status}`);
  checkServerRendered(decodeBody(rendered.body, rendered.headers['content-encoding']), serverRender);
  // The page the render falls back to: the same request, with a session the platform does not know.
  const fallback = await getAsSent(base, PAGE, { ...pageHeaders, cookie: `${SESSION_COOKIE}=ended` });
  // The first renders also compile the node builds' code: not what a shopper meets on a running server.
  await loadWithSessions(base.origin, PAGE, pageHeaders, cookies, 1);
  const page = await loadWithSessions(base.origin, PAGE, pageHeaders, cookies, durationS);
  // Then the same renders again, beside one shopper loading the sign-in page.
  const [beside] = await Promise.all([
    loadWithSessions(base.origin, '/', pageHeaders, [''], durationS, 1),
    loadWithSessions(base.origin, PAGE, pageHeaders, cookies, durationS),
  ]);
  const platform = { accept: PLATFORM_ACCEPT };
  const session = await loadWithSessions(
    portal.sandboxUrl,
    '/api/v0/auth/session',
    platform,
    cookies,
    durationS,
  );
  const purchases = await loadWithSessions(
    portal.sandboxUrl,
    `${consumerPath(consumerId)}/purchases`,
    platform,
    cookies,
    durationS,
  );
  return renderFigures({
    page,
    session,
    purchases,
    fallbacks: countFallbacks(page.answerBytes, rendered.body.length, fallback.body.length),
    beside,
  });
}
