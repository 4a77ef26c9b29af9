import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { APPS } from '@portal/releases/remotes';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../../deploy/build/precompress-plugin';
import { buildServer } from '../app';
import { optionsFromEnv } from '../config';
import { appPrefix } from './apps';

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('appPrefix', () => {
  it('falls back to 0.0.0 for an app without a package.json', () => {
    expect(appPrefix(mkdtempSync(path.join(tmpdir(), 'apps-')), 'remote-auth')).toBe(
      '/apps/remote-auth/0.0.0/',
    );
  });
});

// --- Served by the real server ----------------------------------------------------------------------

const STARTUP = 'startup.0123abcd.js';
// Large and repetitive enough to be worth compressing (the build skips files under 1 KB).
const STARTUP_JS = `${'console.log("the shell starts");\n'.repeat(200)}`;
// About the size of the real sign-in page (14 KB).
const PAGE_TEMPLATE = `<!doctype html><html lang="nl"><head><!--portal-head--></head><body><div id="root"></div>${'<!-- padding -->'.repeat(900)}</body></html>`;

let upstream: FastifyInstance;
let server: FastifyInstance;
let hostDist: string;

beforeAll(async () => {
  upstream = Fastify();
  upstream.get<{ Params: { merchant: string } }>(
    '/api/v0/shops/:merchant/configuration',
    async (request, reply) =>
      request.params.merchant === 'nordwind'
        ? { id: 'store-nordwind', name: 'Nordwind', locales: ['nl', 'en'], features: {} }
        : reply.code(404).send({ errors: [{ code: 'shop_404' }] }),
  );
  await upstream.listen({ port: 0, host: '127.0.0.1' });
  const upstreamUrl = `http://127.0.0.1:${(upstream.server.address() as AddressInfo).port}`;

  const appsRoot = mkdtempSync(path.join(tmpdir(), 'apps-'));
  for (const name of ['host', 'remote-auth', 'remote-selection', 'remote-carriers', 'remote-confirmation']) {
    mkdirSync(path.join(appsRoot, name, 'dist'), { recursive: true });
    writeFileSync(path.join(appsRoot, name, 'package.json'), JSON.stringify({ name, version: '1.2.3' }));
  }
  hostDist = path.join(appsRoot, 'host', 'dist');
  writeFileSync(path.join(hostDist, 'index.html'), PAGE_TEMPLATE);
  writeFileSync(path.join(hostDist, STARTUP), STARTUP_JS);
  writeFileSync(path.join(hostDist, 'tiny.0123abcd.js'), 'console.log(1)');
  // The node build beside the browser's (issue 37): the server's own, never sent.
  mkdirSync(path.join(hostDist, 'server'));
  writeFileSync(path.join(hostDist, 'server', 'render.cjs'), STARTUP_JS);
  writeFileSync(path.join(hostDist, 'server', 'chunk.0123abcd.js'), STARTUP_JS);
  await precompressDir(hostDist);

  server = await buildServer({
    ...optionsFromEnv({
      CORE_API_URL: upstreamUrl,
      VOLTA_API_URL: `${upstreamUrl}/volta`,
      APPS_ROOT: appsRoot,
    }),
    logLevel: 'silent',
  });
});

afterAll(async () => {
  await server?.close();
  await upstream?.close();
});

const getFile = (file: string, acceptEncoding?: string) =>
  server.inject({
    url: `/apps/host/1.2.3/${file}`,
    headers: { host: 'nordwind.localhost', ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
  });

describe('the node build', () => {
  it('is never sent: neither its entry nor a content-hashed chunk, nor from memory after a try', async () => {
    for (const file of [
      'server/render.cjs',
      'server/chunk.0123abcd.js',
      'server/chunk.0123abcd.js',
      'server/',
    ])
      expect((await getFile(file, 'br')).statusCode).toBeGreaterThanOrEqual(400);
    // …and the build did not precompress it.
    expect(existsSync(path.join(hostDist, 'server', 'chunk.0123abcd.js.br'))).toBe(false);
  });
});

describe('built files are served precompressed', () => {
  it('sends the .br file to a browser that takes brotli, as it is', async () => {
    const response = await getFile(STARTUP, 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.rawPayload.equals(readFileSync(path.join(hostDist, `${STARTUP}.br`)))).toBe(true);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(STARTUP_JS);
  });

  it('sends the .gz file to a browser that takes gzip only', async () => {
    const response = await getFile(STARTUP, 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.rawPayload.equals(readFileSync(path.join(hostDist, `${STARTUP}.gz`)))).toBe(true);
    expect(gunzipSync(response.rawPayload).toString()).toBe(STARTUP_JS);
  });

  it('sends the plain file otherwise, and never compresses a built file per request', async () => {
    for (const acceptEncoding of [undefined, 'identity', 'deflate']) {
      const response = await getFile(STARTUP, acceptEncoding);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body).toBe(STARTUP_JS);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
    }
    // A file without copies (too small to gain) goes out as it is, even to a brotli browser.
    const tiny = await getFile('tiny.0123abcd.js', 'br');
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body).toBe('console.log(1)');
  });

  it('keeps a content-hashed file in memory after its first request: no disk access after that', async () => {
    const name = 'kept.0123abcd.js';
    writeFileSync(path.join(hostDist, name), STARTUP_JS);
    await precompressDir(hostDist);
    const first = await getFile(name, 'br');
    expect(brotliDecompressSync(first.rawPayload).toString()).toBe(STARTUP_JS);
    for (const copy of [name, `${name}.br`, `${name}.gz`]) rmSync(path.join(hostDist, copy));
    const again = await getFile(name, 'br');
    expect(again.statusCode).toBe(200);
    expect(again.headers['content-encoding']).toBe('br');
    expect(again.headers['cache-control']).toBe(IMMUTABLE);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect((await getFile(name)).body).toBe(STARTUP_JS);
    expect((await getFile(name, 'gzip')).headers['content-encoding']).toBe('gzip');
    // A name that is not content-hashed is looked up again every time.
    writeFileSync(path.join(hostDist, 'mf-manifest.json'), '{"v":1}');
    expect((await getFile('mf-manifest.json')).body).toBe('{"v":1}');
    writeFileSync(path.join(hostDist, 'mf-manifest.json'), '{"v":2}');
    expect((await getFile('mf-manifest.json')).body).toBe('{"v":2}');
    expect((await getFile('mf-manifest.json')).headers['cache-control']).toBe('no-cache');
    expect((await getFile('../package.json')).statusCode).toBe(404);
  });

  it('sends pages compressed, with their length known up front', async () => {
    const response = await server.inject({
      url: '/',
      headers: { host: 'nordwind.localhost', accept: 'text/html', 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(response.rawPayload).toString();
    expect(html).toContain('"name":"Nordwind"');
    expect(html.length).toBeGreaterThan(14_000);
    // Only the synchronous path knows the length up front; the stream path (the plugin's default
    // above 8 KB on two or more cores) sends it chunked, at a third of the rate.
    expect(response.headers['content-length']).toBe(String(response.rawPayload.length));
  });
});

// --- The real production build (skipped when it has not been built) ---------------------------------

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
const builtApps = APPS.filter((name) => existsSync(path.join(REPO_ROOT, name, 'dist')));

describe.skipIf(builtApps.length === 0)('the production build: no source maps are served', () => {
  let real: FastifyInstance;
  beforeAll(async () => {
    real = await buildServer({ ...optionsFromEnv({ APPS_ROOT: REPO_ROOT }), logLevel: 'silent' });
  });
  afterAll(async () => {
    await real?.close();
  });

  it.each(builtApps)('%s: every script’s .map answers 404', async (name) => {
    const scripts = readdirSync(path.join(REPO_ROOT, name, 'dist')).filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      const response = await real.inject({ url: `${appPrefix(REPO_ROOT, name)}${script}.map` });
      expect(response.statusCode, `${name}/${script}.map`).toBe(404);
    }
  });
});
if (builtApps.length === 0)
  console.warn('apps.test.ts: no app is built (npm run build); the source-map checks were skipped.');
