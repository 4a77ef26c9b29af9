import { describe, expect, it } from 'vitest';
import { SharedRangeError, sharedRangePlugin } from './shared-range';

type SnapshotArgs = Parameters<NonNullable<ReturnType<typeof sharedRangePlugin>['loadRemoteSnapshot']>>[0];

/** What the runtime hands the hook: the page's shared and a remote's manifest wanting `range`. */
const snapshot = (range: string | undefined, running = '1.1.0') =>
  ({
    options: { shared: { '@portal/shared': [{ version: running }] } },
    moduleInfo: {
      name: 'remote_confirmation',
      entry: '/releases/remote-confirmation/1.3.0/mf-manifest.json',
    },
    manifestJson: {
      shared: [
        { name: 'react', requiredVersion: '^19.3.1' },
        ...(range ? [{ name: '@portal/shared', requiredVersion: range }] : []),
      ],
    },
    from: 'manifest',
  }) as unknown as SnapshotArgs;

const check = (args: SnapshotArgs) => sharedRangePlugin().loadRemoteSnapshot?.(args);

describe('sharedRangePlugin', () => {
  it('refuses a remote that requires a shared the page does not run', () => {
    expect(() => check(snapshot('^1.2.0'))).toThrow(SharedRangeError);
    expect(() => check(snapshot('^1.2.0'))).toThrow(
      'remote_confirmation requires @portal/shared ^1.2.0, the page runs 1.1.0',
    );
    expect(() => check(snapshot('^2.0.0', '1.9.0'))).toThrow(SharedRangeError);
  });

  it('lets a remote through whose range the page satisfies, or that names none', () => {
    for (const args of [snapshot('^1.1.0'), snapshot('^1.0.0'), snapshot(undefined), snapshot('*')])
      expect(check(args)).toBe(args);
  });
});
