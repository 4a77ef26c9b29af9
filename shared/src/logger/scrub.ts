/** Removes personal data from log text: the client log must hold no e-mail addresses or postal codes. */

const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;
// NL (1234 AB), GB (SW1A 1AA) and plain 4–5 digit codes (DE, BE, …).
const POSTAL_CODE = /\b(\d{4}\s?[A-Za-z]{2}|[A-Za-z]{1,2}\d[A-Za-z\d]?\s?\d[A-Za-z]{2}|\d{4,5})\b/g;

/** Replaces e-mail addresses and postal codes in a string. */
export function scrubText(text: string): string {
  return text.replace(EMAIL, '[email]').replace(POSTAL_CODE, '[postal-code]');
}

/** Scrubs every string inside a JSON-like value. */
export function scrub<T>(value: T): T {
  if (typeof value === 'string') return scrubText(value) as T;
  if (Array.isArray(value)) return value.map(scrub) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, scrub(inner)])) as T;
  }
  return value;
}
