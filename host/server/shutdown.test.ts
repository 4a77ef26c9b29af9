/**
 * A stopping replica drains: on SIGTERM the host server (the real process, as a container runs it)
 * finishes the request in flight, answers it, and exits cleanly.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const upstream = Fastify();

beforeAll(async () => {
  upstream.get('/api/v0/shops/:merchant/configuration', async () => ({
    id: 's',
    name: 'Nordwind',
    locales: ['nl'],
  }));
  // A platform call that takes its time: the request is in flight when the stop comes.
  upstream.get('/api/v0/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    return { done: true };
  });
  await upstream.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => upstream.close());

it('finishes the request in flight on SIGTERM, then exits with 0', async () => {
  const platform = `http://127.0.0.1:${(upstream.server.address() as AddressInfo).port}`;
  const port = 3900 + Math.floor(Math.random() * 90);
  const server = spawn(process.execPath, ['--import', 'tsx', 'host/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      CORE_API_URL: platform,
      VOLTA_API_URL: `${platform}/volta`,
      APPS_ROOT: mkdtempSync(path.join(tmpdir(), 'apps-')),
      LOG_LEVEL: 'silent',
      ORIGIN_OVERRIDE: 'nordwind',
    },
    stdio: 'ignore',
  });
  const exited = new Promise<number | null>((resolve) => server.on('exit', resolve));
  try {
    for (let tries = 0; ; tries++) {
      const up = await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      if (tries > 200) throw new Error('host server did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const inFlight = fetch(`http://127.0.0.1:${port}/api/v0/slow`, {
      headers: { host: `nordwind.localhost:${port}` },
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.kill('SIGTERM');
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ done: true });
    expect(await exited).toBe(0);
  } finally {
    server.kill('SIGKILL');
  }
}, 30_000);
