/**
 * The controls of a step the host server renders, disabled until the browser has taken the page over.
 * Until the step's code is here React hears no press: a press would be lost, and a native checkbox would
 * change behind React's back. And until what the tab kept is read back (host/src/bootstrap.tsx), a change
 * would be put under the tab's older value. A disabled control says so, and takes presses from then on.
 * With JavaScript off the page stays as the server sent it, readable and read-only. A step rendered in the
 * browser is never disabled. The element has no box of its own (design-system.css), so the page lays out
 * as before.
 */
import { type ReactNode, useSyncExternalStore } from 'react';
import { SERVER_RENDERED } from '../page-frame';

const unchanging = () => () => {};

/**
 * False in a server render and while the browser hydrates one, true from then on (React renders again
 * once the snapshots differ) and at once in a page the browser renders itself: for what the server cannot
 * know or must not offer yet.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );

/** True once no element is marked as still being taken over: the host takes the mark off its root. */
const takenOver = () => !document.querySelector(`[${SERVER_RENDERED}]`);

function watchTakeOver(changed: () => void) {
  const observer = new MutationObserver(changed);
  observer.observe(document.documentElement, { subtree: true, attributeFilter: [SERVER_RENDERED] });
  return () => observer.disconnect();
}

/**
 * False in a server render and until the browser has taken a server-rendered page over (hydrated, what the
 * tab kept read back), true from then on and at once in a page the browser renders itself.
 */
export const usePageTakenOver = (): boolean => useSyncExternalStore(watchTakeOver, takenOver, () => false);

/** Wraps a server-rendered page's content: inside the step's code, so it hydrates with the step. */
export function StepControls({ children }: { children: ReactNode }) {
  const ready = usePageTakenOver();
  return (
    <fieldset className="rp-step-controls" disabled={!ready}>
      {children}
    </fieldset>
  );
}
