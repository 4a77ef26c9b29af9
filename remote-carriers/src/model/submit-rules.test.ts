import { describe, expect, it } from 'vitest';
import {
  type OlderSubmitState,
  olderSubmitDisabled,
  SUBMIT_PROBLEM_KEYS,
  submitProblem,
} from './submit-rules';

const ready: OlderSubmitState = {
  pricelistSelected: true,
  loading: false,
  isPickup: false,
  addressFormOpen: false,
  timeslotChosen: false,
  ecommerceless: false,
};

describe('the older submit button (001 §4)', () => {
  it('is enabled for a chosen drop-off', () => {
    expect(olderSubmitDisabled(ready)).toBe(false);
  });

  it('is disabled without a pricelist and while loading', () => {
    expect(olderSubmitDisabled({ ...ready, pricelistSelected: false })).toBe(true);
    expect(olderSubmitDisabled({ ...ready, loading: true })).toBe(true);
  });

  it('for a pickup, waits for the saved address and a timeslot', () => {
    const pickup = { ...ready, isPickup: true };
    expect(olderSubmitDisabled({ ...pickup, addressFormOpen: true, timeslotChosen: true })).toBe(true);
    expect(olderSubmitDisabled({ ...pickup, timeslotChosen: false })).toBe(true);
    expect(olderSubmitDisabled({ ...pickup, timeslotChosen: true })).toBe(false);
  });

  it('for ecommerce-less shops, waits while the address form is open', () => {
    expect(olderSubmitDisabled({ ...ready, ecommerceless: true, addressFormOpen: true })).toBe(true);
    expect(olderSubmitDisabled({ ...ready, ecommerceless: true })).toBe(false);
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
