/** A short label on something (a count, "most sustainable", a status). */
import type { ReactNode } from 'react';

/** The badge. */
export function Badge({
  tone = 'neutral',
  children,
}: {
  tone?: 'neutral' | 'success' | 'warning';
  children: ReactNode;
}) {
  return <span className={`rp-badge${tone === 'neutral' ? '' : ` rp-badge--${tone}`}`}>{children}</span>;
}
