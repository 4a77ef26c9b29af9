/**
 * The shell fetches the code that answers the analytics consent notice (./consent.ts) only on a page
 * the server drew one into: a shop that does not ask pays nothing for it.
 */
import { noticeOf } from './notice';

/** Answers the page's notice in place, once its code is here; a page without a notice fetches nothing. */
export function startConsentNoticeIfShown(doc: Document = document): void {
  if (!noticeOf(doc)) return;
  // Until it is here (or if it never comes) the notice's form posts itself: the answer is kept either way.
  import(/* webpackChunkName: "lazy-consent" */ './consent')
    .then(({ startConsentNotice }) => startConsentNotice(doc))
    .catch(() => undefined);
}
