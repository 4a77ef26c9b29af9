/**
 * The return this tab finished and whose platform session it then ended. Back, a reload or another
 * tab's link can still reach a step after that; the sign-in page then says the return is complete and
 * leads back to its confirmation, instead of blaming the shopper for a session the portal itself ended
 * (docs/business-rules.md#after-a-finished-return).
 */
import { createEvent, createStore } from 'effector';
import { signedIn } from './consumer';

/** A finished return: whose it is and the portal path of its confirmation. */
export interface FinishedReturn {
  consumerId: string;
  confirmation: string;
  /** The order number the shopper signed in with for it (none after a magic link). */
  orderNumber?: string | null;
}

/** The confirmation page finished a return and ended the session. */
export const returnFinished = createEvent<FinishedReturn>();

/** The return finished last in this tab, or null; a new sign-in starts afresh. */
export const $finishedReturn = createStore<FinishedReturn | null>(null)
  .on(returnFinished, (_, finished) => finished)
  .reset(signedIn);
