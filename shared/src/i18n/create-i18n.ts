/**
 * i18next for the whole page: bundled nl/en/de texts, merged with the shop's own translations
 * (which win), language from the `lang` cookie, default nl. react-i18next keeps the one instance
 * (`initReactI18next`), so every remote's useTranslation() sees it.
 */
import i18next, { type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { BUNDLED_LANGUAGES, DEFAULT_LANGUAGE } from './language';
import type { MessageTree as Tree } from './locales';
import { loadBundledMessages, type TextPart } from './locales/load';

function deepMerge(base: Tree, override: Tree): Tree {
  const merged: Tree = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const current = merged[key];
    merged[key] =
      typeof value === 'object' && typeof current === 'object' ? deepMerge(current, value) : value;
  }
  return merged;
}

/** Bundled texts (one part) merged with the shop's translations (which win), for the given languages. */
export async function mergeTranslations(
  languages: string[],
  shop: Record<string, Tree> = {},
  part: TextPart = 'sign-in',
): Promise<Resource> {
  const entries = await Promise.all(
    languages.map(async (lang) => [
      lang,
      { translation: deepMerge((await loadBundledMessages(lang, part)) ?? {}, shop[lang] ?? {}) },
    ]),
  );
  return Object.fromEntries(entries);
}

const FALLBACK_LANGUAGE = 'en';

type FormatOptions = Record<string, unknown>;
type Format = (lng: string | undefined, options: FormatOptions) => (value: unknown) => string;

// The formats i18next has built in, rebuilt so a failure can be told apart from success.
const FORMATS: Record<string, Format> = {
  number: (lng, options) => {
    const format = new Intl.NumberFormat(lng, options);
    return (value) => format.format(value as number);
  },
  currency: (lng, options) => {
    const format = new Intl.NumberFormat(lng, { ...options, style: 'currency' });
    return (value) => format.format(value as number);
  },
  datetime: (lng, options) => {
    const format = new Intl.DateTimeFormat(lng, options);
    return (value) => format.format(value as Date);
  },
  relativetime: (lng, options) => {
    const format = new Intl.RelativeTimeFormat(lng, options);
    const unit = (options.range ?? 'day') as Intl.RelativeTimeFormatUnit;
    return (value) => format.format(value as number, unit);
  },
  list: (lng, options) => {
    const format = new Intl.ListFormat(lng, options);
    return (value) => format.format(value as string[]);
  },
};

/**
 * A value that cannot be formatted (an invalid date, a missing currency) shows as empty text: i18next
 * itself would print the raw value, such as a timestamp, in the shopper's text.
 */
function formatErrorsAsEmptyText(instance: i18n): void {
  const formatter = instance.services.formatter;
  if (!formatter) return;
  for (const [name, format] of Object.entries(FORMATS)) {
    formatter.add(name, (value, lng, options: FormatOptions) => {
      try {
        return format(lng, options)(value);
      } catch {
        return '';
      }
    });
  }
}

/** The texts after sign-in a page may need: every step's (`flow`), and remote-selection's pages' own. */
export type FlowTextPart = Exclude<TextPart, 'sign-in'>;

let flowTexts:
  | {
      instance: i18n;
      languages: string[];
      shop?: Record<string, Tree>;
      loading: Partial<Record<FlowTextPart, Promise<void>>>;
    }
  | undefined;

/**
 * Adds `parts` of the texts after sign-in to the page's instance (each once; later calls share the
 * first). The host waits for them before it shows any of those steps; tests take every part.
 */
export function loadFlowTexts(parts: readonly FlowTextPart[] = ['flow', 'selection']): Promise<void> {
  if (!flowTexts) return Promise.resolve();
  const state = flowTexts;
  const load = (part: FlowTextPart) =>
    (state.loading[part] ??= mergeTranslations(state.languages, state.shop, part).then(
      (resources) => {
        for (const [lang, { translation }] of Object.entries(resources)) {
          state.instance.addResourceBundle(lang, 'translation', translation, true, true);
        }
      },
      (error: unknown) => {
        state.loading[part] = undefined;
        throw error;
      },
    ));
  return Promise.all(parts.map(load)).then(() => undefined);
}

/** Options of createI18n. */
export interface CreateI18nOptions {
  config?: { translations?: Record<string, Tree> };
  lang?: string;
}

/**
 * Creates and initialises the page's i18next instance (and hands it to react-i18next). A missing key
 * shows the key itself; a value that cannot be formatted shows as empty text.
 */
export async function createI18n({ config, lang }: CreateI18nOptions = {}): Promise<i18n> {
  const language = lang ?? DEFAULT_LANGUAGE;
  const bundled = (BUNDLED_LANGUAGES as readonly string[]).includes(language);
  // The page's language; English only to fall back on where a language has no bundled texts.
  const languages = bundled ? [language] : [language, FALLBACK_LANGUAGE];
  const instance = i18next.createInstance();
  flowTexts = { instance, languages, shop: config?.translations, loading: {} };
  await instance.use(initReactI18next).init({
    resources: await mergeTranslations(languages, config?.translations),
    lng: language,
    fallbackLng: bundled ? false : FALLBACK_LANGUAGE,
    interpolation: { escapeValue: false },
    returnNull: false,
    returnEmptyString: false,
  });
  formatErrorsAsEmptyText(instance);
  return instance;
}

/**
 * An i18next instance for one server render (issue 37): every text of the steps, the shop's own
 * translations winning, handed to the render with react-i18next's `I18nextProvider`, never made the
 * module's global instance (no state of one render reaches another). The host server keeps one per
 * shop configuration and language.
 */
export async function createServerI18n({ config, lang }: CreateI18nOptions = {}): Promise<i18n> {
  const language = lang ?? DEFAULT_LANGUAGE;
  const bundled = (BUNDLED_LANGUAGES as readonly string[]).includes(language);
  const languages = bundled ? [language] : [language, FALLBACK_LANGUAGE];
  const instance = i18next.createInstance();
  const [signIn, ...later] = await Promise.all([
    mergeTranslations(languages, config?.translations),
    mergeTranslations(languages, config?.translations, 'flow'),
    mergeTranslations(languages, config?.translations, 'selection'),
  ]);
  await instance.init({
    resources: signIn,
    lng: language,
    fallbackLng: bundled ? false : FALLBACK_LANGUAGE,
    interpolation: { escapeValue: false },
    returnNull: false,
    returnEmptyString: false,
    initAsync: false,
  });
  for (const part of later)
    for (const [lang, { translation }] of Object.entries(part))
      instance.addResourceBundle(lang, 'translation', translation, true, true);
  formatErrorsAsEmptyText(instance);
  return instance;
}
