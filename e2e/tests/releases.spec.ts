/**
 * Shipping one step on its own (issue 13), against the host built once: two published versions of
 * remote-confirmation that render differently, a 50/50 split where two sessions with fixed ids see
 * one each and keep it across a reload and through the flow, a promote to 100 % that new sessions
 * get without a host rebuild or restart, rollback, and the fallback to the previous release when the
 * live one's manifest is missing or its entry broken (the shopper finishes the step; the logs name it).
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sign } from '@fastify/cookie';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { main as deploy } from '@portal/releases/cli';
import { bucketOf } from '@portal/releases/environment';
import { DEVELOPMENT_AB_COOKIE_SECRET } from '@portal/releases/live-releases';
import {
  type ReleaseHost,
  releaseHostPort,
  servedToNewSessions,
  startReleaseHost,
} from '../support/release-host';
import { CHANGED_MARK, VARIANTS, variantFolder } from '../support/remote-variant';

// One host, one store, one sequence of deploys: the tests run in order.
test.describe.configure({ mode: 'serial' });

const root = path.resolve(import.meta.dirname, '../..');
const PORT = releaseHostPort(7);
const releaseDir = mkdtempSync(path.join(tmpdir(), 'e2e-releases-'));
const env = { RELEASE_DIR: releaseDir, RELEASE_ENV: 'e2e' };
let host: ReleaseHost;

const url = (pathname: string) => `http://nordwind.localhost:${PORT}${pathname}`;
const run = (...args: string[]) => deploy(args, { ...process.env, ...env });

/** A session id whose bucket for remote-confirmation is below 50 (`low`) or not. */
function sessionId(low: boolean): string {
  for (let index = 0; ; index++) {
    const id = `e2e-session-${index}`;
    if (bucketOf(id, 'remote-confirmation') < 50 === low) return id;
  }
}

/** A browser session; with `id`, the session id it starts with (as its cookie would carry it). */
async function session(browser: Browser, id?: string): Promise<Page> {
  const context = await browser.newContext();
  // Signed as the host signs it (the host here runs with the development secret): unsigned, the
  // host would take it for a forgery and assign the session afresh.
  if (id)
    await context.addCookies([
      {
        name: 'portal-ab',
        value: encodeURIComponent(sign(`${id}~`, DEVELOPMENT_AB_COOKIE_SECRET)),
        url: url('/'),
      },
    ]);
  return context.newPage();
}

/** The success mark's background on the demo order confirmation, and the releases the page names. */
async function confirmation(page: Page): Promise<{ mark: string; releases: string | null }> {
  await page.goto(url('/order-confirmation/123'));
  const mark = page.locator('.rp-status-panel__mark');
  await expect(mark).toBeVisible();
  return {
    mark: await mark.evaluate((element) => getComputedStyle(element).backgroundColor),
    releases: await page.locator('meta[name="portal-releases"]').getAttribute('content'),
  };
}

/** The releases the host names in the order confirmation's HTML, fetched by the page without running it. */
async function releasesServed(page: Page): Promise<string | undefined> {
  const html = await page.evaluate(async () => (await fetch('/order-confirmation/123')).text());
  return /<meta name="portal-releases" content="([^"]*)"/.exec(html)?.[1];
}

async function enterDemo(page: Page) {
  await page.goto(url('/?isDemo'));
  await expect(page.locator('.rp-demo-banner')).toBeVisible();
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  // Built once before the run by `npm test` (e2e/support/build-variants.ts), or here if missing.
  const changed = variantFolder(VARIANTS.changedMark);
  await run(
    'publish',
    'remote-confirmation',
    '--dist',
    path.join(root, 'remote-confirmation', 'dist'),
    '--version',
    '1.0.1',
  );
  await run('publish', 'remote-confirmation', '--dist', path.join(changed, 'dist'), '--version', '1.1.0');
  host = await startReleaseHost(PORT, { ...env, RELEASE_POLL_MS: '200' });
});

test.afterAll(async () => {
  await host?.stop();
  rmSync(releaseDir, { recursive: true, force: true });
});

test('a 50/50 split: each session sees its version, across a reload and through the flow; promote and roll back live', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  await run('promote', 'remote-confirmation', '1.0.1');
  await run('promote', 'remote-confirmation', '1.1.0', '--weight', '50', '--variant', 'b');
  expect(await run('status')).toMatch(/remote-confirmation: a=1\.0\.1 50%, b=1\.1\.0 50%/);

  const first = await session(browser, sessionId(true));
  const second = await session(browser, sessionId(false));
  await enterDemo(first);
  await enterDemo(second);
  const a = await confirmation(first);
  const b = await confirmation(second);
  expect(a.releases).toContain('confirmation=a@1.0.1');
  expect(b.releases).toContain('confirmation=b@1.1.0');
  expect(a.mark).not.toBe(CHANGED_MARK);
  expect(b.mark).toBe(CHANGED_MARK);
  // The session's variants are also kept with its A/B variants, in session storage.
  expect(await second.evaluate(() => sessionStorage.getItem('ab-variants-storage'))).toContain(
    '"remote_confirmation":"b@1.1.0"',
  );

  // A reload, and a walk through the flow and back: each keeps its version.
  await second.reload();
  await expect(second.locator('.rp-status-panel__mark')).toHaveCSS('background-color', CHANGED_MARK);
  await second.goto(url('/'));
  await second.getByLabel(/e-mail/i).fill('demo@example.com');
  await second.getByLabel(/order/i).fill('DEMO-1001');
  await second.getByRole('button', { name: /continue|verder/i }).click();
  await expect(second).toHaveURL(url('/select-items'));
  expect((await confirmation(second)).mark).toBe(CHANGED_MARK);
  expect((await confirmation(first)).mark).toBe(a.mark);

  // Everyone to 1.1.0: a new session gets it within a poll, from the same host process.
  await run('promote', 'remote-confirmation', '1.1.0', '--variant', 'b');
  await expect
    .poll(async () => {
      const page = await session(browser);
      await enterDemo(page);
      const { mark } = await confirmation(page);
      await page.context().close();
      return mark;
    })
    .toBe(CHANGED_MARK);
  // The session on 1.0.1 keeps it: its version is the step's fallback now.
  expect((await confirmation(first)).mark).toBe(a.mark);

  // Roll back twice: the split, then 1.0.1 for everyone; new sessions follow.
  await run('rollback', 'remote-confirmation');
  await run('rollback', 'remote-confirmation');
  expect(await run('status')).toMatch(/remote-confirmation: a=1\.0\.1 100%/);
  // Polled longer than the release poll: on a busy machine a new session's page takes seconds.
  await expect
    .poll(
      async () => {
        const page = await session(browser);
        await enterDemo(page);
        const { mark, releases } = await confirmation(page);
        await page.context().close();
        return `${releases} ${mark}`;
      },
      { timeout: 30_000 },
    )
    .toContain(`confirmation=a@1.0.1 ${a.mark}`);
  // All of it from the one host process started before the first deploy.
  expect(() => process.kill(host.pid, 0)).not.toThrow();
  expect(host.output().match(/listening on/g)).toHaveLength(1);
});

test('a live version that cannot be loaded: the shopper gets the previous one and finishes the step; the logs name it', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // 1.2.0: published fine, but its entry throws when it runs (the build as it is, its entry replaced).
  const broken = mkdtempSync(path.join(tmpdir(), 'e2e-broken-release-'));
  cpSync(path.join(root, 'remote-confirmation', 'dist'), broken, { recursive: true });
  writeFileSync(path.join(broken, 'remoteEntry.js'), 'throw new Error("broken release");\n');
  await run('publish', 'remote-confirmation', '--dist', broken, '--version', '1.2.0');
  rmSync(broken, { recursive: true, force: true });
  await run('promote', 'remote-confirmation', '1.2.0');
  await servedToNewSessions(PORT, 'confirmation=a@1.2.0');

  for (const fault of ['broken entry', 'missing manifest'] as const) {
    const page = await session(browser);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    if (fault === 'missing manifest')
      await page.route('**/releases/remote-confirmation/1.2.0/mf-manifest.json', (route) =>
        route.fulfill({ status: 404 }),
      );
    // Every session starts after the host took up 1.2.0 (servedToNewSessions above).
    await enterDemo(page);
    expect(await releasesServed(page)).toContain('confirmation=a@1.2.0');
    expect((await confirmation(page)).releases).toContain('confirmation=a@1.2.0');
    // The confirmation shows, from 1.0.1: the step is finished.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('.rp-status-panel__mark')).not.toHaveCSS('background-color', CHANGED_MARK);
    const loaded = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
    );
    expect(loaded.some((file) => file.startsWith('/releases/remote-confirmation/1.0.1/'))).toBe(true);
    expect(warnings.join('\n')).toMatch(/Step fell back to its previous release/);
    // The client log reaches the server when the page goes away, and names both releases.
    await page.close({ runBeforeUnload: true });
    await expect
      .poll(() => host.output())
      .toMatch(
        /Step fell back to its previous release[^\n]*remote-confirmation\/1\.2\.0[^\n]*remote-confirmation\/1\.0\.1/,
      );
  }
});
