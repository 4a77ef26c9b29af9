/**
 * Finds the remotes at run time: the host is built without any remote URL and asks its own server
 * which remotes (and which versions) this merchant runs.
 */
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { httpRequest, loadFlowTexts, logger, pageScope, readPageData, TIMEOUTS_MS } from '@portal/shared';
import { type RetryPolicy, withRetry } from '@portal/shared/retry';
import { allSettled } from 'effector';
import type { ComponentType } from 'react';
import { variantAssigned } from './ab-variants';
import { SharedRangeError, sharedRangePlugin } from './shared-range';

/** The Module Federation names of the four remotes. */
export type RemoteName = 'remote_auth' | 'remote_selection' | 'remote_carriers' | 'remote_confirmation';

/** A remote as the server lists it; `fallback` is the previously promoted release of its step. */
type Remote = {
  name: string;
  entry: string;
  fallback?: string | null;
  variant?: string | null;
  version?: string;
};

// The page's list is written by the host server from the parsed remotes manifest.
const isRemoteList = (value: unknown): value is { remotes: Remote[] } =>
  Array.isArray((value as { remotes?: unknown } | null)?.remotes);

let remotesPromise: Promise<Remote[]> | null = null;

/** The list the server put on the page (saves a round trip), else `/remotes.json`. */
async function fetchRemotes(): Promise<Remote[]> {
  const { remotes } =
    readPageData('portal-remotes', isRemoteList) ??
    (await httpRequest({ url: '/remotes.json', schema: (s) => s.remotesManifestSchema, core: false }));
  // Before any remote: one built for a `shared` the page does not run is refused, not run.
  registerPlugins([sharedRangePlugin()]);
  registerRemotes(remotes);
  // The session's releases, kept with its A/B variants (session storage), in the page's scope.
  for (const { name, variant, version } of remotes)
    if (variant)
      void allSettled(variantAssigned, {
        scope: pageScope(),
        params: { experiment: name, variant: `${variant}@${version}` },
      });
  return remotes;
}

/** Registers this merchant's remotes once; a failed look-up is forgotten so the next call tries again. */
export function ensureRemotesRegistered(): Promise<Remote[]> {
  remotesPromise ??= fetchRemotes().catch((error: unknown) => {
    remotesPromise = null;
    throw error;
  });
  return remotesPromise;
}

// The shared retry policy: three tries, 0.3 s and 1.2 s apart; a fallback release gets two.
// A release built for another `shared` fails the same way every time: its fallback at once.
const STEP_RETRY: RetryPolicy = {
  tries: 3,
  delayMs: 300,
  factor: 4,
  retryOn: (error) => !(error instanceof SharedRangeError),
};
const FALLBACK_RETRY: RetryPolicy = { ...STEP_RETRY, tries: 2 };

/** Remotes whose last load failed: their next load starts afresh (see loadRemotePage). */
const failedBefore = new Set<RemoteName>();

/**
 * Loads one page a remote exposes. A failed load is tried again with a short back-off; before each
 * retry the remote is registered anew with `force`, because the runtime otherwise keeps serving the
 * failed manifest or entry from its cache. When every try fails and the step has a previous release,
 * the remote is switched to it for the rest of the visit, and the switch is logged. A release that
 * requires a range of `@portal/shared` the page does not run (shared-range.ts) goes to its fallback
 * without retries.
 */
export async function loadRemotePage(remote: RemoteName, page: string): Promise<{ default: ComponentType }> {
  let own: Remote | undefined;
  const load = (force: boolean) => withinLimit(loadOnce(force), `${remote}/${page}`);
  const loadOnce = async (force: boolean) => {
    own = (await ensureRemotesRegistered()).find((candidate) => candidate.name === remote);
    if (force && own) registerRemotes([own], { force: true });
    // Sign-in and its landing use the texts loaded at start; every other page needs the steps' texts, and
    // remote-selection's pages their own besides.
    const [module] = await Promise.all([
      loadRemote<{ default: ComponentType }>(`${remote}/${page}`),
      remote === 'remote_auth' && page !== 'withdrawal'
        ? undefined
        : loadFlowTexts(remote === 'remote_selection' ? ['flow', 'selection'] : ['flow']),
    ]);
    if (!module?.default) throw new Error(`${remote}/${page} has no default export`);
    return module;
  };
  try {
    // After a failed load (the shopper's "Try again") the first try is forced too: the runtime would
    // otherwise wait on the failed load's manifest or entry still kept, which may never answer.
    const loaded = await withRetry((attempt) => load(attempt > 1 || failedBefore.has(remote)), STEP_RETRY);
    failedBefore.delete(remote);
    return loaded;
  } catch (error) {
    failedBefore.add(remote);
    const fallback = own?.fallback;
    if (!own || !fallback) throw new RemoteLoadError(remote, page, error);
    logger.warn('Step fell back to its previous release', {
      remote,
      from: own.entry,
      to: fallback,
      reason: String(error),
    });
    own.entry = fallback;
    own.fallback = null;
  }
  try {
    const loaded = await withRetry(() => load(true), FALLBACK_RETRY);
    failedBefore.delete(remote);
    return loaded;
  } catch (error) {
    throw new RemoteLoadError(remote, page, error);
  }
}

/**
 * A try that outlives the portal's own-call limit fails, so a manifest or entry that hangs ends in the
 * retries and the "could not be loaded" fallback instead of a navigation that never ends (the Module
 * Federation runtime sets no limit of its own). A timer, so a test's fake clock drives it.
 */
function withinLimit<T>(load: Promise<T>, what: string, ms: number = TIMEOUTS_MS.own): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RemoteTimeoutError(what, ms)), ms);
  });
  return Promise.race([load, limit]).finally(() => clearTimeout(timer));
}

/** One try to load a remote page took longer than its limit. */
class RemoteTimeoutError extends Error {
  constructor(what: string, ms: number) {
    super(`Loading ${what} took longer than ${ms} ms`);
    this.name = 'RemoteTimeoutError';
  }
}

/** A remote page that could not be loaded after every retry. */
export class RemoteLoadError extends Error {
  constructor(remote: RemoteName, page: string, cause: unknown) {
    super(`Could not load ${remote}/${page}`, { cause });
    this.name = 'RemoteLoadError';
  }
}
