import { describe, expect, it } from 'vitest';
import { BUNDLED_LANGUAGES } from '../language';
import { bundledMessages, type MessageTree, messageAt } from './index';

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

  it('name a missing field at the end of a sentence, so a question or a plural label reads right', () => {
    // Labels are the shop's own words: "Since when?", "Photos of the defect", "Straat".
    for (const lang of BUNDLED_LANGUAGES) {
      const text = messageAt(bundledMessages[lang], 'errors.required') ?? '';
      expect(text, lang).toMatch(/: \{\{field\}\}$/);
    }
    expect(messageAt(bundledMessages.en, 'errors.required')?.replace('{{field}}', 'Since when?')).toBe(
      'This field is required: Since when?',
    );
  });
});
