/**
 * The analytics consent notice in the page (docs/analytics.md#consent). The server draws it from the
 * first page on and keeps the answer in a signed cookie (host/server/consent.ts); this answers it
 * without leaving the page, opens it again from the footer's "Cookie settings", and tells the page's
 * analytics the answer. Plain DOM, started by the shell on a page that has a notice (consent-notice.ts):
 * the notice is outside the app's root and on the page before any script runs. Without the scripts the
 * notice's form posts itself.
 */
import { noticeOf } from './notice';

/** What the shopper said; `unknown` until they answer. */
export type Consent = 'granted' | 'denied' | 'unknown';

/** Dispatched on the document with the answer (`detail`) once the server has kept it. */
export const CONSENT_ANSWERED = 'portal-consent-answered';

/** The answer in force on this page: the notice's, as the server drew it or as answered since. */
export function pageConsent(doc: Document = document): Consent {
  const consent = noticeOf(doc)?.dataset.consent;
  return consent === 'granted' || consent === 'denied' ? consent : 'unknown';
}

/** Answers the page's notice (if it has one) in place, and opens it from "Cookie settings". */
export function startConsentNotice(doc: Document = document, send: typeof fetch = fetch): void {
  const notice = noticeOf(doc);
  if (!notice) return;
  // Where focus goes back to when the notice closes: the button that opened it.
  let opener: HTMLElement | null = null;
  let pending = false;
  let ownPost = false;
  doc.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.('[data-portal-privacy-choices]');
    if (!(button instanceof HTMLElement)) return;
    opener = button;
    notice.hidden = false;
    notice.querySelector('button')?.focus();
  });
  notice.addEventListener('submit', (event) => {
    if (ownPost) return;
    event.preventDefault();
    const submitter = event.submitter as HTMLButtonElement | null;
    const choice = submitter?.value;
    // One answer at a time: a second press while the first is on its way sends nothing.
    if (pending || (choice !== 'granted' && choice !== 'denied')) return;
    pending = true;
    send('/consent', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ choice }),
    })
      .then((answer) => {
        if (!answer.ok) throw new Error(`consent answered ${answer.status}`);
        notice.dataset.consent = choice;
        notice.hidden = true;
        doc.dispatchEvent(new CustomEvent(CONSENT_ANSWERED, { detail: choice }));
        (opener ?? doc.querySelector<HTMLElement>('#root h1[tabindex]'))?.focus();
        opener = null;
      })
      .catch(() => {
        // The form's own post: the server keeps the answer and brings the shopper back to this page.
        ownPost = true;
        (event.target as HTMLFormElement).requestSubmit(submitter);
      })
      .finally(() => {
        pending = false;
      });
  });
}
