import { bundledMessages, messageAt } from '@portal/shared/locales';
import { describe, expect, it } from 'vitest';
import { faqCount, faqPrefix } from './faq';

describe('FAQ entries from the texts', () => {
  it('counts faq.title.0… up to the first gap', () => {
    const keys = new Set(['faq.title.0', 'faq.title.1', 'faq.title.2', 'faq.title.4']);
    expect(faqCount((key) => keys.has(key))).toBe(3);
  });

  it('is zero without any, and stops at the limit', () => {
    expect(faqCount(() => false)).toBe(0);
    expect(faqCount(() => true, 'faq', 7)).toBe(7);
  });

  it('gives a return shipped by the shopper its own questions, none of them about a label', () => {
    expect(faqPrefix(false)).toBe('faq');
    expect(faqPrefix(true)).toBe('faq_ship_it_yourself');
    for (const [language, texts] of Object.entries(bundledMessages)) {
      const exists = (key: string) => messageAt(texts, key) !== undefined;
      const count = faqCount(exists, faqPrefix(true));
      expect(count, language).toBeGreaterThan(0);
      // The labelled return's FAQ does speak of labels: the check below would catch them.
      expect(messageAt(texts, 'faq.title.2')).toMatch(/label|etikett/i);
      for (let index = 0; index < count; index++) {
        for (const part of ['title', 'text']) {
          expect(messageAt(texts, `faq_ship_it_yourself.${part}.${index}`), language).not.toMatch(
            /label|etikett/i,
          );
        }
      }
    }
  });
});
