import { describe, expect, it } from 'vitest';
import { GENERIC_LANDING_ERROR, isPlatformId, landingError } from './magic-link-landing';

const consumerId = '3f2b8c1e-9d4a-4f6b-8e2c-1a7d5b9c0e34';

describe('magic-link landing', () => {
  it('signs in only with a consumer id of the platform format (a UUID)', () => {
    expect(landingError(null, consumerId)).toBeNull();
    expect(landingError(null, consumerId.toUpperCase())).toBeNull();
    for (const hostile of [
      '../../x',
      `${consumerId}/../../admin`,
      `${consumerId}?x=1`,
      ` ${consumerId}`,
      'c1',
      '',
    ]) {
      expect(isPlatformId(hostile)).toBe(false);
      expect(landingError(null, hostile)).toBe(GENERIC_LANDING_ERROR);
    }
    expect(landingError(null, null)).toBe(GENERIC_LANDING_ERROR);
  });

  it('has a message for each code the platform sends, and a generic one for any other text', () => {
    expect(landingError('magic_link_used', null)).toBe('login.magic_link.error_used');
    expect(landingError('magic_link_expired', null)).toBe('login.magic_link.error_expired');
    expect(landingError('magic_link_invalid', null)).toBe('login.magic_link.error_invalid');
    expect(landingError('Call us on 0900-1234', consumerId)).toBe(GENERIC_LANDING_ERROR);
    expect(landingError('x'.repeat(8000), null)).toBe(GENERIC_LANDING_ERROR);
    // Not a property of any object: only the codes themselves.
    expect(landingError('constructor', null)).toBe(GENERIC_LANDING_ERROR);
    expect(landingError('', consumerId)).toBe(GENERIC_LANDING_ERROR);
  });
});
