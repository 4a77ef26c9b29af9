import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildServer } from '../app';
import { optionsFromEnv } from '../config';
import { featureResults } from '../feature-results';
import { type FakePlatform, sessionCookieOf, startFakePlatform } from '../testing/fake-platform';
import {
  CLIENT_LOG_BATCHES_PER_MINUTE,
  CLIENT_LOG_LIMIT_BYTES,
  CLIENT_LOG_MAX_RECORDS,
  clientLogLevel,
} from './own-endpoints';

let platform: FakePlatform;
const servers: FastifyInstance[] = [];
let logBytes = 0;
let logLines: string[] = [];

/** A host server against the fake platform, its log captured. */
async function serverWith(env: Record<string, string> = {}) {
  const server = await buildServer({
    ...optionsFromEnv({
      CORE_API_URL: platform.url,
      VOLTA_API_URL: `${platform.url}/volta`,
      APPS_ROOT: mkdtempSync(path.join(tmpdir(), 'apps-')),
      LOG_LEVEL: 'info',
      ...env,
    }),
    logStream: new Writable({
      write(chunk, _, done) {
        logBytes += chunk.length;
        logLines.push(String(chunk));
        done();
      },
    }),
  });
  servers.push(server);
  return server;
}

let server: FastifyInstance;
beforeAll(async () => {
  platform = await startFakePlatform();
  server = await serverWith();
});
afterAll(async () => {
  for (const each of servers) await each.close();
  await platform.close();
});
beforeEach(() => {
  logBytes = 0;
  logLines = [];
});

const features = (target: FastifyInstance, query: string) =>
  target.inject({ url: `/features?${query}`, headers: { host: 'vault.localhost' } });

describe('feature toggles', () => {
  it('honours feature.{name} only for toggles on the allow-list', () => {
    const configured = { gatekeeping: true, 'insurance-tiers': false };
    const query = { 'feature.gatekeeping': 'false', 'feature.insurance-tiers': 'true' };
    const names = ['gatekeeping', 'insurance-tiers'];
    expect(featureResults(names, configured, query, [])).toEqual([
      { feature: 'gatekeeping', result: true },
      { feature: 'insurance-tiers', result: false },
    ]);
    expect(featureResults(names, configured, query, ['insurance-tiers'])).toEqual([
      { feature: 'gatekeeping', result: true },
      { feature: 'insurance-tiers', result: true },
    ]);
    expect(featureResults(names, configured, query, ['gatekeeping'])[0]).toEqual({
      feature: 'gatekeeping',
      result: false,
    });
  });

  it('ignores ?feature.gatekeeping=false by default, and honours the display toggles outside production', async () => {
    const response = await features(
      server,
      'names=gatekeeping,insurance-tiers&feature.gatekeeping=false&feature.insurance-tiers=true',
    );
    expect(response.json()).toEqual([
      { feature: 'gatekeeping', result: true },
      { feature: 'insurance-tiers', result: true },
    ]);
    const single = await server.inject({
      url: '/feature?name=gatekeeping&feature.gatekeeping=false',
      headers: { host: 'vault.localhost' },
    });
    expect(single.json()).toEqual({ feature: 'gatekeeping', result: true });
  });

  it('honours gatekeeping only when FEATURE_OVERRIDES names it', async () => {
    const testing = await serverWith({ FEATURE_OVERRIDES: 'gatekeeping' });
    const response = await features(
      testing,
      'names=gatekeeping,insurance-tiers&feature.gatekeeping=false&feature.insurance-tiers=true',
    );
    expect(response.json()).toEqual([
      { feature: 'gatekeeping', result: false },
      { feature: 'insurance-tiers', result: false },
    ]);
  });

  it('honours no override at all in production', async () => {
    const production = await serverWith({
      NODE_ENV: 'production',
      AB_COOKIE_SECRET: 'a-production-secret-of-32-characters',
    });
    const response = await features(production, 'names=insurance-tiers&feature.insurance-tiers=true');
    expect(response.json()).toEqual([{ feature: 'insurance-tiers', result: false }]);
  });
});

describe('POST /logout', () => {
  it('ends the session at the platform, forwarding the cookie, then clears it', async () => {
    const before = platform.callsTo('/api/v0/auth/logout').length;
    const response = await server.inject({
      method: 'POST',
      url: '/logout',
      headers: { host: 'nordwind.localhost', cookie: `lang=nl; ${sessionCookieOf('c1')}` },
    });
    expect(response.statusCode).toBe(204);
    const calls = platform.callsTo('/api/v0/auth/logout');
    expect(calls.length).toBe(before + 1);
    expect(calls.at(-1)).toMatchObject({
      method: 'POST',
      headers: { cookie: `lang=nl; ${sessionCookieOf('c1')}` },
    });
    expect(String(response.headers['set-cookie'])).toMatch(/re_session=;.*Expires=Thu, 01 Jan 1970/);
  });

  it('asks the platform nothing when there is no session to end', async () => {
    const before = platform.callsTo('/api/v0/auth/logout').length;
    const response = await server.inject({
      method: 'POST',
      url: '/logout',
      headers: { host: 'nordwind.localhost' },
    });
    expect(response.statusCode).toBe(204);
    expect(platform.callsTo('/api/v0/auth/logout').length).toBe(before);
  });

  it('still clears the cookie, but says so, when the platform cannot end the session', async () => {
    const response = await server.inject({
      method: 'POST',
      url: '/logout',
      headers: { host: 'nordwind.localhost', cookie: sessionCookieOf('broken') },
    });
    expect(response.statusCode).toBe(502);
    expect(String(response.headers['set-cookie'])).toMatch(/re_session=;.*Expires=Thu, 01 Jan 1970/);
  });
});

describe('POST /client-logger', () => {
  const post = (body: unknown, headers: Record<string, string> = {}, target = server) =>
    target.inject({
      method: 'POST',
      url: '/client-logger',
      headers: { host: 'nordwind.localhost', 'content-type': 'text/plain', ...headers },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const clientLines = () =>
    logLines.map((line) => JSON.parse(line)).filter((entry) => /^client log/.test(entry.msg ?? ''));

  it('writes a bounded log for the 65 KB attack of issue 8 (a large context and many records)', async () => {
    const context = { sessionId: randomUUID(), language: 'nl', padding: 'x'.repeat(40 * 1024) };
    const records = Array.from({ length: 3000 }, () => ({}));
    const body = JSON.stringify({ context, records });
    expect(body.length).toBeLessThanOrEqual(CLIENT_LOG_LIMIT_BYTES);
    const response = await post(body, { cookie: sessionCookieOf('attack') });
    expect(response.statusCode).toBe(204);
    // The old server wrote the context with each of 200 records (8 MB here); now it is written once,
    // and the records are capped.
    expect(logBytes).toBeLessThan(2 * CLIENT_LOG_LIMIT_BYTES);
    const lines = clientLines();
    expect(lines.length).toBe(CLIENT_LOG_MAX_RECORDS + 1);
    expect(lines.filter((line) => line.context).length).toBe(1);
  });

  it('writes the context once per batch, each record naming the batch', async () => {
    await post({
      context: { language: 'nl', merchantName: 'nordwind' },
      records: [
        { level: 'warn', message: 'first for emma@example.com' },
        { level: 'error', message: 'second at 1055 GT' },
      ],
    });
    const [head, ...records] = clientLines();
    expect(head).toMatchObject({ context: { language: 'nl' }, merchant: 'nordwind', records: 2 });
    expect(records.map((record) => record.batch)).toEqual([head.batch, head.batch]);
    expect(records.every((record) => record.context === undefined)).toBe(true);
    expect(JSON.stringify(records)).not.toMatch(/emma@example\.com|1055 GT/);
  });

  it('scrubs the texts of a record, never its own time or the session id', async () => {
    const sessionId = '8f3a1c2e-4121-4b21-9e0d-123456789012';
    const time = '2026-11-28T20:44:39.966Z';
    await post({
      context: { sessionId, language: 'nl' },
      records: [{ level: 'warn', message: 'posted from 1055 GT', data: { note: 'order 2026' }, time }],
    });
    const [head, record] = clientLines();
    expect(head.context).toEqual({ sessionId, language: 'nl' });
    expect(record.client).toEqual({
      level: 'warn',
      message: 'posted from [postal-code]',
      data: { note: 'order [postal-code]' },
      time,
    });
  });

  it('refuses a record whose time is no timestamp, or a session id that is no UUID, with 400', async () => {
    for (const body of [
      { records: [{ message: 'm', time: 'emma@example.com' }] },
      { context: { sessionId: '1055 GT' }, records: [] },
    ]) {
      expect((await post(body)).statusCode).toBe(400);
    }
  });

  it("never logs above warn at a client's word", async () => {
    expect(
      ['fatal', 'error', 'warn', 'info', 'debug', 'nonsense', 7].map((level) => clientLogLevel({ level })),
    ).toEqual(['warn', 'warn', 'warn', 'info', 'debug', 'info', 'info']);
    await post({ context: {}, records: [{ level: 'fatal', message: 'the sky is falling' }] });
    const levels = clientLines().map((line) => line.level);
    expect(levels.length).toBe(2);
    expect(Math.max(...levels)).toBe(40);
  });

  it(`allows ${CLIENT_LOG_BATCHES_PER_MINUTE} batches a minute per session, then answers 429`, async () => {
    const cookie = sessionCookieOf('chatty');
    const statuses: number[] = [];
    for (let i = 0; i <= CLIENT_LOG_BATCHES_PER_MINUTE; i += 1) {
      statuses.push((await post({ context: {}, records: [{ message: `m${i}` }] }, { cookie })).statusCode);
    }
    expect(statuses.slice(0, -1).every((status) => status === 204)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Another session is not affected.
    expect((await post({ records: [] }, { cookie: sessionCookieOf('quiet') })).statusCode).toBe(204);
  });

  it('limits a client without a session by its address, and one rotating cookies by its address too', async () => {
    const limited = await serverWith();
    const statuses: number[] = [];
    for (let i = 0; i <= CLIENT_LOG_BATCHES_PER_MINUTE; i += 1) {
      statuses.push((await post({ records: [] }, {}, limited)).statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
    const rotating = await serverWith();
    let last = 0;
    for (let i = 0; i < CLIENT_LOG_BATCHES_PER_MINUTE * 20 && last !== 429; i += 1) {
      last = (await post({ records: [] }, { cookie: sessionCookieOf(`fake-${i}`) }, rotating)).statusCode;
    }
    expect(last).toBe(429);
  });

  it('refuses a body of another shape with 400, logging nothing of it', async () => {
    for (const body of [
      {},
      [],
      { records: 'emma@example.com' },
      { records: ['emma@example.com'] },
      { records: [{ message: 5 }] },
      { context: 'emma@example.com', records: [] },
      { context: { deviceWidth: 'wide' }, records: [] },
    ]) {
      const response = await post(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error).toBe('invalid_request');
    }
    expect(clientLines()).toEqual([]);
    expect(logLines.join('')).not.toContain('emma@example.com');
  });

  it('logs only the fields the portal sends, not whatever else a client adds', async () => {
    const response = await post({
      context: { language: 'nl', customerEmail: 'emma@example.com' },
      records: [{ level: 'warn', message: 'kept', address: 'Damrak 1, 1012 LG Amsterdam' }],
    });
    expect(response.statusCode).toBe(204);
    const [head, record] = clientLines();
    expect(head?.context).toEqual({ language: 'nl' });
    expect(record?.client).toEqual({ level: 'warn', message: 'kept' });
  });

  it('refuses a body over the limit or not JSON', async () => {
    expect((await post({ records: ['x'.repeat(70 * 1024)] })).statusCode).toBe(413);
    expect((await post('hello')).statusCode).toBe(400);
  });
});
