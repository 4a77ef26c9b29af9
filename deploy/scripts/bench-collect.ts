/**
 * `npm run bench:collect`: analytics events per second the collector takes in and stores, into PGlite
 * and into a PostgreSQL server (autocannon on loopback, BENCH_DURATION seconds each, default 10), against
 * the budget of 2,000 events/s. Each request is a batch of BENCH_EVENTS (20) valid events with fresh
 * message ids, in one of SESSIONS analytics sessions the host's pages issued first (the collector takes
 * events in no other: docs/analytics.md#the-session); what counts is the rows in the store once the
 * server has stopped (it writes what waits on the way), not the answers. PostgreSQL is the one
 * DATABASE_URL names, else a throw-away server this script starts (deploy/scripts/postgres.mjs).
 * Exits with 1 when a store is under budget. Runs against the production build (`npm start` builds it).
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type AnalyticsStore, storeFromEnv } from '@portal/analytics/store';
import autocannon from 'autocannon';
import { startPostgres } from './postgres.mjs';
import { startPortal } from './servers';

const BUDGET = 2000;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
// Enough that no session reaches its own limits (60 batches, 1,000 events a minute) in the run.
const SESSIONS = 1000;

/** A valid batch of `EVENTS` events (the body's `anonymousId` is not believed: the cookie's session is). */
function batch(): string {
  const anonymousId = randomUUID();
  const timestamp = new Date().toISOString();
  return JSON.stringify({
    sentAt: timestamp,
    batch: Array.from({ length: EVENTS }, () => ({
      type: 'track',
      event: 'Step viewed',
      properties: { page: 'carriers' },
      anonymousId,
      messageId: randomUUID(),
      timestamp,
      context: {
        merchant: 'nordwind',
        step: 'remote-carriers',
        releases: [{ step: 'remote-carriers', variant: 'a', version: '1.0.0' }],
        platformSlice: 2,
        locale: 'nl',
      },
    })),
  });
}

/** The cookies a page of nordwind sets: the analytics session and the A/B assignment it is bound to. */
const pageCookies = (port: number) =>
  new Promise<string>((resolve, reject) => {
    get(
      { port, path: '/', headers: { host: `nordwind.localhost:${port}`, accept: 'text/html' } },
      (response) => {
        response.resume();
        const pairs = (response.headers['set-cookie'] ?? []).map((line) => line.split(';')[0]);
        if (!pairs.some((pair) => pair?.startsWith('portal-analytics=')))
          reject(new Error('The page started no analytics session'));
        else resolve(pairs.join('; '));
      },
    ).on('error', reject);
  });

const rowsIn = async (store: AnalyticsStore) =>
  Number((await store.query<{ n: string }>('SELECT count(*) AS n FROM analytics_events', []))[0]?.n);

/** Runs the benchmark against a host whose store the environment `storeEnv` names; events stored a second. */
async function measure(name: string, storeEnv: Record<string, string>): Promise<number> {
  // Rows already there (a server of one's own) do not count.
  const existing = await storeFromEnv(storeEnv);
  const before = await rowsIn(existing);
  await existing.close();
  // One address here stands for every shopper: its own limits would measure the limit, not the store.
  const portal = await startPortal({
    ...storeEnv,
    ANALYTICS: 'on',
    ANALYTICS_NEW_SESSIONS_PER_HOUR: String(SESSIONS),
    ANALYTICS_ADDRESS_EVENTS_PER_MINUTE: '1000000000',
  });
  let result: Awaited<ReturnType<typeof autocannon>>;
  try {
    const sessions: string[] = [];
    for (let index = 0; index < SESSIONS; index++) sessions.push(await pageCookies(portal.hostPort));
    let sent = 0;
    result = await autocannon({
      url: `http://localhost:${portal.hostPort}/collect`,
      connections: CONNECTIONS,
      duration: DURATION_S,
      requests: [
        {
          method: 'POST',
          path: '/collect',
          headers: { host: `nordwind.localhost:${portal.hostPort}`, 'content-type': 'application/json' },
          setupRequest: (request) => ({
            ...request,
            body: batch(),
            headers: { ...request.headers, cookie: sessions[sent++ % SESSIONS] as string },
          }),
        },
      ],
    });
  } finally {
    // Stopping the server writes what waits: every accepted event is in the store after this.
    await portal.stop();
  }
  const store = await storeFromEnv(storeEnv);
  const stored = (await rowsIn(store)) - before;
  await store.close();
  const perSecond = stored / DURATION_S;
  console.log(
    `${name.padEnd(10)} ${Math.round(perSecond).toLocaleString('en')} events/s stored (${stored.toLocaleString('en')} in ${DURATION_S} s; ` +
      `${result.requests.total.toLocaleString('en')} batches of ${EVENTS}, p99 ${result.latency.p99} ms, ` +
      `${result.non2xx} refused, ${result.errors} errors); budget ${BUDGET.toLocaleString('en')}`,
  );
  return perSecond;
}

const results: number[] = [];
results.push(
  await measure('PGlite', { ANALYTICS_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bench-collect-')) }),
);
if (process.env.DATABASE_URL) {
  results.push(await measure('PostgreSQL', { DATABASE_URL: process.env.DATABASE_URL }));
} else {
  const server = await startPostgres();
  try {
    results.push(await measure('PostgreSQL', { DATABASE_URL: server.url }));
  } finally {
    await server.stop();
  }
}
if (results.some((perSecond) => perSecond < BUDGET)) process.exit(1);
