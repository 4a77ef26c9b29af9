/**
 * The host's web fonts: every bundled family of `@portal/shared/fonts` (from its `@fontsource`
 * package), weights 400 and 700, latin and latin-ext, emitted under `fonts/` with a content hash (so
 * they are cached for a year like every hashed file), and `fonts/fonts.json`, the list the host
 * server writes `@font-face` rules and the sign-in preload from.
 */

import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import inter from '@capsizecss/metrics/inter';
import lora from '@capsizecss/metrics/lora';
import nunitoSans from '@capsizecss/metrics/nunitoSans';
import spaceGrotesk from '@capsizecss/metrics/spaceGrotesk';
import timesNewRoman from '@capsizecss/metrics/timesNewRoman';
import workSans from '@capsizecss/metrics/workSans';
import {
  BUNDLED_FONTS,
  type BundledFamily,
  FONT_SUBSETS,
  FONT_WEIGHTS,
  type FontFace,
  type FontFallback,
} from '@portal/shared/fonts';
import type { Compiler } from '@rspack/core';

/** The file name fonts.json has under the host's dist. */
export const FONTS_MANIFEST = 'fonts/fonts.json';

interface FontFile extends FontFace {
  content: Buffer;
}

// The device fonts each family falls back to: Arial's shape for the sans families, Times's for Lora.
// Liberation and Arimo/Tinos are metric-compatible with them, so the same overrides fit (Linux, Android).
const SANS = { metrics: arial, local: ['Arial', 'ArialMT', 'Liberation Sans', 'Arimo'] };
const SERIF = {
  metrics: timesNewRoman,
  local: ['Times New Roman', 'TimesNewRomanPSMT', 'Liberation Serif', 'Tinos'],
};
const METRICS: Record<BundledFamily, { metrics: typeof inter; device: typeof SANS }> = {
  Inter: { metrics: inter, device: SANS },
  Lora: { metrics: lora, device: SERIF },
  'Work Sans': { metrics: workSans, device: SANS },
  'Nunito Sans': { metrics: nunitoSans, device: SANS },
  'Space Grotesk': { metrics: spaceGrotesk, device: SANS },
};

/** The metric-matched fallback of `family`, computed by Capsize. */
export function fallbackOf(family: BundledFamily): FontFallback {
  const { metrics, device } = METRICS[family];
  const [face] = createFontStack([metrics, device.metrics], { fontFaceFormat: 'styleObject' }).fontFaces;
  const rule = face?.['@font-face'];
  if (!rule?.sizeAdjust || !rule.ascentOverride || !rule.descentOverride || !rule.lineGapOverride)
    throw new Error(`Capsize gave no fallback metrics for ${family}`);
  return {
    local: device.local,
    sizeAdjust: rule.sizeAdjust,
    ascentOverride: rule.ascentOverride,
    descentOverride: rule.descentOverride,
    lineGapOverride: rule.lineGapOverride,
  };
}

/** Every face of every bundled family, read from the `@fontsource` packages `fromDir` resolves. */
export function bundledFontFiles(fromDir: string): FontFile[] {
  const require = createRequire(path.join(fromDir, 'package.json'));
  return (Object.entries(BUNDLED_FONTS) as [BundledFamily, string][]).flatMap(([family, id]) => {
    const fallback = fallbackOf(family);
    const packageDir = path.dirname(require.resolve(`@fontsource/${id}/package.json`));
    const ranges = JSON.parse(readFileSync(path.join(packageDir, 'unicode.json'), 'utf8')) as Record<
      string,
      string
    >;
    return FONT_SUBSETS.flatMap((subset) =>
      FONT_WEIGHTS.map((weight) => {
        const content = readFileSync(
          path.join(packageDir, 'files', `${id}-${subset}-${weight}-normal.woff2`),
        );
        const hash = createHash('sha256').update(content).digest('hex').slice(0, 8);
        const unicodeRange = ranges[subset];
        if (!unicodeRange) throw new Error(`@fontsource/${id} has no ${subset} subset`);
        return {
          family,
          weight,
          subset,
          file: `${id}-${subset}-${weight}.${hash}.woff2`,
          unicodeRange,
          fallback,
          content,
        };
      }),
    );
  });
}

/** Emits the font files and fonts.json into the build. */
export class FontsPlugin {
  constructor(private readonly fromDir: string) {}

  apply(compiler: Compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('FontsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'FontsPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const files = bundledFontFiles(this.fromDir);
          for (const { file, content } of files)
            compilation.emitAsset(`fonts/${file}`, new RawSource(content));
          const faces: FontFace[] = files.map(({ content: _content, ...face }) => face);
          compilation.emitAsset(FONTS_MANIFEST, new RawSource(JSON.stringify(faces)));
        },
      );
    });
  }
}
