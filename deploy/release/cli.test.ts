import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readout } from '@portal/analytics/readout';
import { DATA_SETS, generateEvents, seededStore } from '@portal/analytics/readout-testing';
import { storeFromEnv } from '@portal/analytics/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure, main } from './cli';

const root = path.resolve(import.meta.dirname, '../..');
let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'deploy-cli-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

/** Runs `npm run deploy -- …`'s script as a process of its own. */
function spawnCli(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), ['deploy/release/cli.ts', ...args], {
      cwd: root,
      env: { ...process.env, ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += String(chunk);
    });
    child.stderr.on('data', (chunk) => {
      stderr += String(chunk);
    });
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** A build of remote-carriers exposing its page, and a host build providing what it shares. */
async function fakeBuilds(): Promise<{ dist: string; hostDist: string }> {
  const dist = path.join(folder, 'carriers-dist');
  const hostDist = path.join(folder, 'host-dist');
  await mkdir(dist, { recursive: true });
  await mkdir(hostDist, { recursive: true });
  await writeFile(path.join(dist, 'remoteEntry.js'), 'var remote;');
  await mkdir(path.join(dist, 'server'), { recursive: true });
  await writeFile(path.join(dist, 'server', 'remoteEntry.js'), 'module.exports = {};');
  await writeFile(
    path.join(dist, 'mf-manifest.json'),
    JSON.stringify({
      exposes: [{ name: 'carriers' }],
      shared: [{ name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true }],
      metaData: { ssrRemoteEntry: { path: 'server', name: 'remoteEntry.js' } },
    }),
  );
  await writeFile(
    path.join(hostDist, 'mf-manifest.json'),
    JSON.stringify({ shared: [{ name: 'react', version: '19.3.1' }] }),
  );
  return { dist, hostDist };
}

describe('npm run deploy', () => {
  it('answers --help, and refuses a wrong argument with one line and exit code 2, changing nothing', async () => {
    const store = path.join(folder, 'spawned');
    const env = { RELEASE_DIR: store, RELEASE_ENV: 'e2e' };
    const [help, path_, merchant] = await Promise.all([
      spawnCli(['--help'], env),
      spawnCli(['promote', 'remote-carriers', '../../x'], env),
      spawnCli(['promote', 'remote-carriers', '1.0.0', '--merchant', 'Nordwind'], env),
    ]);
    expect(help).toMatchObject({ code: 0, stderr: '' });
    expect(help.stdout).toMatch(/^Usage: npm run deploy -- <verb>/);
    for (const refused of [path_, merchant]) {
      expect(refused.code).toBe(2);
      expect(refused.stdout).toBe('');
      expect(refused.stderr.trimEnd().split('\n')).toHaveLength(1);
    }
    expect(path_.stderr).toMatch(/^Version "\.\.\/\.\.\/x": a version such as 1\.2\.0\n$/);
    expect(merchant.stderr).toMatch(/^Merchant "Nordwind"/);
    expect(await readdir(store).catch(() => [])).toEqual([]);
  }, 60_000);

  it('a merchant’s first split starts from everyone’s release; its rollback returns the merchant to it', async () => {
    const { dist, hostDist } = await fakeBuilds();
    const env = { ...process.env, RELEASE_DIR: path.join(folder, 'split'), RELEASE_ENV: 'e2e' };
    const run = (...args: string[]) => main(args, env);
    await run('publish', 'remote-carriers', '--dist', dist, '--version', '1.0.0');
    await run('publish', 'remote-carriers', '--dist', dist, '--version', '1.0.1');
    await run('promote', 'remote-carriers', '1.0.0', '--host-dist', hostDist);
    const everyone = await run('status');

    const split = await run(
      'promote',
      'remote-carriers',
      '1.0.1',
      '--merchant',
      'nordwind',
      '--weight',
      '50',
      '--variant',
      'b',
      '--host-dist',
      hostDist,
    );
    expect(split).toMatch(/Merchant nordwind:\n {2}remote-carriers: a=1\.0\.0 50%, b=1\.0\.1 50%; fallback/);
    expect(split).toMatch(/Everyone:\n {2}remote-carriers: a=1\.0\.0 100%/);

    await run('rollback', 'remote-carriers', '--merchant', 'nordwind');
    expect(await run('status')).toBe(everyone);
  });

  it('a rollback for everyone that leaves a merchant’s split live says so, with the command that ends it', async () => {
    const { dist, hostDist } = await fakeBuilds();
    const env = { ...process.env, RELEASE_DIR: path.join(folder, 'split-left'), RELEASE_ENV: 'e2e' };
    const run = (...args: string[]) => main(args, env);
    await run('publish', 'remote-carriers', '--dist', dist, '--version', '1.0.0');
    await run('publish', 'remote-carriers', '--dist', dist, '--version', '1.0.1');
    await run('promote', 'remote-carriers', '1.0.0', '--host-dist', hostDist);
    const promoteSplit = ['1.0.1', '--merchant', 'nordwind', '--weight', '50', '--variant', 'b'];
    await run('promote', 'remote-carriers', ...promoteSplit, '--host-dist', hostDist);

    const rolledBack = await run('rollback', 'remote-carriers');
    expect(rolledBack).toContain(
      'Still live for merchant nordwind, its own remote-carriers: a=1.0.0 50%, b=1.0.1 50% (this rollback was for everyone).\n' +
        '  To end it: npm run deploy -- rollback remote-carriers --merchant nordwind --env e2e',
    );
    // The command it prints ends the split.
    const ended = await run('rollback', 'remote-carriers', '--merchant', 'nordwind');
    expect(ended).not.toContain('Still live');
    expect(await run('status')).toMatch(/Nothing promoted/);
  });

  it('a broken environment file is reported in one line, not as a stack', async () => {
    const store = path.join(folder, 'broken');
    await mkdir(path.join(store, 'environments'), { recursive: true });
    const file = path.join(store, 'environments', 'e2e.json');
    await writeFile(file, JSON.stringify({ schemaVersion: 1, merchants: { Nordwind: {} } }));
    const refused = await main(['status'], { RELEASE_DIR: store, RELEASE_ENV: 'e2e' }).catch(failure);
    expect(refused).toMatchObject({ code: 1, message: expect.stringMatching(/e2e\.json .* is unreadable/) });
    expect((refused as { message: string }).message).not.toContain('\n');
    expect(await readFile(file, 'utf8')).toContain('Nordwind');
  });
});

describe('npm run deploy -- report', () => {
  /** A store holding the 45/55 data set, and an environment splitting remote-carriers 50/50 for nordwind. */
  let seeding: ReturnType<typeof seed> | undefined;
  const seeded = () => {
    seeding ??= seed();
    return seeding;
  };
  async function seed() {
    const dataDir = path.join(folder, 'analytics');
    await (await seededStore(generateEvents(DATA_SETS.offSplit), dataDir)).close();
    const releaseDir = path.join(folder, 'report-releases');
    await mkdir(path.join(releaseDir, 'environments'), { recursive: true });
    const state = {
      variants: [
        { name: 'a', version: '1.0.0', weight: 50 },
        { name: 'b', version: '1.1.0', weight: 50 },
      ],
      changedAt: '2026-11-01T00:00:00Z',
    };
    await writeFile(
      path.join(releaseDir, 'environments', 'e2e.json'),
      JSON.stringify({ schemaVersion: 1, merchants: { nordwind: { 'remote-carriers': state } } }),
    );
    return { dataDir, env: { ANALYTICS_DATA_DIR: dataDir, RELEASE_DIR: releaseDir, RELEASE_ENV: 'e2e' } };
  }

  it('opens with the verdict, counts from the split’s start, and --json prints the readout itself', async () => {
    const { dataDir, env } = await seeded();
    const text = await main(['report', 'remote-carriers', '--merchant', 'nordwind'], env);
    const lines = text.split('\n');
    expect(lines[0]).toBe('The split is off: do not read this result.');
    expect(lines[2]).toBe('A/B readout of remote-carriers at nordwind');
    expect(lines[3]).toBe('Counted: sessions since 2026-11-01 00:00 UTC.');
    expect(text).toMatch(/\nvariant +versions +weight +sessions +completed +rate +vs control, points\n/);
    expect(text).toMatch(/\na \(the control\) +1\.0\.0 +50 % +4,\d{3} /);
    expect(text).toMatch(/\nb +1\.1\.0 +50 % +5,\d{3} /);
    expect(text).toContain('\nOnly sessions that agreed to analytics are counted.\n');
    expect(lines.at(-1)).toMatch(
      /^How this is worked out: .*chi-square test \(\d+\.\d\d, 1 df, p = [\d.e-]+; called off below p = 0\.001\)/,
    );

    const json = JSON.parse(
      await main(['report', 'remote-carriers', '--merchant', 'nordwind', '--json'], env),
    );
    const db = await storeFromEnv({ ANALYTICS_DATA_DIR: dataDir });
    try {
      const expected = await readout(db, {
        step: 'remote-carriers',
        merchant: 'nordwind',
        since: new Date('2026-11-01T00:00:00Z'),
        weights: { a: 50, b: 50 },
      });
      expect(json).toEqual(JSON.parse(JSON.stringify(expected)));
      expect(json.since).toBe('2026-11-01T00:00:00.000Z');
    } finally {
      await db.close();
    }
    // --since still chooses.
    const later = JSON.parse(
      await main(
        ['report', 'remote-carriers', '--merchant', 'nordwind', '--since', '2026-11-04', '--json'],
        env,
      ),
    );
    expect(later.since).toBe('2026-11-04T00:00:00.000Z');
  }, 60_000);

  it('reads one merchant at a time: none named is refused, --all-merchants prints each on its own', async () => {
    const { env } = await seeded();
    await expect(main(['report', 'remote-carriers'], env)).rejects.toThrow(
      'report needs --merchant <name>: a readout is of one merchant (--all-merchants prints one per merchant)',
    );
    const nordwind = await main(['report', 'remote-carriers', '--merchant', 'nordwind'], env);
    const atelier = await main(['report', 'remote-carriers', '--merchant', 'atelier'], env);
    expect(atelier).not.toContain('4,');
    const all = await main(['report', 'remote-carriers', '--all-merchants'], {
      ...env,
      RELEASE_MERCHANTS: 'nordwind,atelier',
    });
    // Each merchant's readout exactly as asked for alone: nothing pooled.
    expect(all).toBe(`${nordwind}\n\n${atelier}`);
    const json = JSON.parse(
      await main(['report', 'remote-carriers', '--all-merchants', '--json'], {
        ...env,
        RELEASE_MERCHANTS: 'nordwind,atelier',
      }),
    );
    expect(json.map((one: { merchant: string }) => one.merchant)).toEqual(['nordwind', 'atelier']);
  }, 60_000);
});
