/**
 * The EU's member states (000 §9): a return sent from anywhere else crosses a customs border, so the
 * shopper needs a commercial invoice with the parcel.
 */
export const EU_COUNTRIES = new Set([
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
]);

/** Whether a parcel sent from `countryCode` needs a commercial invoice; unknown senders do not. */
export const needsCommercialInvoice = (countryCode: string | null | undefined): boolean =>
  Boolean(countryCode) && !EU_COUNTRIES.has(String(countryCode).toUpperCase());
