/**
 * `/readyz` answers for the release store alone: a platform that stumbles keeps every pod in the load
 * balancer (its shoppers get the portal's own error page), a release store not yet read does not.
 */
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ReleaseStore } from '@portal/releases/store';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildServer } from '../app';
import { optionsFromEnv } from '../config';
import { startFakePlatform } from '../testing/fake-platform';

const servers: FastifyInstance[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});

/** An address nothing listens on: a port taken and given back at once. */
async function deadUrl(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return `http://127.0.0.1:${port}`;
}

/** A release store that cannot be read: every call fails as an unreachable bucket's would. */
const unreachableStore: ReleaseStore = {
  description: 'an unreachable bucket',
  get: async () => {
    throw new Error('connect ECONNREFUSED');
  },
  exists: async () => {
    throw new Error('connect ECONNREFUSED');
  },
  put: async () => {
    throw new Error('connect ECONNREFUSED');
  },
  list: async () => {
    throw new Error('connect ECONNREFUSED');
  },
};

async function serverWith(env: Record<string, string>, store?: ReleaseStore) {
  const options = optionsFromEnv({
    APPS_ROOT: mkdtempSync(path.join(tmpdir(), 'apps-')),
    RELEASE_ENV: 'production',
    RELEASE_DIR: mkdtempSync(path.join(tmpdir(), 'releases-')),
    LOG_LEVEL: 'silent',
    ...env,
  });
  const server = await buildServer(
    store && options.releases ? { ...options, releases: { ...options.releases, store } } : options,
  );
  servers.push(server);
  return server;
}

describe('GET /readyz', () => {
  it('is ready while the platform is down, and the shopper gets the error page instead', async () => {
    const platform = await deadUrl();
    const server = await serverWith({ CORE_API_URL: platform, VOLTA_API_URL: `${platform}/volta` });
    const ready = await server.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ releases: true });
    const page = await server.inject({
      url: '/',
      headers: { host: 'nordwind.localhost', accept: 'text/html' },
    });
    expect(page.statusCode).toBe(502);
    expect(page.body).toContain('Shop unavailable');
  });

  it('is not ready while the release store cannot be read, however well the platform answers', async () => {
    const platform = await startFakePlatform();
    const server = await serverWith(
      { CORE_API_URL: platform.url, VOLTA_API_URL: `${platform.url}/volta` },
      unreachableStore,
    );
    const ready = await server.inject('/readyz');
    await platform.close();
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ releases: false });
    expect(ready.headers['cache-control']).toBe('no-cache');
  });

  it('is ready at once without releases', async () => {
    const server = await serverWith({ RELEASE_ENV: '' });
    expect((await server.inject('/readyz')).statusCode).toBe(200);
  });
});
