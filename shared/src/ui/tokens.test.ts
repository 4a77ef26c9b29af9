import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withFallbackFaces } from './fonts';
import {
  contrastRatio,
  DEFAULT_BRANDING,
  designTokens,
  firstFontFamily,
  parseHexColor,
  type Rgb,
  TEXT_CONTRAST,
  tokensCss,
  UI_CONTRAST,
} from './tokens';

const hex = fc
  .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
  .map(([r, g, b]) => `#${[r, g, b].map((channel) => channel.toString(16).padStart(2, '0')).join('')}`);
const rgb = (value: string) => parseHexColor(value) as Rgb;
const WHITE = rgb('#ffffff');

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio(rgb('#000000'), WHITE)).toBeCloseTo(21, 5);
    expect(contrastRatio(WHITE, WHITE)).toBe(1);
    // WebAIM's checker: #767676 on white is 4.54:1, the lightest grey that passes AA.
    expect(contrastRatio(rgb('#767676'), WHITE)).toBeCloseTo(4.54, 2);
    expect(contrastRatio(rgb('#777777'), WHITE)).toBeLessThan(TEXT_CONTRAST);
  });
});

describe('designTokens', () => {
  it('keeps a configured button text colour that reads well, without a warning', () => {
    const tokens = designTokens({ buttonColor: '#0b4f6c', buttonTextColor: '#ffffff' });
    expect(tokens.properties['--rp-brand']).toBe('#0b4f6c');
    expect(tokens.properties['--rp-on-brand']).toBe('#ffffff');
    expect(tokens.warnings).toEqual([]);
  });

  it('replaces an unreadable button text colour with black or white, and says why', () => {
    const tokens = designTokens({ buttonColor: '#ffd200', buttonTextColor: '#ffffff' });
    expect(tokens.properties['--rp-on-brand']).toBe('#000000');
    expect(tokens.warnings).toHaveLength(1);
    expect(tokens.warnings[0]).toMatch(
      /buttonTextColor #ffffff on buttonColor #ffd200 has contrast 1\.\d+:1/,
    );
  });

  it('picks the readable text colour when none is configured', () => {
    expect(designTokens({ buttonColor: '#0b4f6c' }).properties['--rp-on-brand']).toBe('#ffffff');
    expect(designTokens({ buttonColor: '#f4e04d' }).properties['--rp-on-brand']).toBe('#000000');
  });

  it('falls back to the defaults for missing or malformed values, and warns about malformed ones', () => {
    const tokens = designTokens({
      buttonColor: 'red;}body{display:none',
      buttonRadius: '4px;}',
      primaryFont: 'x;}</style>',
      mobileLogoWidth: 'calc(1px)',
    });
    expect(tokens.properties['--rp-brand']).toBe(DEFAULT_BRANDING.brand);
    expect(tokens.properties['--rp-radius']).toBe(DEFAULT_BRANDING.radius);
    expect(tokens.properties['--rp-font']).toBe(withFallbackFaces(DEFAULT_BRANDING.font));
    expect(tokens.properties['--rp-mobile-logo-width']).toBe(DEFAULT_BRANDING.mobileLogoWidth);
    expect(tokens.warnings).toHaveLength(2);
    expect(tokensCss(tokens)).not.toMatch(/[{}<>;]\s*(body|\/style)/);
  });

  it('takes numbers as pixels and keeps units', () => {
    const tokens = designTokens({ buttonRadius: 24, mobileLogoWidth: '7.5rem', mobileLogoHeight: 36 });
    expect(tokens.properties['--rp-radius']).toBe('24px');
    expect(tokens.properties['--rp-mobile-logo-width']).toBe('7.5rem');
    expect(tokens.properties['--rp-mobile-logo-height']).toBe('36px');
  });

  it('puts the shop font first, with the bundled default behind it, each bundled family with its fallback face', () => {
    const font = designTokens({ primaryFont: "'Work Sans', sans-serif" }).properties['--rp-font'];
    expect(font).toBe(
      "'Work Sans', 'Work Sans Fallback', sans-serif, Inter, 'Inter Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    );
    expect(firstFontFamily(font)).toBe('Work Sans');
  });

  it('for any brand colour: readable button text, hover and press states, brand text and focus ring', () => {
    fc.assert(
      fc.property(hex, fc.option(hex, { nil: undefined }), (buttonColor, buttonTextColor) => {
        const { properties } = designTokens({ buttonColor, buttonTextColor });
        const onBrand = rgb(properties['--rp-on-brand'] as string);
        for (const state of ['--rp-brand', '--rp-brand-hover', '--rp-brand-active'])
          expect(contrastRatio(rgb(properties[state] as string), onBrand)).toBeGreaterThanOrEqual(
            TEXT_CONTRAST,
          );
        expect(contrastRatio(rgb(properties['--rp-brand-text'] as string), WHITE)).toBeGreaterThanOrEqual(
          TEXT_CONTRAST,
        );
        expect(contrastRatio(rgb(properties['--rp-focus'] as string), WHITE)).toBeGreaterThanOrEqual(
          UI_CONTRAST,
        );
      }),
      { numRuns: 500 },
    );
  });

  // docs/design-system.md#contrast-safe-tokens: whatever colour a shop configures, every pair of
  // colours the design system draws together reaches WCAG 1.4.3 (text) and 1.4.11 (controls, focus).
  it('for any brand colour: every text and control colour reads on every surface it is drawn on', () => {
    const tokenRgb = (properties: Record<string, string>, name: string) => rgb(properties[name] as string);
    fc.assert(
      fc.property(hex, fc.option(hex, { nil: undefined }), (buttonColor, buttonTextColor) => {
        const { properties } = designTokens({ buttonColor, buttonTextColor });
        const token = (name: string) => tokenRgb(properties, name);
        // Brand text (links, outlined buttons, selected borders) on white and on both tints.
        for (const surface of [WHITE, token('--rp-brand-tint'), token('--rp-brand-tint-strong')])
          expect(contrastRatio(token('--rp-brand-text'), surface)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
        // The focus ring on white and on a selected card's tints.
        for (const surface of [WHITE, token('--rp-brand-tint'), token('--rp-brand-tint-strong')])
          expect(contrastRatio(token('--rp-focus'), surface)).toBeGreaterThanOrEqual(UI_CONTRAST);
        // A filled control's edge on white, in each state: a very light button still shows.
        for (const edge of ['--rp-brand-edge', '--rp-brand-hover-edge', '--rp-brand-active-edge'])
          expect(contrastRatio(token(edge), WHITE)).toBeGreaterThanOrEqual(UI_CONTRAST);
        // A checked box's mark (the button text colour) on its fill.
        expect(contrastRatio(token('--rp-on-brand'), token('--rp-brand'))).toBeGreaterThanOrEqual(
          TEXT_CONTRAST,
        );
      }),
      { numRuns: 1000 },
    );
  });

  it('keeps a brand colour that already reads as it is, and darkens only one that does not', () => {
    fc.assert(
      fc.property(hex, (buttonColor) => {
        const { properties } = designTokens({ buttonColor });
        const brand = rgb(buttonColor);
        if (contrastRatio(brand, WHITE) >= UI_CONTRAST)
          expect(properties['--rp-brand-edge']).toBe(buttonColor);
        else expect(properties['--rp-brand-edge']).not.toBe(buttonColor);
        // The fill itself is always the shop's own colour.
        expect(properties['--rp-brand']).toBe(buttonColor);
      }),
      { numRuns: 300 },
    );
  });

  it('gives a hostile, very light button colour dark text and darkened edges, text and focus', () => {
    const { properties, warnings } = designTokens({ buttonColor: '#fafafa', buttonTextColor: '#ffffff' });
    expect(properties['--rp-on-brand']).toBe('#000000');
    expect(warnings).toHaveLength(1);
    expect(contrastRatio(rgb(properties['--rp-brand-edge'] as string), WHITE)).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(rgb(properties['--rp-brand-text'] as string), WHITE)).toBeGreaterThanOrEqual(4.5);
  });
});
