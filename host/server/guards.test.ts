import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from './app';
import { optionsFromEnv } from './config';
import { type FakePlatform, sessionCookieOf, startFakePlatform } from './testing/fake-platform';

let platform: FakePlatform;
let server: FastifyInstance;

beforeAll(async () => {
  platform = await startFakePlatform();
  server = await buildServer(
    optionsFromEnv({
      CORE_API_URL: platform.url,
      VOLTA_API_URL: `${platform.url}/volta`,
      APPS_ROOT: mkdtempSync(path.join(tmpdir(), 'apps-')),
      UPLOAD_DIR: mkdtempSync(path.join(tmpdir(), 'uploads-')),
      LOG_LEVEL: 'silent',
    }),
  );
});
afterAll(async () => {
  await server.close();
  await platform.close();
});

const MAGIC_LINK_REQUEST = { email: 'emma@example.com', locale: 'nl', storeId: 'store-nordwind' };
// Every call of the fake platform except the shop-configuration lookups.
const apiCalls = () => platform.calls.filter((call) => !/^\/api\/v0\/shops\//.test(call.url));

describe('only known shops are served', () => {
  it('never proxies a magic-link request for a host that names no shop (the takeover of issue 8)', async () => {
    const before = apiCalls().length;
    const response = await server.inject({
      method: 'POST',
      url: '/api/v0/auth/magic-link',
      headers: { host: 'attacker.example', 'x-re-client': 'portal', 'content-type': 'application/json' },
      payload: MAGIC_LINK_REQUEST,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ errors: [{ code: 'unknown_shop', message: expect.any(String) }] });
    expect(apiCalls().length).toBe(before);
    expect(platform.callsTo('/api/v0/auth/magic-link')).toEqual([]);
  });

  it('answers every API call and own endpoint of an unknown host with a 404 JSON, never upstream', async () => {
    const before = apiCalls().length;
    const requests = [
      { method: 'GET', url: '/api/v0/consumer/c1/purchases' },
      { method: 'POST', url: '/volta/quotes' },
      { method: 'GET', url: '/volta/pricelists?country-code=DE' },
      { method: 'GET', url: '/features?names=gatekeeping' },
      { method: 'GET', url: '/feature?name=gatekeeping' },
      { method: 'POST', url: '/upload' },
      { method: 'GET', url: '/uploads/0b7e2f1c-1111-4a4a-9b9b-123456789abc.png' },
      { method: 'POST', url: '/logout' },
      { method: 'POST', url: '/client-logger' },
      { method: 'GET', url: '/exchange-reason?reasons=too_small&fromVariant=M&toVariant=L' },
    ] as const;
    for (const host of ['attacker.example', 'nobody.localhost:3000', 'localhost:3000', '127.0.0.1']) {
      for (const { method, url } of requests) {
        const response = await server.inject({
          method,
          url,
          headers: { host, cookie: sessionCookieOf('c1'), 'content-type': 'application/json' },
          ...(method === 'POST' ? { payload: '{}' } : {}),
        });
        expect(response.statusCode, `${method} ${url} on ${host}`).toBe(404);
        expect(response.headers['content-type'], url).toContain('application/json');
        expect(response.body, url).toContain('unknown_shop');
      }
    }
    expect(apiCalls().length).toBe(before);
  });

  it('refuses with 502, and still does not proxy, when the shop configuration cannot be read', async () => {
    const before = apiCalls().length;
    const response = await server.inject({
      url: '/api/v0/consumer/c1/purchases',
      headers: { host: 'down.localhost' },
    });
    expect(response.statusCode).toBe(502);
    expect(response.json().errors[0].code).toBe('shop_unavailable');
    expect(apiCalls().length).toBe(before);
  });

  it('proxies for a known shop, telling the platform the host name', async () => {
    const response = await server.inject({
      method: 'POST',
      url: '/api/v0/auth/magic-link',
      headers: { host: 'nordwind.localhost:3000', 'content-type': 'application/json' },
      payload: MAGIC_LINK_REQUEST,
    });
    expect(response.statusCode).toBe(200);
    const [call] = platform.callsTo('/api/v0/auth/magic-link');
    expect(call?.headers['x-forwarded-host']).toBe('nordwind.localhost:3000');
  });

  it("tells the platform the shop's configured portal host, never a Host the request made up", async () => {
    for (const host of ['nordwind.evil.example', 'www.nordwind.attacker.test:8443']) {
      const before = platform.callsTo('/api/v0/auth/magic-link').length;
      const response = await server.inject({
        method: 'POST',
        url: '/api/v0/auth/magic-link',
        headers: {
          host,
          'content-type': 'application/json',
          'x-forwarded-host': 'attacker.example',
        },
        payload: MAGIC_LINK_REQUEST,
      });
      expect(response.statusCode, host).toBe(200);
      const call = platform.callsTo('/api/v0/auth/magic-link')[before];
      expect(call?.headers['x-forwarded-host'], host).toBe('nordwind.localhost:3000');
    }
  });

  it('keeps /healthz and /remotes.json independent of the host name', async () => {
    for (const url of ['/healthz', '/remotes.json']) {
      expect((await server.inject({ url, headers: { host: 'attacker.example' } })).statusCode, url).toBe(200);
    }
  });
});

describe('cross-site requests', () => {
  const STATE_CHANGING = [
    { method: 'POST', url: '/logout' },
    { method: 'POST', url: '/client-logger' },
    { method: 'POST', url: '/upload' },
    { method: 'POST', url: '/api/v0/auth/magic-link' },
    { method: 'PUT', url: '/api/v0/consumer/c1/draft-return-order/request' },
    { method: 'POST', url: '/volta/quotes' },
    { method: 'DELETE', url: '/api/v0/consumer/c1/draft-return-order' },
  ] as const;
  const FOREIGN = [
    { origin: 'https://evil.example' },
    { origin: 'http://atelier.localhost:3000' },
    { origin: 'null' },
    { origin: 'https://nordwind.localhost:3000' },
    { 'sec-fetch-site': 'cross-site' },
    { 'sec-fetch-site': 'same-site' },
    // A page on this origin may not vouch for a request another site's page started.
    { origin: 'http://nordwind.localhost:3000', 'sec-fetch-site': 'cross-site' },
  ];

  it('refuses every state-changing call whose Origin or Sec-Fetch-Site names another site', async () => {
    const before = apiCalls().length;
    for (const { method, url } of STATE_CHANGING) {
      for (const foreign of FOREIGN) {
        const response = await server.inject({
          method,
          url,
          headers: {
            host: 'nordwind.localhost:3000',
            cookie: sessionCookieOf('c1'),
            'content-type': 'application/json',
            ...foreign,
          },
          payload: '{}',
        });
        const label = `${method} ${url} ${JSON.stringify(foreign)}`;
        expect(response.statusCode, label).toBe(403);
        expect(response.body, label).toContain('cross_site');
      }
    }
    expect(apiCalls().length).toBe(before);
  });

  it("refuses another site's sendBeacon to the client log (text/plain, no preflight)", async () => {
    const response = await server.inject({
      method: 'POST',
      url: '/client-logger',
      headers: {
        host: 'nordwind.localhost:3000',
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
        'content-type': 'text/plain;charset=UTF-8',
      },
      payload: JSON.stringify({ context: {}, records: [{ level: 'fatal', message: 'spoofed' }] }),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'cross_site', message: expect.any(String) });
  });

  it('lets same-origin calls, and clients that send neither header, through', async () => {
    for (const headers of [
      { origin: 'http://nordwind.localhost:3000', 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'none' },
      {},
    ]) {
      const response = await server.inject({
        method: 'POST',
        url: '/volta/quotes',
        headers: { host: 'nordwind.localhost:3000', 'content-type': 'application/json', ...headers },
        payload: '{}',
      });
      expect(response.statusCode, JSON.stringify(headers)).toBe(200);
    }
  });

  it('leaves reads alone: a cross-site GET changes nothing', async () => {
    const response = await server.inject({
      url: '/features?names=insurance-tiers',
      headers: { host: 'nordwind.localhost', 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('compares with the https origin behind a TLS-terminating proxy', async () => {
    const secure = await buildServer(
      optionsFromEnv({
        CORE_API_URL: platform.url,
        VOLTA_API_URL: `${platform.url}/volta`,
        APPS_ROOT: mkdtempSync(path.join(tmpdir(), 'apps-')),
        SECURE_HEADERS_HTTPS: 'true',
        LOG_LEVEL: 'silent',
      }),
    );
    const post = (origin: string) =>
      secure.inject({
        method: 'POST',
        url: '/logout',
        headers: { host: 'nordwind.example', origin, 'sec-fetch-site': 'same-origin' },
      });
    expect((await post('https://nordwind.example')).statusCode).toBe(204);
    expect((await post('http://nordwind.example')).statusCode).toBe(403);
    await secure.close();
  });
});
