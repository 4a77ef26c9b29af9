/** A button that shows a loader and says so to screen readers while its call is under way. */
import type { ReactNode } from 'react';

/** Props of BusyButton. */
export interface BusyButtonProps {
  busy: boolean;
  /** Shown on the button and announced while busy. */
  busyLabel: string;
  onClick: () => void;
  children: ReactNode;
}

/**
 * The button. It stays focusable while busy (aria-disabled) so keyboard focus is not lost; the status
 * region is always there, because a live region added together with its text is not announced.
 */
export function BusyButton({ busy, busyLabel, onClick, children }: BusyButtonProps) {
  return (
    <>
      <button
        type="button"
        className="rp-button"
        aria-disabled={busy || undefined}
        aria-busy={busy || undefined}
        onClick={onClick}
      >
        {busy && <span className="rp-spinner rp-spinner--small" aria-hidden="true" />}
        {busy ? busyLabel : children}
      </button>
      <span className="rp-visually-hidden" role="status">
        {busy ? busyLabel : ''}
      </span>
    </>
  );
}
