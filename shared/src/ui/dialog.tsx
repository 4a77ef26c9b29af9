/**
 * A modal dialog on the native `<dialog>`: the page behind is inert, Escape, the close button and a
 * backdrop click close it, Tab stays inside, and focus goes back to where it came from. Centred on
 * larger screens, a bottom sheet on phones (design-system.css).
 */
import { type KeyboardEvent, type MouseEvent, type ReactNode, useEffect, useId, useRef } from 'react';

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** Props of Dialog. */
export interface DialogProps {
  title: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
  className?: string;
}

/** The dialog, open while rendered. */
export function Dialog({ title, closeLabel, onClose, children, className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement as HTMLElement | null;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      if (dialog?.open) dialog.close();
      opener?.focus?.();
    };
  }, []);
  const onBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };
  // A dialog opened over this one (the product picker over the item dialog) is inside it in the page:
  // its keys and its Escape are its own.
  const ownEvent = (event: KeyboardEvent<HTMLDialogElement>) =>
    (event.target as Element).closest('dialog') === event.currentTarget;
  const trapFocus = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab' || !ownEvent(event)) return;
    const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };
  return (
    <dialog
      ref={ref}
      className={`rp-modal${className ? ` ${className}` : ''}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        if (event.target !== event.currentTarget) return;
        event.preventDefault();
        onClose();
      }}
      onClick={onBackdrop}
      onKeyDown={trapFocus}
    >
      <div className="rp-modal__header">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="rp-icon-button" aria-label={closeLabel} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className="rp-modal__body">{children}</div>
    </dialog>
  );
}
