/**
 * The contract with `@portal/shared` across releases: a remote built against a newer `shared` (one
 * export added, its range raised) is refused by `promote` with the environment file untouched; forced
 * live anyway (written straight into the environment file), the browser loads the step's fallback
 * release instead of running it against the page's older `shared`, and the rest of the page works.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { main as deploy, failure } from '@portal/releases/cli';
import { applyPromote, parseEnvironment, serializeEnvironment } from '@portal/releases/environment';
import {
  type ReleaseHost,
  releaseHostPort,
  servedToNewSessions,
  startReleaseHost,
} from '../support/release-host';
import { NEWER_SHARED, VARIANTS, variantFolder } from '../support/remote-variant';

test.describe.configure({ mode: 'serial' });

const root = path.resolve(import.meta.dirname, '../..');
const PORT = releaseHostPort(14);
const releaseDir = mkdtempSync(path.join(tmpdir(), 'e2e-releases-shared-'));
const env = { RELEASE_DIR: releaseDir, RELEASE_ENV: 'e2e' };
const environmentFile = path.join(releaseDir, 'environments', 'e2e.json');
let host: ReleaseHost;

const url = (pathname: string) => `http://nordwind.localhost:${PORT}${pathname}`;
const run = (...args: string[]) => deploy(args, { ...process.env, ...env });

/** The releases the host names in the order confirmation's HTML, fetched by the page without running it. */
async function releasesServed(page: Page): Promise<string | undefined> {
  const html = await page.evaluate(async () => (await fetch('/order-confirmation/123')).text());
  return /<meta name="portal-releases" content="([^"]*)"/.exec(html)?.[1];
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  // Built once before the run by `npm test` (e2e/support/build-variants.ts), or here if missing.
  const newer = variantFolder(VARIANTS.newerShared);
  await run(
    'publish',
    'remote-confirmation',
    '--dist',
    path.join(root, 'remote-confirmation', 'dist'),
    '--version',
    '1.0.1',
  );
  await run('promote', 'remote-confirmation', '1.0.1');
  await run('publish', 'remote-confirmation', '--dist', path.join(newer, 'dist'), '--version', '1.3.0');
  host = await startReleaseHost(PORT, { ...env, RELEASE_POLL_MS: '200' });
});

test.afterAll(async () => {
  await host?.stop();
  rmSync(releaseDir, { recursive: true, force: true });
});

test('promote refuses the release built against a newer shared, and the environment stays byte for byte', async () => {
  const before = readFileSync(environmentFile);
  const refused = await run('promote', 'remote-confirmation', '1.3.0').catch(failure);
  expect(refused).toMatchObject({ code: 1 });
  const { message } = refused as { message: string };
  expect(message).toContain(`shared "@portal/shared" requires ^${NEWER_SHARED.version}, the host has 1.1.0`);
  expect(message).toContain(`"${NEWER_SHARED.export}" from @portal/shared`);
  expect(readFileSync(environmentFile)).toEqual(before);
});

test('forced live anyway, the browser loads the step’s fallback release and the rest of the page works', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // Past the pre-flight: the promote written straight into the environment file.
  const forced = applyPromote(parseEnvironment(readFileSync(environmentFile, 'utf8')), {
    step: 'remote-confirmation',
    version: '1.3.0',
    at: new Date().toISOString(),
  });
  writeFileSync(environmentFile, serializeEnvironment(forced));
  await servedToNewSessions(PORT, 'confirmation=a@1.3.0');

  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(url('/?isDemo'));
  await expect(page.locator('.rp-demo-banner')).toBeVisible();
  // The session starts after the host took up the forced release (servedToNewSessions above).
  expect(await releasesServed(page)).toContain('confirmation=a@1.3.0');

  await page.goto(url('/order-confirmation/123'));
  await expect(page.locator('.rp-status-panel__mark')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const loaded = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
  );
  // 1.3.0's manifest was read and refused: its entry never ran; 1.0.1 served the step.
  expect(loaded).toContain('/releases/remote-confirmation/1.3.0/mf-manifest.json');
  expect(loaded).not.toContain('/releases/remote-confirmation/1.3.0/remoteEntry.js');
  expect(loaded.some((file) => file.startsWith('/releases/remote-confirmation/1.0.1/'))).toBe(true);
  expect(warnings.join('\n')).toMatch(/Step fell back to its previous release/);
  expect(errors).toEqual([]);

  // The rest of the page works: the shell's language dialog, and another remote's step.
  await page.getByRole('button', { name: /taal|language/i }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto(url('/'));
  await expect(page.locator('form')).toBeVisible();
});
