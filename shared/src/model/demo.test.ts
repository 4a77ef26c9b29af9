import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $isDemo, demoEntered, demoExited, enterDemoFromQuery, isDemoQuery } from './demo';

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

  it("is entered from the query string in the page's scope, never globally", async () => {
    const scope = fork();
    await enterDemoFromQuery(scope, '?orderNumber=1');
    expect(scope.getState($isDemo)).toBe(false);
    await enterDemoFromQuery(scope, '?isDemo');
    expect(scope.getState($isDemo)).toBe(true);
    expect($isDemo.getState()).toBe(false);
  });
});
