/**
 * The sign-in form rules (docs/business-rules.md#e-mail-or-postal-code, docs/business-rules.md#order-number). Each rule returns null or the message to show, as a key and
 * its parameters, so the same rules serve the form and the tests.
 */
import { isEmail } from '@portal/shared/email';
import { isKnownCountry } from './countries';
import { DEMO_ORDER_NUMBER } from './demo';

/** A message key with its interpolation values. */
export interface FieldError {
  key: string;
  values?: Record<string, string>;
}

/** The first field: e-mail, or e-mail/postal code when postal-code sign-in is on. */
export function validateIdentifier(
  value: string,
  options: { postalCodeMode: boolean; fieldName: string; emailFieldName: string },
): FieldError | null {
  const trimmed = value.trim();
  if (!trimmed) return { key: 'errors.required', values: { field: options.fieldName } };
  const mustBeEmail = !options.postalCodeMode || trimmed.includes('@');
  if (mustBeEmail && !isEmail(trimmed))
    return { key: 'errors.incorrect', values: { field: options.emailFieldName } };
  return null;
}

/** The order number without the leading run of `#` shops print it with. */
export const normaliseOrderNumber = (value: string) => value.trim().replace(/^#+/, '');

/** The order number: required; in demo mode it must be the demo order number. */
export function validateOrderNumber(
  value: string,
  options: { demo: boolean; fieldName: string },
): FieldError | null {
  const orderNumber = normaliseOrderNumber(value);
  if (!orderNumber) return { key: 'errors.required', values: { field: options.fieldName } };
  if (options.demo && orderNumber.toUpperCase() !== DEMO_ORDER_NUMBER) {
    return { key: 'login.demo_wrong_order_number', values: { orderNumber: DEMO_ORDER_NUMBER } };
  }
  return null;
}

/** The country of an ecommerce-less shopper: required and one of the list. */
export function validateCountry(value: string, options: { fieldName: string }): FieldError | null {
  if (!value) return { key: 'errors.required', values: { field: options.fieldName } };
  if (!isKnownCountry(value)) return { key: 'errors.incorrect', values: { field: options.fieldName } };
  return null;
}

/** Which sign-in field the first value goes to: in postal-code mode, a value without @ is a postal code. */
export function identifierField(
  value: string,
  postalCodeMode: boolean,
): { email: string } | { postalCode: string } {
  const trimmed = value.trim();
  return postalCodeMode && !trimmed.includes('@') ? { postalCode: trimmed } : { email: trimmed };
}
