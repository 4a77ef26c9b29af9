/**
 * Starts the sandbox and the host server for the project's own measurements (size budget,
 * benchmarks), on `E2E_HOST_PORT` and `E2E_SANDBOX_PORT` when set, else on free ports, and stops
 * them afterwards: each in a process group of its own that ends with the script, however it ends.
 */
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { endGroups, root, startGroup } from './run.mjs';

export { root };

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

async function waitFor(url: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** The port in `variable` when it is set, else a free one. */
async function portFrom(variable: string): Promise<number> {
  const configured = process.env[variable];
  if (!configured) return freePort();
  const port = Number(configured);
  if (!Number.isInteger(port) || port <= 0 || port > 65_535)
    throw new Error(`${variable} is not a port: ${configured}`);
  return port;
}

/** The running pair of servers. */
export interface RunningPortal {
  hostPort: number;
  sandboxUrl: string;
  /** The process group ids of the two servers (for tests that check nothing outlives a script). */
  groups: number[];
  /** Ends both servers and everything they started. */
  stop(): Promise<void>;
}

/** Starts the sandbox and the host server against the current production build; `hostEnv` adds to the host's settings. */
export async function startPortal(hostEnv: Record<string, string> = {}): Promise<RunningPortal> {
  const hostPort = await portFrom('E2E_HOST_PORT');
  const sandboxPort = await portFrom('E2E_SANDBOX_PORT');
  const sandboxUrl = `http://localhost:${sandboxPort}`;
  const children: ChildProcess[] = [];
  const start = (entry: string, env: Record<string, string>) =>
    children.push(startGroup('npx', ['tsx', entry], { stdio: 'ignore', env: { ...process.env, ...env } }));
  start('deploy/sandbox/src/main.ts', {
    SANDBOX_PORT: String(sandboxPort),
    SANDBOX_PUBLIC_URL: sandboxUrl,
    SANDBOX_PORTAL_ORIGIN: `http://{merchant}.localhost:${hostPort}`,
    // The measurements sign the same shopper in many times a minute (the list's runs, the server render's
    // sessions): the limit on guessing sign-ins is not what they measure.
    SANDBOX_AUTH_ATTEMPTS_PER_MINUTE: '100000',
  });
  start('host/server/main.ts', {
    PORT: String(hostPort),
    CORE_API_URL: sandboxUrl,
    VOLTA_API_URL: `${sandboxUrl}/volta`,
    PAYMENT_HOSTS: sandboxUrl,
    LABEL_HOSTS: sandboxUrl,
    LOG_LEVEL: 'warn',
    // The measurements load one address far beyond any shopper: they measure serving, not the limit.
    READ_RATE_LIMIT: 'off',
    ...hostEnv,
  });
  const stop = () => endGroups(children);
  try {
    await waitFor(`${sandboxUrl}/health`);
    await waitFor(`http://localhost:${hostPort}/healthz`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { hostPort, sandboxUrl, groups: children.flatMap((child) => child.pid ?? []), stop };
}

export { chromiumLaunchOptions } from './chromium';
