/**
 * The one e-mail rule (docs/business-rules.md#e-mail-or-postal-code): the sign-in form, the
 * withdrawal statement's schema and the sandbox's magic-link route all check an address with it.
 */

/**
 * The common, permissive shape: something@domain.tld, no spaces. The domain is matched label by label
 * (dots only between them), so the pattern never backtracks: a pasted 100,000-character string took
 * seconds with the earlier `[^\s@]+\.`.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.[^\s@.]{2,}$/;

/** The longest address SMTP carries (RFC 5321: a 256-octet path less its angle brackets). */
export const EMAIL_MAX_LENGTH = 254;

/** True for a plausible e-mail address (spaces around it do not count). */
export function isEmail(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(trimmed);
}
