import { describe, expect, it } from 'vitest';
import { LabelFailures } from './label-failures';

describe('LabelFailures', () => {
  it("give a seeded order's failure to its returns only", () => {
    const failures = new LabelFailures();
    expect(failures.failureFor('nordwind', 'NW-5006')).toBe('AUTHENTICATION_ERROR');
    expect(failures.failureFor('nordwind', 'nw-5007')).toBe('LABEL_REQUEST_VALIDATION_ERROR');
    expect(failures.failureFor('atelier', '100304')).toBe('SERVICE_UNAVAILABLE_ERROR');
    expect(failures.failureFor('nordwind', 'NW-1001')).toBeUndefined();
    expect(failures.failureFor('nordwind', undefined)).toBeUndefined();
  });

  it("set and clear a shop's failure and an order's at run time; the order's comes first", () => {
    const failures = new LabelFailures();
    failures.set('nordwind', undefined, 'SERVICE_UNAVAILABLE_ERROR');
    expect(failures.failureFor('nordwind', 'NW-1001')).toBe('SERVICE_UNAVAILABLE_ERROR');
    expect(failures.failureFor('nordwind', 'NW-5006')).toBe('AUTHENTICATION_ERROR');
    expect(failures.failureFor('atelier', '100045')).toBeUndefined();

    failures.set('nordwind', 'NW-1001', 'ADDRESS_FORMAT_ERROR');
    expect(failures.failureFor('nordwind', 'NW-1001')).toBe('ADDRESS_FORMAT_ERROR');
    expect(failures.failureFor('nordwind', 'NW-0987')).toBe('SERVICE_UNAVAILABLE_ERROR');

    // Clearing an order's failure (even a seeded one) leaves the shop's in force.
    failures.set('nordwind', 'NW-5006', null);
    expect(failures.failureFor('nordwind', 'NW-5006')).toBe('SERVICE_UNAVAILABLE_ERROR');
    failures.set('nordwind', undefined, null);
    expect(failures.failureFor('nordwind', 'NW-5006')).toBeUndefined();
    expect(failures.failureFor('nordwind', 'NW-0987')).toBeUndefined();
    expect(failures.failureFor('nordwind', 'NW-1001')).toBe('ADDRESS_FORMAT_ERROR');
  });
});
