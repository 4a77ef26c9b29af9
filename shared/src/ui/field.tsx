/**
 * Labelled form fields on native elements: TextField and TextArea (Select is in select.tsx, so a page
 * without one does not carry it). The hint and the error are tied to the control with
 * aria-describedby, the error also with aria-invalid, and the error is announced when it appears.
 * A field with a maximum length shows how much is typed (`count`), read with the control, and
 * announces reaching the limit: text past it is never taken.
 */
import type { InputHTMLAttributes, ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { ErrorMessage } from './error-message';

/** The character count of a field with a maximum length, in the page's language. */
export interface CharacterCount {
  /** Shown under the control and read with it: "12 of 1000 characters". */
  text: string;
  /** Announced while the text is at the maximum; null below it. */
  atLimit: string | null;
}

/** What every field has besides its control's own attributes. */
export interface FieldProps {
  id: string;
  label: ReactNode;
  /** Help shown under the label (an example, a format). */
  hint?: ReactNode;
  error?: string | null;
  /** Ids of other elements that describe the control as well. */
  describedBy?: string;
  /** The count of a field with `maxLength`. */
  count?: CharacterCount;
}

/** The ids that describe a field's control, in reading order. */
export const describedByOf = ({ id, hint, error, describedBy, count }: FieldProps) =>
  [
    describedBy,
    hint ? `${id}-hint` : undefined,
    count ? `${id}-count` : undefined,
    error ? `${id}-error` : undefined,
  ]
    .filter(Boolean)
    .join(' ') || undefined;

/** The label, hint and error around a control. */
export function Field({ id, label, hint, error, count, children }: FieldProps & { children: ReactNode }) {
  return (
    <div className="rp-field">
      <label className="rp-field__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p className="rp-field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {children}
      {count && (
        <>
          <p className="rp-field__hint rp-field__count" id={`${id}-count`}>
            {count.text}
          </p>
          {/* Always present, so reaching the limit is announced when it happens. */}
          <p className="rp-visually-hidden" role="status">
            {count.atLimit ?? ''}
          </p>
        </>
      )}
      {error && <ErrorMessage id={`${id}-error`}>{error}</ErrorMessage>}
    </div>
  );
}

/** Props of TextField. */
export interface TextFieldProps extends FieldProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  ref?: Ref<HTMLInputElement>;
}

/** A one-line text input. */
export function TextField({
  id,
  label,
  hint,
  error,
  describedBy,
  count,
  ref,
  className,
  ...input
}: TextFieldProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error} count={count}>
      <input
        {...input}
        ref={ref}
        id={id}
        className={`rp-input${className ? ` ${className}` : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByOf({ id, label, hint, error, describedBy, count })}
      />
    </Field>
  );
}

/** Props of TextArea. */
export interface TextAreaProps extends FieldProps, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  ref?: Ref<HTMLTextAreaElement>;
}

/** A multi-line text input. */
export function TextArea({ id, label, hint, error, describedBy, count, ref, ...textarea }: TextAreaProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error} count={count}>
      <textarea
        {...textarea}
        ref={ref}
        id={id}
        className="rp-input rp-textarea"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByOf({ id, label, hint, error, describedBy, count })}
      />
    </Field>
  );
}
