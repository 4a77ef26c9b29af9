import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsToDecimal, decimalMoney, fromCents, minorDigits, roundToMinor, toCents } from './money';
import { anyNumber, currencies, hostileText } from './testing/hostile';

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

  it('writes money as the platform’s requests take it: a decimal with cents', () => {
    expect(decimalMoney({ value: 229, currency: 'EUR' })).toEqual({ value: '229.00', currency: 'EUR' });
    expect(decimalMoney({ value: '4.5', currency: 'GBP' })).toEqual({ value: '4.50', currency: 'GBP' });
    expect(decimalMoney({ value: '1.005', currency: 'EUR' }).value).toBe('1.01');
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

/** Currencies with 2, 0 (JPY) and 3 (KWD, BHD) decimals, and codes Intl does not know. */
const currency = fc.oneof(currencies, fc.constantFrom('XXX', '', 'euro', '<b>', '€'));

describe('money with hostile input (property tests)', () => {
  it('reads any text or number as integer cents or as nothing, never NaN or a throw', () => {
    fc.assert(
      fc.property(fc.oneof(hostileText, anyNumber), (value) => {
        const cents = toCents(value);
        expect(cents === null || Number.isSafeInteger(cents)).toBe(true);
      }),
    );
  });

  it('writes any figure as one decimal string with two decimals', () => {
    fc.assert(
      fc.property(anyNumber, (cents) => {
        expect(centsToDecimal(cents)).toMatch(/^-?\d+\.\d{2}$/);
        expect(Number.isNaN(fromCents(Number.isFinite(cents) ? cents : 0))).toBe(false);
      }),
    );
    expect(centsToDecimal(1.5)).toBe('0.02');
    expect(centsToDecimal(Number.NaN)).toBe('0.00');
  });

  it("rounds any amount to the currency's minor unit: 0 decimals for JPY, 3 for KWD and BHD", () => {
    fc.assert(
      fc.property(anyNumber, currency, (amount, code) => {
        const rounded = roundToMinor(amount, code);
        expect(Number.isFinite(rounded)).toBe(true);
        const scaled = rounded * 10 ** minorDigits(code);
        expect(Math.abs(scaled - Math.round(scaled))).toBeLessThanOrEqual(Math.abs(scaled) * 1e-12 + 1e-9);
      }),
    );
    expect(minorDigits('JPY')).toBe(0);
    expect(minorDigits('KWD')).toBe(3);
    expect(minorDigits('BHD')).toBe(3);
    expect(minorDigits('not a currency')).toBe(2);
    expect(roundToMinor(1.005, 'EUR')).toBe(1.01);
    expect(roundToMinor(1234.5, 'JPY')).toBe(1235);
    expect(roundToMinor(1.2345, 'KWD')).toBe(1.235);
    expect(roundToMinor(-2.5, 'JPY')).toBe(-3);
  });
});
