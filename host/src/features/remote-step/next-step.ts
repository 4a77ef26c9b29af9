/**
 * The step that follows each step of the flow, fetched (its code and styles, not run) once the current
 * step is on screen and the page is idle: Continue then finds the next step's files in the cache
 * instead of waiting for manifest, entry and chunks (docs/performance.md#the-next-step).
 */
import { preloadRemote } from '@module-federation/enhanced/runtime';
import { ensureRemotesRegistered, type RemoteName } from './remote-registry';

/** A page of a remote. */
export interface StepPage {
  remote: RemoteName;
  page: string;
}

// The usual way on: sign-in is left out (a visitor who only looks pays nothing for the flow), and so are
// the confirmation and error pages, which lead nowhere.
const NEXT_STEP: Partial<Record<string, StepPage>> = {
  'remote_selection/select-items': { remote: 'remote_selection', page: 'confirm-items' },
  'remote_selection/confirm-items': { remote: 'remote_carriers', page: 'carriers' },
  'remote_carriers/carriers': { remote: 'remote_confirmation', page: 'order-confirmation' },
};

/** The step usually entered from `current`, if any. */
export const nextStepOf = ({ remote, page }: StepPage): StepPage | null =>
  NEXT_STEP[`${remote}/${page}`] ?? null;

// A shopper who asked the browser to save data gets each step's files when they enter it.
const savingData = () =>
  (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;

/**
 * Fetches the step after `current` once the page is idle; returns what cancels it (the shopper moved
 * on first). A failure is left to the real load, which retries and shows the step's fallback.
 */
export function prefetchNextStep(current: StepPage): () => void {
  const next = nextStepOf(current);
  if (!next || savingData()) return () => undefined;
  // A navigation keeps the current step on screen until the next one is here: by then its own load
  // is on the way, and fetching ahead would only ask twice.
  const path = window.location.pathname;
  const fetchNext = () => {
    if (window.location.pathname !== path) return;
    ensureRemotesRegistered()
      .then(() =>
        preloadRemote([{ nameOrAlias: next.remote, exposes: [next.page], resourceCategory: 'sync' }]),
      )
      .catch(() => undefined);
  };
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = window.setTimeout(fetchNext, 500);
    return () => window.clearTimeout(timer);
  }
  const handle = window.requestIdleCallback(fetchNext, { timeout: 3_000 });
  return () => window.cancelIdleCallback(handle);
}
