/**
 * A second host server for the release tests: the same build, on a port of its own, reading its
 * step versions from an environment file in a release store folder the test owns. Its output is
 * kept, so a test can read what it logged; it runs in its own process group and ends with the test.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
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

/** Starts the host server with `env` added, and waits for it to answer. */
export async function startReleaseHost(port: number, env: Record<string, string>): Promise<ReleaseHost> {
  const sandbox = `http://localhost:${SANDBOX_PORT}`;
  const child: ChildProcess = spawn('npx', ['tsx', 'host/server/main.ts'], {
    cwd: root,
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      CORE_API_URL: sandbox,
      VOLTA_API_URL: `${sandbox}/volta`,
      PAYMENT_HOSTS: sandbox,
      LABEL_HOSTS: sandbox,
      LOG_LEVEL: 'info',
      ...env,
    },
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
    const up = await fetch(`http://localhost:${port}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline || child.exitCode !== null)
      throw new Error(`Host on ${port} did not start:\n${output}`);
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
