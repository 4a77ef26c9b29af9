/**
 * The bundled texts of one language, loaded on demand and in parts: a page needs only its own language
 * (choosing another reloads the page), and the sign-in page only the texts of sign-in and the shell. The
 * texts of the later steps follow with the first of those steps; those only select items, confirm items
 * and the gatekeeping form show (remote-selection's pages) follow with the first of them, so the carriers
 * step and the confirmations do not download them.
 */
import type { BundledLanguage } from '../language';
import type { MessageTree } from './index';

/** The sign-in page's texts, those of the steps after it, and those of remote-selection's pages alone. */
export type TextPart = 'sign-in' | 'flow' | 'selection';

type Loader = () => Promise<MessageTree>;

const loaders: Record<BundledLanguage, Record<TextPart, Loader>> = {
  nl: {
    'sign-in': () => import(/* webpackChunkName: "locale-nl" */ './nl/sign-in').then((m) => m.signInTexts),
    flow: () => import(/* webpackChunkName: "locale-nl-flow" */ './nl/flow').then((m) => m.flowTexts),
    selection: () =>
      import(/* webpackChunkName: "locale-nl-selection" */ './nl/selection').then((m) => m.selectionTexts),
  },
  en: {
    'sign-in': () => import(/* webpackChunkName: "locale-en" */ './en/sign-in').then((m) => m.signInTexts),
    flow: () => import(/* webpackChunkName: "locale-en-flow" */ './en/flow').then((m) => m.flowTexts),
    selection: () =>
      import(/* webpackChunkName: "locale-en-selection" */ './en/selection').then((m) => m.selectionTexts),
  },
  de: {
    'sign-in': () => import(/* webpackChunkName: "locale-de" */ './de/sign-in').then((m) => m.signInTexts),
    flow: () => import(/* webpackChunkName: "locale-de-flow" */ './de/flow').then((m) => m.flowTexts),
    selection: () =>
      import(/* webpackChunkName: "locale-de-selection" */ './de/selection').then((m) => m.selectionTexts),
  },
};

/** The bundled texts of `lang` (one part), or null when there are none. */
export function loadBundledMessages(lang: string, part: TextPart): Promise<MessageTree | null> {
  return (
    (loaders as Record<string, Record<TextPart, Loader> | undefined>)[lang]?.[part]() ?? Promise.resolve(null)
  );
}
