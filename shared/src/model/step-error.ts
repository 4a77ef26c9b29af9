/**
 * The error of the current step. A remote raises it; the host shows the error screen of
 * remote-confirmation in place of the step, so remotes never import each other.
 */
import { createEvent, createStore } from 'effector';

/** A step failed in a way the shopper must be told about. */
export const stepErrorRaised = createEvent<unknown>();
/** The shopper moved on; the error no longer applies. */
export const stepErrorCleared = createEvent();
/**
 * The shopper chose "Try again" on the error screen: the error goes, so the step's page mounts again
 * and asks again for what it failed to load; the selection on the bus is untouched.
 */
export const stepRetried = createEvent();

/** The error on screen, or null. */
export const $stepError = createStore<unknown>(null, { skipVoid: false })
  .on(stepErrorRaised, (_, error) => error ?? new Error('Unknown error'))
  .reset(stepErrorCleared, stepRetried);
