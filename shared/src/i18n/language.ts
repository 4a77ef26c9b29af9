/** The shopper's language: the `lang` cookie, its flag and its name. */

/** Default language of the portal. */
export const DEFAULT_LANGUAGE = 'nl';

/** Languages the portal ships complete texts for (a unit test checks that each has every key). */
export const BUNDLED_LANGUAGES = ['nl', 'en', 'de'] as const;
/** A language with bundled texts. */
export type BundledLanguage = (typeof BUNDLED_LANGUAGES)[number];

const isBundled = (lang: string): lang is BundledLanguage =>
  (BUNDLED_LANGUAGES as readonly string[]).includes(lang);

/**
 * The languages a shopper may choose: the shop's locales that the portal has texts for, in the
 * shop's order. A shop may list more (nordwind lists Swedish); offering one would show a page in
 * English with that language's dates and numbers, so it is left out.
 */
export function offeredLanguages(locales: readonly string[]): BundledLanguage[] {
  const offered = locales.filter(isBundled);
  return offered.length > 0 ? offered : [DEFAULT_LANGUAGE];
}

/**
 * The page's language: the cookie's when it is offered, else Dutch when offered, else the first
 * offered. The host server renders the first paint with it and the shell starts with it: one rule.
 */
export function pickLanguage(
  fromCookie: string | null | undefined,
  locales: readonly string[],
): BundledLanguage {
  const offered = offeredLanguages(locales);
  const cookie = offered.find((lang) => lang === fromCookie);
  if (cookie) return cookie;
  return offered.includes(DEFAULT_LANGUAGE) ? DEFAULT_LANGUAGE : (offered[0] ?? DEFAULT_LANGUAGE);
}

const LANG_COOKIE = 'lang';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Stores the language for a year on this host. */
export function setLanguageCookie(lang: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain cookie the server reads too; no async API needed
  document.cookie = `${LANG_COOKIE}=${encodeURIComponent(lang)}; path=/; max-age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}

/** Languages whose flag is another country's (docs/business-rules.md#language-flags). */
const FLAG_COUNTRY: Record<string, string> = {
  en: 'gb',
  sv: 'se',
  ja: 'jp',
  da: 'dk',
  cs: 'cz',
  sq: 'al',
  sl: 'si',
  bs: 'ba',
  el: 'gr',
  ca: 'es-ct',
};

/** The flag code of a language: `en` → `gb`, `ca` → `es-ct`, `nl` → `nl`. */
export const flagCode = (lang: string): string => FLAG_COUNTRY[lang.toLowerCase()] ?? lang.toLowerCase();

/** The language's own name for itself ("Nederlands", "English"), or its code. */
export function languageName(lang: string): string {
  try {
    const name = new Intl.DisplayNames([lang], { type: 'language' }).of(lang);
    return name ? name.charAt(0).toLocaleUpperCase(lang) + name.slice(1) : lang;
  } catch {
    return lang;
  }
}
