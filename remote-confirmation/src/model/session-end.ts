/**
 * The end of a finished return: the selection, pricelists and cached orders are dropped, and the
 * platform session ends with one `POST /logout` (shared `endSessionFx`), whatever re-renders or polls
 * follow. The ids of returns already ended are kept for the tab (`@portal/shared/ended-returns`), so
 * neither a reload nor a return opened from "Your returns" ends it again. The sign-in page then knows
 * the return and its confirmation path: Back after the logout reaches a step that can no longer ask
 * the platform anything (docs/business-rules.md, "After a finished return").
 */
import {
  $consumerId,
  $isDemo,
  $signInDetails,
  createGate,
  endSessionFx,
  purchasesCacheInvalidated,
  returnFinished,
  selectionCleared,
} from '@portal/shared';
import { claimReturnEnding } from '@portal/shared/ended-returns';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { completionOf, trackFx } from './analytics';

/**
 * A return is through: `id` names it, `logout` says whether the session ends, `confirmation` is its
 * page; `flow` and `paid` (the shopper paid for it) are what analytics records.
 */
export interface ReturnEnding {
  id: string;
  logout: boolean;
  confirmation: string;
  flow: 'quote' | 'draft';
  paid: boolean;
}

/** The confirmation found the return through. */
export const returnCompleted = createEvent<ReturnEnding>();

/** Records the return as ended in this tab; false when it was already, or "Your returns" listed it. */
export const recordEndingFx = createEffect((ending: ReturnEnding): boolean => claimReturnEnding(ending.id));

/**
 * Open while the browser is still taking a server-rendered page over (the page opens it, and closes it once
 * hydrated and what the tab kept is read back). The answer can say the return is through before then; the
 * ending's changes (the selection dropped, the finished return, the consumer logged out) would be put under
 * the tab's older values when they are read back, and a reload would not know the return had finished. So an
 * ending waits while it is open. Not an effect that waits: the read-back settles every effect of the page's
 * scope, and would wait for it in turn.
 */
export const TakingOverGate = createGate<Record<string, never>>({ name: 'page being taken over' });
const $heldEnding = createStore<ReturnEnding | null>(null, { serialize: 'ignore' })
  .on(returnCompleted, (_, ending) => ending)
  .reset(recordEndingFx);
sample({
  clock: returnCompleted,
  filter: TakingOverGate.status.map((takingOver) => !takingOver),
  target: recordEndingFx,
});
sample({
  clock: TakingOverGate.close,
  source: $heldEnding,
  filter: (ending): ending is ReturnEnding => ending !== null,
  target: recordEndingFx,
});

const firstEnding = sample({
  clock: recordEndingFx.done,
  filter: ({ result }) => result,
  fn: ({ params }) => params,
});

sample({ clock: firstEnding, fn: () => undefined, target: [selectionCleared, purchasesCacheInvalidated] });
// Once per return, like the ending itself (docs/business-rules.md#analytics-once-per-event).
sample({
  clock: firstEnding,
  fn: completionOf,
  target: trackFx,
});

// Demo mode has no platform session to end.
const loggingOut = sample({
  clock: firstEnding,
  source: { isDemo: $isDemo, consumerId: $consumerId, details: $signInDetails },
  filter: ({ isDemo }, { logout }) => logout && !isDemo,
  fn: ({ consumerId, details }, { confirmation }) => ({
    consumerId,
    confirmation,
    orderNumber: details?.orderNumber ?? null,
  }),
});

sample({
  clock: loggingOut,
  filter: ({ consumerId }) => consumerId !== null,
  fn: ({ consumerId, confirmation, orderNumber }) => ({
    consumerId: consumerId as string,
    confirmation,
    orderNumber,
  }),
  target: returnFinished,
});
sample({ clock: loggingOut, target: endSessionFx });
