/**
 * Production's shape on one machine (issue 13): every step released to the store and served by a
 * real nginx from a second origin, the host server loading them from there. A shopper makes a whole
 * return; the remotes' files come from nginx with CORS for the portal's origin only, the cache rules
 * (manifests and entries revalidated, hashed files immutable) and the build's brotli copies.
 */
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { main as deploy } from '@portal/releases/cli';
import { STEPS } from '@portal/releases/environment';
import { portalUrl, signIn } from '../support/portal';
import { type ReleaseHost, releaseHostPort, startReleaseHost } from '../support/release-host';
import { type ReleaseNginx, startReleaseNginx } from '../support/release-nginx';
import { submitWith, walkToCarriers } from '../support/return-flow';

// One nginx and one host for both tests.
test.describe.configure({ mode: 'serial' });

const root = path.resolve(import.meta.dirname, '../..');
const HOST = releaseHostPort(8);
const NGINX = releaseHostPort(9);
const work = mkdtempSync(path.join(tmpdir(), 'e2e-nginx-'));
const releaseDir = path.join(work, 'releases');
const env = { RELEASE_DIR: releaseDir, RELEASE_ENV: 'e2e-nginx' };
const versionOf = (step: string) =>
  (JSON.parse(readFileSync(path.join(root, step, 'package.json'), 'utf8')) as { version: string }).version;

let host: ReleaseHost;
let nginx: ReleaseNginx;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const run = (...args: string[]) => deploy(args, { ...process.env, ...env });
  for (const step of STEPS) {
    await run('publish', step, '--dist', path.join(root, step, 'dist'), '--version', versionOf(step));
    await run('promote', step, versionOf(step));
  }
  // nginx's workers run unprivileged: they must be able to walk into the store.
  chmodSync(work, 0o755);
  nginx = await startReleaseNginx(
    NGINX,
    releaseDir,
    `^http://[a-z0-9-]+\\.localhost:${HOST}$`,
    path.join(work, 'nginx'),
  );
  host = await startReleaseHost(HOST, { ...env, RELEASES_PUBLIC_URL: nginx.origin });
});

test.afterAll(async () => {
  await host?.stop();
  await nginx?.stop();
  rmSync(work, { recursive: true, force: true });
});

test('a whole return with every step loaded from nginx on another origin', async ({ page }) => {
  test.setTimeout(90_000);
  // Through the sign-in page, in one document: the sign-in step's code must come from nginx too.
  await signIn(page, 'nordwind', { email: 'nina@example.com', orderNumber: 'NW-5011' }, HOST);
  await walkToCarriers(page, 'nordwind', 'Merino Crew Sweater', 'Te groot', HOST);
  await submitWith(page, 'Ship it yourself');
  // Creating the return order waits on a sandbox the other tests keep busy: give it time.
  await expect(page).toHaveURL(/\/order-confirmation\?id=[^&]+&returnOrderId=[^&]+$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Je retour is geregistreerd');
  await expect(page.getByRole('region', { name: 'Retouradres' })).toContainText('Havenstraat 12 B');

  // Every remote's code came from nginx; none from the host.
  const loaded = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => entry.name),
  );
  for (const step of STEPS)
    expect(loaded.some((url) => url.startsWith(`${nginx.origin}/${step}/${versionOf(step)}/`))).toBe(true);
  expect(loaded.filter((url) => /\/apps\/remote-/.test(url))).toEqual([]);
  expect(await page.locator('meta[name="portal-releases"]').getAttribute('content')).toContain(
    `carriers=a@${versionOf('remote-carriers')}`,
  );
  expect(page.url().startsWith(portalUrl('nordwind', '/', HOST).slice(0, -1))).toBe(true);
});

test('nginx answers with CORS for the portal only, the cache rules and the brotli copies, never a node build', async () => {
  const portal = portalUrl('nordwind', '', HOST);
  const base = `${nginx.origin}/remote-carriers/${versionOf('remote-carriers')}`;
  const manifest = await fetch(`${base}/mf-manifest.json`, { headers: { origin: portal } });
  expect(manifest.status).toBe(200);
  expect(manifest.headers.get('access-control-allow-origin')).toBe(portal);
  expect(manifest.headers.get('cache-control')).toBe('no-cache');
  const entry = await fetch(`${base}/remoteEntry.js`, { headers: { origin: portal } });
  expect(entry.headers.get('cache-control')).toBe('no-cache');
  expect(entry.headers.get('content-type')).toMatch(/^text\/javascript/);

  const { exposes } = (await manifest.json()) as { exposes: { assets: { js: { sync: string[] } } }[] };
  const chunk = exposes[0]?.assets.js.sync[0] ?? '';
  const hashed = await fetch(`${base}/${chunk}`, { headers: { origin: portal, 'accept-encoding': 'br' } });
  expect(hashed.status).toBe(200);
  expect(hashed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(hashed.headers.get('content-encoding')).toBe('br');

  // Another site gets no CORS grant; the environment files and the node build are never served.
  const foreign = await fetch(`${base}/mf-manifest.json`, { headers: { origin: 'https://evil.example' } });
  expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  expect((await fetch(`${nginx.origin}/environments/e2e-nginx.json`)).status).toBe(404);
  expect((await fetch(`${base}/server/remoteEntry.js`, { headers: { origin: portal } })).status).toBe(404);
});
