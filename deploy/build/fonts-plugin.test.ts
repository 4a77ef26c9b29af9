import path from 'node:path';
import { BUNDLED_FONTS, FONT_SUBSETS, FONT_WEIGHTS } from '@portal/shared/fonts';
import { describe, expect, it } from 'vitest';
import { bundledFontFiles, fallbackOf } from './fonts-plugin';

const hostDir = path.resolve(import.meta.dirname, '../../host');

describe('bundledFontFiles', () => {
  const files = bundledFontFiles(hostDir);

  it('lists 400 and 700, latin and latin-ext, of every bundled family, with content-hashed names', () => {
    const families = Object.keys(BUNDLED_FONTS);
    expect(files).toHaveLength(families.length * FONT_SUBSETS.length * FONT_WEIGHTS.length);
    for (const family of families)
      for (const subset of FONT_SUBSETS)
        for (const weight of FONT_WEIGHTS) {
          const face = files.find(
            (file) => file.family === family && file.subset === subset && file.weight === weight,
          );
          expect(face?.file).toMatch(new RegExp(`^[a-z-]+-${subset}-${weight}\\.[0-9a-f]{8}\\.woff2$`));
          expect(face?.unicodeRange).toMatch(/^U\+[0-9A-F]/);
          // woff2 files start with the signature "wOF2".
          expect(face?.content.subarray(0, 4).toString('latin1')).toBe('wOF2');
        }
  });

  it('keeps the two weights a shop page loads for Western text within the 60 KB font budget', () => {
    for (const family of Object.keys(BUNDLED_FONTS)) {
      const latin = files.filter((file) => file.family === family && file.subset === 'latin');
      expect(latin.reduce((sum, file) => sum + file.content.length, 0)).toBeLessThanOrEqual(60_000);
    }
  });

  it('gives every family a fallback face shaped by its metrics: Times for Lora, Arial for the sans families', () => {
    for (const family of Object.keys(BUNDLED_FONTS) as (keyof typeof BUNDLED_FONTS)[]) {
      const fallback = fallbackOf(family);
      for (const value of [fallback.sizeAdjust, fallback.ascentOverride, fallback.descentOverride])
        expect(value).toMatch(/^\d+(\.\d+)?%$/);
      expect(fallback.local[0]).toBe(family === 'Lora' ? 'Times New Roman' : 'Arial');
      expect(
        files
          .filter((file) => file.family === family)
          .every((file) => file.fallback?.sizeAdjust === fallback.sizeAdjust),
      ).toBe(true);
    }
    // The families differ in shape: one adjustment for all would fit none.
    expect(
      new Set(Object.keys(BUNDLED_FONTS).map((family) => fallbackOf(family as 'Inter').sizeAdjust)).size,
    ).toBeGreaterThan(1);
  });
});
