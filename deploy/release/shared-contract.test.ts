import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure, main } from './cli';
import type { SharedContract } from './shared-contract';

let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'shared-contract-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

const HOST_EXPORTS = ['httpRequest', 'logger', 'useTranslation'];

/** A build's manifest as deploy/build records it: its `shared` singleton and its contract. */
async function fakeBuild(
  name: string,
  contract: Omit<SharedContract, 'package'>,
  exposes: string[] = [],
): Promise<string> {
  const dist = path.join(folder, name);
  await mkdir(dist, { recursive: true });
  await writeFile(path.join(dist, 'remoteEntry.js'), 'var remote;');
  await mkdir(path.join(dist, 'server'), { recursive: true });
  await writeFile(path.join(dist, 'server', 'remoteEntry.js'), 'module.exports = {};');
  await writeFile(
    path.join(dist, 'mf-manifest.json'),
    JSON.stringify({
      exposes: exposes.map((page) => ({ name: page })),
      shared: [
        {
          name: '@portal/shared',
          version: contract.version,
          requiredVersion: contract.requiredVersion,
          singleton: true,
        },
      ],
      metaData: {
        sharedContract: { package: '@portal/shared', ...contract },
        ssrRemoteEntry: { path: 'server', name: 'remoteEntry.js' },
      },
    }),
  );
  return dist;
}

/** The host built with `shared` 1.1.0, and a store where remote-carriers 1.0.0 is live. */
async function liveStore(store: string) {
  const hostDist = await fakeBuild('host-dist', {
    version: '1.1.0',
    requiredVersion: '^1.1.0',
    imports: { '@portal/shared': ['logger'] },
    exports: { '@portal/shared': HOST_EXPORTS, '@portal/shared/ui': ['Button'] },
  });
  const current = await fakeBuild(
    'carriers-1.0.0',
    {
      version: '1.1.0',
      requiredVersion: '^1.1.0',
      imports: { '@portal/shared': ['httpRequest', 'useTranslation'] },
      exports: {},
    },
    ['carriers'],
  );
  const env = { ...process.env, RELEASE_DIR: store, RELEASE_ENV: 'e2e' };
  const run = (...args: string[]) => main(args, env);
  await run('publish', 'remote-carriers', '--dist', current, '--version', '1.0.0');
  await run('promote', 'remote-carriers', '1.0.0', '--host-dist', hostDist);
  const file = path.join(store, 'environments', 'e2e.json');
  return { run, hostDist, file, before: await readFile(file) };
}

describe('promote refuses a remote built against a newer @portal/shared than the live host’s', () => {
  it('with a new export and a range the host does not satisfy: refused, the environment byte-identical', async () => {
    const { run, hostDist, file, before } = await liveStore(path.join(folder, 'newer'));
    // Built against shared 1.2.0, which added `returnPolicy`: the remote uses it and requires ^1.2.0.
    const newer = await fakeBuild(
      'carriers-newer',
      {
        version: '1.2.0',
        requiredVersion: '^1.2.0',
        imports: { '@portal/shared': ['httpRequest', 'returnPolicy'], '@portal/shared/ui': ['Button'] },
        exports: {},
      },
      ['carriers'],
    );
    await run('publish', 'remote-carriers', '--dist', newer, '--version', '1.1.0');

    const refused = await run('promote', 'remote-carriers', '1.1.0', '--host-dist', hostDist).catch(failure);
    expect(refused).toMatchObject({ code: 1 });
    const { message } = refused as { message: string };
    expect(message).toMatch(/Pre-flight refused remote-carriers 1\.1\.0/);
    expect(message).toContain('shared "@portal/shared" requires ^1.2.0, the host has 1.1.0');
    expect(message).toContain('"returnPolicy" from @portal/shared');
    // A subpath the remote bundles itself is not the host's business.
    expect(message).not.toContain('@portal/shared/ui');
    expect(await readFile(file)).toEqual(before);
  });

  it('with a new export behind an unchanged version: refused by name alone, the environment byte-identical', async () => {
    const { run, hostDist, file, before } = await liveStore(path.join(folder, 'unbumped'));
    const unbumped = await fakeBuild(
      'carriers-unbumped',
      {
        version: '1.1.0',
        requiredVersion: '^1.1.0',
        imports: { '@portal/shared': ['httpRequest', 'returnPolicy'] },
        exports: {},
      },
      ['carriers'],
    );
    await run('publish', 'remote-carriers', '--dist', unbumped, '--version', '1.1.0');

    const refused = await run('promote', 'remote-carriers', '1.1.0', '--host-dist', hostDist).catch(failure);
    expect(refused).toMatchObject({ code: 1 });
    const { message } = refused as { message: string };
    expect(message).not.toContain('requires');
    expect(message).toContain(
      'it imports "returnPolicy" from @portal/shared, which the host\'s @portal/shared 1.1.0 does not export',
    );
    expect(await readFile(file)).toEqual(before);
  });

  it('promotes a remote whose range and imports the host serves', async () => {
    const { run, hostDist, file, before } = await liveStore(path.join(folder, 'fits'));
    const fits = await fakeBuild(
      'carriers-fits',
      {
        version: '1.1.0',
        requiredVersion: '^1.0.0',
        imports: { '@portal/shared': ['logger', 'useTranslation'] },
        exports: {},
      },
      ['carriers'],
    );
    await run('publish', 'remote-carriers', '--dist', fits, '--version', '1.1.0');
    expect(await run('promote', 'remote-carriers', '1.1.0', '--host-dist', hostDist)).toMatch(
      /remote-carriers: a=1\.1\.0 100%/,
    );
    expect(await readFile(file)).not.toEqual(before);
  });
});
