import { hostileText, QUICK_MS } from '@portal/shared/testing/hostile';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addressFromPricelist,
  type FieldNames,
  isValidAddress,
  splitStreet,
  toPickupAddress,
  validateName,
  validatePostalCode,
  validateSimpleAddress,
  validateValidatedAddress,
} from './address';

const names: FieldNames = {
  street: 'Street',
  houseNumber: 'House number',
  city: 'City',
  postalCode: 'Postal code',
  country: 'Country',
  firstName: 'First name',
  lastName: 'Last name',
};
const complete = {
  street: 'Havenstraat',
  houseNumber: '12',
  city: 'Amsterdam',
  postalCode: '1055 GT',
  country: 'NL',
};
const countries = ['NL', 'DE', 'GB', 'BE'];

describe('postal codes', () => {
  it('checks NL, GB and DE, and leaves other countries alone', () => {
    expect(validatePostalCode('1055GT', 'NL', 'Postal code')).toBeNull();
    expect(validatePostalCode('1055 gt', 'NL', 'Postal code')).toBeNull();
    expect(validatePostalCode('1055', 'NL', 'Postal code')).toEqual({
      key: 'errors.pattern',
      values: { field: 'Postal code', example: '1055GT' },
    });
    expect(validatePostalCode('W1B 5SW', 'GB', 'Postal code')).toBeNull();
    expect(validatePostalCode('SW1A1AA', 'GB', 'Postal code')).toBeNull();
    expect(validatePostalCode('12345', 'GB', 'Postal code')?.values?.example).toBe('W1B 5SW');
    expect(validatePostalCode('10115', 'DE', 'Postal code')).toBeNull();
    expect(validatePostalCode('1011', 'DE', 'Postal code')?.values?.example).toBe('10115');
    expect(validatePostalCode('anything', 'BE', 'Postal code')).toBeNull();
    expect(validatePostalCode('  ', 'BE', 'Postal code')).toEqual({
      key: 'errors.required',
      values: { field: 'Postal code' },
    });
  });

  it('accepts every Dutch postal code of four digits and two letters, with or without the space', () => {
    const letter = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz');
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 9999 }),
        letter,
        letter,
        fc.boolean(),
        (digits, a, b, space) => {
          expect(validatePostalCode(`${digits}${space ? ' ' : ''}${a}${b}`, 'NL', 'P')).toBeNull();
        },
      ),
    );
  });
});

describe('the simple form', () => {
  it('accepts a complete address', () => {
    expect(validateSimpleAddress(complete, { countries, ecommerceless: false, names })).toEqual({});
  });

  it('requires street, house number, city, postal code and a listed country', () => {
    const errors = validateSimpleAddress(
      { street: ' ', houseNumber: '', city: '', postalCode: '', country: '' },
      { countries, ecommerceless: false, names },
    );
    expect(Object.keys(errors).sort()).toEqual(['city', 'country', 'houseNumber', 'postalCode', 'street']);
    expect(errors.street).toEqual({ key: 'errors.required', values: { field: 'Street' } });
    expect(
      validateSimpleAddress({ ...complete, country: 'US' }, { countries, ecommerceless: false, names })
        .country,
    ).toEqual({ key: 'errors.incorrect', values: { field: 'Country' } });
  });

  it('asks ecommerce-less shoppers for first and last name, with examples', () => {
    const errors = validateSimpleAddress(
      { ...complete, firstName: '  ', lastName: undefined },
      { countries, ecommerceless: true, names },
    );
    expect(errors.firstName).toEqual({
      key: 'errors.pattern',
      values: { field: 'First name', example: 'Anna' },
    });
    expect(errors.lastName?.values?.example).toBe('de Vries');
    expect(validateName(' Jan ', 'First name', 'Anna')).toBeNull();
    expect(
      isValidAddress(
        validateSimpleAddress(
          { ...complete, firstName: 'Jan', lastName: 'Jansen' },
          { countries, ecommerceless: true, names },
        ),
      ),
    ).toBe(true);
  });
});

describe('the validated form (Dutch pickup)', () => {
  it('wants a Dutch postal code and a house number with an optional suffix', () => {
    expect(validateValidatedAddress({ postalCode: '1055GT', houseNumber: '13 C' }, names)).toEqual({});
    expect(validateValidatedAddress({ postalCode: '1055GT', houseNumber: '13c' }, names)).toEqual({});
    expect(validateValidatedAddress({ postalCode: '10115', houseNumber: 'C13' }, names)).toEqual({
      postalCode: { key: 'errors.pattern', values: { field: 'Postal code', example: '1055GT' } },
      houseNumber: { key: 'errors.pattern', values: { field: 'House number', example: '13 C' } },
    });
    expect(validateValidatedAddress({ postalCode: '1055GT', houseNumber: ' ' }, names).houseNumber?.key).toBe(
      'errors.required',
    );
  });
});

describe('the street split heuristic', () => {
  it('takes the trailing number with its optional suffix as the house number', () => {
    expect(splitStreet('Havenstraat 12')).toEqual({ street: 'Havenstraat', houseNumber: '12' });
    expect(splitStreet('Keizersgracht 13 C')).toEqual({ street: 'Keizersgracht', houseNumber: '13 C' });
    expect(splitStreet('Laan van Meerdervoort 10A')).toEqual({
      street: 'Laan van Meerdervoort',
      houseNumber: '10A',
    });
    expect(splitStreet('2e Jan Steenstraat 7-2')).toEqual({
      street: '2e Jan Steenstraat',
      houseNumber: '7-2',
    });
    expect(splitStreet('Rue Royale, 21 bis')).toEqual({ street: 'Rue Royale', houseNumber: '21 bis' });
    expect(splitStreet('Havenstraat')).toEqual({ street: 'Havenstraat', houseNumber: '' });
    expect(splitStreet('  ')).toEqual({ street: '', houseNumber: '' });
  });

  it('gives back any street and house number it is given joined', () => {
    const word = fc.stringMatching(/^[A-Za-z][a-z]{1,11}$/);
    const street = fc.array(word, { minLength: 1, maxLength: 4 }).map((words) => words.join(' '));
    const houseNumber = fc
      .tuple(fc.integer({ min: 1, max: 9999 }), fc.constantFrom('', 'A', ' C', '-2', ' bis'))
      .map(([number, suffix]) => `${number}${suffix}`);
    fc.assert(
      fc.property(street, houseNumber, (s, h) => {
        expect(splitStreet(`${s} ${h}`)).toEqual({ street: s, houseNumber: h });
      }),
    );
  });
});

describe('the address from the pricelist', () => {
  it('trims and upper-cases the postal code and keeps separate street and house number', () => {
    expect(
      addressFromPricelist({
        street: 'Havenstraat',
        houseNumber: '12',
        postalCode: ' 1011 ab ',
        city: 'Amsterdam',
        country: 'nl',
      }),
    ).toEqual({
      streetAddress: 'Havenstraat 12',
      street: 'Havenstraat',
      houseNumber: '12',
      postalCode: '1011 AB',
      city: 'Amsterdam',
      country: 'NL',
    });
  });

  it('splits combined street lines, and falls back to the given country', () => {
    expect(
      addressFromPricelist({ street: 'Keizersgracht 13 C', zip: '1015cj', city: 'Amsterdam' }, 'NL'),
    ).toMatchObject({
      street: 'Keizersgracht',
      houseNumber: '13 C',
      postalCode: '1015CJ',
      country: 'NL',
    });
    expect(addressFromPricelist(null, 'DE')).toMatchObject({ street: '', postalCode: '', country: 'DE' });
  });

  it('saves a form as the pickup address with its street line', () => {
    expect(
      toPickupAddress({ ...complete, postalCode: '1055gt', firstName: ' Jan ', lastName: 'Jansen' }),
    ).toEqual({
      streetAddress: 'Havenstraat 12',
      street: 'Havenstraat',
      houseNumber: '12',
      postalCode: '1055GT',
      city: 'Amsterdam',
      country: 'NL',
      firstName: 'Jan',
      lastName: 'Jansen',
    });
  });
});

describe('the address rules with hostile input (property tests)', () => {
  const fieldNames = {
    street: 'Straat',
    houseNumber: 'Huisnummer',
    postalCode: 'Postcode',
    city: 'Plaats',
    country: 'Land',
    firstName: 'Voornaam',
    lastName: 'Achternaam',
  } as FieldNames;
  it('answer any text with errors by field (message keys), never a throw, quickly', () => {
    fc.assert(
      fc.property(
        fc.record({
          street: hostileText,
          houseNumber: hostileText,
          postalCode: hostileText,
          city: hostileText,
          country: fc.oneof(fc.constantFrom('NL', 'DE', 'BE', 'GB', 'SE'), hostileText),
          firstName: hostileText,
          lastName: hostileText,
        }),
        fc.boolean(),
        (values, ecommerceless) => {
          const started = performance.now();
          const errors = {
            ...validateSimpleAddress(values, {
              countries: ['NL', 'DE', 'BE'],
              ecommerceless,
              names: fieldNames,
            }),
            ...validateValidatedAddress(values, fieldNames),
          };
          for (const error of Object.values(errors)) expect(typeof error?.key).toBe('string');
          for (const single of [
            validatePostalCode(values.postalCode, values.country, 'Postcode'),
            validateName(values.firstName, 'Voornaam', 'Anna'),
          ])
            expect(single === null || typeof single.key === 'string').toBe(true);
          // Only spaces (or nothing) is no name; anything else is one.
          expect(validateName(values.firstName, 'Voornaam', 'Anna') === null).toBe(
            values.firstName.trim() !== '',
          );
          expect(performance.now() - started).toBeLessThan(QUICK_MS);
        },
      ),
    );
  });
});
