/**
 * Starts the sandbox and the host server on free ports for the project's own measurements
 * (size budget, benchmarks), and stops them afterwards.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');

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

/** The running pair of servers. */
export interface RunningPortal {
  hostPort: number;
  sandboxUrl: string;
  stop(): void;
}

/** Starts the sandbox and the host server against the current production build. */
export async function startPortal(): Promise<RunningPortal> {
  const [hostPort, sandboxPort] = [await freePort(), await freePort()];
  const sandboxUrl = `http://localhost:${sandboxPort}`;
  const children: ChildProcess[] = [];
  const start = (entry: string, env: Record<string, string>) =>
    children.push(
      // A process group of its own: stopping npx alone would leave the server it started running.
      spawn('npx', ['tsx', entry], {
        cwd: root,
        stdio: 'ignore',
        env: { ...process.env, ...env },
        detached: true,
      }),
    );
  start('deploy/sandbox/src/main.ts', {
    SANDBOX_PORT: String(sandboxPort),
    SANDBOX_PUBLIC_URL: sandboxUrl,
    SANDBOX_PORTAL_ORIGIN: `http://{merchant}.localhost:${hostPort}`,
  });
  start('host/server/main.ts', {
    PORT: String(hostPort),
    CORE_API_URL: sandboxUrl,
    VOLTA_API_URL: `${sandboxUrl}/volta`,
    LOG_LEVEL: 'warn',
  });
  const stop = () => {
    for (const child of children) {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  };
  try {
    await waitFor(`${sandboxUrl}/health`);
    await waitFor(`http://localhost:${hostPort}/healthz`);
  } catch (error) {
    stop();
    throw error;
  }
  return { hostPort, sandboxUrl, stop };
}

export { chromiumLaunchOptions } from './chromium';
