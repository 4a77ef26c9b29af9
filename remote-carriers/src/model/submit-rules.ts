/**
 * When the carriers step may be submitted (001 §4 "Carriers submit", §5): the submit button's
 * disabled state in the older flow, and the checks made on pressing it, in order, in both flows.
 */

/** What the shopper is told when a check fails. */
export const SUBMIT_PROBLEM_KEYS = {
  insurance: 'carriers.insurance.validation_message',
  terms: 'v2.commons.termsAndConditions.mustAgree',
} as const;

/** The first check that failed: insurance not answered, or terms not accepted. */
export type SubmitProblem = keyof typeof SUBMIT_PROBLEM_KEYS;

/**
 * The checks on pressing submit, in the spec's order: insurance on offer needs a yes or no first,
 * then the terms must be accepted. Null when the step may be submitted.
 */
export function submitProblem(state: {
  insuranceOffered: boolean;
  insuranceChoice: boolean | null;
  termsAccepted: boolean;
}): SubmitProblem | null {
  if (state.insuranceOffered && state.insuranceChoice === null) return 'insurance';
  if (!state.termsAccepted) return 'terms';
  return null;
}

/** What the older flow's submit button depends on. */
export interface OlderSubmitState {
  pricelistSelected: boolean;
  /** Pricelists, address validation, timeslots or the quote under way. */
  loading: boolean;
  isPickup: boolean;
  addressFormOpen: boolean;
  timeslotChosen: boolean;
  ecommerceless: boolean;
}

/**
 * The older flow's submit button is disabled without a pricelist, while loading, for a pickup until
 * the address is saved (form closed) and a timeslot chosen, and for ecommerce-less shops while the
 * address form is open.
 */
export function olderSubmitDisabled(state: OlderSubmitState): boolean {
  if (!state.pricelistSelected || state.loading) return true;
  if (state.isPickup && (state.addressFormOpen || !state.timeslotChosen)) return true;
  return state.ecommerceless && state.addressFormOpen;
}
