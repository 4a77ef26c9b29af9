/**
 * Where the carriers step sends the shopper, as events the page turns into navigation (the models
 * have no router). Both flows use them, so the page watches one set.
 */
import { createEvent } from 'effector';

/** There is no consumer id: the page goes to / (docs/business-rules.md#route-guard). */
export const consumerMissing = createEvent();
/** The return or quote exists and needs no payment: the page goes to this confirmation path. */
export const confirmationReached = createEvent<string>();
