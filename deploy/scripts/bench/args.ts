/** `npm run bench`'s command line, parsed without side effects so it can be tested. */
import { parseArgs } from 'node:util';
import { GROUPS, type Group } from './budgets';

export const USAGE = `Usage: npm run bench -- [options]

Measures the production build served by the real host server and sandbox, prints one table of
figures against their budgets and writes it as JSON; exits with 1 when a figure is over budget.

  --runs N          Lighthouse runs per page, and list runs (median); default 3 (list: 5)
  --json PATH       where to write the JSON; default bench-results.json
  --only GROUPS     comma list of groups to run: ${GROUPS.join(', ')}; default all
  --duration S      seconds per autocannon run (server, render); default 5
  --server-render on|off
                    the host renders signed-in steps on the server (SERVER_RENDER); default on
  --reports DIR     keep every Lighthouse run's whole report (JSON) in DIR; default none
  --help            this text`;

export interface BenchOptions {
  runs: number | null;
  json: string;
  only: Group[];
  durationS: number;
  /** Whether the host renders signed-in steps on the server: before/after figures from one sitting. */
  serverRender: 'on' | 'off';
  /** Where each Lighthouse run's whole report is written (what the table's medians leave out); null: nowhere. */
  reports: string | null;
}

export type ParsedArgs = { help: true } | { help: false; options: BenchOptions } | { error: string };

const positiveInteger = (value: string) => (/^[1-9]\d*$/.test(value) ? Number(value) : null);

/** Reads `argv` (without node and the script); an error is one line, for the user. */
export function parseBenchArgs(argv: string[]): ParsedArgs {
  let values: {
    help?: boolean;
    runs?: string;
    json?: string;
    only?: string[];
    duration?: string;
    'server-render'?: string;
    reports?: string;
  };
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        help: { type: 'boolean', short: 'h' },
        runs: { type: 'string' },
        json: { type: 'string' },
        only: { type: 'string', multiple: true },
        duration: { type: 'string' },
        'server-render': { type: 'string' },
        reports: { type: 'string' },
      },
    }));
  } catch (error) {
    return { error: (error as Error).message.split('\n')[0] ?? 'bad arguments' };
  }
  if (values.help) return { help: true };
  const runs = values.runs === undefined ? null : positiveInteger(values.runs);
  if (values.runs !== undefined && runs === null)
    return { error: `--runs must be a positive whole number, not "${values.runs}"` };
  const durationS = values.duration === undefined ? 5 : positiveInteger(values.duration);
  if (durationS === null)
    return { error: `--duration must be a positive whole number, not "${values.duration}"` };
  if (values.json === '') return { error: '--json needs a path' };
  if (values.reports === '') return { error: '--reports needs a folder' };
  const serverRender = values['server-render'] ?? 'on';
  if (serverRender !== 'on' && serverRender !== 'off')
    return { error: `--server-render must be on or off, not "${serverRender}"` };
  const only: Group[] = [];
  for (const name of (values.only ?? []).flatMap((list) => list.split(',')).map((item) => item.trim())) {
    if (!(GROUPS as readonly string[]).includes(name))
      return { error: `--only: unknown group "${name}" (groups: ${GROUPS.join(', ')})` };
    if (!only.includes(name as Group)) only.push(name as Group);
  }
  return {
    help: false,
    options: {
      runs,
      json: values.json ?? 'bench-results.json',
      only: only.length > 0 ? only : [...GROUPS],
      durationS,
      serverRender,
      reports: values.reports ?? null,
    },
  };
}
