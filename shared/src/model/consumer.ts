/** Who is signed in: the consumer id, the one thing every step needs. */
import { createEvent, createStore } from 'effector';

/** The shopper signed in (order number or magic link); carries the consumer id. */
export const signedIn = createEvent<string>();
/** The shopper logged out, or the portal logged them out. */
export const loggedOut = createEvent();
/** The consumer id stopped being valid (a 401 on purchases). */
export const consumerIdCleared = createEvent();

/** The signed-in consumer id, or null. */
export const $consumerId = createStore<string | null>(null)
  .on(signedIn, (_, consumerId) => consumerId)
  .reset(loggedOut, consumerIdCleared);

/** What the shopper signed in with that later steps send on: the order number and (ecommerce-less) country. */
export interface SignInDetails {
  orderNumber: string;
  country?: string;
}

/** The order-number sign-in succeeded with these details (after `signedIn`). */
export const signInDetailsStored = createEvent<SignInDetails>();

/**
 * The order number (for ecommerce-less quote items) and the country (for pricelists) of the sign-in;
 * null after a magic-link sign-in, which carries neither.
 */
export const $signInDetails = createStore<SignInDetails | null>(null)
  .on(signInDetailsStored, (_, details) => details)
  .reset(signedIn, loggedOut, consumerIdCleared);
