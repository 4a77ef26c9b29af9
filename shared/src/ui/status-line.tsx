/**
 * A line that says what is under way (a choice being saved, times being looked up). It is always on the
 * page with its room kept, empty while nothing happens: a live region that appears together with its text
 * is not announced, and a line that came and went would move everything below it, a button the shopper is
 * about to press included.
 */

/** `children` while something is under way, nothing otherwise; announced politely. */
export function StatusLine({ children }: { children?: string | false | null }) {
  return (
    <p className="rp-status-line" role="status">
      {children || ''}
    </p>
  );
}
