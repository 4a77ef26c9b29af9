/** Default language of 000 §2. */
export const DEFAULT_LANGUAGE = 'nl';

/** The cookie's language when the shop offers it; else Dutch when offered; else the shop's first locale. */
export function pickLanguage(fromCookie: string | null | undefined, locales: readonly string[]): string {
  if (fromCookie && locales.includes(fromCookie)) return fromCookie;
  if (locales.includes(DEFAULT_LANGUAGE) || locales.length === 0) return DEFAULT_LANGUAGE;
  return locales[0] ?? DEFAULT_LANGUAGE;
}
