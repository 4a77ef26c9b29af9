/**
 * The page's frame outside the header: the footer with the shop's support contact, and the action bar
 * that keeps a step's main action in reach at the bottom of the screen. While the bar is shown the
 * document leaves room for it and scrolling keeps focused elements clear of it (both in the design
 * system's CSS), so the bar never hides the last card, the footer or the focus.
 */
import type { ReactNode } from 'react';

/** Props of SiteFooter. */
export interface SiteFooterProps {
  shopName: string;
  /** "Questions? Contact …": the text before the contact. */
  supportLabel: string;
  supportEmail?: string;
  supportUrl?: string;
  /** The link text for supportUrl. */
  supportUrlLabel?: string;
}

/** The footer: the shop's name and how to reach its support. */
export function SiteFooter({
  shopName,
  supportLabel,
  supportEmail,
  supportUrl,
  supportUrlLabel,
}: SiteFooterProps) {
  const safeUrl = supportUrl && /^https?:\/\//i.test(supportUrl) ? supportUrl : undefined;
  return (
    <footer className="rp-footer">
      <div className="rp-footer__inner">
        <p>{shopName}</p>
        {(supportEmail || safeUrl) && (
          <p>
            {supportLabel} {supportEmail && <a href={`mailto:${supportEmail}`}>{supportEmail}</a>}
            {supportEmail && safeUrl && ' · '}
            {safeUrl && (
              <a href={safeUrl} rel="noopener noreferrer" target="_blank">
                {supportUrlLabel ?? safeUrl}
              </a>
            )}
          </p>
        )}
      </div>
    </footer>
  );
}

/** The bar at the bottom: a summary ("2 items selected") and the step's main action. */
export function ActionBar({ summary, children }: { summary?: ReactNode; children: ReactNode }) {
  return (
    <div className="rp-action-bar">
      <div className="rp-action-bar__inner">
        {summary && <p className="rp-action-bar__summary">{summary}</p>}
        {children}
      </div>
    </div>
  );
}
