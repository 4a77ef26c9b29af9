import { describe, expect, it } from 'vitest';
import { BUNDLED_LANGUAGES } from '../language';
import { bundledMessages, type MessageTree } from './index';

/** Every dotted key of a text tree that holds a text. */
function keysOf(tree: MessageTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

describe('bundled texts', () => {
  it('exist for every bundled language and for no other', () => {
    expect(Object.keys(bundledMessages).sort()).toEqual([...BUNDLED_LANGUAGES].sort());
  });

  it('give every bundled language every key any other language has, and no empty text', () => {
    const all = new Set(BUNDLED_LANGUAGES.flatMap((lang) => keysOf(bundledMessages[lang] ?? {})));
    for (const lang of BUNDLED_LANGUAGES) {
      const tree = bundledMessages[lang] ?? {};
      const own = new Set(keysOf(tree));
      expect(
        [...all].filter((key) => !own.has(key)),
        `missing in ${lang}`,
      ).toEqual([]);
      const empty = keysOf(tree).filter((key) => {
        let node: MessageTree | string | undefined = tree;
        for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
        return typeof node === 'string' && node.trim() === '';
      });
      expect(empty, `empty in ${lang}`).toEqual([]);
    }
  });
});
