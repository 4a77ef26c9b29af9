import { describe, expect, it } from 'vitest';
import { scrub, scrubText } from './scrub';

describe('scrub', () => {
  it('removes e-mail addresses and postal codes from text', () => {
    expect(scrubText('Sign-in failed for emma.de-vries+shop@example.co.uk')).toBe(
      'Sign-in failed for [email]',
    );
    expect(scrubText('postal code 3511 AB / 3511AB')).toBe('postal code [postal-code] / [postal-code]');
    expect(scrubText('to SW1A 1AA and 10115 Berlin')).toBe('to [postal-code] and [postal-code] Berlin');
  });

  it('keeps text without personal data as it is', () => {
    expect(scrubText('Purchases failed: HTTP 417')).toBe('Purchases failed: HTTP 417');
  });

  it('scrubs every string inside records, keys included, and leaves other values alone', () => {
    expect(
      scrub({
        message: 'Fetch failed!',
        body: { email: 'lukas@example.de', postalCode: '1055 GT', attempts: 3, ok: false },
        list: ['nora@example.se', null],
        'x@example.com': 1,
      }),
    ).toEqual({
      message: 'Fetch failed!',
      body: { email: '[email]', postalCode: '[postal-code]', attempts: 3, ok: false },
      list: ['[email]', null],
      '[email]': 1,
    });
  });

  it('stops at a depth no real record reaches', () => {
    let deep: unknown = 'emma@example.com';
    for (let i = 0; i < 10_000; i += 1) deep = [deep];
    expect(JSON.stringify(scrub(deep))).toContain('[too deep]');
  });
});
