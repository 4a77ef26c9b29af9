/**
 * One lazy component per remote page, kept outside React. A step entered by in-app navigation
 * renders inside a transition: React discards the suspended, never-committed tree and its memoised
 * values, so a lazy component made in the render would start a new load (three tries each) every
 * time the last one settled, for ever, while the previous step stays on screen. Kept here, the one
 * load settles once and its error reaches the step's boundary, as on a direct page load.
 */
import { type ComponentType, createContext, lazy } from 'react';
import { loadRemotePage, type RemoteName } from './remote-registry';
import { trackStepLoad } from './step-pending';

const pages = new Map<string, ComponentType>();

const keyOf = (remote: RemoteName, page: string) => `${remote}/${page}`;

/** The lazy component of `page` of `remote`: the same one until it is forgotten. */
export function remotePage(remote: RemoteName, page: string): ComponentType {
  const key = keyOf(remote, page);
  let component = pages.get(key);
  if (!component) {
    component = lazy(() => trackStepLoad(loadRemotePage(remote, page)));
    pages.set(key, component);
  }
  return component;
}

/**
 * Forgets `component`, a page whose load failed, so that the next render (Try again, a later visit)
 * loads it anew. Nothing happens when the page was already made again: that one is in use.
 */
export function forgetRemotePage(remote: RemoteName, page: string, component: ComponentType): void {
  const key = keyOf(remote, page);
  if (pages.get(key) === component) pages.delete(key);
}

/**
 * Pages already loaded, by `remote/page`: the server render (server-render.tsx) loads the step before
 * it renders, and a page rendered on the server must not suspend there. Empty in a browser.
 */
export const LoadedPages = createContext<ReadonlyMap<string, ComponentType> | null>(null);
