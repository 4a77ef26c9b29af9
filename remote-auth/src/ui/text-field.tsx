/**
 * A labelled input whose error is tied to it (aria-invalid, aria-describedby) and announced when it
 * appears.
 */
import { ErrorMessage } from '@portal/shared';
import type { InputHTMLAttributes, Ref } from 'react';

/** Props of TextField. */
export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  error?: string | null;
  /** Id of a hint the input is described by as well. */
  hintId?: string;
  ref?: Ref<HTMLInputElement>;
}

/** The field. */
export function TextField({ id, label, error, hintId, ref, ...input }: TextFieldProps) {
  const errorId = `${id}-error`;
  const describedBy = [hintId, error ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div className="rp-field">
      <label htmlFor={id}>{label}</label>
      <input
        {...input}
        ref={ref}
        id={id}
        className="rp-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {error && <ErrorMessage id={errorId}>{error}</ErrorMessage>}
    </div>
  );
}
