/**
 * The h1 of a step. It takes focus when a later step appears, so a screen reader announces the new
 * step after client-side navigation instead of staying silent.
 */
import { type ReactNode, useEffect, useRef } from 'react';

// The first step of a visit keeps the browser's own starting focus (the skip link comes first).
let firstHeadingShown = false;

/** The step's main heading. */
export function PageHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (firstHeadingShown) ref.current?.focus();
    firstHeadingShown = true;
  }, []);
  return (
    <h1 ref={ref} className="rp-page-heading" tabIndex={-1}>
      {children}
    </h1>
  );
}
