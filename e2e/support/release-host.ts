/**
 * A second host server for the release tests: the same build, on a port of its own, reading its
 * step versions from an environment file in a release store folder the test owns. Its output is
 * kept, so a test can read what it logged; it runs in its own process group and ends with the test.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { expect, request } from '@playwright/test';
import { HOST_PORT, SANDBOX_PORT } from './ports';
import { endProcessGroup } from './process-group';

const root = path.resolve(import.meta.dirname, '../..');

export interface ReleaseHost {
  port: number;
  /** Everything the server printed so far. */
  output(): string;
  pid: number;
  stop(): Promise<void>;
}

/**
 * Starts the host server with `env` added, and waits for it to answer. It uses the browser tests'
 * sandbox unless `sandboxPort` names another (whose payment page then sends shoppers back here).
 */
export async function startReleaseHost(
  port: number,
  env: Record<string, string>,
  sandboxPort = SANDBOX_PORT,
): Promise<ReleaseHost> {
  const sandbox = `http://localhost:${sandboxPort}`;
  return startServer('host/server/main.ts', port, '/healthz', {
    PORT: String(port),
    CORE_API_URL: sandbox,
    VOLTA_API_URL: `${sandbox}/volta`,
    PAYMENT_HOSTS: sandbox,
    LABEL_HOSTS: sandbox,
    LOG_LEVEL: 'info',
    // No collector: the release tests read no events, and each store would cost its host seconds of
    // PGlite start. A test that reads events turns it on with a folder of its own (a PGlite folder
    // is for one process at a time); one that only reads the report names its folder.
    ANALYTICS: 'false',
    ANALYTICS_DATA_DIR: 'memory',
    DATABASE_URL: '',
    ...env,
  });
}

/** Starts a sandbox of its own whose payment page and magic links lead to the portal on `portalPort`. */
export const startSandbox = (port: number, portalPort: number): Promise<ReleaseHost> =>
  startServer('deploy/sandbox/src/main.ts', port, '/health', {
    SANDBOX_PORT: String(port),
    SANDBOX_PUBLIC_URL: `http://localhost:${port}`,
    SANDBOX_PORTAL_ORIGIN: `http://{merchant}.localhost:${portalPort}`,
  });

/** Starts `entry` with `env` added in a process group of its own, and waits for `health` to answer. */
async function startServer(
  entry: string,
  port: number,
  health: string,
  env: Record<string, string>,
): Promise<ReleaseHost> {
  // A server left over from an earlier run would answer for this one.
  const taken = await fetch(`http://localhost:${port}${health}`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`Port ${port} is taken: a server left over from an earlier run?`);
  const child: ChildProcess = spawn('npx', ['tsx', entry], {
    cwd: root,
    detached: true,
    env: { ...process.env, ...env },
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    const up = await fetch(`http://localhost:${port}${health}`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline || child.exitCode !== null)
      throw new Error(`${entry} on ${port} did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    port,
    pid: child.pid ?? 0,
    output: () => output,
    stop: () => endProcessGroup(child, 'SIGTERM'),
  };
}

/** A port for a release test's host: beside the browser tests' own, per test file. */
export const releaseHostPort = (offset: number) => HOST_PORT + offset;

/**
 * Waits until the host on `port` names `release` (for example `confirmation=a@1.2.0`) in a page for
 * a new session, one without cookies. A session started before the host took up a deploy keeps the
 * version it was given while that stays the step's fallback, so a test that wants the new version
 * starts its session after this, not at once after the deploy (the host reads the environment at
 * its next poll).
 */
export async function servedToNewSessions(port: number, release: string, merchant = 'nordwind') {
  await expect
    .poll(
      async () => {
        // The runner does not resolve *.localhost as Chromium does: ask localhost as the shop.
        const api = await request.newContext();
        try {
          const response = await api.get(`http://localhost:${port}/order-confirmation/123`, {
            headers: { host: `${merchant}.localhost:${port}` },
          });
          return /<meta name="portal-releases" content="([^"]*)"/.exec(await response.text())?.[1] ?? '';
        } finally {
          await api.dispose();
        }
      },
      { timeout: 30_000 },
    )
    .toContain(release);
}
