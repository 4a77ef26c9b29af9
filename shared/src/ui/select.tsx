/** A native select with label, hint and error, styled (the phone's own picker still opens). */
import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { describedByOf, Field, type FieldProps } from './field';

/** Props of Select. */
export interface SelectProps extends FieldProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  ref?: Ref<HTMLSelectElement>;
  children: ReactNode;
}

/** The select. */
export function Select({ id, label, hint, error, describedBy, ref, children, ...select }: SelectProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <select
        {...select}
        ref={ref}
        id={id}
        className="rp-input rp-select"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByOf({ id, label, hint, error, describedBy })}
      >
        {children}
      </select>
    </Field>
  );
}
