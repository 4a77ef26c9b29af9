/**
 * Every process a script starts ends with it (`npm start`, `npm run size`, the benchmarks), however
 * the script ends; and the scripts honour the ports they are given.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { endGroups, root } from './run.mjs';

const started: ChildProcess[] = [];
const serverGroups: number[] = [];
// A failed test must not leave its servers behind either.
afterEach(async () => {
  await endGroups(started.splice(0));
  for (const pgid of serverGroups.splice(0)) if (groupAlive(pgid)) process.kill(-pgid, 'SIGKILL');
});

/** Runs `args` with node in a group of its own; resolves with its output so far once `ready` appears. */
function launch(args: string[], env: Record<string, string>, ready: RegExp) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    detached: true,
    env: { ...withoutPortVariables(), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const readyOutput = new Promise<string>((resolve, reject) => {
    const onData = (data: Buffer) => {
      output += data.toString();
      if (ready.test(output)) resolve(output);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then((code) => reject(new Error(`exited with ${code} before it was ready:\n${output}`)));
  });
  return { child, readyOutput, exited };
}

function withoutPortVariables() {
  const env = { ...process.env };
  for (const name of ['PORT', 'SANDBOX_PORT', 'E2E_HOST_PORT', 'E2E_SANDBOX_PORT']) delete env[name];
  return env;
}

const groupAlive = (pgid: number) => {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
};
const answers = (url: string) =>
  fetch(url, { signal: AbortSignal.timeout(2000) }).then(
    () => true,
    () => false,
  );

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const tsx = ['--import', 'tsx', 'deploy/scripts/fixtures/portal-lifetime.ts'];

describe('the servers of a measurement script (servers.ts)', () => {
  for (const ending of ['stop', 'crash', 'wait'] as const) {
    it(`leave no process behind when the script ends by ${ending}`, async () => {
      const run = launch([...tsx, ending], {}, /"groups"/);
      const output = await run.readyOutput;
      const line = output.split('\n').find((text) => text.includes('"groups"')) ?? '{}';
      const { hostPort, sandboxUrl, groups } = JSON.parse(line) as {
        hostPort: number;
        sandboxUrl: string;
        groups: number[];
      };
      serverGroups.push(...groups);
      expect(groups).toHaveLength(2);
      expect(groups.every(groupAlive)).toBe(true);
      if (ending === 'wait') run.child.kill('SIGTERM');
      await run.exited;
      await expect.poll(() => groups.filter(groupAlive), { timeout: 10_000 }).toEqual([]);
      expect(await answers(`http://localhost:${hostPort}/healthz`)).toBe(false);
      expect(await answers(`${sandboxUrl}/health`)).toBe(false);
    }, 60_000);
  }

  it('use E2E_HOST_PORT and E2E_SANDBOX_PORT when they are set', async () => {
    const [hostPort, sandboxPort] = [await freePort(), await freePort()];
    const run = launch(
      [...tsx, 'stop'],
      { E2E_HOST_PORT: String(hostPort), E2E_SANDBOX_PORT: String(sandboxPort) },
      /"groups"/,
    );
    const output = await run.readyOutput;
    expect(output).toContain(`"hostPort":${hostPort}`);
    expect(output).toContain(`"sandboxUrl":"http://localhost:${sandboxPort}"`);
    await run.exited;
  }, 60_000);
});

describe('npm start (start.mjs)', () => {
  it('prints the outbox and demo URLs for its ports, and Ctrl+C stops both servers', async () => {
    const [port, sandboxPort] = [await freePort(), await freePort()];
    const run = launch(
      ['deploy/scripts/start.mjs', '--no-build'],
      { PORT: String(port), SANDBOX_PORT: String(sandboxPort) },
      /Press Ctrl\+C/,
    );
    const output = await run.readyOutput;
    const outbox = `http://localhost:${sandboxPort}/sandbox/outbox`;
    expect(output).toContain(outbox);
    expect(output).toContain(`http://nordwind.localhost:${port}/?isDemo`);
    expect(output).toContain(`http://atelier.localhost:${port}`);
    expect(await answers(outbox)).toBe(true);
    expect(await answers(`http://localhost:${port}/healthz`)).toBe(true);

    run.child.kill('SIGINT');
    expect(await run.exited).toBe(130);
    expect(await answers(outbox)).toBe(false);
    expect(await answers(`http://localhost:${port}/healthz`)).toBe(false);
  }, 60_000);
});
