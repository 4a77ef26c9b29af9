/**
 * `npm run deploy -- <verb> …`: ship one step on its own.
 *
 *   publish <remote> [--no-build] [--dist <folder>] [--version <v>]
 *   promote <remote> <version> [--merchant m] [--weight w] [--variant name] [--forceable]
 *   rollback <remote> [--merchant m]
 *   status
 *
 * Every verb takes `--env <name>` (default RELEASE_ENV, else `local`). The release store is the
 * folder RELEASE_DIR (default `.storage/releases`) or the bucket RELEASE_S3_BUCKET (see
 * host/server/config.ts). The pre-flight compares a release with the host build in `--host-dist`
 * (default host/dist).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { STEPS, type Step } from '../../host/server/releases/environment';
import { releaseStoreFromEnv } from '../../host/server/releases/store';
import { DeployError, promote, publish, readEnvironment, rollback, statusText } from './deploy';
import { hostSharedFrom } from './preflight';

const root = fileURLToPath(new URL('../..', import.meta.url));

const USAGE = `Usage: npm run deploy -- <verb> [--env name]
  publish <remote> [--no-build] [--dist folder] [--version v]
  promote <remote> <version> [--merchant m] [--weight 1-100] [--variant name] [--forceable]
  rollback <remote> [--merchant m]
  status
<remote> is one of ${STEPS.join(', ')}.`;

/** Runs the command for `argv`; returns what to print. */
export async function main(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      env: { type: 'string' },
      merchant: { type: 'string' },
      weight: { type: 'string' },
      variant: { type: 'string' },
      forceable: { type: 'boolean' },
      dist: { type: 'string' },
      version: { type: 'string' },
      'no-build': { type: 'boolean' },
      'host-dist': { type: 'string' },
    },
  });
  const [verb, remote, version] = positionals;
  const environment = values.env ?? env.RELEASE_ENV ?? 'local';
  const store = releaseStoreFromEnv(env, path.join(root, '.storage', 'releases'));
  const step = (): Step => {
    if (!STEPS.includes(remote as Step)) throw new DeployError(`Unknown remote "${remote ?? ''}"\n${USAGE}`);
    return remote as Step;
  };

  switch (verb) {
    case 'publish': {
      const name = step();
      const folder = path.join(root, name);
      const releaseVersion =
        values.version ??
        (JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as { version: string }).version;
      if (!values['no-build'] && !values.dist)
        execFileSync('npm', ['run', 'build', '-w', name], { cwd: root, stdio: 'inherit' });
      const files = await publish(store, name, releaseVersion, values.dist ?? path.join(folder, 'dist'));
      return `Published ${name} ${releaseVersion} (${files.length} files) to ${store.description}`;
    }
    case 'promote': {
      const name = step();
      if (!version) throw new DeployError(`promote needs a version\n${USAGE}`);
      const hostManifest = path.join(
        values['host-dist'] ?? path.join(root, 'host', 'dist'),
        'mf-manifest.json',
      );
      const host = hostSharedFrom(JSON.parse(readFileSync(hostManifest, 'utf8')));
      const next = await promote(
        store,
        environment,
        {
          step: name,
          version,
          merchant: values.merchant,
          weight: values.weight === undefined ? undefined : Number(values.weight),
          variant: values.variant,
          forceable: values.forceable,
        },
        host,
      );
      return `Promoted ${name} ${version}${values.merchant ? ` for ${values.merchant}` : ''}\n${statusText(environment, next)}`;
    }
    case 'rollback': {
      const next = await rollback(store, environment, step(), values.merchant);
      return `Rolled back ${remote}${values.merchant ? ` for ${values.merchant}` : ''}\n${statusText(environment, next)}`;
    }
    case 'status':
      return statusText(environment, (await readEnvironment(store, environment)).environment);
    default:
      throw new DeployError(USAGE);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).then(
    (output) => console.log(output),
    (error: unknown) => {
      console.error(error instanceof DeployError ? error.message : error);
      process.exitCode = 1;
    },
  );
}
