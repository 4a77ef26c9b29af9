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
  if (typeof value === 'number') return Number.isFinite(value) ? safeCents(Math.round(value * 100)) : null;
  // A decimal string is short: a 100,000-character "amount" is not one (and never a regex's work).
  if (value.length > MAX_AMOUNT_LENGTH) return null;
  const match = DECIMAL.exec(value.trim());
  if (!match) return null;
  const [, sign, whole = '0', fraction = ''] = match;
  // Read the decimals as digits, not as a float: "4.95" is exactly 495.
  const padded = fraction.padEnd(3, '0');
  const cents = Number(whole) * 100 + Number(padded.slice(0, 2)) + (Number(padded[2]) >= 5 ? 1 : 0);
  if (!Number.isSafeInteger(cents)) return null;
  return sign && cents !== 0 ? -cents : cents;
}

/** The longest decimal string read as an amount. */
const MAX_AMOUNT_LENGTH = 40;

/** Cents beyond what a number counts exactly are not an amount either. */
const safeCents = (cents: number): number | null => (Number.isSafeInteger(cents) ? cents : null);

/** An amount in cents as the number the design system's `formatPrice` takes. */
export const fromCents = (cents: number): number => cents / 100;

/**
 * An amount in cents as the APIs' decimal string ("4.95", "-0.50"). A fraction of a cent is rounded
 * (half away from zero) and a non-finite figure is "0.00": never "NaN" or a second decimal point.
 */
export function centsToDecimal(cents: number): string {
  const whole = Number.isFinite(cents) ? Math.sign(cents) * Math.round(Math.abs(cents)) : 0;
  const sign = whole < 0 ? '-' : '';
  // As a big integer: a figure past 2^53 is still written in digits, never as "1e+21".
  const absolute = BigInt(Math.abs(whole));
  return `${sign}${absolute / 100n}.${String(absolute % 100n).padStart(2, '0')}`;
}

/** Money as the platform's draft and quote requests write it: the amount as a decimal with cents. */
export const decimalMoney = (money: { value: number | string; currency: string }) => ({
  value: centsToDecimal(toCents(money.value) ?? 0),
  currency: money.currency,
});

/**
 * How many decimals `currency`'s minor unit has (ISO 4217, as Intl knows it): 2 for EUR, 0 for JPY,
 * 3 for KWD and BHD; 2 for a code Intl does not know.
 */
export function minorDigits(currency: string): number {
  let digits = MINOR_DIGITS.get(currency);
  if (digits === undefined) {
    try {
      digits =
        new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
          .maximumFractionDigits ?? 2;
    } catch {
      digits = 2;
    }
    MINOR_DIGITS.set(currency, digits);
  }
  return digits;
}
const MINOR_DIGITS = new Map<string, number>();

/**
 * `amount` rounded to `currency`'s minor unit, half away from zero (docs/business-rules.md#incentive);
 * 0 for a figure that is not finite, so no NaN reaches a page or a request.
 */
export function roundToMinor(amount: number, currency: string): number {
  if (!Number.isFinite(amount)) return 0;
  const factor = 10 ** minorDigits(currency);
  // Nudged by one unit in the last place, so 1.005 (stored as 1.00499999…) rounds as written.
  const rounded = (Math.sign(amount) * Math.round(Math.abs(amount) * factor * (1 + Number.EPSILON))) / factor;
  return Number.isFinite(rounded) ? rounded + 0 : 0;
}
