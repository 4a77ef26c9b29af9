/**
 * The magic-link request: on success a confirmation shows for 6 seconds, then the form comes back; a
 * failure shows the text the answer carried (docs/business-rules.md, "Magic-link request").
 */
import { isHttpError } from '@portal/shared';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { delay } from 'patronum';
import { requestMagicLink } from '../api/sign-in';
import './demo';

/** How long the "link sent" confirmation stays. */
export const MAGIC_LINK_CONFIRMATION_MS = 6000;

/** The shopper asked for a link. */
export const magicLinkRequested = createEvent<{ email: string; locale: string; storeId: string | number }>();

/** Sends the request. */
export const requestMagicLinkFx = createEffect(requestMagicLink);

const confirmationExpired = delay({ source: requestMagicLinkFx.done, timeout: MAGIC_LINK_CONFIRMATION_MS });

/** Whether the confirmation is on screen. */
export const $confirmationVisible = createStore(false)
  .on(requestMagicLinkFx.done, () => true)
  .reset(confirmationExpired, magicLinkRequested);

/**
 * What a failed request shows: the text the server's answer carried, else its code or status; when
 * there was no answer to read (no connection, a time-out, an answer of the wrong shape) the form's
 * own translated message, never the client's technical error text.
 */
export type MagicLinkFailure = { text: string } | { key: string };

/** The failure to show for `error`. */
export function magicLinkFailure(error: unknown): MagicLinkFailure {
  if (!isHttpError(error)) return { key: 'login.error.unknown' };
  const { data } = error;
  if (typeof data === 'string' && data.trim()) return { text: data.trim() };
  const message = (data as { errors?: { message?: string; code?: string }[] } | undefined)?.errors?.[0];
  return { text: message?.message ?? message?.code ?? `${error.status} ${error.statusText}` };
}

/** The failure to show, or null. */
export const $failure = createStore<MagicLinkFailure | null>(null)
  .on(requestMagicLinkFx.failData, (_, error) => magicLinkFailure(error))
  .reset(magicLinkRequested);

/** Whether the request is on its way. */
export const $sending = requestMagicLinkFx.pending;

sample({
  clock: magicLinkRequested,
  filter: $sending.map((sending) => !sending),
  target: requestMagicLinkFx,
});
