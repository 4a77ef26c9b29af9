import { describe, expect, it } from 'vitest';
import { offeredLanguages, pickLanguage } from './language';

describe('offeredLanguages', () => {
  it("keeps the shop's languages that have bundled texts, in the shop's order", () => {
    expect(offeredLanguages(['en', 'sv', 'nl', 'de', 'fr'])).toEqual(['en', 'nl', 'de']);
  });
  it('offers Dutch when the shop lists no language the portal has texts for', () => {
    expect(offeredLanguages(['sv'])).toEqual(['nl']);
  });
});

describe('pickLanguage', () => {
  it('uses the cookie language when the shop offers it', () => {
    expect(pickLanguage('de', ['nl', 'en', 'de'])).toBe('de');
  });
  it('defaults to Dutch', () => {
    expect(pickLanguage(null, ['en', 'nl'])).toBe('nl');
    expect(pickLanguage('fr', ['en', 'nl'])).toBe('nl');
  });
  it("falls back to the shop's first offered language when it has no Dutch", () => {
    expect(pickLanguage(undefined, ['sv', 'en', 'de'])).toBe('en');
  });
  it('never picks a language without bundled texts, even from the cookie', () => {
    expect(pickLanguage('sv', ['nl', 'en', 'sv'])).toBe('nl');
  });
});
