/**
 * What the magic-link landing (000 §2) may take from its query. The query is anyone's to write, so
 * the consumer id is used only when it has the platform's format (it goes into API URLs), and the
 * error text is never shown: a code the platform sends has its own message, anything else a
 * generic one. Kept apart from the sign-in form's rules so the sign-in page does not carry it.
 */

// The platform's consumer and device ids are UUIDs (the sandbox issues them with randomUUID()).
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for an id of the platform's format (a UUID). */
export const isPlatformId = (value: string | null): value is string => value !== null && UUID.test(value);

/** The message for a link that cannot be used, whatever its code. */
export const GENERIC_LANDING_ERROR = 'login.magic_link.error';

// The codes the platform sends the landing with (why a link cannot be used) and their messages.
const KNOWN_ERRORS = new Map([
  ['magic_link_used', 'login.magic_link.error_used'],
  ['magic_link_expired', 'login.magic_link.error_expired'],
  ['magic_link_invalid', 'login.magic_link.error_invalid'],
]);

/**
 * The message key to show for the landing's `error` and `consumer_id`, or null when the shopper can
 * be signed in with that consumer id.
 */
export function landingError(error: string | null, consumerId: string | null): string | null {
  if (error !== null) return KNOWN_ERRORS.get(error) ?? GENERIC_LANDING_ERROR;
  return isPlatformId(consumerId) ? null : GENERIC_LANDING_ERROR;
}
