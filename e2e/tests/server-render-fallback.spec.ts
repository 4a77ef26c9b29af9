/**
 * A server render never makes a page worse than before it (issue 37): a step's node build that fails to
 * load, or a platform slower than the render's budget, gives the page the server always sent, with the
 * step rendered in the browser, and the failure is logged once per release.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { portalUrl, type Shopper } from '../support/portal';
import { type ReleaseHost, releaseHostPort, startReleaseHost } from '../support/release-host';
import { servedPage, signInByApi } from '../support/signed-in';

const root = path.resolve(import.meta.dirname, '../..');
const SHOPPER: Shopper = { email: 'emma@example.com', orderNumber: 'NW-1001' };
const FALLBACK_LOG = 'Step rendered in the browser instead';

/** Twice the page from the server's first paint, then the step rendered in the browser all the same. */
async function fallsBack(page: Page, host: ReleaseHost, reason: string) {
  await signInByApi(page, 'nordwind', SHOPPER, host.port);
  for (const _ of [1, 2]) {
    const { html } = await servedPage(page, 'nordwind', '/select-items', host.port);
    expect(html).not.toContain('data-server-rendered');
    expect(html).toContain('id="rp-server-step"');
  }
  await page.goto(portalUrl('nordwind', '/select-items', host.port));
  await expect(page.getByRole('button', { name: 'Selecteren' }).first()).toBeVisible();
  const logged = host
    .output()
    .split('\n')
    .filter((line) => line.includes(FALLBACK_LOG));
  expect(logged).toHaveLength(1);
  expect(logged[0]).toContain(`"reason":"${reason}"`);
  expect(logged[0]).toContain('remote-selection@');
}

test.describe('a server render that cannot be done', () => {
  test('a platform slower than the budget: the page as before, logged once', async ({ page }) => {
    const host = await startReleaseHost(releaseHostPort(30), {
      SERVER_RENDER: 'true',
      SERVER_RENDER_BUDGET_MS: '1',
    });
    try {
      await fallsBack(page, host, 'data');
    } finally {
      await host.stop();
    }
  });

  test('a node build that fails to load: the page as before, logged once', async ({ page }) => {
    // The same builds, but remote-selection's node entry throws when it is run.
    const appsRoot = mkdtempSync(path.join(tmpdir(), 'e2e-broken-node-build-'));
    for (const app of ['host', 'remote-auth', 'remote-carriers', 'remote-confirmation'])
      symlinkSync(path.join(root, app), path.join(appsRoot, app));
    const selection = path.join(appsRoot, 'remote-selection');
    mkdirSync(selection);
    cpSync(path.join(root, 'remote-selection', 'package.json'), path.join(selection, 'package.json'));
    cpSync(path.join(root, 'remote-selection', 'dist'), path.join(selection, 'dist'), { recursive: true });
    writeFileSync(
      path.join(selection, 'dist', 'server', 'remoteEntry.js'),
      'throw new Error("broken node build");',
    );
    const host = await startReleaseHost(releaseHostPort(31), { SERVER_RENDER: 'true', APPS_ROOT: appsRoot });
    try {
      await fallsBack(page, host, 'release');
    } finally {
      await host.stop();
      rmSync(appsRoot, { recursive: true, force: true });
    }
  });
});
