/**
 * When the carriers step may be submitted, in both flows: the checks made on pressing the button
 * (`submitProblem`, and `createSubmitCheck`, the one model of them both flows' models use), and in
 * the quote flow what keeps the button disabled and the hint it shows (`quoteSubmitBlocker`).
 */
import { combine, createStore, type EventCallable, type Store } from 'effector';
import type { InsuranceOffer } from './insurance';

/** What the shopper is told when a check fails. */
export const SUBMIT_PROBLEM_KEYS = {
  insurance: 'carriers.insurance.validation_message',
  terms: 'v2.commons.termsAndConditions.mustAgree',
} as const;

/** The first check that failed: insurance not answered, or terms not accepted. */
export type SubmitProblem = keyof typeof SUBMIT_PROBLEM_KEYS;

/**
 * The checks on pressing submit, in order: insurance on offer needs a yes or no first, then the
 * terms must be accepted. Null when the step may be submitted.
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

/** A flow's insurance and terms, as its model keeps them. */
export interface SubmitCheckSource {
  $insuranceOffer: Store<InsuranceOffer | null>;
  $insuranceChoice: Store<boolean | null>;
  $termsAccepted: Store<boolean>;
  insuranceChosen: EventCallable<boolean>;
  termsToggled: EventCallable<boolean>;
}

/**
 * The submit check of one flow's model: `$pendingProblem` is what a press now would be stopped by;
 * `$submitProblem` is what the last press was stopped by (the model sets it from `$pendingProblem`),
 * shown until the shopper gives the answer it asked for.
 */
export function createSubmitCheck(source: SubmitCheckSource) {
  const $pendingProblem = combine(
    source.$insuranceOffer,
    source.$insuranceChoice,
    source.$termsAccepted,
    (offer, insuranceChoice, termsAccepted) =>
      submitProblem({ insuranceOffered: offer !== null, insuranceChoice, termsAccepted }),
  );
  const $submitProblem = createStore<SubmitProblem | null>(null, { skipVoid: false })
    .on(source.insuranceChosen, (problem) => (problem === 'insurance' ? null : problem))
    .on(source.termsToggled, (problem) => (problem === 'terms' ? null : problem));
  return { $pendingProblem, $submitProblem };
}

/** What the quote flow's submit button depends on. */
export interface QuoteFlowSubmitState {
  pricelistSelected: boolean;
  /** Pricelists, address validation, timeslots or the quote under way. */
  loading: boolean;
  isPickup: boolean;
  addressFormOpen: boolean;
  timeslotChosen: boolean;
  ecommerceless: boolean;
}

/**
 * Why the quote flow's submit button cannot be used yet, the shopper's part first: no carrier
 * chosen, the address not saved (a pickup, or any carrier of an ecommerce-less shop), a pickup
 * without a timeslot, then a call under way. Null when it can be pressed. The first three are the
 * button's hint (`carriers.submit_hint.*`); a call under way has none.
 */
export function quoteSubmitBlocker(
  state: QuoteFlowSubmitState,
): 'choose' | 'address' | 'timeslot' | 'loading' | null {
  if (!state.pricelistSelected) return 'choose';
  if ((state.isPickup || state.ecommerceless) && state.addressFormOpen) return 'address';
  if (state.isPickup && !state.timeslotChosen) return 'timeslot';
  return state.loading ? 'loading' : null;
}

/** The quote flow's submit button is disabled while anything blocks it (quoteSubmitBlocker). */
export const quoteFlowSubmitDisabled = (state: QuoteFlowSubmitState): boolean =>
  quoteSubmitBlocker(state) !== null;
