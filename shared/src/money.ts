/**
 * `@portal/shared/money`: money as integer cents. The APIs send decimal strings ("4.95") or numbers;
 * adding and multiplying those as floats drifts (0.1 + 0.2), so every sum the portal shows and the
 * sandbox charges is made in cents.
 */

const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

/**
 * Cents of a decimal string or a number; null for anything that is not an amount. Digits past the
 * second decimal are rounded half away from zero, as a till would.
 */
export function toCents(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? Math.round(value * 100) : null;
  const match = DECIMAL.exec(value.trim());
  if (!match) return null;
  const [, sign, whole = '0', fraction = ''] = match;
  // Read the decimals as digits, not as a float: "4.95" is exactly 495.
  const padded = fraction.padEnd(3, '0');
  const cents = Number(whole) * 100 + Number(padded.slice(0, 2)) + (Number(padded[2]) >= 5 ? 1 : 0);
  return sign && cents !== 0 ? -cents : cents;
}

/** An amount in cents as the number the design system's `formatPrice` takes. */
export const fromCents = (cents: number): number => cents / 100;

/** An amount in cents as the APIs' decimal string ("4.95", "-0.50"). */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}
