/**
 * The select and confirm items steps' analytics events, sent when the shopper does the thing
 * (docs/analytics.md#the-client): the models' own events feed `trackFx` through `sample`.
 */
import { itemSelected, type SelectedItem } from '@portal/shared';
import { reasonSelected, returnTypeSelected, trackCall } from '@portal/shared/analytics';
import { createEffect, sample } from 'effector';
import { canExchange, itemDialogOpened } from './exchange';

/** Hands an event to the page's analytics (which waits for consent, and drops it in demo mode). */
export const trackFx = createEffect(trackCall);

const numericReason = (item: SelectedItem): number | null => {
  const id = item.returnReasonId;
  if (typeof id === 'number') return id;
  return typeof id === 'string' && /^\d{1,9}$/.test(id) ? Number(id) : null;
};

sample({
  clock: itemSelected,
  filter: (item) => numericReason(item) !== null,
  fn: (item) => ({ event: 'Reason selected' as const, properties: reasonSelected(numericReason(item) ?? 0) }),
  target: trackFx,
});
sample({
  clock: itemSelected,
  filter: (item) => item.operation === 'Exchange',
  fn: () => ({ event: 'Return type selected' as const, properties: returnTypeSelected('Exchange') }),
  target: trackFx,
});
sample({
  clock: itemDialogOpened,
  filter: canExchange,
  fn: () => ({ event: 'Exchange Choice Shown' as const, properties: {} }),
  target: trackFx,
});
