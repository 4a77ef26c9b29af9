/**
 * A remote that cannot be loaded when the shopper reaches its step by in-app navigation (issue 19):
 * the same bounded tries as a direct page load, then the previous release when the step has one,
 * else the branded "this step could not be loaded" with Try again. Never an endless reload with the
 * previous step left on screen under the new URL.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { main as deploy } from '@portal/releases/cli';
import { portalUrl, selectReturn } from '../support/portal';
import { type ReleaseHost, releaseHostPort, startReleaseHost } from '../support/release-host';

const STEP_FAILED = /could not be loaded|niet worden geladen/i;
const CARRIERS_HEADING = 'Hoe wil je je retour versturen?';
/** A direct page load gives up after three tries of a release: navigation may ask no more. */
const TRIES = 3;

/** Answers 500 to every request for a manifest under `pattern`, and counts them. */
async function failManifests(page: Page, pattern: string) {
  const state = { failing: true, count: 0 };
  await page.route(pattern, (route) => {
    if (!state.failing) return route.continue();
    state.count++;
    return route.fulfill({ status: 500, body: 'down' });
  });
  return state;
}

/**
 * Nordwind's demo, from sign-in through select and confirm items to "Confirm selection". The counts of
 * `manifests` start at the click: confirm items fetching the carriers' files ahead (when the page is
 * idle, host/src/features/remote-step/next-step.ts) is not the navigation's load.
 */
async function confirmSelection(
  page: Page,
  url: (pathname: string) => string,
  ...manifests: { count: number }[]
) {
  await page.goto(url('/?isDemo'));
  await expect(page.locator('.rp-demo-banner')).toBeVisible();
  await page.getByLabel(/e-mail/i).fill('demo@example.com');
  await page.getByLabel(/order/i).fill('DEMO-1001');
  await page.getByRole('button', { name: /verder/i }).click();
  await expect(page).toHaveURL(url('/select-items'));
  await selectReturn(page, 'Sample T-shirt', 'Te klein');
  await page.getByRole('button', { name: 'Verder met 1 artikel' }).click();
  await expect(page).toHaveURL(url('/confirm-items'));
  // Confirm items fetches the carriers' files ahead once it is idle (and is refused): done, then counted from zero.
  for (const counted of manifests) {
    await expect.poll(() => counted.count).toBeGreaterThan(0);
    counted.count = 0;
  }
  await page.getByRole('button', { name: 'Selectie bevestigen' }).click();
  await expect(page).toHaveURL(url('/carriers'));
}

/** The failure screen is up, and stays up without any further request for a while. */
async function expectStepFailedFor(page: Page, manifests: { count: number }) {
  const fallback = page.getByRole('alert').filter({ hasText: STEP_FAILED });
  await expect(fallback).toBeVisible({ timeout: 15_000 });
  const asked = manifests.count;
  await page.waitForTimeout(3_000);
  expect(manifests.count).toBe(asked);
  return { fallback, asked };
}

test.describe('without releases (each remote’s own build)', () => {
  test('carriers: Confirm selection with the manifest answering 500 shows the failure screen after three tries; Try again recovers', async ({
    page,
  }) => {
    const manifests = await failManifests(page, '**/apps/remote-carriers/**/mf-manifest.json');
    await confirmSelection(page, (pathname) => portalUrl('nordwind', pathname), manifests);
    const { fallback, asked } = await expectStepFailedFor(page, manifests);
    expect(asked).toBeLessThanOrEqual(TRIES);
    // The previous step is gone: the screen belongs to the new URL.
    await expect(page.getByRole('button', { name: 'Selectie bevestigen' })).toHaveCount(0);

    manifests.failing = false;
    await fallback.getByRole('button').click();
    await expect(page.getByRole('heading', { name: CARRIERS_HEADING })).toBeVisible();
  });

  test('confirmation: the self-shipping quote with the manifest answering 500 shows the failure screen after three tries', async ({
    page,
  }) => {
    const manifests = await failManifests(page, '**/apps/remote-confirmation/**/mf-manifest.json');
    await page.goto(portalUrl('atelier', '/?isDemo'));
    await page.getByLabel(/e-mail/i).fill('3511 AB');
    await page.getByLabel(/order/i).fill('DEMO-1001');
    await page.getByRole('button', { name: /verder/i }).click();
    await expect(page).toHaveURL(/\/select-items$/);
    await selectReturn(page, 'Sample Floor Lamp', 'Past niet');
    await page.getByRole('button', { name: 'Verder met 1 artikel' }).click();
    await page
      .getByRole('checkbox', { name: 'Ik ga akkoord met de algemene voorwaarden van de retour' })
      .check();
    await page.getByRole('button', { name: 'Selectie bevestigen' }).click();
    await expect(page).toHaveURL(portalUrl('atelier', '/order-confirmation/123'));
    const { fallback, asked } = await expectStepFailedFor(page, manifests);
    expect(asked).toBeLessThanOrEqual(TRIES);
    await expect(page.getByRole('button', { name: 'Selectie bevestigen' })).toHaveCount(0);

    manifests.failing = false;
    await fallback.getByRole('button').click();
    await expect(page.locator('.rp-status-panel__mark')).toBeVisible();
  });
});

test.describe('with releases', () => {
  test.describe.configure({ mode: 'serial' });
  const PORT = releaseHostPort(13);
  const root = path.resolve(import.meta.dirname, '../..');
  const releaseDir = mkdtempSync(path.join(tmpdir(), 'e2e-remote-navigation-'));
  const env = { RELEASE_DIR: releaseDir, RELEASE_ENV: 'e2e' };
  const url = (pathname: string) => portalUrl('nordwind', pathname, PORT);
  const run = (...args: string[]) => deploy(args, { ...process.env, ...env });
  let host: ReleaseHost;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const dist = path.join(root, 'remote-carriers', 'dist');
    // The same build twice: 1.0.1 live, 1.0.0 its fallback.
    await run('publish', 'remote-carriers', '--dist', dist, '--version', '1.0.0');
    await run('publish', 'remote-carriers', '--dist', dist, '--version', '1.0.1');
    await run('promote', 'remote-carriers', '1.0.0');
    await run('promote', 'remote-carriers', '1.0.1');
    host = await startReleaseHost(PORT, env);
  });

  test.afterAll(async () => {
    await host?.stop();
    rmSync(releaseDir, { recursive: true, force: true });
  });

  test('the live release failing on navigation: the step comes from the fallback release', async ({
    page,
  }) => {
    const live = await failManifests(page, '**/releases/remote-carriers/1.0.1/mf-manifest.json');
    await confirmSelection(page, url, live);
    await expect(page.getByRole('heading', { name: CARRIERS_HEADING })).toBeVisible({ timeout: 15_000 });
    expect(live.count).toBeLessThanOrEqual(TRIES);
    const loaded = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
    );
    expect(loaded).toContain('/releases/remote-carriers/1.0.0/mf-manifest.json');
  });

  test('both releases failing on navigation: the failure screen, after three tries and two of the fallback', async ({
    page,
  }) => {
    const manifests = await failManifests(page, '**/releases/remote-carriers/*/mf-manifest.json');
    await confirmSelection(page, url, manifests);
    const { fallback, asked } = await expectStepFailedFor(page, manifests);
    expect(asked).toBeLessThanOrEqual(TRIES + 2);
    manifests.failing = false;
    await fallback.getByRole('button').click();
    await expect(page.getByRole('heading', { name: CARRIERS_HEADING })).toBeVisible();
  });
});
