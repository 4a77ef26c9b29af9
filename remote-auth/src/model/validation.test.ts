import { EU_COUNTRIES } from '@portal/shared/countries';
import { hostileText, QUICK_MS } from '@portal/shared/testing/hostile';
import { withdrawalRequestSchema } from '@portal/shared/withdrawal';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countryOptions } from './countries';
import { DEMO_ORDER_NUMBER } from './demo';
import {
  identifierField,
  normaliseOrderNumber,
  validateCountry,
  validateIdentifier,
  validateOrderNumber,
} from './validation';

const names = { fieldName: 'E-mail', emailFieldName: 'E-mail' };

describe('validateIdentifier', () => {
  it('requires a value after trimming, naming the field', () => {
    expect(validateIdentifier('   ', { ...names, postalCodeMode: false })).toEqual({
      key: 'errors.required',
      values: { field: 'E-mail' },
    });
  });

  it('checks the e-mail pattern when postal-code mode is off', () => {
    expect(validateIdentifier('emma@example', { ...names, postalCodeMode: false })?.key).toBe(
      'errors.incorrect',
    );
    expect(validateIdentifier('1055 GT', { ...names, postalCodeMode: false })?.key).toBe('errors.incorrect');
    expect(validateIdentifier(' emma@example.com ', { ...names, postalCodeMode: false })).toBeNull();
  });

  it('in postal-code mode accepts a postal code, but checks a value with @ as an e-mail', () => {
    const options = { fieldName: 'E-mail or postal code', emailFieldName: 'E-mail', postalCodeMode: true };
    expect(validateIdentifier('3511 AB', options)).toBeNull();
    expect(validateIdentifier('sophie@', options)).toEqual({
      key: 'errors.incorrect',
      values: { field: 'E-mail' },
    });
    expect(validateIdentifier('sophie@example.nl', options)).toBeNull();
  });
});

describe('identifierField', () => {
  it('sends a value with @ as email and one without as postalCode in postal-code mode', () => {
    expect(identifierField(' 3511 AB ', true)).toEqual({ postalCode: '3511 AB' });
    expect(identifierField('sophie@example.nl', true)).toEqual({ email: 'sophie@example.nl' });
    expect(identifierField('3511 AB', false)).toEqual({ email: '3511 AB' });
  });
});

describe('validateOrderNumber', () => {
  it('trims, strips a leading run of # and requires what is left', () => {
    expect(normaliseOrderNumber('  ##NW-1001 ')).toBe('NW-1001');
    expect(normaliseOrderNumber('NW#1')).toBe('NW#1');
    expect(validateOrderNumber(' ### ', { demo: false, fieldName: 'Order number' })).toEqual({
      key: 'errors.required',
      values: { field: 'Order number' },
    });
    expect(validateOrderNumber('#NW-1001', { demo: false, fieldName: 'Order number' })).toBeNull();
  });

  it('in demo mode accepts only the demo order number', () => {
    expect(validateOrderNumber('NW-1001', { demo: true, fieldName: 'Order number' })).toEqual({
      key: 'login.demo_wrong_order_number',
      values: { orderNumber: DEMO_ORDER_NUMBER },
    });
    expect(
      validateOrderNumber(`#${DEMO_ORDER_NUMBER}`, { demo: true, fieldName: 'Order number' }),
    ).toBeNull();
  });
});

describe('countries', () => {
  it('offers BE, DE and NL first, then all 27 EU countries', () => {
    const { preferred, all } = countryOptions('en');
    expect(preferred).toEqual(['BE', 'DE', 'NL']);
    expect(all).toHaveLength(27);
    expect(new Set(all)).toEqual(new Set(EU_COUNTRIES));
    // Sorted by name in the shopper's language: Austria before Belgium.
    expect(all.indexOf('AT')).toBeLessThan(all.indexOf('BE'));
  });

  it('requires a country from the list', () => {
    expect(validateCountry('', { fieldName: 'Country' })?.key).toBe('errors.required');
    expect(validateCountry('US', { fieldName: 'Country' })?.key).toBe('errors.incorrect');
    expect(validateCountry('DE', { fieldName: 'Country' })).toBeNull();
  });
});

/** Null, or a message key (with string values) the form can show. */
const isFieldResult = (result: unknown) =>
  result === null ||
  (typeof result === 'object' &&
    typeof (result as { key?: unknown }).key === 'string' &&
    Object.values((result as { values?: Record<string, unknown> }).values ?? {}).every(
      (value) => typeof value === 'string',
    ));

describe('the sign-in and withdrawal rules with hostile input (property tests)', () => {
  it('answer any text, however long or odd, with null or a message key, quickly', () => {
    fc.assert(
      fc.property(hostileText, fc.boolean(), fc.boolean(), (value, postalCodeMode, demo) => {
        const started = performance.now();
        expect(isFieldResult(validateIdentifier(value, { postalCodeMode, ...names }))).toBe(true);
        expect(isFieldResult(validateOrderNumber(value, { demo, fieldName: 'Order' }))).toBe(true);
        expect(isFieldResult(validateCountry(value, { fieldName: 'Land' }))).toBe(true);
        const field = identifierField(value, postalCodeMode);
        expect(Object.values(field).every((text) => typeof text === 'string')).toBe(true);
        expect(performance.now() - started).toBeLessThan(QUICK_MS);
      }),
    );
  });

  // The e-mail rule itself is tested where it lives: shared/src/email.test.ts.
  it('refuses a pasted 100,000-character address in a statement at once (the pattern never backtracks)', () => {
    const pasted = `a@${'a.'.repeat(50_000)} x`;
    const started = performance.now();
    expect(
      withdrawalRequestSchema.safeParse({
        storeId: 1,
        name: 'A',
        orderNumber: '1',
        email: pasted,
        locale: 'nl',
      }).success,
    ).toBe(false);
    expect(performance.now() - started).toBeLessThan(QUICK_MS);
  });

  it('the withdrawal schema takes or refuses any statement without a throw', () => {
    fc.assert(
      fc.property(
        fc.record({
          storeId: fc.oneof(hostileText, fc.double()),
          name: hostileText,
          orderNumber: hostileText,
          email: hostileText,
          items: fc.option(hostileText, { nil: undefined }),
          remark: fc.option(hostileText, { nil: undefined }),
          locale: hostileText,
        }),
        (statement) => {
          const started = performance.now();
          const result = withdrawalRequestSchema.safeParse(statement);
          expect(typeof result.success).toBe('boolean');
          expect(performance.now() - started).toBeLessThan(QUICK_MS);
        },
      ),
    );
  });
});
