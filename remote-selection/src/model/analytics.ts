/**
 * The select and confirm items steps' analytics events, sent when the shopper does the thing
 * (docs/analytics.md#the-client): the models' own events feed `trackFx` through `sample`.
 */
import { itemSelected, type SelectedItem } from '@portal/shared';
import {
  flowOnly,
  reasonSelected,
  returnCompleted,
  returnTypeSelected,
  trackCall,
} from '@portal/shared/analytics';
import { createEffect, sample } from 'effector';
import { canExchange, itemDialogOpened } from './exchange';
import { submitRequestFx } from './gatekeeping';

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
// A gatekeeping request is the draft flow's return, and it is through once the shop has it: the
// shop decides later, outside the portal.
sample({
  clock: submitRequestFx.done,
  fn: () => ({ event: 'Return submitted' as const, properties: flowOnly('draft') }),
  target: trackFx,
});
sample({
  clock: submitRequestFx.done,
  fn: () => ({
    event: 'Return completed' as const,
    properties: returnCompleted('draft', 'request_submitted'),
  }),
  target: trackFx,
});
