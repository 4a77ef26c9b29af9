/**
 * The confirmation step's analytics (docs/analytics.md#the-client): the models' own events feed
 * `trackFx` through `sample`, at the moment the shopper does the thing.
 */
import { trackCall } from '@portal/shared/analytics';
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

/** How a finished return ended, from its confirmation page's path. */
export const completionOf = (confirmation: string, logout: boolean) => ({
  event: 'Return completed' as const,
  properties: {
    flow:
      confirmation.includes('returnOrderId=') || confirmation.startsWith('/request-confirmation')
        ? ('draft' as const)
        : ('quote' as const),
    outcome: confirmation.startsWith('/request-confirmation')
      ? ('request_submitted' as const)
      : logout
        ? ('paid' as const)
        : ('label_ready' as const),
  },
});
