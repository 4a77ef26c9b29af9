/**
 * The server renders each session's own release of a step (issue 37): select items rendered on the
 * server by the node build published with the session's release, in the HTML that names that release's
 * files. A promote between two requests gives a new session the new version's markup with the new
 * version's files, while a session kept on the old version by its `portal-ab` cookie still gets the old
 * one's; a rollback returns new sessions to the old version. Never one version's markup with another's
 * files. The browser does not hydrate yet: this reads the HTML the server sends.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, type BrowserContext, expect, test } from '@playwright/test';
import { main as deploy } from '@portal/releases/cli';
import { sampleFor } from '../support/portal';
import {
  type ReleaseHost,
  releaseHostPort,
  servedToNewSessions,
  startReleaseHost,
} from '../support/release-host';
import { SELECTION_MARKER, VARIANTS, variantFolder } from '../support/remote-variant';
import { signInByApi } from '../support/signed-in';

// One host, one store, one sequence of deploys: the tests run in order.
test.describe.configure({ mode: 'serial' });

const root = path.resolve(import.meta.dirname, '../..');
const PORT = releaseHostPort(2);
const releaseDir = mkdtempSync(path.join(tmpdir(), 'e2e-releases-server-render-'));
const env = { RELEASE_DIR: releaseDir, RELEASE_ENV: 'e2e' };
/** The order number of the shopper signed in below (the shop's sample), as select items lists it. */
const ORDER = sampleFor('nordwind').orderNumber.replace(/^#+/, '');
const A = '1.0.1';
const B = '1.1.0';
let host: ReleaseHost;
/** The platform's session of the one signed-in shopper, which every browser session below carries. */
let platformSession: Awaited<ReturnType<BrowserContext['cookies']>>;

const url = (pathname: string) => `http://nordwind.localhost:${PORT}${pathname}`;
const run = (...args: string[]) => deploy(args, { ...process.env, ...env });

/** A browser session of the signed-in shopper with no A/B assignment yet (no `portal-ab` cookie). */
async function newSession(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext();
  await context.addCookies(platformSession);
  return context;
}

/** What the HTML of select items says: whether the server rendered it, with which markup, and whose files. */
interface Served {
  /** The step's markup is in `#root`, rendered by the server. */
  rendered: boolean;
  /** The markup shows the shopper's order: the step's content, not its skeleton. */
  order: boolean;
  /** The markup carries the marked release's marker. */
  marked: boolean;
  /** The versions of remote-selection whose files the page loads the step from: its entry and stylesheets. */
  files: string[];
  /** The release the page names for select items (`selection=<variant>@<version>`). */
  release: string | undefined;
}

/** Loads select items in `context` and reads the HTML the server sent for it. */
async function selectItems(context: BrowserContext): Promise<Served> {
  const page = await context.newPage();
  const response = await page.goto(url('/select-items'), { waitUntil: 'commit' });
  const html = (await response?.text()) ?? '';
  await page.close();
  const root = /<div id="root"( data-server-rendered="")?>([\s\S]*?)<\/div><script id="portal-scope"/.exec(
    html,
  );
  const remotes = JSON.parse(
    /<script id="portal-remotes" type="application\/json">(.*?)<\/script>/.exec(html)?.[1] ?? '{}',
  ) as {
    remotes?: { name: string; entry: string }[];
  };
  const entry = remotes.remotes?.find((remote) => remote.name === 'remote_selection')?.entry ?? '';
  // The step's styles are in the page, named by their files (`data-href`); any other comes as a link.
  const stylesheets = [
    ...html.matchAll(/<link rel="stylesheet" href="([^"]*)">|<style id="step-styles" data-href="([^"]*)">/g),
  ].flatMap((match) => (match[1] ?? match[2] ?? '').split(' '));
  const versionOf = (address: string) =>
    /\/releases\/remote-selection\/([^/]+)\//.exec(address)?.[1] ?? address;
  return {
    rendered: Boolean(root?.[1]),
    order: (root?.[2] ?? '').includes(ORDER),
    marked: (root?.[2] ?? '').includes(SELECTION_MARKER),
    files: [
      ...new Set([entry, ...stylesheets.filter((href) => href.includes('remote-selection'))].map(versionOf)),
    ],
    release: /selection=([a-z]+@[^;"]+)/.exec(
      /<meta name="portal-releases" content="([^"]*)"/.exec(html)?.[1] ?? '',
    )?.[1],
  };
}

/** Select items as each version's node build renders it, with that version's files and no other's. */
const RENDERED_BY_A: Served = { rendered: true, order: true, marked: false, files: [A], release: `a@${A}` };
const RENDERED_BY_B: Served = { rendered: true, order: true, marked: true, files: [B], release: `b@${B}` };

test.beforeAll(async ({ browser }) => {
  test.setTimeout(240_000);
  // Built once before the run by `npm test` (e2e/support/build-variants.ts), or here if missing.
  const marked = variantFolder(VARIANTS.markedSelection);
  await run(
    'publish',
    'remote-selection',
    '--dist',
    path.join(root, 'remote-selection', 'dist'),
    '--version',
    A,
  );
  await run('publish', 'remote-selection', '--dist', path.join(marked, 'dist'), '--version', B);
  await run('promote', 'remote-selection', A);
  host = await startReleaseHost(PORT, {
    ...env,
    RELEASE_POLL_MS: '200',
    SERVER_RENDER: 'true',
    // The platform's answer within the render: roomy for a busy 2-core machine (a late one falls back,
    // which this test would take for a failure).
    SERVER_RENDER_BUDGET_MS: '5000',
  });
  const context = await browser.newContext();
  await signInByApi(await context.newPage(), 'nordwind', undefined, PORT);
  platformSession = await context.cookies();
  await context.close();
});

test.afterAll(async () => {
  await host?.stop();
  rmSync(releaseDir, { recursive: true, force: true });
});

test('a promote between two requests: a new session gets the new version rendered with its files, the old session the old one; a rollback returns to it', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const old = await newSession(browser);
  expect(await selectItems(old)).toEqual(RENDERED_BY_A);

  await run('promote', 'remote-selection', B, '--variant', 'b');
  await servedToNewSessions(PORT, `selection=b@${B}`);
  const fresh = await newSession(browser);
  expect(await selectItems(fresh)).toEqual(RENDERED_BY_B);
  // The session started before the promote keeps its version (the step's fallback now), rendered by it.
  expect(await selectItems(old)).toEqual(RENDERED_BY_A);
  // …and the new one keeps its own on its next page.
  expect(await selectItems(fresh)).toEqual(RENDERED_BY_B);

  await run('rollback', 'remote-selection');
  await servedToNewSessions(PORT, `selection=a@${A}`);
  const after = await newSession(browser);
  expect(await selectItems(after)).toEqual(RENDERED_BY_A);
  expect(await selectItems(old)).toEqual(RENDERED_BY_A);

  // Every page above was rendered on the server: none fell back to the browser.
  expect(host.output()).not.toContain('Step rendered in the browser instead');
  for (const context of [old, fresh, after]) await context.close();
});
