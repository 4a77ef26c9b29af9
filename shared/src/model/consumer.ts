/** Who is signed in: the consumer id of 000 §6, the one thing every step needs. */
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
