/**
 * The consent notice (docs/analytics.md#consent): a fixed bar at the bottom, over the page rather
 * than in its flow, so nothing moves when it appears; a labelled region that traps nothing, its
 * buttons the design system's.
 */
import { Button } from '@portal/shared/ui';

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
          <Button variant="secondary" onClick={() => onAnswer('denied')}>
            {texts.decline}
          </Button>
          <Button onClick={() => onAnswer('granted')}>{texts.accept}</Button>
        </div>
      </div>
    </section>
  );
}
