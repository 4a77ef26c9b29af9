import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DeployError,
  promote,
  publish,
  readEnvironment,
  rollback,
  statusText,
  updateEnvironment,
} from './deploy';
import type { HostBuild } from './preflight';
import { environmentKey, LocalReleaseStore, type ReleaseStore } from './store';
import { startTestS3, type TestS3 } from './testing/s3-server';

const HOST: HostBuild = {
  shared: { react: '19.3.1', 'react-dom': '19.3.1', effector: '23.4.4', '@portal/shared': '1.0.0' },
  contract: null,
};

let folder: string;
let s3: TestS3;

/** The node build as deploy/build records it in the browser build's manifest. */
const NODE_ENTRY = { path: 'server', name: 'remoteEntry.js', type: 'commonjs-module' };

/**
 * A build of `remote` in a folder of its own: a manifest exposing `pages`, wanting `shared`, and its
 * node build in `server/` (`node: 'unrecorded'`: a build from before node builds; `'missing'`: the
 * manifest names an entry the folder lacks).
 */
async function fakeBuild(
  pages: string[],
  shared: { name: string; requiredVersion: string; singleton?: boolean }[] = [
    { name: 'react', requiredVersion: '^19.3.1', singleton: true },
    { name: '@portal/shared', requiredVersion: '1.0.0', singleton: true },
  ],
  node: 'built' | 'unrecorded' | 'missing' = 'built',
): Promise<string> {
  const dist = await mkdtemp(path.join(folder, 'dist-'));
  await mkdir(path.join(dist, 'js'));
  await writeFile(path.join(dist, 'remoteEntry.js'), 'var remote;');
  await writeFile(path.join(dist, 'js', 'page.0123abcd.js'), 'export default 1;');
  if (node === 'built') {
    await mkdir(path.join(dist, 'server', 'chunks'), { recursive: true });
    await writeFile(path.join(dist, 'server', 'remoteEntry.js'), 'module.exports = {};');
    await writeFile(path.join(dist, 'server', 'chunks', '121.0123abcd.js'), 'exports.ids = [121];');
  }
  await writeFile(
    path.join(dist, 'mf-manifest.json'),
    JSON.stringify({
      exposes: pages.map((name) => ({ name })),
      shared: shared.map((entry) => ({ version: '0', ...entry })),
      metaData: node === 'unrecorded' ? {} : { ssrRemoteEntry: NODE_ENTRY },
    }),
  );
  return dist;
}

/** `store`, recording the keys written, in order. */
function recording(store: ReleaseStore): { store: ReleaseStore; written: string[] } {
  const written: string[] = [];
  return {
    written,
    store: {
      description: store.description,
      get: (key) => store.get(key),
      exists: (key) => store.exists(key),
      list: (prefix) => store.list(prefix),
      put: (key, body, options) => {
        written.push(key);
        return store.put(key, body, options);
      },
    },
  };
}

const environmentBytes = async (store: ReleaseStore, name: string) =>
  (await store.get(environmentKey(name)))?.body.toString('utf8') ?? null;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'deploy-'));
  s3 = await startTestS3();
});
afterAll(async () => {
  await s3.close();
  await rm(folder, { recursive: true, force: true });
});

describe('publish', () => {
  it('uploads every file under <remote>/<version>/ and refuses to publish the same version again', async () => {
    const store = new LocalReleaseStore(path.join(folder, 'publish'));
    const files = await publish(store, 'remote-carriers', '1.0.0', await fakeBuild(['carriers']));
    expect(files).toEqual([
      'js/page.0123abcd.js',
      'mf-manifest.json',
      'remoteEntry.js',
      'server/chunks/121.0123abcd.js',
      'server/remoteEntry.js',
    ]);
    expect(await store.list('remote-carriers/1.0.0/')).toEqual([
      'remote-carriers/1.0.0/js/page.0123abcd.js',
      'remote-carriers/1.0.0/mf-manifest.json',
      'remote-carriers/1.0.0/remoteEntry.js',
      'remote-carriers/1.0.0/server/chunks/121.0123abcd.js',
      'remote-carriers/1.0.0/server/remoteEntry.js',
    ]);
    const before = await store.get('remote-carriers/1.0.0/remoteEntry.js');
    await expect(publish(store, 'remote-carriers', '1.0.0', await fakeBuild(['carriers']))).rejects.toThrow(
      /already published/,
    );
    expect(await store.get('remote-carriers/1.0.0/remoteEntry.js')).toEqual(before);
  });
});

describe('a release carries its node build', () => {
  it('publish uploads the node build (server/, every file, nested) with the browser build under the same version, the manifest last', async () => {
    const { store, written } = recording(new LocalReleaseStore(path.join(folder, 'node-build')));
    await publish(store, 'remote-selection', '1.0.0', await fakeBuild(['select-items', 'confirm-items']));
    expect(written).toContain('remote-selection/1.0.0/server/remoteEntry.js');
    expect(written).toContain('remote-selection/1.0.0/server/chunks/121.0123abcd.js');
    expect(written.at(-1)).toBe('remote-selection/1.0.0/mf-manifest.json');
    expect((await store.get('remote-selection/1.0.0/server/remoteEntry.js'))?.body.toString()).toBe(
      'module.exports = {};',
    );
  });

  it('publish refuses a build without its node build, and writes nothing', async () => {
    const { store, written } = recording(new LocalReleaseStore(path.join(folder, 'no-node-build')));
    await expect(
      publish(store, 'remote-carriers', '1.0.0', await fakeBuild(['carriers'], undefined, 'unrecorded')),
    ).rejects.toThrow(
      /holds no node build \(its mf-manifest\.json records none\): build remote-carriers again$/,
    );
    await expect(
      publish(store, 'remote-carriers', '1.0.0', await fakeBuild(['carriers'], undefined, 'missing')),
    ).rejects.toThrow(/holds no node build \(server\/remoteEntry\.js is missing\)/);
    expect(written).toEqual([]);
  });

  it.each([
    ['a folder', () => new LocalReleaseStore(path.join(folder, 'preflight-node'))],
    ['an S3 bucket', () => s3.store()],
  ])(
    'the pre-flight refuses a release whose manifest records no node build, or whose store lacks it, in one line each, and nothing changes (%s)',
    async (_, storeOf) => {
      const store = storeOf();
      await publish(store, 'remote-selection', '2.0.0', await fakeBuild(['select-items', 'confirm-items']));
      await promote(store, 'node', { step: 'remote-selection', version: '2.0.0' }, HOST);
      const live = await environmentBytes(store, 'node');
      // Written into the store past `publish`, as an older deploy command or a hand-made upload would.
      const manifest = JSON.parse(
        (await store.get('remote-selection/2.0.0/mf-manifest.json'))?.body.toString('utf8') ?? '{}',
      ) as Record<string, unknown>;
      await store.put(
        'remote-selection/2.1.0/mf-manifest.json',
        Buffer.from(JSON.stringify({ ...manifest, metaData: {} })),
      );
      await store.put('remote-selection/2.2.0/mf-manifest.json', Buffer.from(JSON.stringify(manifest)));
      const refusal = (version: string) =>
        promote(store, 'node', { step: 'remote-selection', version }, HOST).then(
          () => '',
          (error: Error) => error.message,
        );
      expect(await refusal('2.1.0')).toBe(
        'Pre-flight refused remote-selection 2.1.0:\n  - its mf-manifest.json records no node build (metaData.ssrRemoteEntry): build it again and publish a new version',
      );
      expect(await refusal('2.2.0')).toBe(
        `Pre-flight refused remote-selection 2.2.0:\n  - its node build server/remoteEntry.js is not in ${store.description}: publish a new version`,
      );
      expect(await environmentBytes(store, 'node')).toBe(live);
    },
  );
});

describe('promote: the pre-flight refuses, and nothing changes', () => {
  it('a missing version, a missing module, an incompatible singleton', async () => {
    const store = new LocalReleaseStore(path.join(folder, 'preflight'));
    await publish(store, 'remote-carriers', '1.0.0', await fakeBuild(['carriers']));
    await promote(store, 'production', { step: 'remote-carriers', version: '1.0.0' }, HOST);
    const live = await environmentBytes(store, 'production');

    await expect(
      promote(store, 'production', { step: 'remote-carriers', version: '9.9.9' }, HOST),
    ).rejects.toThrow(/remote-carriers 9\.9\.9 is not published/);
    await publish(store, 'remote-carriers', '1.1.0', await fakeBuild(['something-else']));
    await expect(
      promote(store, 'production', { step: 'remote-carriers', version: '1.1.0' }, HOST),
    ).rejects.toThrow(/missing the exposed module "carriers"/);
    await publish(
      store,
      'remote-carriers',
      '2.0.0',
      await fakeBuild(['carriers'], [{ name: 'react', requiredVersion: '^20.0.0', singleton: true }]),
    );
    await expect(
      promote(store, 'production', { step: 'remote-carriers', version: '2.0.0' }, HOST),
    ).rejects.toThrow(/shared "react" requires \^20\.0\.0, the host has 19\.3\.1/);
    expect(await environmentBytes(store, 'production')).toBe(live);
  });

  it('a split a step cannot have', async () => {
    const store = new LocalReleaseStore(path.join(folder, 'split'));
    await publish(store, 'remote-auth', '1.0.0', await fakeBuild(['sign-in', 'magic-link-landing']));
    await expect(
      promote(store, 'production', { step: 'remote-auth', version: '1.0.0', weight: 50, variant: 'b' }, HOST),
    ).rejects.toBeInstanceOf(DeployError);
    expect(await environmentBytes(store, 'production')).toBeNull();
  });
});

describe('an environment the host could not read is never written', () => {
  it('a merchant name the schema refuses leaves the file as it was, and later deploys still work', async () => {
    const store = new LocalReleaseStore(path.join(folder, 'invalid'));
    await publish(store, 'remote-carriers', '1.0.0', await fakeBuild(['carriers']));
    await promote(store, 'production', { step: 'remote-carriers', version: '1.0.0' }, HOST);
    const live = await environmentBytes(store, 'production');
    await expect(
      promote(store, 'production', { step: 'remote-carriers', version: '1.0.0', merchant: 'Nordwind' }, HOST),
    ).rejects.toThrow(/invalid environment file/);
    await expect(
      updateEnvironment(store, 'production', (environment) => ({
        ...environment,
        merchants: { ...environment.merchants, 'a/b': {} },
      })),
    ).rejects.toBeInstanceOf(DeployError);
    expect(await environmentBytes(store, 'production')).toBe(live);
    // status, promote and rollback carry on.
    await promote(
      store,
      'production',
      { step: 'remote-carriers', version: '1.0.0', merchant: 'nordwind' },
      HOST,
    );
    await rollback(store, 'production', 'remote-carriers', 'nordwind');
    expect(await environmentBytes(store, 'production')).not.toBeNull();
    expect(statusText('production', (await readEnvironment(store, 'production')).environment)).toMatch(
      /remote-carriers: a=1\.0\.0 100%/,
    );
  });
});

describe('concurrent deploys', () => {
  it('two promotes of different steps at once both take effect', async () => {
    const root = path.join(folder, 'concurrent');
    const setup = new LocalReleaseStore(root);
    await publish(setup, 'remote-carriers', '1.0.0', await fakeBuild(['carriers']));
    await publish(setup, 'remote-selection', '1.0.0', await fakeBuild(['select-items', 'confirm-items']));
    for (let round = 0; round < 5; round++) {
      // Two deploy processes, each with its own view of the same store.
      await Promise.all([
        promote(
          new LocalReleaseStore(root),
          'production',
          { step: 'remote-carriers', version: '1.0.0' },
          HOST,
        ),
        promote(
          new LocalReleaseStore(root),
          'production',
          { step: 'remote-selection', version: '1.0.0' },
          HOST,
        ),
      ]);
    }
    const { environment } = await readEnvironment(setup, 'production');
    expect(environment.history.filter((entry) => entry.step === 'remote-carriers')).toHaveLength(5);
    expect(environment.history.filter((entry) => entry.step === 'remote-selection')).toHaveLength(5);
    expect(Object.keys(environment.steps).sort()).toEqual(['remote-carriers', 'remote-selection']);
  });
});

describe('the S3 path', () => {
  it('publishes, promotes, rolls back and reads the environment file in an S3-compatible bucket', async () => {
    const store = s3.store();
    await publish(store, 'remote-carriers', '1.0.0', await fakeBuild(['carriers']));
    await publish(store, 'remote-carriers', '1.1.0', await fakeBuild(['carriers']));
    await expect(publish(store, 'remote-carriers', '1.1.0', await fakeBuild(['carriers']))).rejects.toThrow(
      /already published/,
    );
    await promote(store, 'staging', { step: 'remote-carriers', version: '1.0.0' }, HOST);
    await promote(
      store,
      'staging',
      { step: 'remote-carriers', version: '1.1.0', weight: 50, variant: 'b' },
      HOST,
    );
    const { environment } = await readEnvironment(store, 'staging');
    expect(environment.steps['remote-carriers']?.variants).toEqual([
      { name: 'a', version: '1.0.0', weight: 50 },
      { name: 'b', version: '1.1.0', weight: 50 },
    ]);
    expect(statusText('staging', environment)).toMatch(/remote-carriers: a=1\.0\.0 50%, b=1\.1\.0 50%/);
    await rollback(store, 'staging', 'remote-carriers');
    const after = await readEnvironment(store, 'staging');
    expect(after.environment.steps['remote-carriers']?.variants).toEqual([
      { name: 'a', version: '1.0.0', weight: 100 },
    ]);
  });
});
