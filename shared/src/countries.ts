/**
 * `@portal/shared/countries`: the 27 EU member states, for the steps that need them (the ecommerce-less
 * country choice at sign-in, the commercial-invoice rule on the confirmation). Stateless, so a subpath
 * module bundled by the steps that use it.
 */
export const EU_COUNTRIES = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
] as const;
