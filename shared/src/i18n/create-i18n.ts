/**
 * i18next for the whole page: bundled nl/en/de texts, merged with the shop's own translations
 * (which win), language from the `lang` cookie, default nl. react-i18next keeps the one instance,
 * so every remote's useTranslation() sees it.
 */
import i18next, { type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, getLanguageFromCookie } from './language';
import { bundledMessages, type MessageTree as Tree } from './locales';

function deepMerge(base: Tree, override: Tree): Tree {
  const merged: Tree = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const current = merged[key];
    merged[key] =
      typeof value === 'object' && typeof current === 'object' ? deepMerge(current, value) : value;
  }
  return merged;
}

/** Bundled texts merged with the shop's translations, for every language either has. */
export function mergeTranslations(shop: Record<string, Tree> = {}): Resource {
  const languages = new Set([...Object.keys(bundledMessages), ...Object.keys(shop)]);
  return Object.fromEntries(
    [...languages].map((lang) => [
      lang,
      { translation: deepMerge(bundledMessages[lang] ?? {}, shop[lang] ?? {}) },
    ]),
  );
}

/** Options of createI18n. */
export interface CreateI18nOptions {
  config?: { translations?: Record<string, Tree> };
  lang?: string;
}

/** Creates and initialises the page's i18next instance. */
export async function createI18n({ config, lang }: CreateI18nOptions = {}): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    resources: mergeTranslations(config?.translations),
    lng: lang ?? getLanguageFromCookie() ?? DEFAULT_LANGUAGE,
    // A language without bundled texts (say fr) reads English rather than keys.
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    returnNull: false,
    returnEmptyString: false,
  });
  return instance;
}
