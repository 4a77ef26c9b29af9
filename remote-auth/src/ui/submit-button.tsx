/** A submit button that shows a loader and says so to screen readers while the form is being sent. */
import type { ReactNode } from 'react';

/** Props of SubmitButton. */
export interface SubmitButtonProps {
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
}

/** The button. It stays focusable while busy (aria-disabled) so keyboard focus is not lost. */
export function SubmitButton({ busy, busyLabel, children }: SubmitButtonProps) {
  return (
    <>
      <button type="submit" className="rp-button" aria-disabled={busy || undefined}>
        {busy && <span className="rp-spinner rp-spinner--small" aria-hidden="true" />}
        {busy ? busyLabel : children}
      </button>
      <span className="rp-visually-hidden" role="status">
        {busy ? busyLabel : ''}
      </span>
    </>
  );
}
