import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { publish } from '@portal/releases/deploy';
import { LocalReleaseStore, type ReleaseStore } from '@portal/releases/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NodeBuilds } from './node-builds';

const NODE_ENTRY = { path: 'server', name: 'remoteEntry.js', type: 'commonjs-module' };
let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'node-builds-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

/**
 * A browser build of remote-selection with its node build in `server/` (whose entry says `marker`), as
 * deploy/build writes it; `node: false`, a build from before node builds.
 */
async function fakeBuild(dist: string, marker: string, node = true): Promise<string> {
  await mkdir(path.join(dist, 'server'), { recursive: true });
  await writeFile(path.join(dist, 'remoteEntry.js'), 'var remote_selection;');
  await writeFile(path.join(dist, `select-items.${marker}.css`), cssOf(marker));
  if (node) {
    await writeFile(
      path.join(dist, 'server', 'remoteEntry.js'),
      `module.exports = ${JSON.stringify(marker)};`,
    );
    await writeFile(
      path.join(dist, 'server', '121.0123abcd.js'),
      `exports.marker = ${JSON.stringify(marker)};`,
    );
  }
  await writeFile(
    path.join(dist, 'mf-manifest.json'),
    JSON.stringify({
      metaData: { buildInfo: { marker }, ...(node ? { ssrRemoteEntry: NODE_ENTRY } : {}) },
      exposes: [
        { name: 'select-items', assets: { css: { sync: [`select-items.${marker}.css`] } } },
        { name: 'confirm-items', assets: {} },
      ],
    }),
  );
  return dist;
}

/** A page's stylesheet as the build writes it: with a source map comment, and here a `</style` in a string. */
const cssOf = (marker: string) =>
  `.rp-marker::after{content:"${marker}</style>"}\n/*# sourceMappingURL=select-items.${marker}.css.map*/`;
/** The same stylesheet as the page's head takes it. */
const inlined = (marker: string) => `.rp-marker::after{content:"${marker}<\\/style>"}\n`;

/** `store`, counting its reads; `failFirst`: its first `get` throws, as a store that is away. */
function counted(store: ReleaseStore, failFirst = false) {
  const reads = { get: 0, list: 0 };
  let failing = failFirst;
  const wrapped: ReleaseStore = {
    description: store.description,
    exists: (key) => store.exists(key),
    put: (key, body, options) => store.put(key, body, options),
    get: async (key) => {
      reads.get++;
      if (failing) {
        failing = false;
        throw new Error('the store is away');
      }
      return store.get(key);
    },
    list: (prefix) => {
      reads.list++;
      return store.list(prefix);
    },
  };
  return { store: wrapped, reads };
}

/** A folder release store with remote-selection published at each of `versions` (marker: the version). */
async function storeWith(name: string, versions: string[], marker = (version: string) => version) {
  const store = new LocalReleaseStore(path.join(folder, name));
  for (const version of versions)
    await publish(
      store,
      'remote-selection',
      version,
      await fakeBuild(path.join(folder, `${name}-dist-${version}`), marker(version)),
    );
  return store;
}

const buildsOf = (store: ReleaseStore | null, cacheDir: string, appsRoot = folder) =>
  new NodeBuilds({
    appsRoot,
    builtInPrefix: (app) => `/apps/${app}/1.0.0/`,
    releases: store ? { store, publicUrl: '/releases' } : null,
    cacheDir,
  });

const release = (version: string) => ({ app: 'remote-selection', version, builtIn: false });
const entryText = (url: string) => readFile(fileURLToPath(url), 'utf8');

describe('NodeBuilds', () => {
  it("finds the host's own build of a remote where it was built, with its pages' stylesheets to inline", async () => {
    const appsRoot = path.join(folder, 'apps');
    const dist = await fakeBuild(path.join(appsRoot, 'remote-selection', 'dist'), 'own');
    const builds = buildsOf(null, path.join(folder, 'unused-cache'), appsRoot);
    const build = await builds.of({ app: 'remote-selection', version: '1.0.0', builtIn: true });
    expect(build?.entry).toMatch(
      new RegExp(`^file://${path.join(dist, 'server', 'remoteEntry.js')}\\?build=[0-9.]+$`),
    );
    expect(build?.styles).toEqual({
      'select-items': { css: inlined('own'), hrefs: ['/apps/remote-selection/1.0.0/select-items.own.css'] },
      'confirm-items': { css: '', hrefs: [] },
    });
    // Built again under the same version (`npm start` while the server runs): the new build, under a new name.
    await new Promise((resolve) => setTimeout(resolve, 20));
    await fakeBuild(path.join(appsRoot, 'remote-selection', 'dist'), 'again');
    const again = await builds.of({ app: 'remote-selection', version: '1.0.0', builtIn: true });
    expect(again?.styles['select-items']).toEqual({
      css: inlined('again'),
      hrefs: ['/apps/remote-selection/1.0.0/select-items.again.css'],
    });
    expect(again?.entry).not.toBe(build?.entry);
    // An app built without its node build, and one not built at all.
    await fakeBuild(path.join(appsRoot, 'remote-carriers', 'dist'), 'old', false);
    expect(await builds.of({ app: 'remote-carriers', version: '1.0.0', builtIn: true })).toBeNull();
    expect(await builds.of({ app: 'remote-auth', version: '1.0.0', builtIn: true })).toBeNull();
  });

  it('copies a released version out of the release store once, and loads it from the copy', async () => {
    const { store, reads } = counted(await storeWith('once', ['1.1.0']));
    const cacheDir = path.join(folder, 'once-cache');
    const builds = buildsOf(store, cacheDir);
    const build = await builds.of(release('1.1.0'));
    expect(build?.entry.startsWith(`file://${cacheDir}/`)).toBe(true);
    expect(await entryText(build?.entry ?? '')).toBe('module.exports = "1.1.0";');
    // The node build whole, beside its entry.
    const copied = path.dirname(fileURLToPath(build?.entry ?? ''));
    expect((await readdir(copied)).sort()).toEqual(['121.0123abcd.js', 'remoteEntry.js']);
    expect(build?.styles['select-items']).toEqual({
      css: inlined('1.1.0'),
      hrefs: ['/releases/remote-selection/1.1.0/select-items.1.1.0.css'],
    });
    const afterFirst = { ...reads };
    expect(afterFirst.list).toBe(1);

    // The next page: the store is not read again.
    expect(await builds.of(release('1.1.0'))).toEqual(build);
    expect(reads).toEqual(afterFirst);

    // Another server on this machine (or this one restarted): only the manifest and the page's stylesheet
    // (for its HTML), never the node build again.
    const restarted = await buildsOf(store, cacheDir).of(release('1.1.0'));
    expect(restarted).toEqual(build);
    expect(reads).toEqual({ get: afterFirst.get + 2, list: afterFirst.list });
  });

  it('keeps two versions side by side, and one version of two stores apart', async () => {
    const cacheDir = path.join(folder, 'side-cache');
    const builds = buildsOf(await storeWith('side', ['1.1.0', '1.2.0']), cacheDir);
    const [a, b] = await Promise.all([builds.of(release('1.1.0')), builds.of(release('1.2.0'))]);
    expect(a?.entry).not.toBe(b?.entry);
    expect(await entryText(a?.entry ?? '')).toBe('module.exports = "1.1.0";');
    expect(await entryText(b?.entry ?? '')).toBe('module.exports = "1.2.0";');
    expect(await entryText(a?.entry ?? '')).toBe('module.exports = "1.1.0";');

    // Another environment's store holds another build under 1.1.0: the shared cache does not mix them up.
    const other = buildsOf(await storeWith('other', ['1.1.0'], () => 'other'), cacheDir);
    const elsewhere = await other.of(release('1.1.0'));
    expect(await entryText(elsewhere?.entry ?? '')).toBe('module.exports = "other";');
    expect(await entryText(a?.entry ?? '')).toBe('module.exports = "1.1.0";');
  });

  it('answers null for a release without a node build, and without releases', async () => {
    const store = new LocalReleaseStore(path.join(folder, 'without'));
    await publish(store, 'remote-selection', '1.0.0', await fakeBuild(path.join(folder, 'with-dist'), 'x'));
    const manifest = (await store.get('remote-selection/1.0.0/mf-manifest.json'))?.body.toString() ?? '';
    // Put in the store past `publish` (whose check would refuse them), as an older deploy command did.
    await store.put(
      'remote-selection/0.9.0/mf-manifest.json',
      Buffer.from(JSON.stringify({ ...JSON.parse(manifest), metaData: {} })),
    );
    await store.put('remote-selection/0.9.1/mf-manifest.json', Buffer.from(manifest));
    await store.put('remote-selection/0.9.2/mf-manifest.json', Buffer.from('not json'));
    const cacheDir = path.join(folder, 'without-cache');
    const builds = buildsOf(store, cacheDir);
    for (const version of ['0.9.0', '0.9.1', '0.9.2', '0.0.1'])
      expect(await builds.of(release(version)), version).toBeNull();
    // Nothing half-copied was left for the recorded entry the store lacks.
    expect(await readdir(path.join(cacheDir, 'remote-selection')).catch(() => [])).toEqual([]);
    expect(await buildsOf(null, cacheDir).of(release('1.0.0'))).toBeNull();
  });

  it('does not keep a failed read of the store: the next page reads it again, and nothing half-copied stays', async () => {
    const { store, reads } = counted(await storeWith('away', ['1.1.0']), true);
    const cacheDir = path.join(folder, 'away-cache');
    const builds = buildsOf(store, cacheDir);
    await expect(builds.of(release('1.1.0'))).rejects.toThrow(/away/);
    const build = await builds.of(release('1.1.0'));
    expect(await entryText(build?.entry ?? '')).toBe('module.exports = "1.1.0";');
    expect(reads.get).toBeGreaterThan(2);

    // A file that goes missing half-way through the copy: refused, not copied in part.
    const halfway = counted(await storeWith('halfway', ['1.1.0']));
    const failingCopy: ReleaseStore = {
      ...halfway.store,
      get: (key) => (key.endsWith('/server/remoteEntry.js') ? Promise.resolve(null) : halfway.store.get(key)),
    };
    const partialCache = path.join(folder, 'halfway-cache');
    const copying = buildsOf(failingCopy, partialCache);
    await expect(copying.of(release('1.1.0'))).rejects.toThrow(/was listed but is not in/);
    expect(await readdir(path.join(partialCache, 'remote-selection'))).toEqual([]);
  });

  it("refuses a release whose page's stylesheet is missing from the store (its page would be unstyled)", async () => {
    const { store } = counted(await storeWith('unstyled', ['1.1.0']));
    const withoutCss: ReleaseStore = {
      ...store,
      get: (key) => (key.endsWith('.css') ? Promise.resolve(null) : store.get(key)),
    };
    const builds = buildsOf(withoutCss, path.join(folder, 'unstyled-cache'));
    await expect(builds.of(release('1.1.0'))).rejects.toThrow(
      'remote-selection/1.1.0/select-items.1.1.0.css is not in',
    );
  });
});
