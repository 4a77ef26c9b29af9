/** The shop's look (000 §3) as CSS custom properties, so every remote's markup follows it. */
import type { ShopConfig } from '@portal/shared';

const px = (value: string | number | undefined) => (typeof value === 'number' ? `${value}px` : value);

/** Maps the configuration's branding fields to custom properties on the document element. */
export function brandingProperties(config: ShopConfig): Record<string, string> {
  const entries: [string, string | undefined][] = [
    ['--rp-font', config.primaryFont],
    ['--rp-button-bg', config.buttonColor],
    ['--rp-button-fg', config.buttonTextColor],
    ['--rp-button-radius', px(config.buttonRadius)],
    ['--rp-mobile-logo-width', px(config.mobileLogoWidth)],
    ['--rp-mobile-logo-height', px(config.mobileLogoHeight)],
  ];
  return Object.fromEntries(entries.filter((entry): entry is [string, string] => Boolean(entry[1])));
}

/** Applies the branding to `root`. */
export function applyBranding(config: ShopConfig, root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(brandingProperties(config))) root.style.setProperty(name, value);
}
