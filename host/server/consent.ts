/**
 * The shopper's analytics consent (docs/analytics.md#consent), kept by this server: a signed cookie
 * the consent route sets, read by the pages (which draw the notice from it) and by the collector
 * (which stores nothing of a session without it, at a shop that asks). The browser's word alone never
 * decides it.
 */
import type { ShopConfig } from '@portal/shared/config';
import type { FastifyRequest } from 'fastify';
import { signedCookie } from './signed-cookie';
import { escapeHtml, text } from './skeleton';

export const CONSENT_COOKIE = 'portal-consent';
export const CONSENT_CHOICES = ['granted', 'denied'] as const;
export type ConsentChoice = (typeof CONSENT_CHOICES)[number];
/** What the shopper said; `unknown` until they answer (or when the cookie is missing or forged). */
export type Consent = ConsentChoice | 'unknown';

/** The consent this request's signed cookie carries. */
export function consentOf(request: FastifyRequest): Consent {
  const value = signedCookie(request, CONSENT_COOKIE);
  return value === 'granted' || value === 'denied' ? value : 'unknown';
}

/**
 * The notice, drawn by the server on every page of a shop that asks, from the first page on: before
 * an answer it shows; after one it is there hidden, with the answer in force, for "Cookie settings" in
 * the footer to open (host/src/shell/consent-bar.ts). A form posting to the consent route, so it
 * works before (and without) the page's scripts; with them it answers without leaving the page. The
 * line for each answer is there and the one in force shows (`data-consent`), so an answer given on
 * the page needs no text from the scripts.
 */
export function consentNotice(config: ShopConfig, lang: string, consent: Consent): string {
  const t = (key: string) => escapeHtml(text(config, lang, `analytics.${key}`));
  const button = (choice: ConsentChoice, label: string, look: string) =>
    `<button type="submit" name="choice" value="${choice}" class="rp-button${look}">${t(label)}</button>`;
  return `<section class="rp-consent" aria-labelledby="rp-consent-title" data-testid="consent-notice" data-consent="${consent}"${consent === 'unknown' ? '' : ' hidden'}><form class="rp-consent__inner" method="post" action="/consent"><div class="rp-consent__text"><h2 id="rp-consent-title" class="rp-consent__title">${t('consent_title')}</h2><p class="rp-consent__body">${t('consent_body')}</p><p class="rp-consent__now rp-consent__now--granted">${t('consent_now_granted')}</p><p class="rp-consent__now rp-consent__now--denied">${t('consent_now_denied')}</p></div><div class="rp-consent__actions">${button('denied', 'consent_decline', ' rp-button--secondary')}${button('granted', 'consent_accept', '')}</div></form></section>`;
}
