/**
 * The action bar that keeps a step's main action in reach at the bottom of the screen. While it is
 * shown the document leaves room for it and scrolling keeps focused elements clear of it (both in the
 * design system's CSS), so it never hides the last card, the footer or the focus. (The footer itself
 * is static markup the host server renders with the design system's `.rp-footer` classes.)
 */
import type { ReactNode } from 'react';

/** The bar at the bottom: a summary ("2 items selected") and the step's main action. */
export function ActionBar({ summary, children }: { summary?: ReactNode; children: ReactNode }) {
  return (
    <div className="rp-action-bar">
      <div className="rp-action-bar__inner">
        {summary && <p className="rp-action-bar__summary">{summary}</p>}
        {children}
      </div>
    </div>
  );
}
