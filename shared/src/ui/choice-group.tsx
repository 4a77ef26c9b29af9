/**
 * Radio and checkbox groups, custom-drawn on native inputs: each option is a whole row to press, its
 * box at least 24×24 px (WCAG 2.2 §2.5.8), the group a fieldset whose legend names it and whose hint
 * and error describe it. An option's description is its description, not part of its name.
 */
import type { ReactNode } from 'react';
import { ErrorMessage } from './error-message';

/** One option of a group. */
export interface ChoiceOption {
  value: string;
  label: ReactNode;
  /** A second line under the label (a price, an explanation). */
  description?: ReactNode;
  disabled?: boolean;
}

interface GroupProps {
  /** Prefix of the options' ids and the group's name. */
  name: string;
  legend: ReactNode;
  /** Hide the legend visually (it still names the group for screen readers). */
  legendHidden?: boolean;
  options: ChoiceOption[];
  /** Help under the legend (what to choose, a format). */
  hint?: ReactNode;
  error?: string | null;
  required?: boolean;
  /** A change is being saved: said to assistive technology, the options stay usable. */
  busy?: boolean;
}

function Group({
  name,
  legend,
  legendHidden,
  hint,
  error,
  busy,
  children,
}: Omit<GroupProps, 'options'> & { children: ReactNode }) {
  const describedBy = [hint ? `${name}-hint` : '', error ? `${name}-error` : ''].filter(Boolean).join(' ');
  return (
    <fieldset className="rp-choice" aria-describedby={describedBy || undefined} aria-busy={busy || undefined}>
      <legend className={legendHidden ? 'rp-visually-hidden' : undefined}>{legend}</legend>
      {hint && (
        <p className="rp-field__hint rp-choice__hint" id={`${name}-hint`}>
          {hint}
        </p>
      )}
      <div className="rp-choice__options">{children}</div>
      {error && <ErrorMessage id={`${name}-error`}>{error}</ErrorMessage>}
    </fieldset>
  );
}

// The description is hidden from the name the label gives the input, and referenced as its
// description instead: "Store credit", described as "€2.50 extra", not one long name.
const descriptionId = (name: string, option: ChoiceOption) => `${name}-${option.value}-description`;

/** One option's row: its input, drawn as a radio or a checkbox, with the label and description. */
function OptionRow({
  type,
  name,
  option,
  checked,
  invalid,
  required,
  onChange,
}: {
  type: 'radio' | 'checkbox';
  name: string;
  option: ChoiceOption;
  checked: boolean;
  invalid: boolean;
  required?: boolean;
  onChange: (checked: boolean) => void;
}) {
  const description = option.description ? descriptionId(name, option) : undefined;
  return (
    <label className="rp-choice__option">
      <input
        type={type}
        className={`rp-${type}`}
        name={name}
        value={option.value}
        checked={checked}
        disabled={option.disabled}
        required={required}
        aria-invalid={invalid && !option.disabled ? true : undefined}
        aria-describedby={description}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span className="rp-choice__text">
        <span>{option.label}</span>
        {description && (
          <span className="rp-choice__description" id={description} aria-hidden="true">
            {option.description}
          </span>
        )}
      </span>
    </label>
  );
}

/** Props of RadioGroup. */
export interface RadioGroupProps extends GroupProps {
  /** The chosen value, or null before a choice. */
  value: string | null;
  onChange: (value: string) => void;
}

/** One choice out of several. */
export function RadioGroup({ name, options, value, onChange, error, required, ...group }: RadioGroupProps) {
  return (
    <Group name={name} error={error} {...group}>
      {options.map((option) => (
        <OptionRow
          key={option.value}
          type="radio"
          name={name}
          option={option}
          checked={value === option.value}
          invalid={Boolean(error)}
          required={required}
          onChange={() => onChange(option.value)}
        />
      ))}
    </Group>
  );
}

/** Props of CheckboxGroup. */
export interface CheckboxGroupProps extends GroupProps {
  values: string[];
  onChange: (values: string[]) => void;
}

/** Any number of choices; the values keep the options' order. */
export function CheckboxGroup({ name, options, values, onChange, error, ...group }: CheckboxGroupProps) {
  const toggle = (value: string, checked: boolean) =>
    onChange(
      options
        .map((option) => option.value)
        .filter((candidate) => (candidate === value ? checked : values.includes(candidate))),
    );
  return (
    <Group name={name} error={error} {...group}>
      {options.map((option) => (
        <OptionRow
          key={option.value}
          type="checkbox"
          name={name}
          option={option}
          checked={values.includes(option.value)}
          invalid={Boolean(error)}
          onChange={(checked) => toggle(option.value, checked)}
        />
      ))}
    </Group>
  );
}

/** Props of Checkbox. */
export interface CheckboxProps {
  id: string;
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | null;
}

/** One checkbox on its own (agreeing to terms), with its error under it. */
export function Checkbox({ id, label, checked, onChange, error }: CheckboxProps) {
  return (
    <div className="rp-field">
      <label className="rp-check" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          className="rp-checkbox"
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>{label}</span>
      </label>
      {error && <ErrorMessage id={`${id}-error`}>{error}</ErrorMessage>}
    </div>
  );
}
