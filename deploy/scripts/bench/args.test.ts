import { describe, expect, it } from 'vitest';
import { parseBenchArgs } from './args';
import { GROUPS } from './budgets';

describe('parseBenchArgs', () => {
  it('runs every group by default, with default runs, JSON path and duration', () => {
    expect(parseBenchArgs([])).toEqual({
      help: false,
      options: { runs: null, json: 'bench-results.json', only: [...GROUPS], durationS: 5 },
    });
  });

  it('reads --runs, --json, --duration and --only as a comma list or repeated', () => {
    const parsed = parseBenchArgs([
      '--runs',
      '2',
      '--json',
      'out.json',
      '--only',
      'bytes,server',
      '--only=list',
      '--duration',
      '3',
    ]);
    expect(parsed).toEqual({
      help: false,
      options: { runs: 2, json: 'out.json', only: ['bytes', 'server', 'list'], durationS: 3 },
    });
  });

  it('answers --help', () => {
    expect(parseBenchArgs(['--help'])).toEqual({ help: true });
  });

  it.each([
    [['--runs', '0'], '--runs must be a positive whole number, not "0"'],
    [['--runs', 'many'], '--runs must be a positive whole number, not "many"'],
    [
      ['--only', 'bytes,speed'],
      '--only: unknown group "speed" (groups: bytes, lighthouse, server, list, confirm, single)',
    ],
    [['--duration', '1.5'], '--duration must be a positive whole number, not "1.5"'],
    [['--json='], '--json needs a path'],
  ])('refuses %j in one line', (argv, error) => {
    expect(parseBenchArgs(argv)).toEqual({ error });
  });

  it('refuses an unknown option and a stray argument in one line', () => {
    for (const argv of [['--fast'], ['bytes']]) {
      const parsed = parseBenchArgs(argv);
      expect(parsed).toHaveProperty('error');
      expect((parsed as { error: string }).error).not.toContain('\n');
    }
  });
});
