// @vitest-environment jsdom
import { preloadRemote } from '@module-federation/enhanced/runtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nextStepOf, prefetchNextStep } from './next-step';

vi.mock('@module-federation/enhanced/runtime', () => ({ preloadRemote: vi.fn(async () => undefined) }));
vi.mock('./remote-registry', () => ({ ensureRemotesRegistered: vi.fn(async () => []) }));

const preload = vi.mocked(preloadRemote);

describe('the next step', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // jsdom has no idle callbacks: the page's idle moment is a timer here.
    Object.assign(window, {
      requestIdleCallback: (run: () => void) => window.setTimeout(run, 50),
      cancelIdleCallback: (handle: number) => window.clearTimeout(handle),
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    preload.mockClear();
    Object.defineProperty(navigator, 'connection', { value: undefined, configurable: true });
  });

  it('follows the flow: select items, confirm items, carriers, the confirmation', () => {
    expect(nextStepOf({ remote: 'remote_selection', page: 'select-items' })).toEqual({
      remote: 'remote_selection',
      page: 'confirm-items',
    });
    expect(nextStepOf({ remote: 'remote_selection', page: 'confirm-items' })).toEqual({
      remote: 'remote_carriers',
      page: 'carriers',
    });
    expect(nextStepOf({ remote: 'remote_carriers', page: 'carriers' })).toEqual({
      remote: 'remote_confirmation',
      page: 'order-confirmation',
    });
    // Nothing is fetched for a visitor who only looks at the sign-in page, nor after the confirmation.
    expect(nextStepOf({ remote: 'remote_auth', page: 'sign-in' })).toBeNull();
    expect(nextStepOf({ remote: 'remote_confirmation', page: 'order-confirmation' })).toBeNull();
  });

  it('fetches the next step’s code once the page is idle, not before', async () => {
    prefetchNextStep({ remote: 'remote_selection', page: 'confirm-items' });
    expect(preload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(60);
    expect(preload).toHaveBeenCalledWith([
      { nameOrAlias: 'remote_carriers', exposes: ['carriers'], resourceCategory: 'sync' },
    ]);
  });

  it('fetches nothing when the shopper moved on first, or saves data', async () => {
    const cancel = prefetchNextStep({ remote: 'remote_selection', page: 'select-items' });
    cancel();
    // Navigated, the step still on screen while the next loads: its own load is on the way.
    prefetchNextStep({ remote: 'remote_selection', page: 'confirm-items' });
    window.history.pushState(null, '', '/carriers');
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    prefetchNextStep({ remote: 'remote_selection', page: 'select-items' });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(preload).not.toHaveBeenCalled();
  });
});
