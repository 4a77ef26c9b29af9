/**
 * The controls of a step the host server renders, disabled until the browser has hydrated them. Until
 * the step's code is here React hears no press: a press would be lost, and a native checkbox would change
 * behind React's back. A disabled control says so, and takes presses from hydration on. With JavaScript
 * off the page stays as the server sent it, readable and read-only. A step rendered in the browser is
 * never disabled. The element has no box of its own (design-system.css), so the page lays out as before.
 */
import { type ReactNode, useSyncExternalStore } from 'react';

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

/** Wraps a server-rendered page's content: inside the step's code, so it hydrates with the step. */
export function StepControls({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset className="rp-step-controls" disabled={!hydrated}>
      {children}
    </fieldset>
  );
}
