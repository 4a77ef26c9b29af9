/** The texts bundled with the portal, per language; servers read them too (`@portal/shared/locales`). */
import { flowTexts as deFlow } from './de/flow';
import { selectionTexts as deSelection } from './de/selection';
import { signInTexts as deSignIn } from './de/sign-in';
import { statementTexts as deStatement } from './de/statement';
import { flowTexts as enFlow } from './en/flow';
import { selectionTexts as enSelection } from './en/selection';
import { signInTexts as enSignIn } from './en/sign-in';
import { statementTexts as enStatement } from './en/statement';
import { flowTexts as nlFlow } from './nl/flow';
import { selectionTexts as nlSelection } from './nl/selection';
import { signInTexts as nlSignIn } from './nl/sign-in';
import { statementTexts as nlStatement } from './nl/statement';

/** The flag code of a language and the page's language, for servers rendering the first paint. */
export { flagCode, pickLanguage } from '../language';

/** A tree of texts. */
export type MessageTree = { [key: string]: string | MessageTree };

/** The bundled texts per language (the statement's only for servers: no page loads them, see load.ts). */
export const bundledMessages: Record<string, MessageTree> = {
  nl: { ...nlSignIn, ...nlFlow, ...nlSelection, ...nlStatement },
  en: { ...enSignIn, ...enFlow, ...enSelection, ...enStatement },
  de: { ...deSignIn, ...deFlow, ...deSelection, ...deStatement },
};

/** The text at a dotted key in `tree`, if it is one. */
export function messageAt(tree: MessageTree | undefined, key: string): string | undefined {
  let node: string | MessageTree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}
