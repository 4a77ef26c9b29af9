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

/**
 * A device font reshaped to take the room the web font will take (CSS `size-adjust` and the
 * ascent, descent and line-gap overrides, computed by the build from Capsize's metrics): text drawn
 * before the web font arrives already wraps and stands as it will, so its arrival moves nothing.
 */
export interface FontFallback {
  /** Device fonts to reshape, first found wins (`local()` names). */
  local: string[];
  sizeAdjust: string;
  ascentOverride: string;
  descentOverride: string;
  lineGapOverride: string;
}

/** One `@font-face` of a bundled family, as the build lists them in `fonts/fonts.json`. */
export interface FontFace {
  family: BundledFamily;
  weight: (typeof FONT_WEIGHTS)[number];
  subset: (typeof FONT_SUBSETS)[number];
  /** File name under the host's `fonts/` folder. */
  file: string;
  unicodeRange: string;
  /** The family's metric-matched fallback (the same on each of its faces); absent in older builds. */
  fallback?: FontFallback;
}

/** The name of a bundled family's metric-matched fallback face. */
export const fallbackFamily = (family: BundledFamily) => `${family} Fallback`;

/**
 * A font-family list with each bundled family's fallback face right behind it
 * (`Lora, serif` → `Lora, 'Lora Fallback', serif`); a name without its `@font-face` is skipped by
 * the browser, so the list is safe before a build has the metrics.
 */
export const withFallbackFaces = (list: string): string =>
  list
    .split(',')
    .flatMap((entry) => {
      const name = entry.trim().replace(/^['"]|['"]$/g, '');
      return isBundledFamily(name) ? [entry.trim(), `'${fallbackFamily(name)}'`] : [entry.trim()];
    })
    .join(', ');

/**
 * The `@font-face` rules of `faces`, their files under `baseUrl` (which ends with a slash), and
 * each family's fallback face.
 */
export function fontFaceCss(faces: FontFace[], baseUrl: string): string {
  const rules = faces.map(
    (face) =>
      `@font-face{font-family:'${face.family}';font-style:normal;font-display:swap;font-weight:${face.weight};src:url(${baseUrl}${face.file}) format('woff2');unicode-range:${face.unicodeRange}}`,
  );
  const fallbacks = new Map(faces.flatMap((face) => (face.fallback ? [[face.family, face.fallback]] : [])));
  for (const [family, fallback] of fallbacks)
    rules.push(
      `@font-face{font-family:'${fallbackFamily(family)}';src:${fallback.local.map((name) => `local('${name}')`).join(',')};size-adjust:${fallback.sizeAdjust};ascent-override:${fallback.ascentOverride};descent-override:${fallback.descentOverride};line-gap-override:${fallback.lineGapOverride}}`,
    );
  return rules.join('');
}
