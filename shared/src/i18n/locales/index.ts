/** The texts bundled with the portal, per language; servers read them too (`@portal/shared/locales`). */
import { de } from './de';
import { en } from './en';
import { nl } from './nl';

/** The flag code of a language (000 §2), for servers rendering the first paint. */
export { flagCode } from '../language';

/** A tree of texts. */
export type MessageTree = { [key: string]: string | MessageTree };

/** The bundled texts per language. */
export const bundledMessages: Record<string, MessageTree> = { nl, en, de };

/** The text at a dotted key in `tree`, if it is one. */
export function messageAt(tree: MessageTree | undefined, key: string): string | undefined {
  let node: string | MessageTree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}
