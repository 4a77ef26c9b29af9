import { describe, expect, it } from 'vitest';
import { type FontFace, fontFaceCss, withFallbackFaces } from './fonts';

const fallback = {
  local: ['Times New Roman', 'Liberation Serif'],
  sizeAdjust: '111.1%',
  ascentOverride: '90%',
  descentOverride: '24%',
  lineGapOverride: '0%',
};
const face = (weight: 400 | 700, withFallback = true): FontFace => ({
  family: 'Lora',
  weight,
  subset: 'latin',
  file: `lora-latin-${weight}.0123abcd.woff2`,
  unicodeRange: 'U+0000-00FF',
  ...(withFallback ? { fallback } : {}),
});

describe('fontFaceCss', () => {
  it("writes each face, and the family's metric-matched fallback face once", () => {
    const css = fontFaceCss([face(400), face(700)], '/fonts/');
    expect(css.match(/font-family:'Lora';/g)).toHaveLength(2);
    expect(css).toContain(
      "@font-face{font-family:'Lora Fallback';src:local('Times New Roman'),local('Liberation Serif');size-adjust:111.1%;ascent-override:90%;descent-override:24%;line-gap-override:0%}",
    );
    expect(css.match(/Lora Fallback/g)).toHaveLength(1);
  });

  it('writes no fallback face for a build without the metrics', () => {
    expect(fontFaceCss([face(400, false)], '/fonts/')).not.toContain('Fallback');
  });
});

describe('withFallbackFaces', () => {
  it('puts the fallback face behind each bundled family only', () => {
    expect(withFallbackFaces("Lora, 'Times New Roman', serif, Inter, system-ui")).toBe(
      "Lora, 'Lora Fallback', 'Times New Roman', serif, Inter, 'Inter Fallback', system-ui",
    );
    expect(withFallbackFaces("'Work Sans', Georgia")).toBe("'Work Sans', 'Work Sans Fallback', Georgia");
    expect(withFallbackFaces('Georgia, serif')).toBe('Georgia, serif');
  });
});
