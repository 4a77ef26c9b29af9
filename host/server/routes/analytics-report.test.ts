/**
 * The A/B report page's rules (docs/business-rules.md#the-report-page): no token configured, no page;
 * a wrong or missing token, 401; a right `?token=` leaves an httpOnly strict cookie (not the token)
 * and redirects; the JSON is the readout of each step with data, against the live weights.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readout } from '@portal/analytics/readout';
import { formatReadout } from '@portal/analytics/readout-format';
import { DATA_SETS, generateEvents, seededStore } from '@portal/analytics/readout-testing';
import type { AnalyticsStore } from '@portal/analytics/store';
import { main as deploy } from '@portal/releases/cli';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../app';
import { optionsFromEnv } from '../config';
import { REPORT_COOKIE } from './analytics-report';

const TOKEN = 'a-report-token-of-thirty-two-chars';
let db: AnalyticsStore;
const servers: FastifyInstance[] = [];

beforeAll(async () => {
  db = await seededStore(generateEvents(DATA_SETS.knownDifference));
}, 60_000);
afterAll(async () => {
  for (const server of servers) await server.close();
  await db.close();
});

/** A server whose release environment splits remote-carriers 50/50 for nordwind; `token` as configured. */
async function serverWith(token?: string) {
  const releaseDir = mkdtempSync(path.join(tmpdir(), 'report-releases-'));
  mkdirSync(path.join(releaseDir, 'environments'));
  const state = {
    variants: [
      { name: 'a', version: '1.0.0', weight: 50 },
      { name: 'b', version: '1.1.0', weight: 50 },
    ],
    changedAt: '2026-11-01T00:00:00Z',
  };
  writeFileSync(
    path.join(releaseDir, 'environments', 'production.json'),
    JSON.stringify({ schemaVersion: 1, merchants: { nordwind: { 'remote-carriers': state } } }),
  );
  const options = optionsFromEnv({
    APPS_ROOT: mkdtempSync(path.join(tmpdir(), 'apps-')),
    RELEASE_ENV: 'production',
    RELEASE_DIR: releaseDir,
    LOG_LEVEL: 'silent',
    ...(token ? { ANALYTICS_REPORT_TOKEN: token } : {}),
  });
  // The server closes its store when it closes; this one is the file's.
  const server = await buildServer({
    ...options,
    analytics: { ...options.analytics, openStore: async () => ({ ...db, close: async () => {} }) },
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
    expect(await deploy(['report', 'remote-auth', '--from', from], env)).toBe(
      'remote-auth is not split: nothing to compare.',
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
