/**
 * The analytics consent, kept by the server (docs/analytics.md#consent): the notice on a shop's first
 * page, the answer in a signed cookie, and the page drawn from it.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../app';
import { optionsFromEnv } from '../config';
import { pagesAppsRoot } from '../testing/apps-root';
import { type FakePlatform, startFakePlatform } from '../testing/fake-platform';
import { backTo } from './consent';

let platform: FakePlatform;
let server: FastifyInstance;

beforeAll(async () => {
  platform = await startFakePlatform();
  const appsRoot = pagesAppsRoot();
  server = await buildServer(
    optionsFromEnv({
      CORE_API_URL: platform.url,
      VOLTA_API_URL: `${platform.url}/volta`,
      APPS_ROOT: appsRoot,
      UPLOAD_DIR: mkdtempSync(path.join(tmpdir(), 'uploads-')),
      AB_COOKIE_SECRET: 'consent-test-secret-0123456789abcdef',
      LOG_LEVEL: 'silent',
    }),
  );
});
afterAll(async () => {
  await server.close();
  await platform.close();
});

const VAULT = 'vault.localhost';
const page = (host: string, cookie?: string) =>
  server.inject({
    method: 'GET',
    url: '/',
    headers: { host, accept: 'text/html', ...(cookie ? { cookie } : {}) },
  });
const answer = (payload: string, headers: Record<string, string> = {}) =>
  server.inject({
    method: 'POST',
    url: '/consent',
    headers: { host: VAULT, 'content-type': 'application/json', ...headers },
    payload,
  });
/** The `name=value` of the consent cookie a reply set. */
const cookieOf = (reply: Awaited<ReturnType<typeof answer>>) => {
  const set = reply.cookies.find((cookie) => cookie.name === 'portal-consent');
  return set ? `${set.name}=${set.value}` : '';
};
const notice = (html: string) => /<section class="rp-consent"[^>]*>/.exec(html)?.[0] ?? '';

describe('the consent notice', () => {
  it('is on the first page of a shop that asks, first in the body, before any answer', async () => {
    const html = (await page(VAULT)).body;
    expect(html).toMatch(/<body><section class="rp-consent"/);
    expect(notice(html)).toContain('data-consent="unknown"');
    expect(notice(html)).not.toContain('hidden');
    // Its two answers post the form without the page's scripts.
    expect(html).toContain('<form class="rp-consent__inner" method="post" action="/consent">');
    expect(html).toMatch(/name="choice" value="denied"[^>]*>Weigeren</);
    expect(html).toMatch(/name="choice" value="granted"[^>]*>Accepteren</);
  });

  it('is not on the pages of a shop that does not ask', async () => {
    expect((await page('nordwind.localhost')).body).not.toContain('rp-consent');
  });

  it('after an answer is there hidden, with the answer in force, for "Cookie settings" to open', async () => {
    const declined = await answer('{"choice":"denied"}');
    expect(declined.statusCode).toBe(204);
    const set = declined.cookies.find((cookie) => cookie.name === 'portal-consent');
    expect(set).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(set?.maxAge).toBeGreaterThan(30 * 24 * 3600);
    const html = (await page(VAULT, cookieOf(declined))).body;
    expect(notice(html)).toContain('data-consent="denied"');
    expect(notice(html)).toContain(' hidden');
    expect(html).toContain('Je keuze nu: er wordt niets geteld.');

    const granted = await answer('{"choice":"granted"}');
    expect(notice((await page(VAULT, cookieOf(granted))).body)).toContain('data-consent="granted"');
  });

  it('is drawn per answer: a cached page of one answer is never sent for another', async () => {
    const unknown = await page(VAULT);
    const granted = await page(VAULT, cookieOf(await answer('{"choice":"granted"}')));
    expect(granted.headers.etag).not.toBe(unknown.headers.etag);
    expect(notice((await page(VAULT)).body)).toContain('data-consent="unknown"');
  });

  it('takes no answer the shopper did not give through this server: an unsigned or forged cookie is none', async () => {
    const signed = cookieOf(await answer('{"choice":"granted"}'));
    const forged = signed.replace('granted', 'denied');
    for (const cookie of ['portal-consent=granted', forged])
      expect(notice((await page(VAULT, cookie)).body)).toContain('data-consent="unknown"');
  });
});

describe('POST /consent', () => {
  it('refuses anything but one of the two answers (400)', async () => {
    for (const body of ['{"choice":"maybe"}', '{}', '{"choice":"granted","extra":1}', 'not json'])
      expect((await answer(body)).statusCode, body).toBe(400);
  });

  it("refuses another site's request: it cannot answer for the shopper", async () => {
    const response = await answer('{"choice":"granted"}', { origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(cookieOf(response)).toBe('');
  });

  it('without the scripts, keeps the form answer and sends the shopper back to the page', async () => {
    const response = await answer('choice=granted', {
      'content-type': 'application/x-www-form-urlencoded',
      referer: 'http://vault.localhost/select-items?x=1',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/select-items?x=1');
    expect(cookieOf(response)).toMatch(/^portal-consent=granted\./);
  });

  it('sends a form answer back only to a page of this site', () => {
    const own = 'http://vault.localhost';
    expect(backTo('http://vault.localhost/carriers', own)).toBe('/carriers');
    expect(backTo('https://evil.example/phish', own)).toBe('/');
    expect(backTo('not a url', own)).toBe('/');
    expect(backTo(undefined, own)).toBe('/');
  });
});
