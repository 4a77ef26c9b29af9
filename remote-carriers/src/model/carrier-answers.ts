/**
 * The carriers step's answers that the draft cannot keep, kept for the session so that a reload asks
 * nothing twice (docs/flows.md#4-reloads): that the insurance question was answered (the draft's
 * `addInsurance: false` reads the same as no answer), and the address an ecommerce-less shopper typed
 * (such a shop has no order to take it from). Another shopper, a departed one, or a dropped selection
 * starts afresh. This step's own state: kept by this remote (`keepForSession`), not on the bus.
 */
import { consumerIdCleared, keepForSession, loggedOut, selectionCleared, signedIn } from '@portal/shared';
import { createEvent, createStore } from 'effector';

/** An address as the shopper typed it, names included. */
export type TypedAddress = {
  street: string;
  houseNumber: string;
  city: string;
  postalCode: string;
  country: string;
  firstName?: string;
  lastName?: string;
};

/** The server took an answer to the insurance question ("yes" or "no"). */
export const insuranceAnswerSaved = createEvent();
/** An ecommerce-less shopper saved the address they typed. */
export const addressTyped = createEvent<TypedAddress>();

/** True once the server took an answer to the insurance question (`insurance-answered`). */
export const $insuranceAnswerSaved = createStore(false)
  .on(insuranceAnswerSaved, () => true)
  .reset(signedIn, loggedOut, consumerIdCleared, selectionCleared);

/** The address an ecommerce-less shopper last saved (`typed-address`); null when none. */
export const $typedAddress = createStore<TypedAddress | null>(null, { skipVoid: false })
  .on(addressTyped, (_, address) => address)
  .reset(signedIn, loggedOut, consumerIdCleared);

keepForSession($insuranceAnswerSaved, 'insurance-answered', ({ storedValueZod: z }) => z.boolean());
keepForSession($typedAddress, 'typed-address', ({ storedValueZod: z }) =>
  z.nullable(
    z.object({
      street: z.string(),
      houseNumber: z.string(),
      city: z.string(),
      postalCode: z.string(),
      country: z.string(),
      firstName: z.optional(z.string()),
      lastName: z.optional(z.string()),
    }),
  ),
);
