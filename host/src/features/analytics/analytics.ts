/**
 * The page's analytics: receives what apps `track()`, adds the context and sends it through the sink
 * when the page is hidden or left (docs/analytics.md#the-client). Nothing leaves before consent when the
 * shop asks for it; a decline drops what was queued (docs/business-rules.md#analytics-consent-first).
 * Demo mode records nothing (docs/business-rules.md#demo-mode-sends-no-analytics).
 */
import type { AnalyticsStep, QueuedEvent, TrackMessage } from '@portal/shared/analytics';
import type { Consent } from './consent';
import { buildMessage, type PageContext } from './messages';
import type { AnalyticsSink } from './transport';

/** What the page's analytics is made of. */
export interface AnalyticsOptions {
  sink: AnalyticsSink;
  page: PageContext;
  anonymousId: string;
  newId: () => string;
  /** The step the page shows now. */
  currentStep: () => AnalyticsStep;
  /** The answer so far (always `granted` when the shop does not ask). */
  consent: Consent;
  /** Demo mode: nothing is recorded at all. */
  demo: boolean;
}

/** The page's analytics. */
export interface PageAnalytics {
  /** Takes events tracked on the page. */
  push: (...events: QueuedEvent[]) => void;
  /** Sends what is waiting, if consent allows. */
  flush: () => void;
  /** The shopper answered the consent notice. */
  answer: (consent: 'granted' | 'denied') => void;
}

/** Past this many waiting messages a batch goes at once, so a long visit never holds much. */
const EAGER_FLUSH = 50;

/** The page's analytics with `options`. */
export function createAnalytics(options: AnalyticsOptions): PageAnalytics {
  let consent = options.consent;
  let waiting: TrackMessage[] = [];
  const analytics: PageAnalytics = {
    push(...events) {
      if (options.demo || consent === 'denied') return;
      for (const event of events)
        waiting.push(
          buildMessage(event, options.page, options.currentStep(), options.anonymousId, options.newId()),
        );
      if (consent === 'granted' && waiting.length >= EAGER_FLUSH) analytics.flush();
    },
    flush() {
      if (consent !== 'granted' || waiting.length === 0) return;
      const batch = waiting;
      waiting = [];
      options.sink.send(batch);
    },
    answer(answer) {
      consent = answer;
      if (answer === 'denied') waiting = [];
    },
  };
  return analytics;
}
