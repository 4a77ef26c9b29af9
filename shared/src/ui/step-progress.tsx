/** "Step 1 of 3" with a progress bar (the step numbers are fixed per step). */

/** Props of StepProgress. */
export interface StepProgressProps {
  current: number;
  total: number;
  /** The translated text, "Step 1 of 3". */
  label: string;
}

/** The progress: the text is what is read; the bar only shows it. */
export function StepProgress({ current, total, label }: StepProgressProps) {
  const percent = total > 0 ? Math.round((Math.min(current, total) / total) * 100) : 0;
  return (
    <div className="rp-step-progress">
      <p className="rp-step-progress__label">{label}</p>
      <div className="rp-step-progress__bar" aria-hidden="true">
        <span style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
