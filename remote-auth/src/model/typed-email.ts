/**
 * The e-mail address the shopper typed on either sign-in form: switching between the order-number
 * form and the magic-link form keeps it, so it is never asked for twice (WCAG 2.2 redundant entry,
 * docs/business-rules.md#the-e-mail-typed-once). A postal code typed in the order-number form's shared field is not
 * an e-mail address and is not carried over.
 */

import { isEmail } from '@portal/shared/email';
import { createEvent, createStore } from 'effector';

/** The shopper changed an e-mail field (or the shared e-mail-or-postal-code field). */
export const emailTyped = createEvent<string>();

/** The last e-mail address typed, '' before any. */
export const $typedEmail = createStore('').on(emailTyped, (current, value) =>
  value === '' || isEmail(value) ? value.trim() : current,
);
