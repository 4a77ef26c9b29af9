import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyNumber, currencies, hostileText } from '../testing/hostile';
import { formatPrice } from './price';

describe('formatPrice (property tests)', () => {
  it('formats any figure in any currency and language without a throw or "NaN"', () => {
    fc.assert(
      fc.property(
        anyNumber,
        fc.oneof(currencies, hostileText),
        fc.oneof(fc.constantFrom('nl', 'en', 'de'), hostileText),
        (amount, currency, locale) => {
          const text = formatPrice(amount, currency, locale);
          expect(text).not.toMatch(/NaN/);
          expect(text.length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("shows the currency's minor unit: none for JPY, three decimals for KWD and BHD", () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (amount) => {
        expect(formatPrice(amount, 'JPY', 'en')).not.toMatch(/\.\d/);
        expect(formatPrice(amount, 'KWD', 'en')).toMatch(/\.\d{3}$/);
        expect(formatPrice(amount, 'BHD', 'en')).toMatch(/\.\d{3}$/);
        expect(formatPrice(amount, 'EUR', 'en')).toMatch(/\.\d{2}$/);
      }),
    );
    expect(formatPrice(Number.NaN, 'EUR', 'nl')).toBe('–');
    expect(formatPrice(4.95, 'not a currency', 'nl')).toBe('4,95');
  });
});
