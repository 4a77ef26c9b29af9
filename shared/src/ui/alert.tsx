/**
 * A message in the page: info, warning, error or success. Errors are announced at once (role alert),
 * the others politely (role status). With `onDismiss` it gets a close button.
 */
import type { ReactNode } from 'react';

/** Props of Alert. */
export interface AlertProps {
  tone?: 'info' | 'warning' | 'error' | 'success';
  title?: ReactNode;
  /** Shown with a close button labelled `dismissLabel`. */
  onDismiss?: () => void;
  dismissLabel?: string;
  id?: string;
  children: ReactNode;
}

/** The alert. */
export function Alert({ tone = 'info', title, onDismiss, dismissLabel, id, children }: AlertProps) {
  return (
    <div id={id} className={`rp-alert rp-alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <div className="rp-alert__body">
        {title && <strong className="rp-alert__title">{title}</strong>}
        {children}
      </div>
      {onDismiss && (
        <button type="button" className="rp-icon-button" aria-label={dismissLabel} onClick={onDismiss}>
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}
