import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from './app';
import { optionsFromEnv } from './config';

const EVIL_NAME = '</script><script>alert(1)</script>';
const baseConfig = (name: string) => ({
  id: `store-${name}`,
  name,
  locales: ['nl', 'en'],
  loginLeftSideImageUrl: 'http://cdn.test/login.svg',
  features: { 'force-expand-carriers': true, 'insurance-tiers': false },
});

let upstream: FastifyInstance;
let server: FastifyInstance;
let appsRoot: string;
const logLines: string[] = [];

beforeAll(async () => {
  upstream = Fastify();
  upstream.get<{ Params: { merchant: string } }>(
    '/api/v0/shops/:merchant/configuration',
    async (request, reply) => {
      const { merchant } = request.params;
      if (merchant === 'nordwind') return baseConfig('Nordwind');
      if (merchant === 'evil') return baseConfig(EVIL_NAME);
      if (merchant === 'broken')
        return { ...baseConfig('Broken'), customizations: { magicLinkEnabled: 'yes' } };
      return reply.code(404).send({ errors: [{ code: 'shop_404' }] });
    },
  );
  upstream.get('/api/v0/echo', async (request, reply) => {
    reply.header('set-cookie', 're_session=abc; Path=/; HttpOnly');
    return { cookie: request.headers.cookie, forwardedHost: request.headers['x-forwarded-host'] };
  });
  await upstream.listen({ port: 0, host: '127.0.0.1' });
  const address = upstream.server.address();
  const upstreamUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  appsRoot = mkdtempSync(path.join(tmpdir(), 'apps-'));
  const app = (name: string, version: string, files: Record<string, string>) => {
    mkdirSync(path.join(appsRoot, name, 'dist'), { recursive: true });
    writeFileSync(path.join(appsRoot, name, 'package.json'), JSON.stringify({ name, version }));
    for (const [file, content] of Object.entries(files))
      writeFileSync(path.join(appsRoot, name, 'dist', file), content);
  };
  app('host', '1.2.3', {
    'index.html':
      '<!doctype html><html lang="nl"><head><!--portal-head--></head><body><div id="root"></div></body></html>',
    'main.0123abcd.js': 'console.log(1)',
  });
  app('remote-auth', '2.0.0', { 'mf-manifest.json': '{}', 'remoteEntry.js': '', 'sign-in.89abcdef.js': '' });
  app('remote-selection', '1.0.0', { 'mf-manifest.json': '{}' });
  app('remote-carriers', '1.0.0', { 'mf-manifest.json': '{}' });
  // remote-confirmation is not built at all: the server must start anyway.
  mkdirSync(path.join(appsRoot, 'remote-confirmation'));
  writeFileSync(
    path.join(appsRoot, 'remote-confirmation', 'package.json'),
    '{"name":"remote-confirmation","version":"1.0.0"}',
  );

  server = await buildServer({
    ...optionsFromEnv({
      CORE_API_URL: upstreamUrl,
      VOLTA_API_URL: `${upstreamUrl}/volta`,
      APPS_ROOT: appsRoot,
      REMOTE_CARRIERS_ENTRY: 'https://cdn.example.com/remote-carriers/3.0.0/mf-manifest.json',
      LOG_LEVEL: 'info',
    }),
    logStream: new Writable({
      write(chunk, _, done) {
        logLines.push(String(chunk));
        done();
      },
    }),
  });
});

afterAll(async () => {
  await server.close();
  await upstream.close();
});

const page = (host: string, url = '/', headers: Record<string, string> = {}) =>
  server.inject({ url, headers: { host, accept: 'text/html', ...headers } });

describe('pages', () => {
  it("injects the merchant's configuration chosen by host name, skipping www", async () => {
    for (const host of ['nordwind.localhost:3000', 'www.nordwind.example']) {
      const response = await page(host);
      expect(response.statusCode).toBe(200);
      const json = /<script id="shop-config" type="application\/json">(.*?)<\/script>/s.exec(
        response.body,
      )?.[1];
      expect(JSON.parse(json ?? 'null')).toMatchObject({ name: 'Nordwind', merchantName: 'nordwind' });
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('renders the sign-in heading into the page for the first paint, escaped', async () => {
    const nordwind = (await page('nordwind.localhost')).body;
    expect(nordwind).toContain('<h1 class="rp-page-heading">Retourneren of ruilen bij Nordwind</h1>');
    expect((await page('nordwind.localhost', '/', { cookie: 'lang=en' })).body).toContain(
      'Return or exchange at Nordwind',
    );
    expect((await page('nordwind.localhost', '/select-items')).body).toContain('<div id="root"></div>');
    expect((await page('evil.localhost')).body).not.toContain('<script>alert(1)');
  });

  it('preloads the sign-in image on sign-in pages only, and sets the page language from the cookie', async () => {
    expect((await page('nordwind.localhost')).body).toContain(
      '<link rel="preload" as="image" href="http://cdn.test/login.svg"',
    );
    expect((await page('nordwind.localhost', '/select-items')).body).not.toContain('rel="preload"');
    expect((await page('nordwind.localhost', '/', { cookie: 'lang=en' })).body).toContain('<html lang="en"');
    expect((await page('nordwind.localhost', '/', { cookie: 'lang=xx' })).body).toContain('<html lang="nl"');
  });

  it('keeps a configuration value containing </script> inside its script element', async () => {
    const response = await page('evil.localhost');
    const body = response.body;
    // Every script element the server wrote is closed by its own tag, not by the shop's name.
    expect(body.match(/<\/script>/g)?.length).toBe(body.match(/<script\b/g)?.length);
    expect(body).not.toContain('<script>alert(1)');
    const json = /<script id="shop-config" type="application\/json">(.*?)<\/script>/s.exec(body)?.[1];
    expect(JSON.parse(json ?? 'null').name).toBe(EVIL_NAME);
  });

  it('answers an unknown shop with 404 and a broken configuration with 502 naming the field', async () => {
    expect((await page('nobody.localhost')).statusCode).toBe(404);
    const broken = await page('broken.localhost');
    expect(broken.statusCode).toBe(502);
    expect(broken.body).toContain('customizations.magicLinkEnabled');
  });

  it('sends a strict CSP and the other security headers', async () => {
    const { headers } = await page('nordwind.localhost');
    const csp = String(headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((directive) => directive.startsWith('script-src')) ?? '';
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc).toContain('https://cdn.example.com');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('does not answer a missing script with the HTML page', async () => {
    expect((await page('nordwind.localhost', '/apps/host/1.2.3/missing.js')).statusCode).toBe(404);
  });
});

describe('apps and remotes', () => {
  it('lists the remotes under versioned paths, with an entry moved by environment variable', async () => {
    const response = await server.inject('/remotes.json');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json().remotes).toEqual([
      { name: 'remote_auth', entry: '/apps/remote-auth/2.0.0/mf-manifest.json' },
      { name: 'remote_selection', entry: '/apps/remote-selection/1.0.0/mf-manifest.json' },
      { name: 'remote_carriers', entry: 'https://cdn.example.com/remote-carriers/3.0.0/mf-manifest.json' },
      { name: 'remote_confirmation', entry: '/apps/remote-confirmation/1.0.0/mf-manifest.json' },
    ]);
  });

  it('revalidates manifests and entries, and caches hashed files for a year', async () => {
    expect((await server.inject('/apps/remote-auth/2.0.0/mf-manifest.json')).headers['cache-control']).toBe(
      'no-cache',
    );
    expect((await server.inject('/apps/remote-auth/2.0.0/remoteEntry.js')).headers['cache-control']).toBe(
      'no-cache',
    );
    expect(
      (await server.inject('/apps/remote-auth/2.0.0/sign-in.89abcdef.js')).headers['cache-control'],
    ).toBe('public, max-age=31536000, immutable');
    expect((await server.inject('/apps/host/1.2.3/main.0123abcd.js')).statusCode).toBe(200);
  });
});

describe('proxy', () => {
  it('passes core API calls with cookies both ways and the forwarded host', async () => {
    const response = await server.inject({
      url: '/api/v0/echo',
      headers: { host: 'nordwind.localhost:3000', cookie: 're_session=xyz' },
    });
    expect(response.json()).toEqual({ cookie: 're_session=xyz', forwardedHost: 'nordwind.localhost:3000' });
    expect(String(response.headers['set-cookie'])).toContain('re_session=abc');
  });

  it('keeps the shop-configuration endpoint away from the browser', async () => {
    expect((await server.inject('/api/v0/shops/nordwind/configuration')).statusCode).toBe(404);
  });
});

describe('own endpoints', () => {
  it('answers feature toggles from the configuration, overridden by feature.{name} in the query', async () => {
    const response = await server.inject({
      url: '/features?names=force-expand-carriers,insurance-tiers,hide-siy-label&feature.insurance-tiers=true',
      headers: { host: 'nordwind.localhost' },
    });
    expect(response.json()).toEqual([
      { feature: 'force-expand-carriers', result: true },
      { feature: 'insurance-tiers', result: true },
      { feature: 'hide-siy-label', result: false },
    ]);
    const single = await server.inject({
      url: '/feature?name=force-expand-carriers',
      headers: { host: 'nordwind.localhost' },
    });
    expect(single.json()).toEqual({ feature: 'force-expand-carriers', result: true });
  });

  it('clears the session cookie on logout', async () => {
    const response = await server.inject({ method: 'POST', url: '/logout' });
    expect(response.statusCode).toBe(204);
    expect(String(response.headers['set-cookie'])).toMatch(/re_session=;.*Expires=Thu, 01 Jan 1970/);
  });

  it('logs client records without e-mail addresses or postal codes, also when sent as text/plain', async () => {
    const response = await server.inject({
      method: 'POST',
      url: '/client-logger',
      headers: { host: 'nordwind.localhost', 'content-type': 'text/plain' },
      payload: JSON.stringify({
        context: { language: 'nl' },
        records: [{ level: 'error', message: 'Failed for emma@example.com at 1055 GT' }],
      }),
    });
    expect(response.statusCode).toBe(204);
    const line = logLines.find((candidate) => candidate.includes('client log'));
    expect(line).toBeDefined();
    expect(line).not.toContain('emma@example.com');
    expect(line).not.toContain('1055 GT');
    expect(line).toContain('[email]');
    expect(line).toContain('"merchant":"nordwind"');
  });
});

describe('compression', () => {
  it('compresses pages for browsers that accept it', async () => {
    const page = await server.inject({
      url: '/',
      headers: { host: 'nordwind.localhost', accept: 'text/html', 'accept-encoding': 'br, gzip' },
    });
    expect(page.headers['content-encoding']).toBe('br');
  });
});
