import { describe, expect, it } from 'vitest';
import { parseBenchArgs, USAGE } from './args';
import { GROUPS } from './budgets';

describe('parseBenchArgs', () => {
  it('runs every group by default, with default runs, JSON path and duration, the server render on', () => {
    expect(parseBenchArgs([])).toEqual({
      help: false,
      options: {
        runs: null,
        json: 'bench-results.json',
        only: [...GROUPS],
        durationS: 5,
        serverRender: 'on',
        reports: null,
      },
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
      options: {
        runs: 2,
        json: 'out.json',
        only: ['bytes', 'server', 'list'],
        durationS: 3,
        serverRender: 'on',
        reports: null,
      },
    });
  });

  it('reads --server-render on and off, in either form', () => {
    const serverRender = (argv: string[]) => {
      const parsed = parseBenchArgs(argv);
      return 'options' in parsed ? parsed.options.serverRender : parsed;
    };
    expect(serverRender(['--server-render', 'off'])).toBe('off');
    expect(serverRender(['--server-render=on'])).toBe('on');
  });

  it("reads --reports, the folder for every Lighthouse run's whole report", () => {
    const parsed = parseBenchArgs(['--reports', '/tmp/lh']);
    expect('options' in parsed && parsed.options.reports).toBe('/tmp/lh');
  });

  it('lists --server-render in --help', () => {
    expect(USAGE).toMatch(/^ {2}--server-render on\|off\n.*default on$/m);
  });

  it('answers --help', () => {
    expect(parseBenchArgs(['--help'])).toEqual({ help: true });
  });

  it.each([
    [['--runs', '0'], '--runs must be a positive whole number, not "0"'],
    [['--runs', 'many'], '--runs must be a positive whole number, not "many"'],
    [
      ['--only', 'bytes,speed'],
      '--only: unknown group "speed" (groups: bytes, lighthouse, server, list, confirm, single, render)',
    ],
    [['--server-render', 'yes'], '--server-render must be on or off, not "yes"'],
    [['--server-render='], '--server-render must be on or off, not ""'],
    [['--duration', '1.5'], '--duration must be a positive whole number, not "1.5"'],
    [['--json='], '--json needs a path'],
    [['--reports='], '--reports needs a folder'],
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
