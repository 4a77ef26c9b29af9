/**
 * The host server with releases: `/remotes.json` and every page follow the environment file, per
 * merchant and session, and pick up a promote within a poll without a restart; released files are
 * served from the store with their cache rules; `/readyz` says whether the releases were read.
 */

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sign } from '@fastify/cookie';
import {
  applyPromote,
  assignVariant,
  emptyEnvironment,
  serializeEnvironment,
  stepStateFor,
} from '@portal/releases/environment';
import { DEVELOPMENT_AB_COOKIE_SECRET } from '@portal/releases/live-releases';
import { environmentKey, LocalReleaseStore } from '@portal/releases/store';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../app';
import { optionsFromEnv } from '../config';
import { pagesAppsRoot } from '../testing/apps-root';
import { type FakePlatform, startFakePlatform } from '../testing/fake-platform';

let platform: FakePlatform;
let server: FastifyInstance;
let store: LocalReleaseStore;
const at = '2026-11-25T10:00:00.000Z';

beforeAll(async () => {
  platform = await startFakePlatform();
  const appsRoot = pagesAppsRoot();
  const releaseDir = mkdtempSync(path.join(tmpdir(), 'releases-'));
  store = new LocalReleaseStore(releaseDir);
  await store.put('remote-carriers/1.1.0/mf-manifest.json', Buffer.from('{}'));
  await store.put('remote-carriers/1.1.0/page.0123abcd.js', Buffer.from('export {}'));
  await store.put('remote-carriers/1.1.0/server/remoteEntry.js', Buffer.from('module.exports = {}'));
  await store.put('remote-carriers/1.1.0/server/121.0123abcd.js', Buffer.from('exports.ids = [121]'));
  server = await buildServer(
    optionsFromEnv({
      CORE_API_URL: platform.url,
      VOLTA_API_URL: `${platform.url}/volta`,
      APPS_ROOT: appsRoot,
      LOG_LEVEL: 'silent',
      RELEASE_ENV: 'production',
      RELEASE_DIR: releaseDir,
      RELEASE_POLL_MS: '50',
    }),
  );
});
afterAll(async () => {
  await server.close();
  await platform.close();
});

const remotesJson = (cookie?: string) =>
  server.inject({
    url: '/remotes.json',
    headers: { host: 'nordwind.localhost', ...(cookie ? { cookie } : {}) },
  });
const carriersEntry = (body: string) =>
  (JSON.parse(body) as { remotes: { name: string; entry: string }[] }).remotes.find(
    (r) => r.name === 'remote_carriers',
  )?.entry;

describe('the host server with releases', () => {
  it('serves the host’s own builds before anything is promoted, and is ready', async () => {
    const answer = await remotesJson();
    expect(carriersEntry(answer.body)).toBe('/apps/remote-carriers/0.0.0/mf-manifest.json');
    // Signed: the value, then a dot and its HMAC.
    expect(String(answer.headers['set-cookie'])).toMatch(/^portal-ab=[\w-]+~[^;]*\.[^;.]+;.*HttpOnly/);
    expect((await server.inject('/readyz')).statusCode).toBe(200);
  });

  it('follows a promote within a poll, without a restart, and keeps a session on its version', async () => {
    const before = await remotesJson();
    const cookie = String(before.headers['set-cookie']).split(';')[0] ?? '';
    await store.put(
      environmentKey('production'),
      Buffer.from(
        serializeEnvironment(
          applyPromote(emptyEnvironment(), { step: 'remote-carriers', version: '1.1.0', at }),
        ),
      ),
    );
    await expect
      .poll(async () => carriersEntry((await remotesJson()).body), { timeout: 2000, interval: 25 })
      .toBe('/releases/remote-carriers/1.1.0/mf-manifest.json');
    // The session that started on the host's build was moved: that build is the step's fallback now
    // (nothing else was live before), so it stays there.
    expect(carriersEntry((await remotesJson(cookie)).body)).toBe(
      '/apps/remote-carriers/0.0.0/mf-manifest.json',
    );

    const page = await server.inject({
      url: '/carriers',
      headers: { host: 'nordwind.localhost', accept: 'text/html' },
    });
    expect(page.body).toContain(
      '<meta name="portal-releases" content="auth=built-in@0.0.0; selection=built-in@0.0.0; carriers=a@1.1.0; confirmation=built-in@0.0.0">',
    );
    expect(page.body).toContain('"entry":"/releases/remote-carriers/1.1.0/mf-manifest.json"');
  });

  it('serves released files with the cache rules, and never the environment files nor a node build', async () => {
    const manifest = await server.inject('/releases/remote-carriers/1.1.0/mf-manifest.json');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const chunk = await server.inject('/releases/remote-carriers/1.1.0/page.0123abcd.js');
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers['content-type']).toMatch(/^text\/javascript/);
    expect((await server.inject('/releases/environments/production.json')).statusCode).toBe(404);
    // The node build published with the release: the host server reads it from the store, browsers never.
    for (const file of ['server/remoteEntry.js', 'server/121.0123abcd.js'])
      expect((await server.inject(`/releases/remote-carriers/1.1.0/${file}`)).statusCode).toBe(404);
    expect(
      (await server.inject('/releases/remote-carriers/1.1.0/..%2F..%2Fenvironments%2Fproduction.json'))
        .statusCode,
    ).toBe(404);
  });
});

describe('the A/B cookie cannot be forged', () => {
  const session = 'forged-session-0001';
  const split = () => {
    let environment = applyPromote(emptyEnvironment(), { step: 'remote-carriers', version: '1.1.0', at });
    environment = applyPromote(environment, {
      step: 'remote-carriers',
      version: '1.2.0',
      variant: 'b',
      weight: 50,
      at,
    });
    return environment;
  };
  const choiceOf = (answer: { headers: Record<string, unknown> }) => {
    const value = decodeURIComponent(String(answer.headers['set-cookie']).split(';')[0]?.split('=')[1] ?? '');
    const [sessionId = '', rest = ''] = value.replace(/\.[^.]+$/, '').split('~');
    return { sessionId, carriers: /remote-carriers:([a-z0-9-]+)@/.exec(rest)?.[1] };
  };

  it('gives a cookie that chose arm b without the signature a hash-based assignment instead', async () => {
    const environment = split();
    await store.put('remote-carriers/1.2.0/mf-manifest.json', Buffer.from('{}'));
    await store.put(environmentKey('production'), Buffer.from(serializeEnvironment(environment)));
    const variants = stepStateFor(environment, 'remote-carriers', 'nordwind')?.variants ?? [];
    // The same choice signed with the server's secret is the server's own: kept, once the server has
    // read the split.
    const genuine = `portal-ab=${encodeURIComponent(sign(`${session}~remote-carriers:b@1.2.0`, DEVELOPMENT_AB_COOKIE_SECRET))}`;
    await expect
      .poll(async () => carriersEntry((await remotesJson(genuine)).body), { timeout: 2000, interval: 25 })
      .toBe('/releases/remote-carriers/1.2.0/mf-manifest.json');
    expect(choiceOf(await remotesJson(genuine))).toEqual({ sessionId: session, carriers: 'b' });
    const arms = new Set<string>();
    for (let attempt = 0; attempt < 12; attempt++) {
      const forged = `portal-ab=${encodeURIComponent(`${session}~remote-carriers:b@1.2.0`)}`;
      const { sessionId, carriers } = choiceOf(await remotesJson(forged));
      // A fresh session, assigned by its hash: arm b only when the hash says so.
      expect(sessionId).not.toBe(session);
      expect(carriers).toBe(assignVariant(variants, sessionId, 'remote-carriers').name);
      arms.add(carriers ?? '');
    }
    expect(arms.has('a')).toBe(true);
  });

  it('caches a page per release set, and sets each session its own cookie on the cached page', async () => {
    const pageWith = (cookie?: string) =>
      server.inject({
        url: '/carriers',
        headers: { host: 'nordwind.localhost', accept: 'text/html', ...(cookie ? { cookie } : {}) },
      });
    const armB = `portal-ab=${encodeURIComponent(sign(`${session}~remote-carriers:b@1.2.0`, DEVELOPMENT_AB_COOKIE_SECRET))}`;
    const armA = `portal-ab=${encodeURIComponent(sign(`${session}-a~remote-carriers:a@1.1.0`, DEVELOPMENT_AB_COOKIE_SECRET))}`;
    const [b, bAgain, a] = [await pageWith(armB), await pageWith(armB), await pageWith(armA)];
    expect(b.body).toContain('"entry":"/releases/remote-carriers/1.2.0/mf-manifest.json"');
    expect(bAgain.body).toBe(b.body);
    expect(a.body).toContain('"entry":"/releases/remote-carriers/1.1.0/mf-manifest.json"');
    expect(a.headers.etag).not.toBe(b.headers.etag);
    // A kept cookie is not set again (nor the analytics session the first page started), yet the page
    // is the same; a new session gets its own cookie.
    const kept = b.cookies
      .filter((set) => set.name === 'portal-ab' || set.name === 'portal-analytics')
      .map((set) => `${set.name}=${encodeURIComponent(set.value)}`)
      .join('; ');
    const keptAnswer = await pageWith(kept);
    expect(keptAnswer.headers['set-cookie']).toBeUndefined();
    expect(keptAnswer.headers.etag).toBe(b.headers.etag);
    const first = String((await pageWith()).headers['set-cookie']);
    const second = String((await pageWith()).headers['set-cookie']);
    expect(first).toMatch(/^portal-ab=/);
    expect(second).toMatch(/^portal-ab=/);
    expect(first.split(';')[0]).not.toBe(second.split(';')[0]);
  });
});
