/** A loading state that screen readers announce. */

/** Spinner with a visible label, in a polite live region. */
export function LoadingState({ label }: { label: string }) {
  return (
    <div className="rp-loading" role="status" aria-live="polite">
      <span className="rp-spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
