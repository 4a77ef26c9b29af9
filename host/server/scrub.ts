/**
 * Removes e-mail addresses and postal codes from anything logged: client logs are not a data store.
 * A copy of the shared logger's rules, because importing `@portal/shared` would load browser code.
 */

const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;
// NL (1234 AB), GB (SW1A 1AA) and plain 4–5 digit codes (DE, BE, …).
const POSTAL_CODE = /\b(\d{4}\s?[A-Za-z]{2}|[A-Za-z]{1,2}\d[A-Za-z\d]?\s?\d[A-Za-z]{2}|\d{4,5})\b/g;
// Deeper than any real log record; a hostile body nested thousands deep must not exhaust the stack.
const MAX_DEPTH = 10;

/** Replaces e-mail addresses and postal codes in one string. */
export function scrubText(text: string): string {
  return text.replace(EMAIL, '[email]').replace(POSTAL_CODE, '[postal-code]');
}

/** Scrubs every string (keys included) inside a JSON-like value; what lies too deep is dropped. */
export function scrub(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return '[too deep]';
  if (Array.isArray(value)) return value.map((inner) => scrub(inner, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [scrubText(key), scrub(inner, depth + 1)]),
  );
}
