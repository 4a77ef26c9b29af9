/**
 * The bundled texts of one language, loaded on demand: a page needs only its own language (choosing
 * another reloads the page), so the others are not downloaded.
 */
import type { MessageTree } from './index';

const loaders: Record<string, () => Promise<MessageTree>> = {
  nl: () => import(/* webpackChunkName: "locale-nl" */ './nl').then((module) => module.nl),
  en: () => import(/* webpackChunkName: "locale-en" */ './en').then((module) => module.en),
  de: () => import(/* webpackChunkName: "locale-de" */ './de').then((module) => module.de),
};

/** Languages the portal has texts for. */
export const BUNDLED_LANGUAGES = Object.keys(loaders);

/** The bundled texts of `lang`, or null when there are none. */
export function loadBundledMessages(lang: string): Promise<MessageTree | null> {
  return loaders[lang]?.() ?? Promise.resolve(null);
}
