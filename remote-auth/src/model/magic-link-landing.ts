/**
 * What the magic-link landing may take from its query, and the sign-in it makes, once per visit. The query is anyone's to write, so
 * the consumer id is used only when it has the platform's format (it goes into API URLs), and the
 * error text is never shown: a code the platform sends has its own message, anything else a
 * generic one. Kept apart from the sign-in form's rules so the sign-in page does not carry it.
 */
import { createGate, purchasesCacheInvalidated, setDeviceId, signedIn } from '@portal/shared';
import { createEffect, createStore, sample } from 'effector';

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

/** What the landing's query holds. */
export interface LandingQuery {
  consumerId: string | null;
  deviceId: string | null;
  error: string | null;
}

/** Open while the landing is on screen, with its query: signing in happens once per visit. */
export const MagicLinkLandingGate = createGate<LandingQuery>();

/** Keeps the device id the link carried. */
export const deviceIdStoredFx = createEffect((deviceId: string) => setDeviceId(deviceId));

const landed = sample({
  clock: MagicLinkLandingGate.open,
  filter: (query): query is LandingQuery & { consumerId: string } =>
    landingError(query.error, query.consumerId) === null,
});

/** True once the link signed the shopper in: the page moves on to select items. */
export const $signedInByLink = createStore(false)
  .on(landed, () => true)
  .reset(MagicLinkLandingGate.close);

// A device id of another format is left out; a new one is made when needed.
sample({
  clock: landed,
  filter: ({ deviceId }) => isPlatformId(deviceId),
  fn: ({ deviceId }) => deviceId as string,
  target: deviceIdStoredFx,
});
sample({ clock: landed, fn: ({ consumerId }) => consumerId, target: signedIn });
sample({ clock: landed, fn: () => undefined, target: purchasesCacheInvalidated });
