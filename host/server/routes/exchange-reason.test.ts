import { describe, expect, it } from 'vitest';
import { exchangeReason, parseReasonKeys } from './exchange-reason';

describe('exchange reason', () => {
  const keys = parseReasonKeys('"too_small","too_large","other"');

  it('reads the quoted key list', () => {
    expect(keys).toEqual(['too_small', 'too_large', 'other']);
  });

  it('a bigger size means the item was too small, a smaller one that it was too large', () => {
    expect(exchangeReason(keys, 'M', 'L')).toBe('too_small');
    expect(exchangeReason(keys, 'XL', 'S')).toBe('too_large');
    expect(exchangeReason(keys, '42', '41')).toBe('too_large');
  });

  it('has no answer for the same size or when no key fits', () => {
    expect(exchangeReason(keys, 'M', 'M')).toBeNull();
    expect(exchangeReason(['other'], 'M', 'L')).toBeNull();
  });
});
