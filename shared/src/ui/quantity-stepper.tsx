/**
 * "− n / max +": a number between `min` and `max`. What the shopper types is kept until the field loses
 * focus, then read by the quantity rule (docs/business-rules.md#quantity): a whole number is clamped to
 * the bounds, anything else (empty, "abc", "2x") becomes `min`. The buttons are disabled at the bounds.
 */
import { useState } from 'react';

/** Props of QuantityStepper. */
export interface QuantityStepperProps {
  id: string;
  label: string;
  value: number;
  min?: number;
  max: number;
  /** Shown after the number, e.g. "/ 3". */
  maxLabel?: string;
  decreaseLabel: string;
  increaseLabel: string;
  onChange: (value: number) => void;
}

/** `text` as a whole number clamped to min..max; `min` when it is not a whole number. */
export function clampWhole(text: string, min: number, max: number): number {
  if (!/^\s*\d+\s*$/.test(text)) return min;
  return Math.min(Math.max(min, max), Math.max(min, Number.parseInt(text, 10)));
}

/** The stepper. */
export function QuantityStepper({
  id,
  label,
  value,
  min = 1,
  max,
  maxLabel,
  decreaseLabel,
  increaseLabel,
  onChange,
}: QuantityStepperProps) {
  const [typed, setTyped] = useState<string | null>(null);
  const set = (next: number) => {
    setTyped(null);
    const clamped = Math.min(max, Math.max(min, next));
    if (clamped !== value) onChange(clamped);
  };
  return (
    <span className="rp-stepper">
      <label className="rp-visually-hidden" htmlFor={id}>
        {label}
      </label>
      <button
        type="button"
        className="rp-icon-button"
        aria-label={decreaseLabel}
        aria-controls={id}
        disabled={value <= min}
        onClick={() => set(value - 1)}
      >
        <span aria-hidden="true">−</span>
      </button>
      <input
        id={id}
        inputMode="numeric"
        value={typed ?? String(value)}
        onChange={(event) => setTyped(event.target.value)}
        onBlur={() => typed !== null && set(clampWhole(typed, min, max))}
      />
      {maxLabel && <span className="rp-stepper__max">{maxLabel}</span>}
      <button
        type="button"
        className="rp-icon-button"
        aria-label={increaseLabel}
        aria-controls={id}
        disabled={value >= max}
        onClick={() => set(value + 1)}
      >
        <span aria-hidden="true">+</span>
      </button>
    </span>
  );
}
