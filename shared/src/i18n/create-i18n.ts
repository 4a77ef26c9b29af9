/**
 * i18next for the whole page: bundled nl/en/de texts, merged with the shop's own translations
 * (which win), language from the `lang` cookie, default nl. react-i18next keeps the one instance,
 * so every remote's useTranslation() sees it.
 */
import i18next, { type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, getLanguageFromCookie } from './language';
import type { MessageTree as Tree } from './locales';
import { BUNDLED_LANGUAGES, loadBundledMessages } from './locales/load';

function deepMerge(base: Tree, override: Tree): Tree {
  const merged: Tree = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const current = merged[key];
    merged[key] =
      typeof value === 'object' && typeof current === 'object' ? deepMerge(current, value) : value;
  }
  return merged;
}

/** Bundled texts merged with the shop's translations (which win), for the given languages. */
export async function mergeTranslations(
  languages: string[],
  shop: Record<string, Tree> = {},
): Promise<Resource> {
  const entries = await Promise.all(
    languages.map(async (lang) => [
      lang,
      { translation: deepMerge((await loadBundledMessages(lang)) ?? {}, shop[lang] ?? {}) },
    ]),
  );
  return Object.fromEntries(entries);
}

const FALLBACK_LANGUAGE = 'en';

/** Options of createI18n. */
export interface CreateI18nOptions {
  config?: { translations?: Record<string, Tree> };
  lang?: string;
}

/** Creates and initialises the page's i18next instance. */
export async function createI18n({ config, lang }: CreateI18nOptions = {}): Promise<i18n> {
  const language = lang ?? getLanguageFromCookie() ?? DEFAULT_LANGUAGE;
  const bundled = BUNDLED_LANGUAGES.includes(language);
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    // The page's language; English only to fall back on where a language has no bundled texts.
    resources: await mergeTranslations(
      bundled ? [language] : [language, FALLBACK_LANGUAGE],
      config?.translations,
    ),
    lng: language,
    fallbackLng: bundled ? false : FALLBACK_LANGUAGE,
    interpolation: { escapeValue: false },
    returnNull: false,
    returnEmptyString: false,
  });
  return instance;
}
