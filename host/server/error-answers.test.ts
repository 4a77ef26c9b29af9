import { mkdtempSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from './app';
import { optionsFromEnv } from './config';
import { type FakePlatform, sessionCookieOf, startFakePlatform } from './testing/fake-platform';

let platform: FakePlatform;
let server: FastifyInstance;
let port: number;
const HOST = 'nordwind.localhost:3000';
// What a refusal must never show: exception texts and stack frames.
const INTERNAL =
  /split is not a function|release store key|Boundary not found|EPIPE|ECONN|at .*\(|node_modules/i;

beforeAll(async () => {
  platform = await startFakePlatform();
  server = await buildServer(
    optionsFromEnv({
      CORE_API_URL: platform.url,
      VOLTA_API_URL: `${platform.url}/volta`,
      APPS_ROOT: mkdtempSync(path.join(tmpdir(), 'apps-')),
      UPLOAD_DIR: mkdtempSync(path.join(tmpdir(), 'uploads-')),
      RELEASE_ENV: 'test',
      RELEASE_DIR: mkdtempSync(path.join(tmpdir(), 'releases-')),
      LOG_LEVEL: 'silent',
    }),
  );
  await server.listen({ port: 0, host: '127.0.0.1' });
  port = (server.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await server.close();
  await platform.close();
});

/** A request over a real socket (the proxy streams to a real upstream), `body` sent whole. */
function send(method: string, url: string, headers: Record<string, string>, body?: string) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = httpRequest(
      { host: '127.0.0.1', port, method, path: url, headers: { host: HOST, ...headers } },
      (response) => {
        let text = '';
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

describe('client input that used to answer 5xx', () => {
  it('refuses a repeated /exchange-reason parameter with 400 naming it', async () => {
    const { status, text } = await send(
      'GET',
      '/exchange-reason?reasons=a&reasons=b&fromVariant=M&toVariant=L',
      {},
    );
    expect(status).toBe(400);
    expect(JSON.parse(text)).toMatchObject({ error: 'invalid_request' });
    expect(JSON.parse(text).message).toContain('reasons');
    expect(text).not.toMatch(INTERNAL);
    // One of each still works.
    expect(
      (await send('GET', '/exchange-reason?reasons="too_small"&fromVariant=M&toVariant=L', {})).status,
    ).toBe(200);
  });

  it('answers a released-file path with an empty segment with 404', async () => {
    for (const url of [
      '/releases/remote-carriers/1.1.0//mf-manifest.json',
      '/releases/remote-carriers/1.1.0/./mf-manifest.json',
    ]) {
      const { status, text } = await send('GET', url, {});
      expect(status, url).toBe(404);
      expect(text).not.toMatch(INTERNAL);
    }
  });

  it('refuses a multipart upload without a boundary with 400', async () => {
    const { status, text } = await send(
      'POST',
      '/upload',
      { 'content-type': 'multipart/form-data', cookie: sessionCookieOf('c1') },
      'consumerId=c1',
    );
    expect(status).toBe(400);
    expect(JSON.parse(text)).toEqual({
      error: 'invalid_request',
      message: 'Invalid headers field "content-type": Send the files as multipart/form-data with a boundary',
    });
    expect(text).not.toMatch(INTERNAL);
  });

  it('refuses a JSON body over 1 MB to the API proxy with 413, never reaching the platform', async () => {
    const before = platform.callsTo('/api/v0/consumer/').length;
    const { status, text } = await send(
      'POST',
      '/api/v0/consumer/c1/draft-return-order',
      { 'content-type': 'application/json' },
      JSON.stringify({ selectedPurchases: 'x'.repeat(1024 * 1024) }),
    );
    expect(status).toBe(413);
    expect(JSON.parse(text).errors[0].code).toBe('body_too_large');
    expect(text).not.toMatch(INTERNAL);
    expect(platform.callsTo('/api/v0/consumer/').length).toBe(before);
  });

  it('refuses a JSON body nested 20,000 deep with 400 on every route, never reaching the platform', async () => {
    const deep = `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`;
    const before = platform.calls.length;
    for (const url of ['/api/v0/withdrawals', '/api/v0/consumer/c1/draft-return-order', '/volta/quotes']) {
      const { status, text } = await send('POST', url, { 'content-type': 'application/json' }, deep);
      expect(status, url).toBe(400);
      expect(JSON.parse(text).errors[0]).toEqual({
        code: 'body_too_deep',
        message: 'The JSON body is nested more than 64 levels deep',
      });
    }
    // The client log takes 64 KB: as deep, in fewer bytes.
    const log = await send(
      'POST',
      '/client-logger',
      { 'content-type': 'text/plain' },
      `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
    );
    expect(log.status).toBe(400);
    expect(JSON.parse(log.text)).toMatchObject({ error: 'body_too_deep' });
    expect(platform.calls.length).toBe(before);
    // As deep as allowed: proxied as usual.
    const { status } = await send(
      'POST',
      '/api/v0/consumer/c1/draft-return-order',
      { 'content-type': 'application/json' },
      `${'{"a":'.repeat(64)}1${'}'.repeat(64)}`,
    );
    expect(status).toBe(200);
  });

  it('refuses a withdrawal statement for another shop than the host’s with 422, never reaching the platform', async () => {
    const before = platform.callsTo('/api/v0/withdrawals').length;
    const statement = { name: 'Ann', orderNumber: 'V-7001', email: 'ann@example.org', locale: 'nl' };
    const json = { 'content-type': 'application/json' };
    for (const storeId of ['store-vault', 'store-unknown', undefined]) {
      const { status, text } = await send(
        'POST',
        '/api/v0/withdrawals',
        json,
        JSON.stringify({ ...statement, storeId }),
      );
      expect(status, String(storeId)).toBe(422);
      expect(JSON.parse(text).errors[0].code).toBe('withdrawal_store_mismatch');
    }
    expect(platform.callsTo('/api/v0/withdrawals').length).toBe(before);
    const own = await send(
      'POST',
      '/api/v0/withdrawals',
      json,
      JSON.stringify({ ...statement, storeId: 'store-nordwind' }),
    );
    expect(own.status).toBe(200);
    expect(platform.callsTo('/api/v0/withdrawals').length).toBe(before + 1);
  });

  it('still proxies an ordinary JSON body', async () => {
    const { status, text } = await send(
      'POST',
      '/api/v0/consumer/c1/draft-return-order',
      { 'content-type': 'application/json' },
      JSON.stringify({ selectedPurchases: [] }),
    );
    expect(status).toBe(200);
    expect(JSON.parse(text)).toEqual({ echo: '/api/v0/consumer/c1/draft-return-order', method: 'POST' });
  });
});

describe('malformed input of every route that takes input', () => {
  const json = { 'content-type': 'application/json' };
  // Route, request, and the field the message must name.
  const cases: [string, () => ReturnType<typeof send>, string][] = [
    ['/features', () => send('GET', '/features?names=a&names=b', {}), 'names'],
    ['/feature', () => send('GET', '/feature', {}), 'name'],
    ['/feature', () => send('GET', '/feature?name=%20', {}), 'name'],
    ['/exchange-reason', () => send('GET', `/exchange-reason?toVariant=${'L'.repeat(101)}`, {}), 'toVariant'],
    [
      '/commercial-invoice.pdf',
      () => send('GET', '/commercial-invoice.pdf?returnOrderId=..%2Fro-1', { cookie: sessionCookieOf('c1') }),
      'returnOrderId',
    ],
    [
      '/client-logger',
      () => send('POST', '/client-logger', json, JSON.stringify({ records: 'emma@example.com' })),
      'records',
    ],
    [
      '/client-logger',
      () => send('POST', '/client-logger', json, JSON.stringify({ context: { sessionId: 7 }, records: [] })),
      'context.sessionId',
    ],
    [
      '/client-logger',
      () => send('POST', '/client-logger', json, JSON.stringify({ records: ['1055 GT'] })),
      'records.0',
    ],
    [
      '/upload',
      () => send('POST', '/upload', { 'content-type': 'text/plain', cookie: sessionCookieOf('c1') }, 'x'),
      'content-type',
    ],
  ];

  it.each(cases)('%s answers 400 naming the field, never the value', async (_, request, field) => {
    const { status, text } = await request();
    expect(status).toBe(400);
    const body = JSON.parse(text);
    expect(body).toEqual({ error: 'invalid_request', message: expect.stringContaining(`field "${field}"`) });
    expect(body.message).not.toMatch(/emma@example\.com|1055 GT|\.\.\//);
    expect(text).not.toMatch(INTERNAL);
  });
});
