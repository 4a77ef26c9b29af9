import { describe, expect, it } from 'vitest';
import { pickLanguage } from './language';

describe('pickLanguage', () => {
  it('uses the cookie language when the shop offers it', () => {
    expect(pickLanguage('de', ['nl', 'en', 'de'])).toBe('de');
  });
  it('defaults to Dutch', () => {
    expect(pickLanguage(null, ['en', 'nl'])).toBe('nl');
    expect(pickLanguage('fr', ['en', 'nl'])).toBe('nl');
  });
  it("falls back to the shop's first locale when it has no Dutch", () => {
    expect(pickLanguage(undefined, ['sv', 'en'])).toBe('sv');
  });
});
