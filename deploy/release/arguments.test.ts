import { describe, expect, it } from 'vitest';
import { knownMerchants, parseCommand, UsageError } from './arguments';

const env = { RELEASE_ENV: 'e2e' } as NodeJS.ProcessEnv;
const parse = (line: string, environment = env) => parseCommand(line.split(' ').filter(Boolean), environment);

/** The refusal `line` gets: a UsageError of one line. */
function refusal(line: string, environment = env): string {
  try {
    parse(line, environment);
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    const message = (error as Error).message;
    expect(message).not.toContain('\n');
    return message;
  }
  throw new Error(`"${line}" was accepted`);
}

describe('parseCommand', () => {
  it('answers --help for the command and for every verb', () => {
    for (const line of ['--help', '-h'])
      expect(parse(line)).toMatchObject({ verb: 'help', text: expect.stringContaining('promote <remote>') });
    for (const verb of ['publish', 'promote', 'rollback', 'status', 'report']) {
      const command = parse(`${verb} --help`);
      expect(command.verb).toBe('help');
      expect(command.verb === 'help' && command.text).toContain(`  ${verb}`);
    }
    // Help wins over anything wrong beside it.
    expect(parse('promote remote-nope ../x --help').verb).toBe('help');
  });

  it('refuses each wrong argument with one line naming it', () => {
    expect(refusal('')).toMatch(/Name a verb/);
    expect(refusal('deploy remote-carriers')).toMatch(/Unknown verb "deploy"/);
    expect(refusal('promote remote-nope 1.0.0')).toMatch(/Unknown remote "remote-nope"/);
    expect(refusal('rollback')).toMatch(/needs a remote/);
    expect(refusal('promote remote-carriers')).toMatch(/needs a version/);
    expect(refusal('promote remote-carriers ../../x')).toMatch(/Version "\.\.\/\.\.\/x"/);
    expect(refusal('promote remote-carriers 1.0')).toMatch(/Version "1\.0"/);
    expect(refusal('publish remote-carriers --version a/b')).toMatch(/Version "a\/b"/);
    expect(refusal('promote remote-carriers 1.0.0 --weight 0 --variant b')).toMatch(/--weight "0"/);
    expect(refusal('promote remote-carriers 1.0.0 --weight 101')).toMatch(/--weight "101"/);
    expect(refusal('promote remote-carriers 1.0.0 --weight 12.5 --variant b')).toMatch(/--weight "12\.5"/);
    expect(refusal('promote remote-carriers 1.0.0 --weight 50')).toMatch(/needs --variant/);
    expect(refusal('promote remote-carriers 1.0.0 --weight 50 --variant a/b')).toMatch(/--variant "a\/b"/);
    expect(refusal('status --env nope')).toMatch(/Unknown environment "nope"/);
    expect(refusal('status --env ../e2e')).toMatch(/Environment "\.\.\/e2e"/);
    expect(refusal('promote remote-carriers 1.0.0 --merchant Nordwind')).toMatch(/Merchant "Nordwind"/);
    expect(refusal('promote remote-carriers 1.0.0 --merchant acme')).toMatch(/Unknown merchant "acme"/);
    expect(refusal('rollback remote-carriers --merchant acme')).toMatch(/Unknown merchant "acme"/);
    expect(refusal('status --bogus')).toMatch(/Unknown option '--bogus'/);
    expect(refusal('status --weight 5')).toMatch(/status does not take --weight/);
    expect(refusal('status extra')).toMatch(/one too many/);
    expect(refusal('promote remote-carriers 1.0.0 --env')).toMatch(/--env/);
    expect(refusal('report')).toMatch(/report needs a remote/);
    expect(refusal('report remote-nope')).toMatch(/Unknown remote "remote-nope"/);
    expect(refusal('report remote-carriers --merchant nordwind --since yesterday')).toMatch(
      /^--since "yesterday": a date such as 2026-11-02$/,
    );
    expect(refusal('report remote-carriers --merchant nordwind --since 2026-13-01')).toMatch(
      /--since "2026-13-01"/,
    );
    expect(refusal('report remote-carriers --merchant acme')).toMatch(/Unknown merchant "acme"/);
    expect(refusal('report remote-carriers --weight 5')).toMatch(/report does not take --weight/);
    expect(refusal('report remote-carriers extra')).toMatch(/one too many/);
    expect(refusal('status --json')).toMatch(/status does not take --json/);
    expect(refusal('promote remote-carriers 1.0.0 --minimum-effect 0')).toMatch(/--minimum-effect "0"/);
    expect(refusal('promote remote-carriers 1.0.0 --minimum-effect two')).toMatch(/--minimum-effect "two"/);
    expect(refusal('promote remote-carriers 1.0.0 --minimum-effect 60')).toMatch(/at most 50 points/);
    expect(refusal('report remote-carriers --minimum-effect 2')).toMatch(
      /report does not take --minimum-effect/,
    );
  });

  it('a report is of one merchant: without --merchant it is refused, and --help says so', () => {
    expect(refusal('report remote-carriers')).toBe(
      'report needs --merchant <name>: a readout is of one merchant (--all-merchants prints one per merchant)',
    );
    expect(refusal('report remote-carriers --json --since 2026-11-02')).toMatch(/^report needs --merchant/);
    expect(refusal('report remote-carriers --merchant nordwind --all-merchants')).toBe(
      'report takes --merchant or --all-merchants, not both',
    );
    const help = parse('report --help');
    expect(help.verb === 'help' && help.text).toContain('report <remote> (--merchant m | --all-merchants)');
    expect(help.verb === 'help' && help.text).toContain('never pooled across merchants');
  });

  it('reads a report command', () => {
    expect(parse('report remote-carriers --merchant atelier')).toEqual({
      verb: 'report',
      environment: 'e2e',
      remote: 'remote-carriers',
      merchants: ['atelier'],
      since: undefined,
      json: false,
    });
    expect(parse('report remote-auth --merchant nordwind --since 2026-11-02 --json')).toEqual({
      verb: 'report',
      environment: 'e2e',
      remote: 'remote-auth',
      merchants: ['nordwind'],
      since: new Date('2026-11-02T00:00:00Z'),
      json: true,
    });
    // Every known merchant, each read on its own.
    expect(
      parse('report remote-auth --all-merchants', { ...env, RELEASE_MERCHANTS: 'nordwind,atelier' }),
    ).toMatchObject({
      merchants: ['nordwind', 'atelier'],
    });
    expect(parse('report remote-auth --merchant nordwind --since 2026-11-02T08:30:00+01:00')).toMatchObject({
      since: new Date('2026-11-02T07:30:00Z'),
    });
  });

  it('reads a well-formed command', () => {
    expect(
      parse('promote remote-carriers 1.0.1 --merchant nordwind --weight 50 --variant b --forceable'),
    ).toEqual({
      verb: 'promote',
      environment: 'e2e',
      remote: 'remote-carriers',
      version: '1.0.1',
      merchant: 'nordwind',
      weight: 50,
      variant: 'b',
      forceable: true,
      minimumEffect: undefined,
      hostDist: undefined,
    });
    expect(parse('promote remote-carriers 1.0.1 --minimum-effect 0.5')).toMatchObject({ minimumEffect: 0.5 });
    expect(parse('publish remote-auth --no-build --version 1.2.0-rc.1')).toMatchObject({
      verb: 'publish',
      version: '1.2.0-rc.1',
      build: false,
    });
    expect(parse('status --env production')).toEqual({ verb: 'status', environment: 'production' });
    // Without RELEASE_ENV, `local` is the default, and the list can be configured.
    expect(parse('status', {})).toEqual({ verb: 'status', environment: 'local' });
    expect(parse('status --env qa', { RELEASE_ENVIRONMENTS: 'qa, production' })).toEqual({
      verb: 'status',
      environment: 'qa',
    });
    expect(refusal('status --env staging', { RELEASE_ENVIRONMENTS: 'qa,production' })).toMatch(
      /Unknown environment/,
    );
  });

  it('knows the sandbox’s shops by default, and RELEASE_MERCHANTS when set', () => {
    expect(knownMerchants({})).toEqual(expect.arrayContaining(['nordwind', 'atelier', 'kiosk', 'vault']));
    expect(knownMerchants({ RELEASE_MERCHANTS: 'acme,globex' })).toEqual(['acme', 'globex']);
    expect(parse('rollback remote-auth --merchant acme', { RELEASE_MERCHANTS: 'acme' })).toMatchObject({
      merchant: 'acme',
    });
  });
});
