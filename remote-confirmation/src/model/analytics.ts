/**
 * The confirmation step's analytics (docs/analytics.md#the-client): the models' own events feed
 * `trackFx` through `sample`, at the moment the shopper does the thing.
 */
import { returnCompleted, trackCall } from '@portal/shared/analytics';
import { createEffect, createEvent, sample } from 'effector';

/** Hands an event to the page's analytics (which waits for consent, and drops it in demo mode). */
export const trackFx = createEffect(trackCall);

/** The shopper opened the label. */
export const labelDownloaded = createEvent();

sample({
  clock: labelDownloaded,
  fn: () => ({ event: 'Label downloaded' as const, properties: {} }),
  target: trackFx,
});

/** `Return completed` for a finished return: its flow, and paid when the shopper paid for it. */
export const completionOf = ({ flow, paid }: { flow: 'quote' | 'draft'; paid: boolean }) => ({
  event: 'Return completed' as const,
  properties: returnCompleted(flow, paid ? 'paid' : 'label_ready'),
});
