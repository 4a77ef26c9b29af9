import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsToDecimal, fromCents, toCents } from './money';

describe('money in cents', () => {
  it('reads decimal strings and numbers exactly', () => {
    expect(toCents('4.95')).toBe(495);
    expect(toCents('0.1')).toBe(10);
    expect(toCents('12')).toBe(1200);
    expect(toCents(' 3.99 ')).toBe(399);
    expect(toCents('-0.50')).toBe(-50);
    expect(toCents(1.99)).toBe(199);
    expect(toCents(0.1 + 0.2)).toBe(30);
  });

  it('rounds a third decimal half away from zero', () => {
    expect(toCents('1.005')).toBe(101);
    expect(toCents('1.004')).toBe(100);
  });

  it('refuses what is not an amount', () => {
    expect(toCents('')).toBeNull();
    expect(toCents('abc')).toBeNull();
    expect(toCents('1,95')).toBeNull();
    expect(toCents(null)).toBeNull();
    expect(toCents(undefined)).toBeNull();
    expect(toCents(Number.NaN)).toBeNull();
  });

  it('writes cents back as the decimal string it was read from', () => {
    expect(centsToDecimal(495)).toBe('4.95');
    expect(centsToDecimal(5)).toBe('0.05');
    expect(centsToDecimal(-50)).toBe('-0.50');
    expect(fromCents(1999)).toBe(19.99);
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (cents) => {
        expect(toCents(centsToDecimal(cents))).toBe(cents);
      }),
    );
  });
});
