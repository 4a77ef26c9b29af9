/**
 * The address forms of the quote flow (docs/business-rules.md#address-forms-and-postal-codes): the simple
 * form (street, house number, city, postal code, country; first and last name for ecommerce-less
 * shops) and the validated form of the Dutch DHL pickup (postal code and house number). Each rule
 * gives null or a message key with its values, as remote-auth's sign-in rules do, so the same rules
 * serve the form and the tests.
 */
import type { TypedAddress } from './carrier-answers';

/** A message key with its interpolation values (`errors.required`, `errors.pattern`, `errors.incorrect`). */
export interface FieldError {
  key: string;
  values?: Record<string, string>;
}

/** The fields of the address forms. */
export type AddressField =
  | 'street'
  | 'houseNumber'
  | 'city'
  | 'postalCode'
  | 'country'
  | 'firstName'
  | 'lastName';

/** The pickup address: first and last name only for ecommerce-less shops. */
export interface PickupAddress {
  streetAddress: string;
  postalCode: string;
  city: string;
  street: string;
  houseNumber: string;
  country: string;
  firstName?: string;
  lastName?: string;
}

/** What a form holds: every field as typed (the shape the session keeps an ecommerce-less shopper's address in). */
export type AddressValues = TypedAddress;

/** The errors of a form by field; a valid form has none. */
export type AddressErrors = Partial<Record<AddressField, FieldError>>;

/** The shown (translated) name of each field, put into the messages. */
export type FieldNames = Record<AddressField, string>;

// The UK's postcode shape: outward code (area, district) and inward code (sector, unit).
const UK_POSTCODE =
  /^(GIR ?0AA|[A-PR-UWYZ]([0-9]{1,2}|[A-HK-Y][0-9]([0-9ABEHMNPRV-Y])?|[0-9][A-HJKPS-UW]) ?[0-9][ABD-HJLNP-UW-Z]{2})$/i;

/** Postal code shapes checked per country; other countries are not checked. */
export const POSTAL_CODE_PATTERNS: Readonly<Record<string, { pattern: RegExp; example: string }>> = {
  NL: { pattern: /^\d{4}\s?[A-Za-z]{2}$/, example: '1055GT' },
  GB: { pattern: UK_POSTCODE, example: 'W1B 5SW' },
  DE: { pattern: /^\d{5}$/, example: '10115' },
};

/** The validated form's house number: digits, an optional space and an optional alphanumeric suffix. */
export const HOUSE_NUMBER = { pattern: /^\d+ ?[A-Za-z0-9]*$/, example: '13 C' } as const;

/** Examples shown with an empty first or last name. */
export const NAME_EXAMPLES = { firstName: 'Anna', lastName: 'de Vries' } as const;

const required = (field: string): FieldError => ({ key: 'errors.required', values: { field } });
const pattern = (field: string, example: string): FieldError => ({
  key: 'errors.pattern',
  values: { field, example },
});

/** The postal code: required, and in the country's shape where one is known. */
export function validatePostalCode(value: string, country: string, fieldName: string): FieldError | null {
  const trimmed = value.trim();
  if (!trimmed) return required(fieldName);
  const shape = POSTAL_CODE_PATTERNS[country.toUpperCase()];
  return shape && !shape.pattern.test(trimmed) ? pattern(fieldName, shape.example) : null;
}

/** A first or last name: something other than spaces, else a pattern error with an example. */
export const validateName = (
  value: string | undefined,
  fieldName: string,
  example: string,
): FieldError | null => (value?.trim() ? null : pattern(fieldName, example));

const withoutNulls = (errors: Record<string, FieldError | null>): AddressErrors =>
  Object.fromEntries(Object.entries(errors).filter(([, error]) => error !== null)) as AddressErrors;

/** The simple form: every field required, the country one of `countries`, the postal code in shape. */
export function validateSimpleAddress(
  values: AddressValues,
  options: { countries: readonly string[]; ecommerceless: boolean; names: FieldNames },
): AddressErrors {
  const { names } = options;
  const country = values.country.trim().toUpperCase();
  const known = options.countries.some((candidate) => candidate.toUpperCase() === country);
  return withoutNulls({
    street: values.street.trim() ? null : required(names.street),
    houseNumber: values.houseNumber.trim() ? null : required(names.houseNumber),
    city: values.city.trim() ? null : required(names.city),
    postalCode: validatePostalCode(values.postalCode, country, names.postalCode),
    country: !country
      ? required(names.country)
      : known
        ? null
        : { key: 'errors.incorrect', values: { field: names.country } },
    ...(options.ecommerceless
      ? {
          firstName: validateName(values.firstName, names.firstName, NAME_EXAMPLES.firstName),
          lastName: validateName(values.lastName, names.lastName, NAME_EXAMPLES.lastName),
        }
      : {}),
  });
}

/** The validated form (Dutch pickup): a Dutch postal code and a house number with an optional suffix. */
export function validateValidatedAddress(
  values: Pick<AddressValues, 'postalCode' | 'houseNumber'>,
  names: Pick<FieldNames, 'postalCode' | 'houseNumber'>,
): AddressErrors {
  const houseNumber = values.houseNumber.trim();
  return withoutNulls({
    postalCode: validatePostalCode(values.postalCode, 'NL', names.postalCode),
    houseNumber: !houseNumber
      ? required(names.houseNumber)
      : HOUSE_NUMBER.pattern.test(houseNumber)
        ? null
        : pattern(names.houseNumber, HOUSE_NUMBER.example),
  });
}

/** True when a form has no errors. */
export const isValidAddress = (errors: AddressErrors): boolean => Object.keys(errors).length === 0;

// The trailing number and an optional suffix ("12", "13 C", "10A", "7-2", "21 bis").
const TRAILING_HOUSE_NUMBER = /^(.*\S)\s+(\d+(?:[ -]?[A-Za-z0-9]{1,4})?)$/;

/**
 * Street and house number from a combined street line: the trailing number with its optional
 * suffix is the house number. A line without a trailing number is all street.
 */
export function splitStreet(line: string): { street: string; houseNumber: string } {
  const trimmed = line.trim().replace(/\s+/g, ' ');
  const match = TRAILING_HOUSE_NUMBER.exec(trimmed);
  if (!match) return { street: trimmed, houseNumber: '' };
  return { street: (match[1] ?? '').replace(/,$/, '').trim(), houseNumber: match[2] ?? '' };
}

/** The postal code of a pricelist address: trimmed and upper-cased. */
export const normalisePostalCode = (value: string | null | undefined): string =>
  (value ?? '').trim().toUpperCase();

const textOf = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

/**
 * The pickup address prefilled from the chosen pricelist's address: separate street and house
 * number when it has both, else split from its street lines; the postal code normalised.
 */
export function addressFromPricelist(
  address: Record<string, unknown> | null | undefined,
  fallbackCountry = '',
): PickupAddress {
  const source = address ?? {};
  const separate = { street: textOf(source.street), houseNumber: textOf(source.houseNumber) };
  const parts =
    separate.street && separate.houseNumber
      ? separate
      : splitStreet(
          [source.streetAddress, source.street1, source.street2, source.street]
            .map(textOf)
            .filter(Boolean)
            .join(' '),
        );
  return toPickupAddress({
    street: parts.street,
    houseNumber: parts.houseNumber,
    postalCode: normalisePostalCode(textOf(source.postalCode) || textOf(source.zip)),
    city: textOf(source.city),
    country: (textOf(source.country) || fallbackCountry).toUpperCase(),
  });
}

/** A saved form as the pickup address, with its combined street line. */
export function toPickupAddress(values: AddressValues): PickupAddress {
  const street = values.street.trim();
  const houseNumber = values.houseNumber.trim();
  return {
    streetAddress: [street, houseNumber].filter(Boolean).join(' '),
    postalCode: normalisePostalCode(values.postalCode),
    city: values.city.trim(),
    street,
    houseNumber,
    country: values.country.trim().toUpperCase(),
    ...(values.firstName !== undefined ? { firstName: values.firstName.trim() } : {}),
    ...(values.lastName !== undefined ? { lastName: values.lastName.trim() } : {}),
  };
}
