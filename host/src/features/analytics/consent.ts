/**
 * The shopper's analytics consent (docs/business-rules.md#analytics-consent-first), remembered for
 * the tab's session. Without the shop's requirement the answer is always yes.
 */

/** What the shopper said; `unknown` until they answer. */
export type Consent = 'granted' | 'denied' | 'unknown';

const KEY = 'portal-analytics-consent';

/** The remembered answer. */
export function readConsent(storage: Storage | undefined): Consent {
  try {
    const value = storage?.getItem(KEY);
    return value === 'granted' || value === 'denied' ? value : 'unknown';
  } catch {
    return 'unknown';
  }
}

/** Remembers the answer for the session. */
export function rememberConsent(storage: Storage | undefined, consent: 'granted' | 'denied'): void {
  try {
    storage?.setItem(KEY, consent);
  } catch {
    // Storage refused: the answer holds for this page only.
  }
}
