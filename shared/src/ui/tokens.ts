/**
 * The design tokens: the shop's branding turned into the CSS custom properties every component is
 * styled with. Derived once, by the host server, and written into the first HTML so the first paint is
 * already in the shop's look. A merchant's colours are taken as data: anything that is not a plain
 * colour, length or font list is dropped, and a button text colour that would be unreadable on the
 * brand colour is replaced (WCAG AA, 4.5:1) with a warning.
 */
import { withFallbackFaces } from './fonts';

/** An sRGB colour, each channel 0–255. */
export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** The configuration fields the tokens come from (a subset of ShopConfig, so servers and tests can pass plain objects). */
export interface BrandingInput {
  primaryFont?: string;
  buttonColor?: string;
  buttonTextColor?: string;
  buttonRadius?: string | number;
  mobileLogoWidth?: string | number;
  mobileLogoHeight?: string | number;
}

/** The tokens and what was wrong with the configuration they came from. */
export interface DesignTokens {
  /** Custom property name → value, e.g. `--rp-brand` → `#0b4f6c`. */
  properties: Record<string, string>;
  /** Human-readable problems (logged as warnings by whoever derives the tokens). */
  warnings: string[];
}

/** WCAG AA contrast for normal text. */
export const TEXT_CONTRAST = 4.5;
/** WCAG 2.2 §1.4.11: focus rings, borders of controls. */
export const UI_CONTRAST = 3;

/** Breakpoints (min-width, px; docs/design-system.md#layout): phones below the first. */
export const BREAKPOINTS = { sm: 576, md: 768, lg: 992 } as const;

/** The portal's look when a shop configures nothing. */
export const DEFAULT_BRANDING = {
  font: "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  brand: '#1f2937',
  radius: '8px',
  mobileLogoWidth: '120px',
  mobileLogoHeight: '40px',
} as const;

const WHITE: Rgb = { r: 255, g: 255, b: 255 };
const BLACK: Rgb = { r: 0, g: 0, b: 0 };

/** `#rgb` or `#rrggbb` (any case) as RGB, else null. */
export function parseHexColor(value: string | undefined): Rgb | null {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value?.trim() ?? '');
  if (!match?.[1]) return null;
  const hex = match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1];
  return {
    r: Number.parseInt(hex.slice(0, 2), 16),
    g: Number.parseInt(hex.slice(2, 4), 16),
    b: Number.parseInt(hex.slice(4, 6), 16),
  };
}

/** `#rrggbb`, lower case. */
export const toHex = ({ r, g, b }: Rgb): string =>
  `#${[r, g, b].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;

/** Relative luminance (WCAG 2.x definition). */
export function luminance({ r, g, b }: Rgb): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.039_28 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The WCAG contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `amount` (0–1) of the way from `from` to `to`, rounded: contrast is checked on what is emitted. */
export const mix = (from: Rgb, to: Rgb, amount: number): Rgb => ({
  r: Math.round(from.r + (to.r - from.r) * amount),
  g: Math.round(from.g + (to.g - from.g) * amount),
  b: Math.round(from.b + (to.b - from.b) * amount),
});

/** Black or white, whichever reads better on `background`. */
export const readableOn = (background: Rgb): Rgb =>
  contrastRatio(background, WHITE) >= contrastRatio(background, BLACK) ? WHITE : BLACK;

/**
 * `color`, darkened just enough to reach `ratio` against `on` (white unless said): the brand colour
 * used as text, borders or focus rings on the page's surfaces. Darkening never lowers contrast with
 * anything lighter than `on`, so a colour good on the strong tint is good on white too.
 */
export function darkenForContrast(color: Rgb, ratio: number, on: Rgb = WHITE): Rgb {
  for (let step = 0; step <= 20; step++) {
    const candidate = mix(color, BLACK, step / 20);
    if (contrastRatio(candidate, on) >= ratio) return candidate;
  }
  return BLACK;
}

// A length: a number (px) or a number with a CSS unit. Anything else could smuggle in CSS of its own.
function length(value: string | number | undefined): string | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? `${value}px` : null;
  const match = /^\s*(\d+(?:\.\d+)?)(px|rem|em|%)?\s*$/.exec(value ?? '');
  return match ? `${match[1]}${match[2] ?? 'px'}` : null;
}

// A font-family list: names (quoted or not), commas and spaces only.
function fontList(value: string | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return /^[\w\s,'"-]+$/.test(trimmed) && !/^[\s,]*$/.test(trimmed) ? trimmed : null;
}

/** The first family of a font-family list, unquoted (`"'Work Sans', sans-serif"` → `Work Sans`). */
export function firstFontFamily(list: string | undefined): string | null {
  const first = list
    ?.split(',')[0]
    ?.trim()
    .replace(/^['"]|['"]$/g, '');
  return first ? first : null;
}

/** Derives the tokens from the shop's branding. */
export function designTokens(config: BrandingInput): DesignTokens {
  const warnings: string[] = [];
  const configuredBrand = parseHexColor(config.buttonColor);
  if (config.buttonColor && !configuredBrand)
    warnings.push(`buttonColor "${config.buttonColor}" is not a hex colour; the default is used`);
  const brand = configuredBrand ?? (parseHexColor(DEFAULT_BRANDING.brand) as Rgb);

  const configuredText = parseHexColor(config.buttonTextColor);
  let onBrand = configuredText ?? readableOn(brand);
  if (configuredText && contrastRatio(configuredText, brand) < TEXT_CONTRAST) {
    onBrand = readableOn(brand);
    warnings.push(
      `buttonTextColor ${config.buttonTextColor} on buttonColor ${toHex(brand)} has contrast ${contrastRatio(
        configuredText,
        brand,
      ).toFixed(2)}:1, below ${TEXT_CONTRAST}:1; ${toHex(onBrand)} is used instead`,
    );
  }
  // Hover and press move away from the text colour, so the label only gets easier to read.
  const away = luminance(onBrand) > luminance(brand) ? BLACK : WHITE;
  const hover = mix(brand, away, 0.14);
  const active = mix(brand, away, 0.26);
  // The lightest surface brand text and focus rings sit on: a selected card or option's strong tint.
  const tintStrong = mix(brand, WHITE, 0.8);
  const font = fontList(config.primaryFont);
  if (config.primaryFont && !font) warnings.push(`primaryFont "${config.primaryFont}" is not a font list`);

  const properties: Record<string, string> = {
    '--rp-font': withFallbackFaces(font ? `${font}, ${DEFAULT_BRANDING.font}` : DEFAULT_BRANDING.font),
    '--rp-brand': toHex(brand),
    '--rp-brand-hover': toHex(hover),
    '--rp-brand-active': toHex(active),
    // The edge of a filled control (a button, a checked box, the progress bar) on white: the brand
    // itself unless too light to see (a very light button colour), then darkened to 3:1.
    '--rp-brand-edge': toHex(darkenForContrast(brand, UI_CONTRAST)),
    '--rp-brand-hover-edge': toHex(darkenForContrast(hover, UI_CONTRAST)),
    '--rp-brand-active-edge': toHex(darkenForContrast(active, UI_CONTRAST)),
    '--rp-brand-disabled': toHex(mix(brand, WHITE, 0.55)),
    '--rp-on-brand': toHex(onBrand),
    '--rp-on-brand-disabled': toHex(readableOn(mix(brand, WHITE, 0.55))),
    // The brand as text, borders and focus rings on white and on its own tints: readable, and
    // visible as a control (3:1).
    '--rp-brand-text': toHex(darkenForContrast(brand, TEXT_CONTRAST, tintStrong)),
    '--rp-focus': toHex(darkenForContrast(brand, UI_CONTRAST, tintStrong)),
    '--rp-brand-tint': toHex(mix(brand, WHITE, 0.92)),
    '--rp-brand-tint-strong': toHex(tintStrong),
    '--rp-radius': length(config.buttonRadius) ?? DEFAULT_BRANDING.radius,
    '--rp-mobile-logo-width': length(config.mobileLogoWidth) ?? DEFAULT_BRANDING.mobileLogoWidth,
    '--rp-mobile-logo-height': length(config.mobileLogoHeight) ?? DEFAULT_BRANDING.mobileLogoHeight,
  };
  return { properties, warnings };
}

/**
 * The tokens as one CSS rule for the page's `<style>` (values are validated above, never raw). The
 * selector outweighs the design system's `:root` defaults, whichever style element comes first.
 */
export const tokensCss = (tokens: DesignTokens): string =>
  `html:root{${Object.entries(tokens.properties)
    .map(([name, value]) => `${name}:${value}`)
    .join(';')}}`;
