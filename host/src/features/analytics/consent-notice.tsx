/**
 * The consent notice (docs/analytics.md#consent): a fixed bar at the bottom, over the page rather
 * than in its flow, so nothing moves when it appears; a labelled region that traps nothing. The
 * design system's button looks by class name: importing its components here would split them out of
 * the start-up file's concatenated module and grow the sign-in page's JavaScript.
 */

/** The notice's texts, in the page's language (the server wrote them on the page). */
export interface ConsentTexts {
  title: string;
  body: string;
  accept: string;
  decline: string;
}

interface ConsentNoticeProps {
  texts: ConsentTexts;
  onAnswer: (consent: 'granted' | 'denied') => void;
}

/** The accept / decline bar. */
export function ConsentNotice({ texts, onAnswer }: ConsentNoticeProps) {
  return (
    <section className="rp-consent" aria-labelledby="rp-consent-title" data-testid="consent-notice">
      <div className="rp-consent__inner">
        <div>
          <h2 id="rp-consent-title" className="rp-consent__title">
            {texts.title}
          </h2>
          <p className="rp-consent__body">{texts.body}</p>
        </div>
        <div className="rp-consent__actions">
          <button type="button" className="rp-button rp-button--secondary" onClick={() => onAnswer('denied')}>
            {texts.decline}
          </button>
          <button type="button" className="rp-button" onClick={() => onAnswer('granted')}>
            {texts.accept}
          </button>
        </div>
      </div>
    </section>
  );
}
