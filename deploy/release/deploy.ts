/**
 * What `npm run deploy` does, one function per verb: publish a remote's build as an immutable
 * release, promote a released version (for everyone or one merchant, whole or as an A/B variant)
 * after the pre-flight checks, roll back, and show what is live. The environment file is changed
 * with conditional writes: a deploy that lost a race reads the file again and re-applies its change.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { type RetryPolicy, withRetry } from '@portal/shared/retry';
import { z } from 'zod';
import { cacheControlFor } from './built-files';
import {
  applyPromote,
  applyRollback,
  type Environment,
  emptyEnvironment,
  environmentSchema,
  type PromoteRequest,
  parseEnvironment,
  type Step,
  serializeEnvironment,
} from './environment';
import { nodeEntryOf } from './node-build';
import { type HostBuild, preflight } from './preflight';
import { contentTypeOf } from './release-files';
import { environmentKey, type ReleaseStore, releaseKey, WriteConflictError } from './store';

/** A refusal the command reports as it is, without a stack. */
export class DeployError extends Error {
  override name = 'DeployError';
}

/** Every file under `folder`, as paths relative to it with `/`. */
async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/**
 * Publishes the build in `dist` as `<remote>/<version>/`: every file under it, the node build in
 * `server/` with the browser build (node-build.ts). Refused when that version exists (a release never
 * changes once published), and when the build has no node build (a version published without one could
 * never be promoted). The manifest goes last, so a release whose upload broke off does not count as
 * published and can be published again.
 */
export async function publish(
  store: ReleaseStore,
  remote: Step,
  version: string,
  dist: string,
): Promise<string[]> {
  if (await store.exists(releaseKey(remote, version)))
    throw new DeployError(
      `${remote} ${version} is already published; releases never change: raise the version`,
    );
  const files = await filesUnder(dist).catch((): string[] => []);
  if (!files.includes('mf-manifest.json'))
    throw new DeployError(`${dist} holds no mf-manifest.json: build ${remote} first`);
  let manifest: unknown;
  try {
    manifest = JSON.parse(await readFile(path.join(dist, 'mf-manifest.json'), 'utf8'));
  } catch {
    throw new DeployError(`${dist}/mf-manifest.json is not JSON: build ${remote} again`);
  }
  const nodeEntry = nodeEntryOf(manifest);
  if (!nodeEntry || !files.includes(nodeEntry.file))
    throw new DeployError(
      `${dist} holds no node build (${nodeEntry ? `${nodeEntry.file} is missing` : 'its mf-manifest.json records none'}): build ${remote} again`,
    );
  const upload = async (file: string) =>
    store.put(releaseKey(remote, version, file), await readFile(path.join(dist, file)), {
      contentType: contentTypeOf(file),
      cacheControl: cacheControlFor(file),
    });
  for (const file of files.filter((name) => name !== 'mf-manifest.json')) await upload(file);
  await upload('mf-manifest.json');
  return files;
}

/** Reads the environment file (an empty environment when there is none) with its tag. */
export async function readEnvironment(
  store: ReleaseStore,
  name: string,
): Promise<{ environment: Environment; etag: string | null }> {
  const object = await store.get(environmentKey(name));
  if (!object) return { environment: emptyEnvironment(), etag: null };
  try {
    return { environment: parseEnvironment(object.body.toString('utf8')), etag: object.etag };
  } catch (error) {
    throw new DeployError(`${environmentKey(name)} in ${store.description} is unreadable: ${oneLine(error)}`);
  }
}

const oneLine = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ');

/** `next`, when the schema accepts it: a change the host could not read is refused before any write. */
function checkedEnvironment(name: string, next: Environment): Environment {
  const result = environmentSchema.safeParse(next);
  if (!result.success)
    throw new DeployError(
      `${name}: the change would make an invalid environment file: ${oneLine(z.prettifyError(result.error))}`,
    );
  return next;
}

/**
 * Applies `change` to the environment file: read, change, write only if nobody wrote meanwhile;
 * else read again and re-apply, a few times.
 */
export async function updateEnvironment(
  store: ReleaseStore,
  name: string,
  change: (environment: Environment) => Environment,
): Promise<Environment> {
  // The shared retry policy: a lost race is read and applied again, up to 20 times, the racers'
  // pauses spread at random so that they part ways.
  const raceRetry: RetryPolicy = {
    tries: 20,
    delayMs: 10,
    factor: 1.25,
    jitter: true,
    retryOn: (error) => error instanceof WriteConflictError,
  };
  try {
    return await withRetry(async () => {
      const { environment, etag } = await readEnvironment(store, name);
      const next = checkedEnvironment(name, change(environment));
      await store.put(environmentKey(name), Buffer.from(serializeEnvironment(next)), {
        condition: etag ? { ifMatch: etag } : { ifNoneMatch: '*' },
        contentType: 'application/json',
        cacheControl: 'no-cache',
      });
      return next;
    }, raceRetry);
  } catch (error) {
    if (error instanceof WriteConflictError)
      throw new DeployError(`${name}: too many deploys at once; try again`);
    throw error;
  }
}

/**
 * Promotes a published version after the pre-flight: it must exist, expose every page the host
 * loads, want shared libraries the host has, and import from `@portal/shared` only names the host's
 * copy exports. A refusal changes nothing.
 */
export async function promote(
  store: ReleaseStore,
  name: string,
  request: Omit<PromoteRequest, 'at'>,
  host: HostBuild,
): Promise<Environment> {
  const problems = await preflight(store, request.step, request.version, host);
  if (problems.length > 0)
    throw new DeployError(
      `Pre-flight refused ${request.step} ${request.version}:\n  - ${problems.join('\n  - ')}`,
    );
  return updateEnvironment(store, name, (environment) => {
    try {
      return applyPromote(environment, { ...request, at: new Date().toISOString() });
    } catch (error) {
      throw new DeployError((error as Error).message);
    }
  });
}

/** Rolls `step` back to its state before its last promote (for `merchant`, or for everyone). */
export async function rollback(
  store: ReleaseStore,
  name: string,
  step: Step,
  merchant?: string,
): Promise<Environment> {
  return updateEnvironment(store, name, (environment) => {
    try {
      return applyRollback(environment, step, merchant, new Date().toISOString());
    } catch (error) {
      throw new DeployError((error as Error).message);
    }
  });
}

/**
 * What a rollback for everyone leaves in place, as text: each merchant that still has `step` of its own
 * (a split, or a version of its own) keeps it, so the rollback says so and how to end it. Empty when none
 * is left, and after a merchant's own rollback.
 */
export function rollbackNotice(
  environment: Environment,
  step: Step,
  merchant?: string,
  envName?: string,
): string {
  if (merchant) return '';
  const env = envName ? ` --env ${envName}` : '';
  return Object.entries(environment.merchants)
    .filter(([, steps]) => steps[step])
    .map(([name, steps]) => {
      const variants = (steps[step]?.variants ?? [])
        .map((v) => `${v.name}=${v.version} ${v.weight}%`)
        .join(', ');
      return [
        `Still live for merchant ${name}, its own ${step}: ${variants} (this rollback was for everyone).`,
        `  To end it: npm run deploy -- rollback ${step} --merchant ${name}${env} (once per promote for ${name})`,
      ].join('\n');
    })
    .join('\n');
}

/** What is live where, as text: each step for everyone, then each merchant's own. */
export function statusText(name: string, environment: Environment): string {
  const lines = [`Environment ${name}`];
  const describe = (scope: string, steps: Environment['steps']) => {
    const names = Object.keys(steps) as Step[];
    if (names.length === 0) return;
    lines.push(`${scope}:`);
    for (const step of names) {
      const state = steps[step];
      if (!state) continue;
      const variants = state.variants.map((v) => `${v.name}=${v.version} ${v.weight}%`).join(', ');
      lines.push(
        `  ${step}: ${variants}; fallback ${state.fallback ?? 'the host’s own build'}${state.forceable ? '; QA may force' : ''}; changed ${state.changedAt}`,
      );
    }
  };
  describe('Everyone', environment.steps);
  for (const [merchant, steps] of Object.entries(environment.merchants))
    describe(`Merchant ${merchant}`, steps);
  if (lines.length === 1) lines.push('Nothing promoted: every step runs the host’s own build.');
  return lines.join('\n');
}
