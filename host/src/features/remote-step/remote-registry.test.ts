import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { logger, pageScope, readPageData, TIMEOUTS_MS } from '@portal/shared';
import { fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: vi.fn(),
  registerPlugins: vi.fn(),
  registerRemotes: vi.fn(),
}));
vi.mock('@portal/shared', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@portal/shared')>()),
  readPageData: vi.fn(),
  pageScope: vi.fn(),
  loadFlowTexts: vi.fn(async () => undefined),
}));

const LIVE = '/releases/remote-carriers/1.0.1/mf-manifest.json';
const FALLBACK = '/releases/remote-carriers/1.0.0/mf-manifest.json';

/** A fresh registry (it keeps the page's list once read) on a page listing remote-carriers. */
async function registry(fallback: string | null) {
  vi.resetModules();
  vi.mocked(readPageData).mockReturnValue({
    remotes: [{ name: 'remote_carriers', entry: LIVE, fallback, version: '1.0.1' }],
  });
  return import('./remote-registry');
}

/** Runs the fake clock until `loading` settles: the tries after a failure load their code first. */
async function settle(loading: Promise<unknown>) {
  let done = false;
  loading.then(
    () => (done = true),
    () => (done = true),
  );
  while (!done) await vi.advanceTimersByTimeAsync(100);
}

/** Each entry registered, as it was then (the registry switches the same object to its fallback). */
let registered: (string | undefined)[] = [];

beforeEach(() => {
  registered = [];
  vi.mocked(registerRemotes).mockImplementation((remotes) => {
    // The registry registers entries (manifest URLs), never versions.
    const remote = remotes[0];
    registered.push(remote && 'entry' in remote ? remote.entry : undefined);
  });
  vi.useFakeTimers();
  vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
  vi.mocked(loadRemote).mockRejectedValue(new Error('manifest answered 500'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('the A/B variants', () => {
  it("records each remote's variant in the page's scope, never in the global state", async () => {
    vi.resetModules();
    const scope = fork();
    vi.mocked(pageScope).mockReturnValue(scope);
    vi.mocked(readPageData).mockReturnValue({
      remotes: [
        { name: 'remote_carriers', entry: LIVE, variant: 'b', version: '1.0.1' },
        { name: 'remote_auth', entry: LIVE, version: '1.0.0' },
      ],
    });
    const { ensureRemotesRegistered } = await import('./remote-registry');
    const { $abVariants } = await import('./ab-variants');
    await ensureRemotesRegistered();
    await vi.waitFor(() => expect(scope.getState($abVariants)).toEqual({ remote_carriers: 'b@1.0.1' }));
    expect($abVariants.getState()).toEqual({});
  });
});

describe('loadRemotePage', () => {
  it('tries a failing release three times, then its fallback twice, then gives up', async () => {
    const { loadRemotePage, RemoteLoadError } = await registry(FALLBACK);
    const loading = loadRemotePage('remote_carriers', 'carriers');
    const settled = expect(loading).rejects.toBeInstanceOf(RemoteLoadError);
    await settle(loading);
    await settled;
    expect(loadRemote).toHaveBeenCalledTimes(5);
    // The page's list, then a forced registration before each retry, the fallback's included.
    expect(registered).toEqual([LIVE, LIVE, LIVE, FALLBACK, FALLBACK]);
    expect(logger.warn).toHaveBeenCalledWith(
      'Step fell back to its previous release',
      expect.objectContaining({ from: LIVE, to: FALLBACK }),
    );
  });

  it('a try that hangs ends at the own-call limit, so a hanging manifest still reaches the fallback screen', async () => {
    const { loadRemotePage, RemoteLoadError } = await registry(null);
    vi.mocked(loadRemote).mockReturnValue(new Promise(() => undefined));
    const loading = loadRemotePage('remote_carriers', 'carriers');
    const settled = expect(loading).rejects.toBeInstanceOf(RemoteLoadError);
    let done = false;
    loading.catch(() => (done = true));
    // Just short of the first limit nothing has been given up yet.
    await vi.advanceTimersByTimeAsync(TIMEOUTS_MS.own - 1);
    expect(loadRemote).toHaveBeenCalledTimes(1);
    await settle(loading);
    await settled;
    expect(done).toBe(true);
    expect(loadRemote).toHaveBeenCalledTimes(3);
    await expect(loading.catch((error: Error) => String(error.cause))).resolves.toMatch(
      /longer than 10000 ms/,
    );
  });

  it('after a failed load, the next load forces a fresh registration from its first try', async () => {
    const { loadRemotePage } = await registry(null);
    const failing = loadRemotePage('remote_carriers', 'carriers');
    failing.catch(() => undefined);
    await settle(failing);
    registered = [];
    vi.mocked(loadRemote).mockResolvedValue({ default: () => null });
    await loadRemotePage('remote_carriers', 'carriers');
    expect(registered).toEqual([LIVE]);
    // Loaded: the next page of the remote takes what the runtime keeps.
    registered = [];
    await loadRemotePage('remote_carriers', 'other');
    expect(registered).toEqual([]);
  });

  it('without a fallback, gives up after three tries', async () => {
    const { loadRemotePage, RemoteLoadError } = await registry(null);
    const loading = loadRemotePage('remote_carriers', 'carriers');
    const settled = expect(loading).rejects.toBeInstanceOf(RemoteLoadError);
    await settle(loading);
    await settled;
    expect(loadRemote).toHaveBeenCalledTimes(3);
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it('loads the fallback when the live release fails, and stays on it for the visit', async () => {
    const { loadRemotePage } = await registry(FALLBACK);
    const page = { default: () => null };
    vi.mocked(loadRemote).mockImplementation(async () => {
      if (registered.at(-1) === FALLBACK) return page;
      throw new Error('manifest answered 500');
    });
    const loading = loadRemotePage('remote_carriers', 'carriers');
    await settle(loading);
    await expect(loading).resolves.toBe(page);
    expect(loadRemote).toHaveBeenCalledTimes(4);
    await expect(loadRemotePage('remote_carriers', 'confirm')).resolves.toBe(page);
    expect(loadRemote).toHaveBeenCalledTimes(5);
  });

  it('goes straight to the fallback, without retries, when the live release needs another shared', async () => {
    const { loadRemotePage } = await registry(FALLBACK);
    const { SharedRangeError } = await import('./shared-range');
    const page = { default: () => null };
    vi.mocked(loadRemote).mockImplementation(async () => {
      if (registered.at(-1) === FALLBACK) return page;
      throw new SharedRangeError('remote_carriers', '^1.2.0', '1.1.0');
    });
    const loading = loadRemotePage('remote_carriers', 'carriers');
    await vi.runAllTimersAsync();
    await expect(loading).resolves.toBe(page);
    expect(loadRemote).toHaveBeenCalledTimes(2);
    expect(registered).toEqual([LIVE, FALLBACK]);
    expect(logger.warn).toHaveBeenCalledWith(
      'Step fell back to its previous release',
      expect.objectContaining({ from: LIVE, to: FALLBACK, reason: expect.stringContaining('^1.2.0') }),
    );
  });
});
