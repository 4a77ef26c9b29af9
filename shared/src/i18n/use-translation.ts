/**
 * Translations in a component: `t` in the page's current language, and the page's i18next instance.
 * The portal used nothing else of react-i18next (no provider, no `Trans`, no suspense on namespaces:
 * a step's texts are loaded before its page renders), which cost the sign-in page 2.5 KB gzip.
 */
import type { i18n, TFunction } from 'i18next';
import { useMemo, useSyncExternalStore } from 'react';

let pageInstance: i18n | null = null;

/** Makes `instance` the page's: every useTranslation() reads it (createI18n calls this). */
export function setPageI18n(instance: i18n): void {
  pageInstance = instance;
}

function pageI18n(): i18n {
  if (!pageInstance) throw new Error('useTranslation() before createI18n(): the page has no texts yet');
  return pageInstance;
}

const subscribe = (changed: () => void) => {
  const instance = pageI18n();
  instance.on('languageChanged', changed);
  return () => instance.off('languageChanged', changed);
};

/** The page's `t` for the current language (the same function until the language changes) and i18n. */
export function useTranslation(): { t: TFunction; i18n: i18n } {
  const instance = pageI18n();
  const language = useSyncExternalStore(subscribe, () => instance.language);
  const t = useMemo(() => instance.getFixedT(language), [instance, language]);
  return { t, i18n: instance };
}
