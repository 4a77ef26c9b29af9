import { describe, expect, it } from 'vitest';
import { characterCount } from './character-count';

const t = (key: string, options: Record<string, unknown>) => `${key} ${JSON.stringify(options)}`;

describe('the count of a limited field', () => {
  it('says the limit from the first character, empty included', () => {
    expect(characterCount(0, 2000, t)).toEqual({ text: 'free_text.at_most {"max":2000}', atLimit: null });
    expect(characterCount(1799, 2000, t).text).toBe('free_text.at_most {"max":2000}');
  });

  it('counts once most of the room is used, and announces reaching the limit', () => {
    expect(characterCount(1800, 2000, t)).toEqual({
      text: 'free_text.count {"used":1800,"max":2000}',
      atLimit: null,
    });
    expect(characterCount(2000, 2000, t)).toEqual({
      text: 'free_text.count {"used":2000,"max":2000}',
      atLimit: 'free_text.limit {"max":2000}',
    });
  });

  it('works for a short field too: a 64-character order number counts from 57', () => {
    expect(characterCount(56, 64, t).text).toMatch(/^free_text.at_most/);
    expect(characterCount(57, 64, t).text).toMatch(/^free_text.count/);
  });
});
