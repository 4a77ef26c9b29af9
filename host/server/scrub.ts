/** Removes e-mail addresses and postal codes from anything logged: client logs are not a data store. */

const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;
// NL (1234 AB), GB (SW1A 1AA) and plain 4–5 digit codes (DE, BE, …).
const POSTAL_CODE = /\b(\d{4}\s?[A-Za-z]{2}|[A-Za-z]{1,2}\d[A-Za-z\d]?\s?\d[A-Za-z]{2}|\d{4,5})\b/g;

/** Scrubs every string inside a JSON-like value. */
export function scrub(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(EMAIL, '[email]').replace(POSTAL_CODE, '[postal-code]');
  if (Array.isArray(value)) return value.map(scrub);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, scrub(inner)]));
  }
  return value;
}
