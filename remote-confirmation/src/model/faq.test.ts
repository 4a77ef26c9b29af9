import { describe, expect, it } from 'vitest';
import { faqCount } from './faq';

describe('FAQ entries from the texts', () => {
  it('counts faq.title.0… up to the first gap', () => {
    const keys = new Set(['faq.title.0', 'faq.title.1', 'faq.title.2', 'faq.title.4']);
    expect(faqCount((key) => keys.has(key))).toBe(3);
  });

  it('is zero without any, and stops at the limit', () => {
    expect(faqCount(() => false)).toBe(0);
    expect(faqCount(() => true, 7)).toBe(7);
  });
});
