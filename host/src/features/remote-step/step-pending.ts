/**
 * Whether a step's code is on its way while nothing on screen says so. A navigation is a React
 * transition (react-router's BrowserRouter starts one): while the next step's code loads, the step on
 * screen stays and the next one's loading state never shows, so the shell's progress bar says it
 * instead (host/src/shell/navigation-progress.tsx). On the page's first step, or after Try again, the
 * step's own loading state is on screen: no bar then.
 */
import { useSyncExternalStore } from 'react';

let loads = 0;
let loadingStates = 0;
const listeners = new Set<() => void>();

// Told after the render that started the load: React does not update a component while another renders.
const changed = () =>
  queueMicrotask(() => {
    for (const listener of listeners) listener();
  });

/** Counts `load` as a step's code on its way until it settles; returns it. */
export function trackStepLoad<T>(load: Promise<T>): Promise<T> {
  loads += 1;
  changed();
  const settled = () => {
    loads -= 1;
    changed();
  };
  load.then(settled, settled);
  return load;
}

/** A step's loading state is on screen (until the returned function is called). */
export function loadingStateShown(): () => void {
  loadingStates += 1;
  changed();
  return () => {
    loadingStates -= 1;
    changed();
  };
}

const pending = () => loads > 0 && loadingStates === 0;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** True while a step's code loads behind the step on screen. */
export function useStepPending(): boolean {
  return useSyncExternalStore(subscribe, pending, () => false);
}
