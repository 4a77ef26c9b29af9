/**
 * The shop's look on every page: the design tokens derived from its configuration (colours with
 * their states, a readable button text colour, radius, logo size, font) and the `@font-face` rules
 * of its web font, in one `<style>` in the head, so the first paint is already the shop's. On the
 * sign-in page the heading's face (bold, latin) is preloaded ahead of everything else: the heading
 * is the largest text of the first paint, and the browser holds that paint briefly for a preloaded
 * font, so it appears in the shop's font at once instead of changing shape a moment later.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ShopConfig } from '@portal/shared/config';
import { DEFAULT_FAMILY, type FontFace, fontFaceCss, isBundledFamily } from '@portal/shared/fonts';
import { designTokens, firstFontFamily, tokensCss } from '@portal/shared/tokens';

/** The faces the host build emitted (`fonts/fonts.json`), or none before a build. */
export function readFontFaces(hostDist: string): FontFace[] {
  const file = path.join(hostDist, 'fonts', 'fonts.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as FontFace[]) : [];
}

/** The faces a shop needs: its own family when the portal ships it, else the default family. */
export function facesFor(config: Pick<ShopConfig, 'primaryFont'>, faces: FontFace[]): FontFace[] {
  const family = firstFontFamily(config.primaryFont);
  const wanted = isBundledFamily(family) ? family : DEFAULT_FAMILY;
  return faces.filter((face) => face.family === wanted);
}

/** What the head gets for a shop. */
export interface BrandingHead {
  style: string;
  /**
   * The preloads of the faces a first paint draws with (latin): the heading's (bold) first, then the
   * text's (regular). Chrome holds the first paint until a face it is loading arrives, so a face found
   * only once the page is laid out puts a whole request between the page and its first paint.
   */
  fontPreload: string | null;
}

// Tokens per configuration object: derived (and their warnings logged) once per loaded configuration.
const derived = new WeakMap<object, ReturnType<typeof designTokens>>();

/** The branding of `config`; `warn` hears what was wrong with its colours, once per configuration. */
export function brandingHead(
  config: ShopConfig,
  faces: FontFace[],
  fontsUrl: string,
  warn: (message: string) => void,
): BrandingHead {
  let tokens = derived.get(config);
  if (!tokens) {
    tokens = designTokens(config);
    for (const warning of tokens.warnings) warn(`Shop ${config.merchantName}: ${warning}`);
    derived.set(config, tokens);
  }
  const shopFaces = facesFor(config, faces);
  const painted = [700, 400].flatMap(
    (weight) => shopFaces.find((face) => face.weight === weight && face.subset === 'latin') ?? [],
  );
  return {
    style: `<style id="shop-branding">${tokensCss(tokens)}${fontFaceCss(shopFaces, fontsUrl)}</style>`,
    fontPreload:
      painted
        .map(
          (face) =>
            `<link rel="preload" as="font" type="font/woff2" crossorigin href="${fontsUrl}${face.file}">`,
        )
        .join('') || null,
  };
}
