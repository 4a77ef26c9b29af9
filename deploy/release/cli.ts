/**
 * `npm run deploy -- <verb> …`: ship one step on its own.
 *
 *   publish <remote> [--no-build] [--dist <folder>] [--version <v>]
 *   promote <remote> <version> [--merchant m] [--weight w] [--variant name] [--forceable] [--minimum-effect points]
 *   rollback <remote> [--merchant m]
 *   status
 *   report <remote> (--merchant m | --all-merchants) [--since date] [--json] [--from host-url]
 *
 * Every verb takes `--env <name>` (default RELEASE_ENV, else `local`) and `--help`. The release
 * store is the folder RELEASE_DIR (default `.storage/releases`) or the bucket RELEASE_S3_BUCKET (see
 * `releaseStoreFromEnv` in store.ts). The pre-flight compares a release with the host build in `--host-dist`
 * (default host/dist). Exit codes: 0 done, 1 refused (pre-flight, store), 2 wrong arguments.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Readout, readout } from '@portal/analytics/readout';
import { formatReadout } from '@portal/analytics/readout-format';
import { storeFromEnv } from '@portal/analytics/store';
import { parseCommand, UsageError } from './arguments';
import {
  DeployError,
  promote,
  publish,
  readEnvironment,
  rollback,
  rollbackNotice,
  statusText,
} from './deploy';
import { semverText, splitOf } from './environment';
import { hostBuildFrom } from './preflight';
import { reportAnswerSchema } from './readout-answer';
import { releaseStoreFromEnv } from './store';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Runs the command for `argv`; returns what to print. Throws UsageError or DeployError to refuse. */
export async function main(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const command = parseCommand(argv, env);
  if (command.verb === 'help') return command.text;
  const store = releaseStoreFromEnv(env, path.join(root, '.storage', 'releases'));
  const { environment } = command;

  switch (command.verb) {
    case 'publish': {
      const name = command.remote;
      const folder = path.join(root, name);
      const releaseVersion =
        command.version ??
        (JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as { version: string }).version;
      if (!semverText.safeParse(releaseVersion).success)
        throw new DeployError(`${name}/package.json has no version such as 1.2.0: give --version`);
      if (command.build && !command.dist)
        execFileSync('npm', ['run', 'build', '-w', name], { cwd: root, stdio: 'inherit' });
      const files = await publish(store, name, releaseVersion, command.dist ?? path.join(folder, 'dist'));
      return `Published ${name} ${releaseVersion} (${files.length} files) to ${store.description}`;
    }
    case 'promote': {
      const { remote: name, version, merchant } = command;
      const hostManifest = path.join(command.hostDist ?? path.join(root, 'host', 'dist'), 'mf-manifest.json');
      let manifest: unknown;
      try {
        manifest = JSON.parse(readFileSync(hostManifest, 'utf8'));
      } catch {
        throw new DeployError(`${hostManifest} cannot be read: build the host first, or give --host-dist`);
      }
      const host = hostBuildFrom(manifest as Parameters<typeof hostBuildFrom>[0]);
      const next = await promote(
        store,
        environment,
        {
          step: name,
          version,
          merchant,
          weight: command.weight,
          variant: command.variant,
          forceable: command.forceable,
          minimumEffect: command.minimumEffect,
        },
        host,
      );
      return `Promoted ${name} ${version}${merchant ? ` for ${merchant}` : ''}\n${statusText(environment, next)}`;
    }
    case 'rollback': {
      const { remote, merchant } = command;
      const next = await rollback(store, environment, remote, merchant);
      const notice = rollbackNotice(next, remote, merchant, environment);
      return [
        `Rolled back ${remote}${merchant ? ` for ${merchant}` : ''}`,
        ...(notice ? [notice] : []),
        statusText(environment, next),
      ].join('\n');
    }
    case 'status':
      return statusText(environment, (await readEnvironment(store, environment)).environment);
    case 'report': {
      const { remote, merchants, since } = command;
      // One readout per merchant, each on its own: never one pooled across merchants.
      const results: { merchant: string; result: Readout | null }[] = [];
      if (command.from) {
        for (const merchant of merchants)
          results.push({ merchant, result: await readoutFromHost(command.from, remote, merchant, since) });
      } else {
        const live = (await readEnvironment(store, environment)).environment;
        // DATABASE_URL's server, else PGlite in ANALYTICS_DATA_DIR: not while a host server has that folder open.
        const events = await storeFromEnv(env);
        try {
          for (const merchant of merchants) {
            // The split live now, counted from when it began (unless --since says otherwise).
            const split = splitOf(live, remote, merchant);
            results.push({
              merchant,
              result: await readout(events, {
                step: remote,
                merchant,
                since: since ?? (split.since ? new Date(split.since) : undefined),
                weights: split.weights,
                minimumEffect: split.minimumEffect === null ? undefined : split.minimumEffect / 100,
              }),
            });
          }
        } finally {
          await events.close();
        }
      }
      const found = results.flatMap(({ result }) => (result ? [result] : []));
      // --all-merchants --json: a list of readouts, each naming its merchant.
      if (command.json && (merchants.length > 1 || found.length === 1))
        return JSON.stringify(merchants.length > 1 ? found : found[0], null, 2);
      return results
        .map(({ merchant, result }) =>
          result ? formatReadout(result) : `${remote} is not split at ${merchant}: nothing to compare.`,
        )
        .join('\n\n');
    }
  }
}

/**
 * The readout of `step` for `merchant` as the running host at `from` computes it
 * (`GET /analytics/report.json`, the token as a bearer): its store stays open in that server, and its
 * live split comes with it. The host decides what the token may read: a merchant's own token reads
 * that merchant only (another merchant: 403). Null when the step is not split there.
 */
async function readoutFromHost(
  from: { url: URL; token: string },
  step: string,
  merchant: string,
  since: Date | undefined,
) {
  const url = new URL('/analytics/report.json', from.url);
  url.searchParams.set('merchant', merchant);
  if (since) url.searchParams.set('since', since.toISOString());
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { authorization: `Bearer ${from.token}` },
      signal: AbortSignal.timeout(30_000),
    });
  } catch (error) {
    throw new DeployError(`${from.url.origin} did not answer: ${(error as Error).message}`);
  }
  if (response.status === 401) throw new DeployError(`${from.url.origin} refused the report token`);
  if (response.status === 403)
    throw new DeployError(`${from.url.origin} does not let this report token read ${merchant}`);
  if (response.status === 404)
    throw new DeployError(`${from.url.origin} has no report page (no report token configured)`);
  if (!response.ok) throw new DeployError(`${from.url.origin} answered ${response.status} for the report`);
  const answer = reportAnswerSchema.safeParse(await response.json().catch(() => null));
  if (!answer.success) throw new DeployError(`${from.url.origin} answered something that is not a report`);
  return answer.data.readouts.find((one) => one.step === step) ?? null;
}

/** What to print for a failure, and the exit code: never a stack. */
export function failure(error: unknown): { message: string; code: number } {
  if (error instanceof UsageError) return { message: error.message, code: 2 };
  if (error instanceof DeployError) return { message: error.message, code: 1 };
  const message = error instanceof Error ? error.message : String(error);
  return { message: message.split('\n')[0] ?? 'Failed', code: 1 };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).then(
    (output) => console.log(output),
    (error: unknown) => {
      const { message, code } = failure(error);
      console.error(message);
      process.exitCode = code;
    },
  );
}
