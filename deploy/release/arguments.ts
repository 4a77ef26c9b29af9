/**
 * The deploy command's arguments, read and checked before anything is touched: every verb answers
 * `--help`, and a wrong argument is one line naming it (exit code 2), never a stack and never a
 * change to the release store.
 */
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { merchants as sandboxMerchants } from '../sandbox/src/data/merchants';
import { merchantName, STEPS, type Step, semverText, variantName } from './environment';

/** A wrong argument: the command prints its message (one line) and exits with code 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

const VERBS = {
  publish: 'publish <remote> [--no-build] [--dist folder] [--version v]',
  promote:
    'promote <remote> <version> [--merchant m] [--weight 1-100] [--variant name] [--forceable] [--minimum-effect points] [--host-dist folder]',
  rollback: 'rollback <remote> [--merchant m]',
  status: 'status',
  report: 'report <remote> (--merchant m | --all-merchants) [--since date] [--json] [--from host-url]',
} as const;
type Verb = keyof typeof VERBS;

/** The help text of `verb`, or of the whole command. */
export function usage(verb?: Verb): string {
  const lines = verb ? [VERBS[verb]] : Object.values(VERBS);
  return [
    `Usage: npm run deploy -- <verb> [--env name]`,
    ...lines.map((line) => `  ${line}`),
    `<remote> is one of ${STEPS.join(', ')}.`,
    'Environments: RELEASE_ENVIRONMENTS (default local, staging, production) and RELEASE_ENV.',
    'Merchants: RELEASE_MERCHANTS (default the sandbox’s shops).',
    '--minimum-effect: the smallest difference in completion rate worth detecting, in points (default 2).',
    'report reads one merchant: --merchant is required; --all-merchants prints one readout per merchant,',
    '  each on its own (results are never pooled across merchants).',
    'report counts from when the split began (or --since) and reads DATABASE_URL, else PGlite in',
    '  ANALYTICS_DATA_DIR (default .storage/analytics); with --from, the running host at host-url, with the',
    '  report token in ANALYTICS_REPORT_TOKEN (the operator’s, or a merchant’s own, which reads that merchant',
    '  only, at its own address).',
  ].join('\n');
}

/** What the command was asked to do, checked. */
export type Command =
  | { verb: 'help'; text: string }
  | {
      verb: 'publish';
      environment: string;
      remote: Step;
      version?: string;
      dist?: string;
      build: boolean;
    }
  | {
      verb: 'promote';
      environment: string;
      remote: Step;
      version: string;
      merchant?: string;
      weight?: number;
      variant?: string;
      forceable?: boolean;
      minimumEffect?: number;
      hostDist?: string;
    }
  | { verb: 'rollback'; environment: string; remote: Step; merchant?: string }
  | { verb: 'status'; environment: string }
  | {
      verb: 'report';
      environment: string;
      remote: Step;
      /** Whose readouts: one merchant, or (--all-merchants) every known one, each read on its own. */
      merchants: string[];
      since?: Date;
      json: boolean;
      /** A running host server to ask, with its report token. */
      from?: { url: URL; token: string };
    };

/** A comma list from the environment, or `fallback` when it is unset or empty. */
const listOf = (value: string | undefined, fallback: readonly string[]): string[] => {
  const items = (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return items.length > 0 ? items : [...fallback];
};

/** The environments deploys may name: RELEASE_ENVIRONMENTS, and the one RELEASE_ENV names. */
export function knownEnvironments(env: NodeJS.ProcessEnv): string[] {
  const listed = listOf(env.RELEASE_ENVIRONMENTS, ['local', 'staging', 'production']);
  return env.RELEASE_ENV ? [...new Set([...listed, env.RELEASE_ENV])] : listed;
}

/**
 * The merchants the platform knows: RELEASE_MERCHANTS, else the sandbox's seeded shops (the platform
 * of a local run). A merchant entry for any other name would never be read, or, misspelt, would
 * break the file for every deploy after it.
 */
export const knownMerchants = (env: NodeJS.ProcessEnv): string[] =>
  listOf(
    env.RELEASE_MERCHANTS,
    sandboxMerchants.map((merchant) => merchant.merchantName),
  );

/** The first problem zod found, as a short phrase. */
const problemOf = (error: z.ZodError) => error.issues[0]?.message ?? 'not valid';

function checked<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new UsageError(`${what} "${String(value)}": ${problemOf(result.error)}`);
  return result.data;
}

const OPTIONS = {
  help: { type: 'boolean', short: 'h' },
  env: { type: 'string' },
  merchant: { type: 'string' },
  weight: { type: 'string' },
  variant: { type: 'string' },
  forceable: { type: 'boolean' },
  'minimum-effect': { type: 'string' },
  dist: { type: 'string' },
  version: { type: 'string' },
  'no-build': { type: 'boolean' },
  'host-dist': { type: 'string' },
  since: { type: 'string' },
  json: { type: 'boolean' },
  from: { type: 'string' },
  'all-merchants': { type: 'boolean' },
} as const;

/** Which options each verb takes (besides --env and --help). */
const VERB_OPTIONS: Record<Verb, readonly (keyof typeof OPTIONS)[]> = {
  publish: ['dist', 'version', 'no-build'],
  promote: ['merchant', 'weight', 'variant', 'forceable', 'minimum-effect', 'host-dist'],
  rollback: ['merchant'],
  status: [],
  report: ['merchant', 'all-merchants', 'since', 'json', 'from'],
};

/** The positionals each verb takes. */
const POSITIONALS: Record<Verb, number> = { publish: 1, promote: 2, rollback: 1, status: 0, report: 1 };

function readArgs(argv: string[]) {
  try {
    return parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    // node's messages name the option ("Unknown option '--x'"); only their first line is kept.
    throw new UsageError((error as Error).message.split('\n')[0] ?? 'Wrong arguments');
  }
}

/** `--since`: a day (2026-11-02, midnight UTC) or a moment with its offset (2026-11-02T08:00:00Z). */
const sinceDate = z
  .union([z.iso.date(), z.iso.datetime({ offset: true })], { error: 'a date such as 2026-11-02' })
  .transform((text) => new Date(text));

/**
 * `--from`: a host server's origin, and its report token, which is read from the environment and never
 * taken as an argument (arguments end up in the shell's history and in `ps`).
 */
function reportSource(url: string, env: NodeJS.ProcessEnv): { url: URL; token: string } {
  const origin = checked(
    z.url({ protocol: /^https?$/, error: 'a host server’s address such as http://localhost:3000' }),
    url,
    '--from',
  );
  const token = env.ANALYTICS_REPORT_TOKEN;
  if (!token) throw new UsageError('--from needs the host’s ANALYTICS_REPORT_TOKEN in the environment');
  return { url: new URL(origin), token };
}

/**
 * Whose readouts `report` prints: a readout is of one merchant, so one is named, or every known one
 * is asked for (each then read on its own); pooled across merchants, shops with different shoppers and
 * splits would be compared as one, and could show a difference no single merchant has.
 */
function reportMerchants(named: string | undefined, all: boolean, env: NodeJS.ProcessEnv): string[] {
  if (named !== undefined && all)
    throw new UsageError('report takes --merchant or --all-merchants, not both');
  if (named !== undefined) return [named];
  if (all) return knownMerchants(env);
  throw new UsageError(
    'report needs --merchant <name>: a readout is of one merchant (--all-merchants prints one per merchant)',
  );
}

/** Reads `argv` (the words after `npm run deploy --`); throws UsageError naming the first wrong one. */
export function parseCommand(argv: string[], env: NodeJS.ProcessEnv): Command {
  const { values, positionals } = readArgs(argv);
  const [word, ...rest] = positionals;
  if (word === undefined) {
    if (values.help) return { verb: 'help', text: usage() };
    throw new UsageError('Name a verb: publish, promote, rollback, status or report (--help for more)');
  }
  if (!Object.hasOwn(VERBS, word))
    throw new UsageError(`Unknown verb "${word}": publish, promote, rollback, status or report`);
  const verb = word as Verb;
  if (values.help) return { verb: 'help', text: usage(verb) };

  for (const option of Object.keys(values) as (keyof typeof OPTIONS)[])
    if (option !== 'env' && !VERB_OPTIONS[verb].includes(option))
      throw new UsageError(`${verb} does not take --${option}`);
  if (rest.length > POSITIONALS[verb])
    throw new UsageError(
      `${verb} takes ${POSITIONALS[verb] || 'no'} argument(s); "${rest.at(-1)}" is one too many`,
    );

  const environment = checked(
    z.string().regex(/^[a-z0-9-]+$/, 'lower-case letters, digits and -'),
    values.env ?? env.RELEASE_ENV ?? 'local',
    'Environment',
  );
  const environments = knownEnvironments(env);
  if (!environments.includes(environment))
    throw new UsageError(`Unknown environment "${environment}": one of ${environments.join(', ')}`);
  if (verb === 'status') return { verb, environment };

  const [remoteWord, versionWord] = rest;
  if (remoteWord === undefined) throw new UsageError(`${verb} needs a remote: ${STEPS.join(', ')}`);
  if (!(STEPS as readonly string[]).includes(remoteWord))
    throw new UsageError(`Unknown remote "${remoteWord}": one of ${STEPS.join(', ')}`);
  const remote = remoteWord as Step;

  const merchant = () => {
    if (values.merchant === undefined) return undefined;
    const name = checked(merchantName, values.merchant, 'Merchant');
    const merchants = knownMerchants(env);
    if (!merchants.includes(name))
      throw new UsageError(`Unknown merchant "${name}": the platform knows ${merchants.join(', ')}`);
    return name;
  };

  switch (verb) {
    case 'publish':
      return {
        verb,
        environment,
        remote,
        version: values.version === undefined ? undefined : checked(semverText, values.version, 'Version'),
        dist: values.dist,
        build: !values['no-build'],
      };
    case 'rollback':
      return { verb, environment, remote, merchant: merchant() };
    case 'report':
      return {
        verb,
        environment,
        remote,
        merchants: reportMerchants(merchant(), values['all-merchants'] ?? false, env),
        since: values.since === undefined ? undefined : checked(sinceDate, values.since, '--since'),
        json: values.json ?? false,
        from: values.from === undefined ? undefined : reportSource(values.from, env),
      };
    case 'promote': {
      if (versionWord === undefined) throw new UsageError('promote needs a version, such as 1.2.0');
      const weight =
        values.weight === undefined
          ? undefined
          : checked(
              z
                .string()
                .regex(/^\d+$/, 'a whole number from 1 to 100')
                .transform(Number)
                .pipe(
                  z.number().min(1, 'a whole number from 1 to 100').max(100, 'a whole number from 1 to 100'),
                ),
              values.weight,
              '--weight',
            );
      const variant =
        values.variant === undefined ? undefined : checked(variantName, values.variant, '--variant');
      if (weight !== undefined && weight < 100 && variant === undefined)
        throw new UsageError('A split (--weight below 100) needs --variant <name>');
      return {
        verb,
        environment,
        remote,
        version: checked(semverText, versionWord, 'Version'),
        merchant: merchant(),
        weight,
        variant,
        forceable: values.forceable,
        minimumEffect:
          values['minimum-effect'] === undefined
            ? undefined
            : checked(
                z
                  .string()
                  .regex(/^\d+(\.\d+)?$/, 'points above 0, such as 2 or 0.5')
                  .transform(Number)
                  .pipe(z.number().gt(0, 'points above 0, such as 2 or 0.5').max(50, 'at most 50 points')),
                values['minimum-effect'],
                '--minimum-effect',
              ),
        hostDist: values['host-dist'],
      };
    }
  }
}
