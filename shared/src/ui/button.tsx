/**
 * The portal's button: primary (the shop's brand colour), secondary (outlined) or link. While busy it
 * shows a spinner, says so to screen readers and ignores presses, but stays focusable (aria-disabled),
 * so keyboard focus is not lost while a form is being sent.
 */
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';

/** Props of Button. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'link';
  size?: 'regular' | 'small';
  /** Full width of its container (the main action on a phone). */
  block?: boolean;
  /** A call is under way: presses are ignored and `busyLabel` is shown and announced. */
  busy?: boolean;
  busyLabel?: string;
  ref?: Ref<HTMLButtonElement>;
  children: ReactNode;
}

/** Class names of a button look, for links that must look like buttons. */
export const buttonClass = ({
  variant = 'primary',
  size = 'regular',
  block = false,
}: Pick<ButtonProps, 'variant' | 'size' | 'block'> = {}) =>
  [
    'rp-button',
    variant !== 'primary' && `rp-button--${variant}`,
    size === 'small' && 'rp-button--small',
    block && 'rp-button--block',
  ]
    .filter(Boolean)
    .join(' ');

/** The button. */
export function Button({
  variant,
  size,
  block,
  busy = false,
  busyLabel,
  type = 'button',
  className,
  onClick,
  children,
  ...rest
}: ButtonProps) {
  return (
    <>
      <button
        {...rest}
        type={type}
        className={`${buttonClass({ variant, size, block })}${className ? ` ${className}` : ''}`}
        aria-disabled={busy || rest['aria-disabled'] || undefined}
        aria-busy={busy || undefined}
        onClick={(event) => {
          if (busy) {
            event.preventDefault();
            return;
          }
          onClick?.(event);
        }}
      >
        {busy && <span className="rp-spinner rp-spinner--small" aria-hidden="true" />}
        {busy && busyLabel ? busyLabel : children}
      </button>
      {busyLabel !== undefined && (
        // Always rendered: a live region added together with its text is not announced.
        <span className="rp-visually-hidden" role="status">
          {busy ? busyLabel : ''}
        </span>
      )}
    </>
  );
}
