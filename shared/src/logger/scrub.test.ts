import { describe, expect, it } from 'vitest';
import { scrub } from './scrub';

describe('scrub', () => {
  it('removes e-mail addresses and postal codes from every string in a value', () => {
    const record = {
      message: 'Sign-in failed for emma@example.com',
      data: { postalCode: '1055 GT', uk: 'W1B 5SW', de: '10115', list: ['x@y.example'] },
      count: 3,
    };
    expect(scrub(record)).toEqual({
      message: 'Sign-in failed for [email]',
      data: { postalCode: '[postal-code]', uk: '[postal-code]', de: '[postal-code]', list: ['[email]'] },
      count: 3,
    });
  });
});
