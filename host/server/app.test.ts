import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildServer } from './app';
import { optionsFromEnv } from './config';

const EVIL_NAME = '</script><script>alert(1)</script>';
const DOLLAR_NAME = "Dollar $' $& $` Shop";
const configCalls: Record<string, number> = {};
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
      configCalls[merchant] = (configCalls[merchant] ?? 0) + 1;
      if (merchant === 'nordwind') return baseConfig('Nordwind');
      if (merchant === 'dollar') return baseConfig(DOLLAR_NAME);
      if (merchant === 'slow') {
        await new Promise((resolve) => setTimeout(resolve, 50));
        return { ...baseConfig('Slow'), loginLeftSideImageUrl: '/images/login.jpg' };
      }
      if (merchant === 'down') return reply.code(500).send('boom');
      if (merchant === 'evil') return baseConfig(EVIL_NAME);
      if (merchant === 'lora')
        return { ...baseConfig('Lora Shop'), primaryFont: "Lora, 'Times New Roman', serif" };
      if (merchant === 'yellow')
        return { ...baseConfig('Yellow'), buttonColor: '#ffd200', buttonTextColor: '#ffffff' };
      if (merchant === 'broken')
        return { ...baseConfig('Broken'), customizations: { magicLinkEnabled: 'yes' } };
      return reply.code(404).send({ errors: [{ code: 'shop_404' }] });
    },
  );
  upstream.get<{ Params: { merchant: string } }>('/api/v0/shops/:merchant/products', async (request) => ({
    catalogueOf: request.params.merchant,
  }));
  upstream.get('/api/v0/echo', async (request, reply) => {
    reply.header('set-cookie', 're_session=abc; Path=/; HttpOnly');
    return { cookie: request.headers.cookie, forwardedHost: request.headers['x-forwarded-host'] };
  });
  upstream.get('/api/v0/whoami', async (request) => ({
    forwardedFor: request.headers['x-forwarded-for'],
    forwardedProto: request.headers['x-forwarded-proto'],
    forwarded: request.headers.forwarded ?? null,
  }));
  upstream.get('/volta/ping', async (request) => ({ volta: true, path: request.url }));
  await upstream.listen({ port: 0, host: '127.0.0.1' });
  const address = upstream.server.address();
  const upstreamUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  appsRoot = mkdtempSync(path.join(tmpdir(), 'apps-'));
  const app = (name: string, version: string, files: Record<string, string>) => {
    mkdirSync(path.join(appsRoot, name, 'dist', 'fonts'), { recursive: true });
    writeFileSync(path.join(appsRoot, name, 'package.json'), JSON.stringify({ name, version }));
    for (const [file, content] of Object.entries(files))
      writeFileSync(path.join(appsRoot, name, 'dist', file), content);
  };
  app('host', '1.2.3', {
    'index.html':
      '<!doctype html><html lang="nl"><head><title>Returns portal</title><!--portal-head--><script defer src="/apps/host/1.2.3/main.0123abcd.js"></script></head><body><div id="root"></div></body></html>',
    'main.0123abcd.js': 'console.log(1)',
    'fonts/fonts.json': JSON.stringify(
      ['Inter', 'Lora'].flatMap((family) =>
        [400, 700].map((weight) => ({
          family,
          weight,
          subset: 'latin',
          file: `${family.toLowerCase()}-latin-${weight}.0123abcd.woff2`,
          unicodeRange: 'U+0000-00FF',
        })),
      ),
    ),
  });
  const signInCss = '.rp-sign-in{display:grid}';
  app('remote-auth', '2.0.0', {
    'mf-manifest.json': JSON.stringify({
      exposes: [
        {
          name: 'sign-in',
          assets: {
            js: { sync: ['sign-in.89abcdef.js'] },
            // Async stylesheets (here the remote's dev harness, as rspack lists it) are not the page's.
            css: { sync: ['sign-in.89abcdef.css'], async: ['136.89abcdef.css'] },
          },
        },
      ],
    }),
    'remoteEntry.js': '',
    'sign-in.89abcdef.js': '',
    'sign-in.89abcdef.css': signInCss,
    '136.89abcdef.css': '.rp-harness{color:red}',
  });
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

/** A GET over a real socket with the path exactly as written (inject would normalise it first). */
async function rawGet(path: string, host: string): Promise<{ status: number; body: string }> {
  if (!server.server.listening) await server.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path, headers: { host } }, (response) => {
      let body = '';
      response.on('data', (chunk) => {
        body += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

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

  it("names the tab after the shop, escaped, and tells the steps the shop's name", async () => {
    expect((await page('nordwind.localhost', '/select-items')).body).toContain(
      '<title>Nordwind</title><meta name="application-name" content="Nordwind">',
    );
    expect((await page('evil.localhost')).body).not.toMatch(/<title>[^<]*<script/);
  });

  it('renders the sign-in heading into the page for the first paint, escaped', async () => {
    const nordwind = (await page('nordwind.localhost')).body;
    expect(nordwind).toContain('<h1 class="rp-page-heading">Retourneren of ruilen bij Nordwind</h1>');
    expect((await page('nordwind.localhost', '/', { cookie: 'lang=en' })).body).toContain(
      'Return or exchange at Nordwind',
    );
    expect((await page('evil.localhost')).body).not.toContain('<script>alert(1)');
  });

  it("renders each step's progress and heading in the shop's language, and the header alone elsewhere", async () => {
    const heading = (body: string) => /<h1 class="rp-page-heading"[^>]*>([^<]*)<\/h1>/.exec(body)?.[1];
    const en = { cookie: 'lang=en' };
    const selectItems = (await page('nordwind.localhost', '/select-items', en)).body;
    expect(heading(selectItems)).toBe('Which items do you want to return?');
    expect(selectItems).toContain('<p class="rp-step-progress__label">Step 1 of 3</p>');
    expect(selectItems).toContain('rp-skeleton--cards');
    expect(heading((await page('nordwind.localhost', '/confirm-items', en)).body)).toBe(
      'Check your selection',
    );
    const carriers = (await page('nordwind.localhost', '/carriers', en)).body;
    expect(heading(carriers)).toBe('How do you want to send your return?');
    expect(carriers).toContain('Step 2 of 3');
    expect(heading((await page('nordwind.localhost', '/carriers')).body)).toBe(
      'Hoe wil je je retour versturen?',
    );
    const confirmation = (await page('nordwind.localhost', '/order-confirmation/abc', en)).body;
    expect(confirmation).toContain('<header class="rp-header">');
    expect(heading(confirmation)).toBeUndefined();
    expect(confirmation).not.toContain('step-skeleton');
  });

  it("names a step's remote files in its page when the remote is this server's own build", async () => {
    const selectItems = (await page('nordwind.localhost', '/select-items')).body;
    expect(selectItems).toContain(
      '<link rel="preload" as="fetch" href="/apps/remote-selection/1.0.0/mf-manifest.json" crossorigin="anonymous">',
    );
    expect(selectItems).toContain(
      '<link rel="preload" as="script" href="/apps/remote-selection/1.0.0/remoteEntry.js">',
    );
    // remote-carriers is deployed elsewhere here: its files are not this server's to name.
    const carriers = (await page('nordwind.localhost', '/carriers')).body;
    expect(carriers).not.toContain('rel="preload" as="fetch"');
    expect(carriers).not.toContain('remote-selection/1.0.0/remoteEntry.js');
  });

  it("escapes the shop's texts in a step's first paint", async () => {
    const body = (await page('evil.localhost', '/select-items')).body;
    expect(body).not.toContain('<script>alert(1)');
    expect(body).toContain('&#60;/script&#62;&#60;script&#62;alert(1)&#60;/script&#62;</a>');
  });

  it('preloads the sign-in image on sign-in pages only, and sets the page language from the cookie', async () => {
    expect((await page('nordwind.localhost')).body).toContain(
      '<link rel="preload" as="image" href="http://cdn.test/login.svg"',
    );
    expect((await page('nordwind.localhost', '/select-items')).body).not.toContain(
      'rel="preload" as="image"',
    );
    expect((await page('nordwind.localhost', '/', { cookie: 'lang=en' })).body).toContain('<html lang="en"');
    expect((await page('nordwind.localhost', '/', { cookie: 'lang=xx' })).body).toContain('<html lang="nl"');
    // Any sibling subdomain can set a cookie that does not decode: it counts as no language, never a 500.
    const malformed = await page('nordwind.localhost', '/', { cookie: 'lang=%E0%A4%A' });
    expect([malformed.statusCode, malformed.body.includes('<html lang="nl"')]).toEqual([200, true]);
    expect((await page('nordwind.localhost', '/', { cookie: 'x=%E0%A4%A; lang=en' })).body).toContain(
      '<html lang="en"',
    );
  });

  it("writes the shop's tokens and font into every page, and preloads the faces of the first paint on sign-in pages (and steps the server renders)", async () => {
    const signIn = (await page('lora.localhost')).body;
    const style = /<style id="shop-branding">(.*?)<\/style>/s.exec(signIn)?.[1] ?? '';
    expect(style).toMatch(/^html:root\{--rp-font:Lora, 'Lora Fallback', 'Times New Roman', serif, Inter/);
    expect(style).toContain(
      "@font-face{font-family:'Lora';font-style:normal;font-display:swap;font-weight:400;",
    );
    expect(style).toContain('src:url(/apps/host/1.2.3/fonts/lora-latin-700.0123abcd.woff2)');
    expect(style).not.toContain("font-family:'Inter'");
    // The heading's face first, then the text's: the first paint waits for both.
    const [heading, text] = signIn.match(/<link rel="preload"[^>]*>/g) ?? [];
    expect(heading).toBe(
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/apps/host/1.2.3/fonts/lora-latin-700.0123abcd.woff2">',
    );
    expect(text).toMatch(
      /^<link rel="preload" as="font" type="font\/woff2" crossorigin href="\/apps\/host\/1\.2\.3\/fonts\/lora-latin-400\.[0-9a-f]+\.woff2">$/,
    );
    const later = (await page('lora.localhost', '/select-items')).body;
    expect(later).toContain('<style id="shop-branding">');
    // A step the browser draws (no session here): only its skeleton is painted first.
    expect(later).not.toContain('as="font"');
    // A family the portal does not ship: the default one's faces, behind the shop's own.
    expect((await page('nordwind.localhost')).body).toContain("@font-face{font-family:'Inter'");
  });

  it('puts the payment and label allow-lists on every page', async () => {
    const body = (await page('nordwind.localhost', '/carriers')).body;
    const json = /<script id="payment-hosts" type="application\/json">(.*?)<\/script>/s.exec(body)?.[1];
    expect(JSON.parse(json ?? 'null')).toContain('www.mollie.com');
    const labels = /<script id="label-hosts" type="application\/json">(.*?)<\/script>/s.exec(body)?.[1];
    // Without LABEL_HOSTS: the platform's API origin, where it serves labels.
    expect(JSON.parse(labels ?? 'null')).toEqual([expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/)]);
  });

  it("inlines remote-auth's sign-in styles, and only those, on sign-in pages only", async () => {
    const signIn = (await page('nordwind.localhost')).body;
    expect(signIn).toContain('<style id="remote-auth-styles">.rp-sign-in{display:grid}</style>');
    expect((await page('nordwind.localhost', '/select-items')).body).not.toContain('remote-auth-styles');
  });

  it('replaces an unreadable button text colour and warns once per loaded configuration', async () => {
    const before = logLines.filter((line) => line.includes('Shop yellow: buttonTextColor')).length;
    const body = (await page('yellow.localhost')).body;
    await page('yellow.localhost', '/select-items');
    expect(body).toContain('--rp-on-brand:#000000');
    const warnings = logLines.filter((line) => line.includes('Shop yellow: buttonTextColor'));
    expect(warnings.length - before).toBe(1);
    expect(JSON.parse(warnings.at(-1) ?? '{}')).toMatchObject({ level: 40 });
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

  it('answers an unknown shop with 404, and a broken configuration with 502 naming the field in the log only', async () => {
    expect((await page('nobody.localhost')).statusCode).toBe(404);
    const before = logLines.length;
    const broken = await page('broken.localhost');
    expect(broken.statusCode).toBe(502);
    expect(broken.body).toContain('Shop unavailable');
    // The shopper is no engineer: what the platform sent wrong is not theirs to read.
    expect(broken.body).not.toContain('magicLinkEnabled');
    const logged = logLines.slice(before).find((line) => line.includes('Shop configuration unusable'));
    expect(logged).toContain('customizations.magicLinkEnabled');
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

  it("starts the sign-in page's scripts after its first paint, by the one inline script the CSP allows", async () => {
    const response = await page('nordwind.localhost');
    const signIn = response.body;
    expect(signIn).not.toContain('<script defer');
    expect(signIn).not.toMatch(/rel="preload" as="(script|fetch)"/);
    const plan = /<script id="after-paint" type="application\/json">(.*?)<\/script>/s.exec(signIn)?.[1];
    expect(JSON.parse(plan ?? 'null')).toEqual({
      preload: [
        // The start-up file is fetched at once too (this build's manifest does not list it among the shared).
        { href: '/apps/host/1.2.3/main.0123abcd.js', as: 'script' },
        { href: '/apps/remote-auth/2.0.0/mf-manifest.json', as: 'fetch' },
        { href: '/apps/remote-auth/2.0.0/remoteEntry.js', as: 'script' },
        { href: '/apps/remote-auth/2.0.0/sign-in.89abcdef.js', as: 'script' },
      ],
      scripts: ['/apps/host/1.2.3/main.0123abcd.js'],
    });
    const inline = [...signIn.matchAll(/<script>(.*?)<\/script>/gs)].map((match) => match[1] ?? '');
    expect(inline).toHaveLength(1);
    const hash = `'sha256-${createHash('sha256')
      .update(inline[0] ?? '')
      .digest('base64')}'`;
    const scriptSrc = String(response.headers['content-security-policy'])
      .split(';')
      .find((directive) => directive.startsWith('script-src'));
    expect(scriptSrc?.split(' ')).toContain(hash);
    // A page the server does not draw has no paint to wait for.
    const later = (await page('nordwind.localhost', '/select-items')).body;
    expect(later).toContain('<script defer src="/apps/host/1.2.3/main.0123abcd.js"></script>');
    expect(later).not.toContain('id="after-paint"');
  });

  it('does not answer a missing script with the HTML page', async () => {
    expect((await page('nordwind.localhost', '/apps/host/1.2.3/missing.js')).statusCode).toBe(404);
  });

  it('serves index.html for any other path (the client router redirects), but only to HTML requests', async () => {
    const unknown = await page('nordwind.localhost', '/no/such/page?email=a');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toContain('id="shop-config"');
    const json = await page('nordwind.localhost', '/select-items', { accept: 'application/json' });
    expect(json.statusCode).toBe(404);
    expect((await page('nordwind.localhost', '/api/v1/anything')).statusCode).toBe(404);
    expect((await page('nordwind.localhost', '/favicon.ico')).statusCode).toBe(404);
  });

  it('answers a bare localhost or IP with the unknown-shop page, with the security headers', async () => {
    for (const host of ['localhost:3000', '127.0.0.1:3000']) {
      const response = await page(host);
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('Unknown shop');
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    }
  });

  it('preconnects to the sign-in image origin when it is another one', async () => {
    const signIn = (await page('nordwind.localhost', '/magic-link')).body;
    expect(signIn).toContain('<link rel="preconnect" href="http://cdn.test">');
    expect(signIn.indexOf('rel="preconnect"')).toBeLessThan(signIn.indexOf('rel="preload" as="image"'));
    const sameOrigin = (await page('slow.localhost')).body;
    expect(sameOrigin).toContain('<link rel="preload" as="image" href="/images/login.jpg"');
    expect(sameOrigin).not.toContain('rel="preconnect"');
  });

  it("copies a shop's texts literally, even with $' or $& in them", async () => {
    const body = (await page('dollar.localhost')).body;
    const json = /<script id="shop-config" type="application\/json">(.*?)<\/script>/s.exec(body)?.[1];
    expect(JSON.parse(json ?? 'null').name).toBe(DOLLAR_NAME);
    expect(body.match(/<\/html>/g)?.length).toBe(1);
  });

  it('answers 502 without details when the platform fails, and retries next time', async () => {
    const response = await page('down.localhost');
    expect(response.statusCode).toBe(502);
    expect(response.body).toContain('could not be loaded');
    await page('down.localhost');
    expect(configCalls.down).toBe(2);
  });

  it('fetches a configuration once for a burst of requests, then serves it from the cache', async () => {
    const answers = await Promise.all([
      page('slow.localhost'),
      page('slow.localhost'),
      page('slow.localhost'),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    await page('slow.localhost', '/select-items');
    expect(configCalls.slow).toBe(1);
  });

  it('picks up a rebuilt index.html without a restart, within a second', async () => {
    const index = path.join(appsRoot, 'host', 'dist', 'index.html');
    writeFileSync(
      index,
      '<!doctype html><html lang="nl"><head><!--portal-head--></head><body><div id="root"></div><!--v2--></body></html>',
    );
    const later = new Date(Date.now() + 5000);
    utimesSync(index, later, later);
    // Looked at once a second at most: no file system call per page.
    await vi.waitFor(
      async () => expect((await page('nordwind.localhost', '/select-items')).body).toContain('<!--v2-->'),
      { timeout: 3000, interval: 100 },
    );
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

  it('keeps the shop-configuration endpoint away from the browser, however the path is spelled', async () => {
    for (const url of [
      '/api/v0/shops/nordwind/configuration',
      '/api/v0/shops',
      '/api/v0/./shops/nordwind/configuration',
      '/api/v0//shops/nordwind/configuration',
      '/api/v0/%73hops/nordwind/configuration',
      '/api/v0/SHOPS/nordwind/configuration',
      '/api/v0/x/%2e%2e/shops/nordwind/configuration',
      '/volta/%2e%2e/api/v0/shops/nordwind/configuration',
      '/volta/./../api/v0/shops/nordwind/configuration',
    ]) {
      const response = await rawGet(url, 'nordwind.localhost');
      expect([400, 404], url).toContain(response.status);
      expect(response.body, url).not.toContain('Nordwind');
    }
    expect(configCalls.nordwind).toBe(1);
  });

  it("lets the browser read this shop's catalogue, and no other shop path", async () => {
    const own = await server.inject({
      url: '/api/v0/shops/nordwind/products?q=jacket',
      headers: { host: 'nordwind.localhost' },
    });
    expect(own.json()).toEqual({ catalogueOf: 'nordwind' });
    for (const url of [
      '/api/v0/shops/atelier/products',
      '/api/v0/shops/nordwind/products/../configuration',
      '/api/v0/shops/nordwind/productsx',
      '/api/v0/shops/nordwind/orders',
    ]) {
      const response = await rawGet(url, 'nordwind.localhost');
      expect([400, 404], url).toContain(response.status);
      expect(response.body, url).not.toContain('catalogueOf');
      expect(response.body, url).not.toContain('Nordwind');
    }
  });

  it('proxies the volta API under /volta', async () => {
    const response = await server.inject({ url: '/volta/ping?x=1', headers: { host: 'nordwind.localhost' } });
    expect(response.json()).toEqual({ volta: true, path: '/volta/ping?x=1' });
  });

  it("tells the platform the shopper's address as this server saw it, not as the shopper claims", async () => {
    const response = await server.inject({
      url: '/api/v0/whoami',
      headers: {
        host: 'nordwind.localhost',
        'x-forwarded-for': '6.6.6.6',
        forwarded: 'for=6.6.6.6',
      },
      remoteAddress: '10.1.2.3',
    });
    expect(response.json()).toEqual({ forwardedFor: '10.1.2.3', forwardedProto: 'http', forwarded: null });
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
    const response = await server.inject({
      method: 'POST',
      url: '/logout',
      headers: { host: 'nordwind.localhost' },
    });
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
    const batch = logLines.find((candidate) => candidate.includes('"msg":"client log batch"'));
    const line = logLines.find((candidate) => candidate.includes('"msg":"client log"'));
    expect(line).toBeDefined();
    expect(line).not.toContain('emma@example.com');
    expect(line).not.toContain('1055 GT');
    expect(line).toContain('[email]');
    expect(batch).toContain('"merchant":"nordwind"');
    // An error at the client is a warning here: no client raises this server's alerts.
    expect(JSON.parse(line ?? '{}').level).toBe(40);
  });

  it('refuses a client log that is too large or not JSON', async () => {
    const tooLarge = await server.inject({
      method: 'POST',
      url: '/client-logger',
      headers: { host: 'nordwind.localhost', 'content-type': 'application/json' },
      payload: JSON.stringify({ records: ['x'.repeat(70 * 1024)] }),
    });
    expect(tooLarge.statusCode).toBe(413);
    const notJson = await server.inject({
      method: 'POST',
      url: '/client-logger',
      headers: { host: 'nordwind.localhost', 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(notJson.statusCode).toBe(400);
  });

  it('needs a name for /feature', async () => {
    expect(
      (await server.inject({ url: '/feature', headers: { host: 'nordwind.localhost' } })).statusCode,
    ).toBe(400);
  });
});

describe('security headers', () => {
  it('sends neither HSTS nor upgrade-insecure-requests over plain http', async () => {
    const { headers } = await server.inject('/healthz');
    expect(headers['strict-transport-security']).toBeUndefined();
    expect(String(headers['content-security-policy'])).not.toContain('upgrade-insecure-requests');
  });

  it('sends both behind https', async () => {
    const secure = await buildServer({
      ...optionsFromEnv({ APPS_ROOT: appsRoot, SECURE_HEADERS_HTTPS: 'true', LOG_LEVEL: 'silent' }),
    });
    const { headers } = await secure.inject('/healthz');
    await secure.close();
    expect(headers['strict-transport-security']).toContain('max-age=');
    expect(String(headers['content-security-policy'])).toContain('upgrade-insecure-requests');
  });
});

describe('compression', () => {
  it('sends the cached page in the encoding asked for, the same page in each, with an ETag and 304', async () => {
    const get = (headers: Record<string, string>) =>
      server.inject({
        url: '/select-items',
        headers: { host: 'nordwind.localhost', accept: 'text/html', ...headers },
      });
    const plain = await get({});
    const br = await get({ 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await get({ 'accept-encoding': 'gzip' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    for (const answer of [plain, br, gzip]) {
      expect(answer.headers.vary).toContain('accept-encoding');
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(answer.headers.etag).toBe(plain.headers.etag);
    }
    const again = await get({ 'if-none-match': String(plain.headers.etag), 'accept-encoding': 'br' });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get({ 'if-none-match': 'W/"other"' })).statusCode).toBe(200);
  });

  it('compresses pages for browsers that accept it', async () => {
    const page = await server.inject({
      url: '/',
      headers: { host: 'nordwind.localhost', accept: 'text/html', 'accept-encoding': 'br, gzip' },
    });
    expect(page.headers['content-encoding']).toBe('br');
  });
});
