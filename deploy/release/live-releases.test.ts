import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyPromote, type Environment, emptyEnvironment, serializeEnvironment } from './environment';
import {
  AB_COOKIE,
  forcedVariants,
  formatChoices,
  LiveReleases,
  parseChoices,
  releasesMeta,
} from './live-releases';
import { environmentKey, LocalReleaseStore } from './store';

const at = '2026-11-25T10:00:00.000Z';
const builtIn = {
  'remote-auth': { entry: '/apps/remote-auth/1.0.0/mf-manifest.json', version: '1.0.0' },
  'remote-selection': { entry: '/apps/remote-selection/1.0.0/mf-manifest.json', version: '1.0.0' },
  'remote-carriers': { entry: '/apps/remote-carriers/1.0.0/mf-manifest.json', version: '1.0.0' },
  'remote-confirmation': { entry: '/apps/remote-confirmation/1.0.0/mf-manifest.json', version: '1.0.0' },
};

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'live-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

async function liveWith(environment: Environment | string) {
  const store = new LocalReleaseStore(path.join(folder, String(Math.random())));
  const write = (env: Environment | string) =>
    store.put(
      environmentKey('production'),
      Buffer.from(typeof env === 'string' ? env : serializeEnvironment(env)),
    );
  await write(environment);
  const live = new LiveReleases({
    store,
    environment: 'production',
    publicUrl: '/releases',
    pollMs: 60_000,
    builtIn,
    log: { info: () => undefined, error: () => undefined },
  });
  await live.start();
  live.stop();
  return { live, write };
}

const split = (weightB: number) => {
  let env = applyPromote(emptyEnvironment(), {
    step: 'remote-carriers',
    version: '1.0.0',
    at,
    forceable: true,
  });
  env = applyPromote(env, { step: 'remote-carriers', version: '1.1.0', weight: weightB, variant: 'b', at });
  return env;
};
const carriersOf = (steps: ReturnType<LiveReleases['resolve']>['steps']) =>
  steps.find((s) => s.step === 'remote-carriers');

describe('LiveReleases.resolve', () => {
  it('serves the host’s own build while nothing is promoted', async () => {
    const { live } = await liveWith(emptyEnvironment());
    const { steps } = live.resolve('nordwind', undefined);
    expect(steps.map((s) => s.entry)).toEqual(Object.values(builtIn).map((b) => b.entry));
    expect(releasesMeta(steps)).toBe(
      'auth=built-in@1.0.0; selection=built-in@1.0.0; carriers=built-in@1.0.0; confirmation=built-in@1.0.0',
    );
  });

  it('assigns a new session a variant, keeps it for the session, and applies a weight change to new sessions only', async () => {
    const { live, write } = await liveWith(split(50));
    const first = live.resolve('nordwind', undefined);
    const cookie = formatChoices(first.choices);
    const chosen = carriersOf(first.steps);
    expect(chosen?.entry).toBe(`/releases/remote-carriers/${chosen?.version}/mf-manifest.json`);
    // The fallback is what was live before: 1.0.0 for the new variant, the host's build for the old.
    expect(chosen?.fallback).toBe(
      chosen?.version === '1.1.0'
        ? '/releases/remote-carriers/1.0.0/mf-manifest.json'
        : builtIn['remote-carriers'].entry,
    );
    for (let again = 0; again < 3; again++)
      expect(carriersOf(live.resolve('nordwind', cookie).steps)?.version).toBe(chosen?.version);

    // Everyone to b: the session keeps its version (still live or the fallback), a new one gets b.
    await write(applyPromote(split(50), { step: 'remote-carriers', version: '1.1.0', variant: 'b', at }));
    await live.refresh();
    expect(carriersOf(live.resolve('nordwind', cookie).steps)?.version).toBe(chosen?.version);
    for (let index = 0; index < 20; index++)
      expect(carriersOf(live.resolve('nordwind', undefined).steps)?.version).toBe('1.1.0');
  });

  it('lets QA force a variant where the environment allows it, and only there', async () => {
    const { live } = await liveWith(split(10));
    expect(carriersOf(live.resolve('nordwind', undefined, { carriers: 'b' }).steps)).toMatchObject({
      variant: 'b',
      forced: true,
    });
    const { live: strict } = await liveWith(
      applyPromote(split(10), {
        step: 'remote-carriers',
        version: '1.1.0',
        weight: 10,
        variant: 'b',
        forceable: false,
        at,
      }),
    );
    const forced = Array.from({ length: 30 }, () =>
      carriersOf(strict.resolve('nordwind', undefined, { carriers: 'b' }).steps),
    );
    expect(forced.every((step) => step?.forced === false)).toBe(true);
    expect(forced.some((step) => step?.variant === 'a')).toBe(true);
  });

  it('gives a merchant its own pinned version', async () => {
    const env = applyPromote(split(50), {
      step: 'remote-carriers',
      version: '0.9.0',
      merchant: 'atelier',
      at,
    });
    const { live } = await liveWith(env);
    expect(carriersOf(live.resolve('atelier', undefined).steps)?.version).toBe('0.9.0');
  });

  it('keeps the last good file live when a broken one is written', async () => {
    const { live, write } = await liveWith(split(50));
    await write('{"schemaVersion": 1, "steps": {"remote-carriers": {"variants": []}}}');
    await live.refresh();
    expect(live.ready).toBe(true);
    expect(carriersOf(live.resolve('nordwind', undefined).steps)?.variant).toMatch(/^[ab]$/);
  });
});

describe('the session cookie', () => {
  it('reads back what it wrote, and starts afresh from anything else', () => {
    const choices = {
      sessionId: 'session-0001',
      steps: { 'remote-carriers': { variant: 'b', version: '1.1.0' } },
    };
    expect(parseChoices(formatChoices(choices))).toEqual(choices);
    expect(parseChoices('x')).toBeNull();
    expect(parseChoices('session-0001~evil:<script>|remote-auth:a@1.0.0')).toEqual({
      sessionId: 'session-0001',
      steps: { 'remote-auth': { variant: 'a', version: '1.0.0' } },
    });
    expect(AB_COOKIE).toBe('portal-ab');
  });

  it('takes forced variants from the query, well-formed ones only', () => {
    expect(forcedVariants({ 'variant.carriers': 'b', 'variant.auth': '<x>', other: 'y' })).toEqual({
      carriers: 'b',
    });
  });
});
