/**
 * The web fonts the portal ships (self-hosted from `@fontsource` packages, weights 400 and 700, latin
 * and latin-ext): a shop whose `primaryFont` starts with one of these families gets it from the
 * portal's own origin, so text looks the same on every device and in every screenshot. Any other
 * family is left to the device, with Inter behind it.
 */

/** Family name → `@fontsource` package id. */
export const BUNDLED_FONTS = {
  Inter: 'inter',
  Lora: 'lora',
  'Work Sans': 'work-sans',
  'Nunito Sans': 'nunito-sans',
  'Space Grotesk': 'space-grotesk',
} as const;

/** A bundled family's name. */
export type BundledFamily = keyof typeof BUNDLED_FONTS;

/** The family every shop falls back to. */
export const DEFAULT_FAMILY: BundledFamily = 'Inter';

/** The only two weights the design system uses. */
export const FONT_WEIGHTS = [400, 700] as const;

/** The character subsets shipped: Western and Central European languages. */
export const FONT_SUBSETS = ['latin', 'latin-ext'] as const;

/** Whether `family` is shipped. */
export const isBundledFamily = (family: string | null): family is BundledFamily =>
  family !== null && Object.hasOwn(BUNDLED_FONTS, family);

/** One `@font-face` of a bundled family, as the build lists them in `fonts/fonts.json`. */
export interface FontFace {
  family: BundledFamily;
  weight: (typeof FONT_WEIGHTS)[number];
  subset: (typeof FONT_SUBSETS)[number];
  /** File name under the host's `fonts/` folder. */
  file: string;
  unicodeRange: string;
}

/** The `@font-face` rules of `faces`, their files under `baseUrl` (which ends with a slash). */
export const fontFaceCss = (faces: FontFace[], baseUrl: string): string =>
  faces
    .map(
      (face) =>
        `@font-face{font-family:'${face.family}';font-style:normal;font-display:swap;font-weight:${face.weight};src:url(${baseUrl}${face.file}) format('woff2');unicode-range:${face.unicodeRange}}`,
    )
    .join('');
