import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $isDemo, demoEntered, demoExited, isDemoQuery } from './demo';

describe('demo mode', () => {
  it('is asked for by ?isDemo or ?demo only', () => {
    expect(isDemoQuery('?isDemo')).toBe(true);
    expect(isDemoQuery('?demo=1&orderNumber=1')).toBe(true);
    expect(isDemoQuery('?orderNumber=1')).toBe(false);
    expect(isDemoQuery('')).toBe(false);
  });

  it('is switched on and off by its events', async () => {
    const scope = fork();
    await allSettled(demoEntered, { scope });
    expect(scope.getState($isDemo)).toBe(true);
    await allSettled(demoExited, { scope });
    expect(scope.getState($isDemo)).toBe(false);
  });
});
