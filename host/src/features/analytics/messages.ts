/**
 * From a queued event to a `track` message: the event's own properties plus the context every event
 * carries (docs/analytics.md#the-client). No personal data reaches here: the context is the shop's
 * configuration, the page's releases and language, and a random session id.
 */
import type { AnalyticsContext, AnalyticsStep, QueuedEvent, TrackMessage } from '@portal/shared/analytics';

/** The context of this page, less the step (which each event has). */
export type PageContext = Omit<AnalyticsContext, 'step'>;

/** The message for `queued`, which happened in `step` unless it says otherwise. */
export const buildMessage = (
  queued: QueuedEvent,
  page: PageContext,
  step: AnalyticsStep,
  anonymousId: string,
  messageId: string,
): TrackMessage => ({
  type: 'track',
  event: queued.event,
  properties: queued.properties,
  anonymousId,
  messageId,
  timestamp: new Date(queued.timestamp).toISOString(),
  context: { ...page, merchant: page.merchant.toLowerCase(), step: queued.step ?? step },
});

const SESSION_KEY = 'portal-analytics-session';

/**
 * The batch format's `anonymousId`: a random uuid kept for the tab's session (never the consumer id).
 * The collector does not believe it: it stores each event in the session of the server's signed
 * cookie (docs/analytics.md#the-session), which the page cannot read.
 */
export function analyticsSessionId(storage: Storage | undefined, newId: () => string): string {
  try {
    const known = storage?.getItem(SESSION_KEY);
    if (known && /^[0-9a-f-]{36}$/i.test(known)) return known;
    const id = newId();
    storage?.setItem(SESSION_KEY, id);
    return id;
  } catch {
    // Storage refused (private mode, quota): an id for this page only.
    return newId();
  }
}
