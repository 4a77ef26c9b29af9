/**
 * The A/B report page's rules (docs/business-rules.md#the-report-page): no token configured, no page;
 * a wrong or missing token, 401; a right `?token=` leaves an httpOnly strict cookie (not the token)
 * and redirects; the JSON is the readout of each step with data, against the live weights; each
 * merchant's token reads that merchant only, on its own host name; the operator's chooses a merchant.
 */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { readout } from '@portal/analytics/readout';
import { formatReadout } from '@portal/analytics/readout-format';
import { DATA_SETS, generateEvents, seededStore } from '@portal/analytics/readout-testing';
import type { AnalyticsStore } from '@portal/analytics/store';
import { main as deploy } from '@portal/releases/cli';
import { splitEnvironment } from '@portal/releases/testing/split-environment';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../app';
import { optionsFromEnv, parseReportTokens } from '../config';
import { REPORT_COOKIE } from './analytics-report';

const TOKEN = 'a-report-token-of-thirty-two-chars';
const NORDWIND_TOKEN = 'nordwind-own-report-token-0123456789';
const ATELIER_TOKEN = 'atelier-own-report-token-0123456789';
const MERCHANT_TOKENS = `nordwind=${NORDWIND_TOKEN},atelier=${ATELIER_TOKEN}`;
const NORDWIND = { host: 'nordwind.localhost' };
const ATELIER = { host: 'atelier.localhost' };
let db: AnalyticsStore;
const servers: FastifyInstance[] = [];

beforeAll(async () => {
  // Two merchants: nordwind's b completes more, atelier's variants complete alike.
  db = await seededStore([
    ...generateEvents(DATA_SETS.knownDifference),
    ...generateEvents({ ...DATA_SETS.noDifference, merchant: 'atelier' }),
  ]);
}, 60_000);
afterAll(async () => {
  for (const server of servers) await server.close();
  await db.close();
});

/**
 * A server whose release environment splits remote-carriers 50/50 for nordwind and atelier; `token` as the
 * operator's, `merchantTokens` as ANALYTICS_REPORT_TOKENS.
 */
async function serverWith(
  token?: string,
  merchantTokens?: string,
  env: Record<string, string> = {},
  logStream?: NodeJS.WritableStream,
) {
  const releaseDir = splitEnvironment({
    environment: 'production',
    step: 'remote-carriers',
    merchants: ['nordwind', 'atelier'],
    since: '2026-11-01T00:00:00Z',
  });
  const options = optionsFromEnv({
    APPS_ROOT: mkdtempSync(path.join(tmpdir(), 'apps-')),
    RELEASE_ENV: 'production',
    RELEASE_DIR: releaseDir,
    LOG_LEVEL: 'silent',
    ...(token ? { ANALYTICS_REPORT_TOKEN: token } : {}),
    ...(merchantTokens ? { ANALYTICS_REPORT_TOKENS: merchantTokens } : {}),
    ...env,
  });
  // The server closes its store when it closes; this one is the file's.
  const server = await buildServer({
    ...options,
    analytics: { ...options.analytics, openStore: async () => ({ ...db, close: async () => {} }) },
    ...(logStream ? { logStream } : {}),
  });
  servers.push(server);
  return server;
}

describe('/analytics/report', () => {
  it('does not exist without a configured token', async () => {
    const server = await serverWith();
    for (const url of [
      '/analytics/report',
      '/analytics/report.json',
      '/analytics/report-page.js',
      `/analytics/report?token=${TOKEN}`,
    ])
      expect((await server.inject({ url, headers: { authorization: `Bearer ${TOKEN}` } })).statusCode).toBe(
        404,
      );
  });

  it('refuses a missing or wrong token with 401, and leaves no cookie for a wrong one', async () => {
    const server = await serverWith(TOKEN);
    expect((await server.inject({ url: '/analytics/report' })).statusCode).toBe(401);
    expect((await server.inject({ url: '/analytics/report.json' })).statusCode).toBe(401);
    expect((await server.inject({ url: '/analytics/chart.umd.min.js' })).statusCode).toBe(401);
    const wrongBearer = await server.inject({
      url: '/analytics/report.json',
      headers: { authorization: 'Bearer nope' },
    });
    expect(wrongBearer.statusCode).toBe(401);
    expect(wrongBearer.json()).toEqual({ error: 'unauthorized', message: 'The report needs its token' });
    const wrongQuery = await server.inject({ url: `/analytics/report?token=${TOKEN}x` });
    expect(wrongQuery.statusCode).toBe(401);
    expect(wrongQuery.headers['set-cookie']).toBeUndefined();
    const forged = await server.inject({ url: '/analytics/report', cookies: { [REPORT_COOKIE]: TOKEN } });
    expect(forged.statusCode).toBe(401);
  });

  it('a right ?token= sets an httpOnly strict cookie, not the token, and redirects to the page without it', async () => {
    const server = await serverWith(TOKEN);
    const visit = await server.inject({ url: `/analytics/report?token=${TOKEN}&merchant=nordwind` });
    expect(visit.statusCode).toBe(303);
    expect(visit.headers.location).toBe('/analytics/report?merchant=nordwind');
    const cookie = visit.cookies.find((one) => one.name === REPORT_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/analytics' });
    expect(cookie?.value).not.toContain(TOKEN);

    const page = await server.inject({
      url: '/analytics/report?merchant=nordwind',
      cookies: { [REPORT_COOKIE]: cookie?.value ?? '' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(page.body).toContain('<h2 id="readout-0-title">remote-carriers</h2>');
    // The section opens with the verdict, in one sentence.
    expect(page.body).toMatch(
      /<h2 id="readout-0-title">remote-carriers<\/h2>\n<p class="verdict" data-verdict>b completes more returns \(\+6\.3 points, likely between \+\d\.\d and \+\d\.\d\)\.<\/p>/,
    );
    // Inside the CSP: every script is a file from here or JSON data, none inline.
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-[^']+';/);
    const scripts = [...page.body.matchAll(/<script([^>]*)>/g)].map((match) => match[1]);
    expect(
      scripts.every((attributes) => / src="\/analytics\/|type="application\/json"/.test(attributes ?? '')),
    ).toBe(true);
    const chart = await server.inject({
      url: '/analytics/chart.umd.min.js',
      cookies: { [REPORT_COOKIE]: cookie?.value ?? '' },
    });
    expect(chart.statusCode).toBe(200);
    expect(chart.body).toContain('Chart');
  });

  it('answers the readouts of the split steps as JSON, against the live split, from its start', async () => {
    const server = await serverWith(TOKEN);
    const answer = await server.inject({
      url: '/analytics/report.json?merchant=nordwind',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(answer.statusCode).toBe(200);
    const expected = await readout(db, {
      step: 'remote-carriers',
      merchant: 'nordwind',
      since: new Date('2026-11-01T00:00:00Z'),
      weights: { a: 50, b: 50 },
    });
    expect(answer.json()).toEqual({ readouts: [JSON.parse(JSON.stringify(expected))] });
    expect(expected.split?.flagged).toBe(false);
    const bad = await server.inject({
      url: '/analytics/report.json?since=yesterday',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      error: expect.any(String),
      message: expect.stringContaining('since'),
    });
  });

  it('is what `npm run deploy -- report --from` reads while this server holds the store', async () => {
    const server = await serverWith(TOKEN);
    await server.listen({ port: 0, host: '127.0.0.1' });
    const from = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
    const env = { RELEASE_ENV: 'production', ANALYTICS_REPORT_TOKEN: TOKEN };
    const expected = await readout(db, {
      step: 'remote-carriers',
      merchant: 'nordwind',
      since: new Date('2026-11-01T00:00:00Z'),
      weights: { a: 50, b: 50 },
    });
    const asked = ['report', 'remote-carriers', '--merchant', 'nordwind', '--from', from];
    expect(await deploy(asked, env)).toBe(formatReadout(expected));
    expect(JSON.parse(await deploy([...asked, '--json'], env))).toEqual(JSON.parse(JSON.stringify(expected)));
    expect(await deploy(['report', 'remote-auth', '--merchant', 'nordwind', '--from', from], env)).toBe(
      'remote-auth is not split at nordwind: nothing to compare.',
    );
    await expect(
      deploy(asked, { ...env, ANALYTICS_REPORT_TOKEN: 'another-token-of-thirty-two-chars' }),
    ).rejects.toThrow(`${from} refused the report token`);
    // The token comes from the environment only, never as an argument.
    await expect(deploy(asked, { RELEASE_ENV: 'production' })).rejects.toThrow(
      '--from needs the host’s ANALYTICS_REPORT_TOKEN in the environment',
    );
  });

  it('is linked from no shopper page: no app’s source names it', () => {
    const root = path.resolve(import.meta.dirname, '../../..');
    const folders = [
      'host/src',
      'shared/src',
      'remote-auth/src',
      'remote-selection/src',
      'remote-carriers/src',
      'remote-confirmation/src',
    ];
    const naming = folders.flatMap((folder) =>
      readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.join(entry.parentPath, entry.name))
        .filter((file) => readFileSync(file, 'utf8').includes('/analytics/report')),
    );
    expect(naming).toEqual([]);
  });

  it('refuses a token too short to keep the page private', () => {
    expect(() => optionsFromEnv({ ANALYTICS_REPORT_TOKEN: 'short' })).toThrow(/ANALYTICS_REPORT_TOKEN/);
  });
});

describe('/analytics/report: each merchant sees only its own', () => {
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  /** The merchants the JSON's readouts are of. */
  const merchantsOf = (answer: { json(): unknown }) =>
    (answer.json() as { readouts: { merchant: string | null }[] }).readouts.map((one) => one.merchant);

  it('a merchant’s token reads its own merchant’s readouts on its own host name, with or without ?merchant=', async () => {
    const server = await serverWith(TOKEN, MERCHANT_TOKENS);
    for (const [host, token, merchant] of [
      [NORDWIND, NORDWIND_TOKEN, 'nordwind'],
      [ATELIER, ATELIER_TOKEN, 'atelier'],
    ] as const) {
      const expected = await readout(db, {
        step: 'remote-carriers',
        merchant,
        since: new Date('2026-11-01T00:00:00Z'),
        weights: { a: 50, b: 50 },
      });
      for (const url of ['/analytics/report.json', `/analytics/report.json?merchant=${merchant}`]) {
        const answer = await server.inject({ url, headers: { ...host, ...bearer(token) } });
        expect(answer.statusCode).toBe(200);
        expect(answer.json()).toEqual({ readouts: [JSON.parse(JSON.stringify(expected))] });
      }
    }
    // Their results differ: each really reads its own.
    const nordwind = await server.inject({
      url: '/analytics/report.json',
      headers: { ...NORDWIND, ...bearer(NORDWIND_TOKEN) },
    });
    const atelier = await server.inject({
      url: '/analytics/report.json',
      headers: { ...ATELIER, ...bearer(ATELIER_TOKEN) },
    });
    expect(merchantsOf(nordwind)).toEqual(['nordwind']);
    expect(merchantsOf(atelier)).toEqual(['atelier']);
  });

  it('a merchant’s token asking for another merchant is refused with 403, on the page and in the JSON', async () => {
    const server = await serverWith(TOKEN, MERCHANT_TOKENS);
    for (const url of ['/analytics/report.json?merchant=atelier', '/analytics/report?merchant=atelier']) {
      const answer = await server.inject({ url, headers: { ...NORDWIND, ...bearer(NORDWIND_TOKEN) } });
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toEqual({
        error: 'forbidden',
        message: 'This token reads its own merchant’s report only',
      });
      expect(answer.body).not.toContain('remote-carriers');
    }
  });

  it('a merchant’s token is no credential on another merchant’s host name, nor on a bare address', async () => {
    const server = await serverWith(TOKEN, MERCHANT_TOKENS);
    // constructor.…: a host name that is an inherited member's name finds no token either.
    for (const headers of [
      ATELIER,
      { host: 'localhost' },
      { host: '127.0.0.1' },
      { host: 'constructor.localhost' },
    ]) {
      const answer = await server.inject({
        url: '/analytics/report.json',
        headers: { ...headers, ...bearer(NORDWIND_TOKEN) },
      });
      expect(answer.statusCode).toBe(401);
      const visit = await server.inject({ url: `/analytics/report?token=${NORDWIND_TOKEN}`, headers });
      expect(visit.statusCode).toBe(401);
      expect(visit.headers['set-cookie']).toBeUndefined();
    }
  });

  it('a merchant’s ?token= visit leaves a cookie that reads its own merchant only, and nothing on another host name', async () => {
    const server = await serverWith(TOKEN, MERCHANT_TOKENS);
    const visit = await server.inject({
      url: `/analytics/report?token=${NORDWIND_TOKEN}`,
      headers: NORDWIND,
    });
    expect(visit.statusCode).toBe(303);
    expect(visit.headers.location).toBe('/analytics/report');
    const cookie = visit.cookies.find((one) => one.name === REPORT_COOKIE);
    // Host-only (no Domain): the browser sends it back to nordwind's host name alone.
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/analytics' });
    expect(cookie?.domain).toBeUndefined();
    const value = cookie?.value ?? '';
    expect(value).not.toContain(NORDWIND_TOKEN);
    const cookies = { [REPORT_COOKIE]: value };

    const page = await server.inject({ url: '/analytics/report', headers: NORDWIND, cookies });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('A/B readout (merchant nordwind)');
    expect(page.body).toContain('data-verdict>b completes more returns (');
    const other = await server.inject({
      url: '/analytics/report?merchant=atelier',
      headers: NORDWIND,
      cookies,
    });
    expect(other.statusCode).toBe(403);
    // Carried to atelier's host name (by hand: a browser would not), it opens nothing.
    expect(
      (await server.inject({ url: '/analytics/report.json', headers: ATELIER, cookies })).statusCode,
    ).toBe(401);

    // Each credential's cookie is its own: atelier's and the operator's differ from nordwind's.
    const atelierVisit = await server.inject({
      url: `/analytics/report?token=${ATELIER_TOKEN}`,
      headers: ATELIER,
    });
    const operatorVisit = await server.inject({ url: `/analytics/report?token=${TOKEN}`, headers: NORDWIND });
    const values = [atelierVisit, operatorVisit].map(
      (one) => one.cookies.find((entry) => entry.name === REPORT_COOKIE)?.value,
    );
    expect(new Set([value, ...values]).size).toBe(3);
  });

  it('the operator’s token chooses a merchant, and without one gets the list, never a pooled readout', async () => {
    const server = await serverWith(TOKEN, MERCHANT_TOKENS);
    for (const merchant of ['nordwind', 'atelier']) {
      const answer = await server.inject({
        url: `/analytics/report.json?merchant=${merchant}`,
        headers: { ...ATELIER, ...bearer(TOKEN) },
      });
      expect(answer.statusCode).toBe(200);
      expect(merchantsOf(answer)).toEqual([merchant]);
    }
    const list = await server.inject({ url: '/analytics/report.json', headers: bearer(TOKEN) });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({ merchants: ['atelier', 'nordwind'] });

    const page = await server.inject({ url: '/analytics/report?since=2026-11-01', headers: bearer(TOKEN) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(
      '<a href="/analytics/report?merchant=atelier&#38;since=2026-11-01">atelier</a>',
    );
    expect(page.body).toContain(
      '<a href="/analytics/report?merchant=nordwind&#38;since=2026-11-01">nordwind</a>',
    );
    expect(page.body).not.toContain('data-verdict');
  });

  it('no token reaches a log line or a page, whatever the request', async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk, _, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const server = await serverWith(TOKEN, MERCHANT_TOKENS, { LOG_LEVEL: 'trace' }, logStream);
    const bodies = await Promise.all(
      [
        { url: `/analytics/report?token=${NORDWIND_TOKEN}&merchant=nordwind`, headers: NORDWIND },
        { url: `/analytics/report?token=${NORDWIND_TOKEN}`, headers: ATELIER },
        { url: `/analytics/report?token=${TOKEN}`, headers: ATELIER },
        { url: '/analytics/report?merchant=atelier', headers: { ...NORDWIND, ...bearer(NORDWIND_TOKEN) } },
        { url: '/analytics/report', headers: { ...ATELIER, ...bearer(ATELIER_TOKEN) } },
        { url: '/analytics/report', headers: bearer(TOKEN) },
      ].map(async (request) => (await server.inject(request)).body),
    );
    expect(lines.join('')).toContain('token=[redacted]');
    for (const secret of [TOKEN, NORDWIND_TOKEN, ATELIER_TOKEN])
      for (const text of [lines.join(''), ...bodies]) expect(text).not.toContain(secret);
  });

  it('merchants’ tokens alone open the page for those merchants; the operator’s token is then no credential', async () => {
    const server = await serverWith(undefined, MERCHANT_TOKENS);
    expect(
      (
        await server.inject({
          url: '/analytics/report.json',
          headers: { ...NORDWIND, ...bearer(NORDWIND_TOKEN) },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await server.inject({ url: '/analytics/report.json', headers: { ...NORDWIND, ...bearer(TOKEN) } }))
        .statusCode,
    ).toBe(401);
  });
});

describe('npm run deploy -- report --from, with a merchant’s token', () => {
  it('reads that merchant’s readout and no other merchant’s', async () => {
    // A host serving atelier whatever the host name (ORIGIN_OVERRIDE), as the command reaches it by address.
    const server = await serverWith(TOKEN, MERCHANT_TOKENS, { ORIGIN_OVERRIDE: 'atelier' });
    await server.listen({ port: 0, host: '127.0.0.1' });
    const from = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
    const env = { RELEASE_ENV: 'production', ANALYTICS_REPORT_TOKEN: ATELIER_TOKEN };
    const expected = await readout(db, {
      step: 'remote-carriers',
      merchant: 'atelier',
      since: new Date('2026-11-01T00:00:00Z'),
      weights: { a: 50, b: 50 },
    });
    const asked = (merchant: string) => ['report', 'remote-carriers', '--merchant', merchant, '--from', from];
    expect(JSON.parse(await deploy([...asked('atelier'), '--json'], env))).toEqual(
      JSON.parse(JSON.stringify(expected)),
    );
    await expect(deploy(asked('nordwind'), env)).rejects.toThrow(
      `${from} does not let this report token read nordwind`,
    );
    // nordwind's token is no credential at atelier's address.
    await expect(
      deploy(asked('nordwind'), { ...env, ANALYTICS_REPORT_TOKEN: NORDWIND_TOKEN }),
    ).rejects.toThrow(`${from} refused the report token`);
  });
});

describe('ANALYTICS_REPORT_TOKENS', () => {
  it('reads merchant=token pairs', () => {
    expect(parseReportTokens(` nordwind=${NORDWIND_TOKEN}, atelier=${ATELIER_TOKEN} `)).toEqual({
      nordwind: NORDWIND_TOKEN,
      atelier: ATELIER_TOKEN,
    });
    expect(parseReportTokens(undefined)).toEqual({});
    expect(optionsFromEnv({ ANALYTICS_REPORT_TOKENS: MERCHANT_TOKENS }).analyticsReport).toEqual({
      operatorToken: undefined,
      merchantTokens: { nordwind: NORDWIND_TOKEN, atelier: ATELIER_TOKEN },
    });
    expect(optionsFromEnv({ ANALYTICS_REPORT_TOKENS: '' }).analyticsReport).toBeUndefined();
  });

  it('refuses a malformed value in one line that names no token', () => {
    const refusal = (value: string, operator?: string) => {
      try {
        optionsFromEnv({
          ANALYTICS_REPORT_TOKENS: value,
          ...(operator ? { ANALYTICS_REPORT_TOKEN: operator } : {}),
        });
      } catch (error) {
        const message = (error as Error).message;
        expect(message).not.toContain('\n');
        for (const secret of [NORDWIND_TOKEN, ATELIER_TOKEN, TOKEN]) expect(message).not.toContain(secret);
        return message;
      }
      throw new Error(`"${value}" was accepted`);
    };
    expect(refusal(NORDWIND_TOKEN)).toBe('ANALYTICS_REPORT_TOKENS: entry 1 is not merchant=token (no =)');
    expect(refusal(`${NORDWIND_TOKEN}=nordwind`)).toMatch(
      /^ANALYTICS_REPORT_TOKENS: entry 1 is not merchant=token/,
    );
    expect(refusal('nordwind=short')).toBe(
      'ANALYTICS_REPORT_TOKENS: entry 1 is not merchant=token (at least 24 characters, no space, comma or =)',
    );
    expect(refusal(`Nordwind=${NORDWIND_TOKEN}`)).toMatch(
      /entry 1 is not merchant=token \(a merchant name\)/,
    );
    expect(refusal(`nordwind=${NORDWIND_TOKEN},nordwind=${ATELIER_TOKEN}`)).toBe(
      'ANALYTICS_REPORT_TOKENS: nordwind is named twice',
    );
    expect(refusal(`nordwind=${NORDWIND_TOKEN},atelier=${NORDWIND_TOKEN}`)).toMatch(
      /the token of atelier is used twice/,
    );
    expect(refusal(`nordwind=${TOKEN}`, TOKEN)).toMatch(/the token of nordwind is used twice/);
  });
});
