import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH, isEmail } from './email';
import { hostileText, QUICK_MS } from './testing/hostile';

describe('the e-mail rule', () => {
  it('takes the common shapes and refuses the broken ones', () => {
    expect(isEmail('emma@example.com')).toBe(true);
    expect(isEmail(' x@sub.domain.co.uk ')).toBe(true);
    expect(isEmail('a@b..nl')).toBe(false);
    expect(isEmail('a b@example.com')).toBe(false);
    expect(isEmail('a@example.c')).toBe(false);
    expect(isEmail(`${'a'.repeat(EMAIL_MAX_LENGTH)}@example.com`)).toBe(false);
  });

  it('answers any text, however long or odd, with a boolean, quickly (property test)', () => {
    fc.assert(
      fc.property(hostileText, (value) => {
        const started = performance.now();
        expect(typeof isEmail(value)).toBe('boolean');
        expect(performance.now() - started).toBeLessThan(QUICK_MS);
      }),
    );
  });

  it('checks a pasted 100,000-character address at once (the pattern never backtracks)', () => {
    const pasted = `a@${'a.'.repeat(50_000)} x`;
    const started = performance.now();
    expect(isEmail(pasted)).toBe(false);
    expect(performance.now() - started).toBeLessThan(QUICK_MS);
  });
});
