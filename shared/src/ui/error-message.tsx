/** An error message that screen readers announce at once. */
import type { ReactNode } from 'react';

/** The message, in an alert; `id` lets a field point at it with aria-describedby. */
export function ErrorMessage({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <p className="rp-error" role="alert" id={id}>
      {children}
    </p>
  );
}
