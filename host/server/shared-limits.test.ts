/**
 * The limits hold for the whole deployment: with REDIS_URL, two servers (two replicas) sharing one
 * Redis count every limit once, whichever of them a request reaches; without it, one server counts
 * in memory as before. `npm run test:redis` runs this file against a throw-away Redis server
 * (deploy/scripts/redis.mjs); the unit suite runs the one-machine cases and the Redis outage.
 */
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { trackMessage } from '@portal/analytics/store-testing';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYTICS_SESSION_COOKIE } from './analytics-session';
import { buildServer } from './app';
import { optionsFromEnv } from './config';
import { COLLECT_BATCHES_PER_SESSION } from './routes/collect';
import { CLIENT_LOG_BATCHES_PER_MINUTE } from './routes/own-endpoints';
import { UPLOAD_FILES_PER_HOUR } from './routes/upload';
import { MemoryCounters, RedisCounters } from './shared-counters';
import { pagesAppsRoot } from './testing/apps-root';
import { type FakePlatform, sessionCookieOf, startFakePlatform } from './testing/fake-platform';
import { UploadQuota } from './upload-quota';

const REDIS_URL = process.env.REDIS_URL;
// Small, so a test reaches it in a few requests.
const READS = 4;
const NEW_SESSIONS = 3;
const ADDRESS_EVENTS = 6;
const HOST = 'nordwind.localhost';

let platform: FakePlatform;
beforeAll(async () => {
  platform = await startFakePlatform();
});
afterAll(() => platform.close());

/** A host server with `env` added; its log lines are kept. */
async function server(env: Record<string, string>) {
  const lines: string[] = [];
  const app = await buildServer({
    ...optionsFromEnv({
      CORE_API_URL: platform.url,
      VOLTA_API_URL: `${platform.url}/volta`,
      APPS_ROOT: pagesAppsRoot(),
      UPLOAD_DIR: mkdtempSync(path.join(tmpdir(), 'uploads-')),
      READ_RATE_LIMIT: String(READS),
      ANALYTICS_NEW_SESSIONS_PER_HOUR: String(NEW_SESSIONS),
      ANALYTICS_ADDRESS_EVENTS_PER_MINUTE: String(ADDRESS_EVENTS),
      LOG_LEVEL: 'info',
      ...env,
    }),
    // No store: a batch the limits let through is answered 503, one they refuse 429.
    analytics: {
      enabled: true,
      collectorUrl: '/collect',
      openStore: () => Promise.reject(new Error('no store in this test')),
    },
    logStream: new Writable({
      write(chunk, _, done) {
        lines.push(String(chunk));
        done();
      },
    }),
  });
  return { app, lines };
}

const READ_URLS = [
  '/features?names=insurance-tiers',
  '/feature?name=insurance-tiers',
  '/exchange-reason?reasons="too_small"&fromVariant=M&toVariant=L',
  '/remotes.json',
];

/** Statuses of `count` requests made by `make`, sent to the replicas in turn (as a load balancer would). */
async function inTurn(
  replicas: FastifyInstance[],
  count: number,
  make: (app: FastifyInstance) => Promise<{ statusCode: number }>,
) {
  const statuses: number[] = [];
  for (let index = 0; index < count; index++) {
    const replica = replicas[index % replicas.length] as FastifyInstance;
    statuses.push((await make(replica)).statusCode);
  }
  return statuses;
}

const clientLog = (app: FastifyInstance, cookie: string) =>
  app.inject({
    method: 'POST',
    url: '/client-logger',
    headers: { host: HOST, 'content-type': 'application/json', cookie },
    payload: { records: [{ level: 'info', message: 'hello' }] },
  });

/** The analytics session cookie a page of `app` starts for `address` ('' when it starts none). */
async function analyticsSession(app: FastifyInstance, address: string) {
  const page = await app.inject({
    url: '/',
    headers: { host: HOST, accept: 'text/html' },
    remoteAddress: address,
  });
  const set = page.cookies.find((cookie) => cookie.name === ANALYTICS_SESSION_COOKIE);
  return set ? `${set.name}=${encodeURIComponent(set.value)}` : '';
}

const collect = (app: FastifyInstance, cookie: string, address = '127.0.0.1', events = 1) =>
  app.inject({
    method: 'POST',
    url: '/collect',
    headers: { host: HOST, 'content-type': 'application/json', cookie },
    payload: {
      batch: Array.from({ length: events }, () => trackMessage()),
      sentAt: new Date().toISOString(),
    },
    remoteAddress: address,
  });

const count = (statuses: number[], status: number) => statuses.filter((each) => each === status).length;

const setups: { name: string; replicas: number; env: Record<string, string> }[] = [
  { name: 'one server, counted in memory (no REDIS_URL)', replicas: 1, env: {} },
  ...(REDIS_URL ? [{ name: 'two replicas sharing Redis', replicas: 2, env: { REDIS_URL } }] : []),
];

describe.each(setups)('limits: $name', ({ replicas: howMany, env }) => {
  let replicas: FastifyInstance[];
  beforeAll(async () => {
    if (REDIS_URL) {
      const redis = new Redis(REDIS_URL);
      await redis.flushdb();
      await redis.quit();
    }
    replicas = await Promise.all(Array.from({ length: howMany }, async () => (await server(env)).app));
  });
  afterAll(async () => {
    await Promise.all(replicas.map((app) => app.close()));
  });

  it.each(READ_URLS)('%s: READ_RATE_LIMIT requests a minute per address, then 429', async (url) => {
    const statuses = await inTurn(replicas, READS + 2, (app) =>
      app.inject({ url, headers: { host: HOST }, remoteAddress: '10.0.0.7' }),
    );
    expect(count(statuses, 429)).toBe(2);
    expect(statuses.slice(0, READS).every((status) => status < 400 || status === 404)).toBe(true);
    // Another address has its own count.
    const other = await replicas[0]?.inject({ url, headers: { host: HOST }, remoteAddress: '10.0.0.8' });
    expect(other?.statusCode).not.toBe(429);
    const refused = await replicas
      .at(-1)
      ?.inject({ url, headers: { host: HOST }, remoteAddress: '10.0.0.7' });
    expect(refused?.json()).toMatchObject({ error: 'too_many_requests' });
  });

  it('the client log: CLIENT_LOG_BATCHES_PER_MINUTE batches a session, wherever they arrive', async () => {
    const statuses = await inTurn(replicas, CLIENT_LOG_BATCHES_PER_MINUTE + 3, (app) =>
      clientLog(app, sessionCookieOf(`log-${howMany}`)),
    );
    expect(count(statuses, 204)).toBe(CLIENT_LOG_BATCHES_PER_MINUTE);
    expect(count(statuses, 429)).toBe(3);
  });

  it('the collector: COLLECT_BATCHES_PER_SESSION batches an analytics session, wherever they arrive', async () => {
    const session = await analyticsSession(replicas[0] as FastifyInstance, '10.0.1.1');
    // From many addresses: the session's own limit, not its address's.
    let sent = 0;
    const statuses = await inTurn(replicas, COLLECT_BATCHES_PER_SESSION + 2, (app) =>
      collect(app, session, `10.0.1.${++sent}`),
    );
    // 503: let through, then refused for want of a store (this test has none).
    expect(count(statuses, 503)).toBe(COLLECT_BATCHES_PER_SESSION);
    expect(count(statuses, 429)).toBe(2);
  });

  it('the collector: ANALYTICS_ADDRESS_EVENTS_PER_MINUTE events an address, all its sessions together, wherever they arrive', async () => {
    const sessions = [
      await analyticsSession(replicas[0] as FastifyInstance, '10.0.2.1'),
      await analyticsSession(replicas.at(-1) as FastifyInstance, '10.0.2.1'),
    ];
    let sent = 0;
    // Two events a batch, each batch in the other session.
    const statuses = await inTurn(replicas, ADDRESS_EVENTS / 2 + 2, (app) =>
      collect(app, sessions[sent++ % 2] as string, '10.0.2.1', 2),
    );
    expect(statuses).toEqual([...Array(ADDRESS_EVENTS / 2).fill(503), 429, 429]);
    // Another address has its own.
    const other = await analyticsSession(replicas[0] as FastifyInstance, '10.0.2.2');
    expect((await collect(replicas.at(-1) as FastifyInstance, other, '10.0.2.2', 2)).statusCode).toBe(503);
  });

  it('new analytics sessions: ANALYTICS_NEW_SESSIONS_PER_HOUR an address, wherever its pages come from', async () => {
    const given: string[] = [];
    for (let index = 0; index < NEW_SESSIONS + 2; index++)
      given.push(await analyticsSession(replicas[index % replicas.length] as FastifyInstance, '10.0.3.1'));
    expect(given.filter(Boolean)).toHaveLength(NEW_SESSIONS);
    expect(given.slice(NEW_SESSIONS)).toEqual(['', '']);
  });
});

describe.skipIf(!REDIS_URL)('the upload quota in Redis', () => {
  it('counts one shopper once across replicas: UPLOAD_FILES_PER_HOUR in all, then none', async () => {
    const clients = [new Redis(REDIS_URL ?? ''), new Redis(REDIS_URL ?? '')];
    const log = pino({ level: 'silent' });
    const quotas = clients.map(
      (client) =>
        new UploadQuota(UPLOAD_FILES_PER_HOUR, 60_000, new RedisCounters(client, new MemoryCounters(), log)),
    );
    const shopper = `quota-${Date.now()}`;
    const takes: boolean[] = [];
    for (let index = 0; index <= UPLOAD_FILES_PER_HOUR; index++)
      takes.push(await (quotas[index % 2] as UploadQuota).take(shopper));
    expect(takes.filter(Boolean)).toHaveLength(UPLOAD_FILES_PER_HOUR);
    expect(takes.at(-1)).toBe(false);
    expect(await quotas[0]?.remaining(shopper)).toBe(0);
    // The window is Redis's to end: the key expires with it.
    const ttl = await clients[0]?.pttl(`portal:count:upload:${shopper}`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
    await Promise.all(clients.map((client) => client.quit()));
  });
});

/** A loopback port nothing listens on. */
const closedPort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

describe('Redis out of reach', () => {
  it('keeps the portal answering, each rate limit counted in this replica alone, and says so in the log', async () => {
    const { app, lines } = await server({ REDIS_URL: `redis://127.0.0.1:${await closedPort()}` });
    try {
      const reads = await inTurn([app], READS + 2, (replica) =>
        replica.inject({ url: '/features?names=insurance-tiers', headers: { host: HOST } }),
      );
      expect(reads).toEqual([...Array(READS).fill(200), 429, 429]);
      const logs = await inTurn([app], CLIENT_LOG_BATCHES_PER_MINUTE + 1, (replica) =>
        clientLog(replica, sessionCookieOf('outage')),
      );
      expect(logs).toEqual([...Array(CLIENT_LOG_BATCHES_PER_MINUTE).fill(204), 429]);
      const outageSession = await analyticsSession(app, '10.0.4.1');
      let sent = 0;
      const batches = await inTurn([app], COLLECT_BATCHES_PER_SESSION + 1, (replica) =>
        collect(replica, outageSession, `10.0.4.${++sent}`),
      );
      expect(count(batches, 429)).toBe(1);
      expect(batches.at(-1)).toBe(429);
      expect(lines.join('')).toContain('Redis is out of reach');
    } finally {
      await app.close();
    }
  });

  it('counts the upload quota in this replica alone meanwhile (never unlimited, never refusing all)', async () => {
    const redis = new Redis(`redis://127.0.0.1:${await closedPort()}`, {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
    });
    const lines: string[] = [];
    const log = pino(
      { level: 'warn' },
      new Writable({
        write(chunk, _, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    );
    const quota = new UploadQuota(2, 60_000, new RedisCounters(redis, new MemoryCounters(), log));
    expect([await quota.take('a'), await quota.take('a'), await quota.take('a')]).toEqual([
      true,
      true,
      false,
    ]);
    expect(await quota.remaining('a')).toBe(0);
    // Its outage is the client's to log (once, not per request): connectRedis, the test above.
    expect(lines).toEqual([]);
    redis.disconnect();
  });
});
