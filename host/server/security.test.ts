import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildServer } from './app';
import { optionsFromEnv } from './config';
import { type FakePlatform, startFakePlatform } from './testing/fake-platform';

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

const SHOP = 'nordwind.localhost:3000';
// One request of every kind of answer: refusals before any route, Fastify's own 404 and errors, and proxied ones.
const KINDS: Record<string, InjectOptions> = {
  'cross-site refusal (403)': {
    method: 'POST',
    url: '/api/v0/auth/consumer',
    headers: { host: SHOP, origin: 'https://attacker.example', 'content-type': 'application/json' },
    payload: '{}',
  },
  'unknown shop (404)': { url: '/api/v0/consumer/c1/purchases', headers: { host: 'nobody.localhost:3000' } },
  'shop configuration unusable (502)': { url: '/features?names=x', headers: { host: 'down.localhost:3000' } },
  'no such route (404)': { method: 'DELETE', url: '/nothing-here', headers: { host: SHOP } },
  'unreadable JSON (400)': {
    method: 'POST',
    url: '/client-logger',
    headers: { host: SHOP, 'content-type': 'application/json' },
    payload: '{',
  },
  'proxied API answer (200)': { url: '/api/v0/anything', headers: { host: SHOP } },
  'health check (200)': { url: '/healthz' },
};

it.each(Object.entries(KINDS))('sends the security headers on every answer: %s', async (_, request) => {
  const response = await server.inject(request);
  expect(response.statusCode).toBeGreaterThanOrEqual(200);
  expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
});

it('answers each kind with the status it stands for', async () => {
  const statuses = await Promise.all(
    Object.values(KINDS).map(async (request) => (await server.inject(request)).statusCode),
  );
  expect(statuses).toEqual([403, 404, 502, 404, 400, 200, 200]);
});
