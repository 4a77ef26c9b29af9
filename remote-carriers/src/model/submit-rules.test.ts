import { allSettled, createEvent, createStore, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { InsuranceOffer } from './insurance';
import {
  createSubmitCheck,
  type QuoteFlowSubmitState,
  quoteFlowSubmitDisabled,
  quoteSubmitBlocker,
  SUBMIT_PROBLEM_KEYS,
  submitProblem,
} from './submit-rules';

const ready: QuoteFlowSubmitState = {
  pricelistSelected: true,
  loading: false,
  isPickup: false,
  addressFormOpen: false,
  timeslotChosen: false,
  ecommerceless: false,
};

describe('the quote flow submit button', () => {
  it('is enabled for a chosen drop-off', () => {
    expect(quoteFlowSubmitDisabled(ready)).toBe(false);
  });

  it('is disabled without a pricelist and while loading', () => {
    expect(quoteFlowSubmitDisabled({ ...ready, pricelistSelected: false })).toBe(true);
    expect(quoteFlowSubmitDisabled({ ...ready, loading: true })).toBe(true);
  });

  it('for a pickup, waits for the saved address and a timeslot', () => {
    const pickup = { ...ready, isPickup: true };
    expect(quoteFlowSubmitDisabled({ ...pickup, addressFormOpen: true, timeslotChosen: true })).toBe(true);
    expect(quoteFlowSubmitDisabled({ ...pickup, timeslotChosen: false })).toBe(true);
    expect(quoteFlowSubmitDisabled({ ...pickup, timeslotChosen: true })).toBe(false);
  });

  it('for ecommerce-less shops, waits while the address form is open', () => {
    expect(quoteFlowSubmitDisabled({ ...ready, ecommerceless: true, addressFormOpen: true })).toBe(true);
    expect(quoteFlowSubmitDisabled({ ...ready, ecommerceless: true })).toBe(false);
  });
});

describe('the checks on submit, in order', () => {
  it('asks for the insurance choice first, then the terms', () => {
    expect(submitProblem({ insuranceOffered: true, insuranceChoice: null, termsAccepted: false })).toBe(
      'insurance',
    );
    expect(submitProblem({ insuranceOffered: true, insuranceChoice: false, termsAccepted: false })).toBe(
      'terms',
    );
    expect(submitProblem({ insuranceOffered: false, insuranceChoice: null, termsAccepted: false })).toBe(
      'terms',
    );
    expect(submitProblem({ insuranceOffered: true, insuranceChoice: true, termsAccepted: true })).toBeNull();
    expect(SUBMIT_PROBLEM_KEYS).toEqual({
      insurance: 'carriers.insurance.validation_message',
      terms: 'v2.commons.termsAndConditions.mustAgree',
    });
  });
});

describe('what blocks the quote flow button, and its hint', () => {
  it('names the shopper’s next task first, and a call under way last (no hint)', () => {
    expect(quoteSubmitBlocker({ ...ready, pricelistSelected: false, loading: true })).toBe('choose');
    // While the carrier checks the address, the form is still open: the hint stays "address".
    expect(quoteSubmitBlocker({ ...ready, isPickup: true, addressFormOpen: true, loading: true })).toBe(
      'address',
    );
    expect(quoteSubmitBlocker({ ...ready, ecommerceless: true, addressFormOpen: true })).toBe('address');
    expect(quoteSubmitBlocker({ ...ready, isPickup: true })).toBe('timeslot');
    expect(quoteSubmitBlocker({ ...ready, loading: true })).toBe('loading');
    expect(quoteSubmitBlocker({ ...ready, isPickup: true, timeslotChosen: true })).toBeNull();
    // A drop-off's open form is not the shopper's to fill in.
    expect(quoteSubmitBlocker({ ...ready, addressFormOpen: true })).toBeNull();
  });
});

describe('the submit check both flows use', () => {
  const offer = { priceCents: 199, currency: 'EUR' } as unknown as InsuranceOffer;
  const setup = () => {
    const insuranceChosen = createEvent<boolean>();
    const termsToggled = createEvent<boolean>();
    const $insuranceOffer = createStore<InsuranceOffer | null>(offer);
    const $insuranceChoice = createStore<boolean | null>(null).on(insuranceChosen, (_, choice) => choice);
    const $termsAccepted = createStore(false).on(termsToggled, (_, accepted) => accepted);
    const check = createSubmitCheck({
      $insuranceOffer,
      $insuranceChoice,
      $termsAccepted,
      insuranceChosen,
      termsToggled,
    });
    return { ...check, insuranceChosen, termsToggled };
  };

  it('follows the answers, and clears a shown problem when its own answer comes', async () => {
    const { $pendingProblem, $submitProblem, insuranceChosen, termsToggled } = setup();
    const scope = fork({ values: [[$submitProblem, 'insurance']] });
    expect(scope.getState($pendingProblem)).toBe('insurance');
    await allSettled(termsToggled, { scope, params: true });
    // Ticking the terms does not clear the insurance question.
    expect(scope.getState($submitProblem)).toBe('insurance');
    await allSettled(insuranceChosen, { scope, params: false });
    expect(scope.getState($submitProblem)).toBeNull();
    expect(scope.getState($pendingProblem)).toBeNull();
    await allSettled(termsToggled, { scope, params: false });
    expect(scope.getState($pendingProblem)).toBe('terms');
  });
});
