/**
 * The catalogue's global provider: every story is drawn with the design system's stylesheet, the
 * bundled web fonts and one shop's branding, exactly as the host page does it (the tokens of
 * `designTokens(config)` written into a `<style>` with `tokensCss`).
 *
 * Switching branding: a bar above every story (and in "open in new tab" previews) offers the two
 * seeded shops, Nordwind and Atelier, plus the portal's unbranded default. The choice is kept in
 * localStorage, so it stays while browsing from story to story, and is written into the address as
 * `?shop=nordwind|atelier|default` (read first), so a link or a screenshot shows the branding it
 * names. The tokens are global (`html:root`, like the portal page) so one branding is shown at a time;
 * that keeps ids unique and lets modal dialogs and the fixed action bar behave as in the portal.
 */
import '../shared/src/ui/design-system.css';
// Every family a catalogue shop uses, the two weights the design system uses (fonts.ts). Inter is the
// fallback behind every shop font and the unbranded default.
import '@fontsource/inter/400.css';
import '@fontsource/inter/700.css';
import '@fontsource/lora/400.css';
import '@fontsource/lora/700.css';
import '@fontsource/work-sans/400.css';
import '@fontsource/work-sans/700.css';
import './catalogue.css';
import type { GlobalProvider } from '@ladle/react';
import { useState } from 'react';
// Plain data (its only import is a type), so the catalogue shows the shops exactly as they are seeded.
import { merchants } from '../deploy/sandbox/src/data/merchants';
import { type BrandingInput, designTokens, tokensCss } from '../shared/src/ui/tokens';

interface Brand {
  id: string;
  label: string;
  branding: BrandingInput;
}

/** The branding fields of a seeded shop; fails loudly if the shop was renamed or removed. */
function seededBranding(merchantName: string): BrandingInput {
  const merchant = merchants.find((candidate) => candidate.merchantName === merchantName);
  if (!merchant)
    throw new Error(`The catalogue's shop "${merchantName}" is not in deploy/sandbox merchants.ts`);
  const { buttonColor, buttonTextColor, buttonRadius, primaryFont, mobileLogoWidth, mobileLogoHeight } =
    merchant;
  return { buttonColor, buttonTextColor, buttonRadius, primaryFont, mobileLogoWidth, mobileLogoHeight };
}

const BRANDS: Brand[] = [
  { id: 'nordwind', label: 'Nordwind', branding: seededBranding('nordwind') },
  { id: 'atelier', label: 'Atelier', branding: seededBranding('atelier') },
  { id: 'default', label: 'Portal default', branding: {} },
];

const STYLES = new Map(
  BRANDS.map((brand) => {
    const tokens = designTokens(brand.branding);
    return [brand.id, { css: tokensCss(tokens), warnings: tokens.warnings }];
  }),
);

const PARAM = 'shop';
const STORAGE_KEY = 'returns-portal-catalogue-shop';

const isBrand = (id: string | null | undefined): id is string => BRANDS.some((brand) => brand.id === id);

function initialBrand(): string {
  const fromUrl = new URLSearchParams(window.location.search).get(PARAM);
  try {
    // Ladle drops the parameter when another story is chosen: the stored choice carries it on.
    if (isBrand(fromUrl)) {
      window.localStorage.setItem(STORAGE_KEY, fromUrl);
      return fromUrl;
    }
    const stored = window.localStorage.getItem(STORAGE_KEY);
    if (isBrand(stored)) return stored;
  } catch {
    // Storage blocked: the address or the default is fine.
  }
  return isBrand(fromUrl) ? fromUrl : BRANDS[0]!.id;
}

function remember(id: string) {
  try {
    window.localStorage.setItem(STORAGE_KEY, id);
  } catch {
    // Storage blocked: the choice lasts until the next reload.
  }
  const url = new URL(window.location.href);
  url.searchParams.set(PARAM, id);
  // Ladle keeps query parameters it does not know while it updates the address; its history state is kept.
  window.history.replaceState(window.history.state, '', url);
}

export const Provider: GlobalProvider = ({ children }) => {
  const [brandId, setBrandId] = useState(initialBrand);
  const brand = BRANDS.find((candidate) => candidate.id === brandId) ?? BRANDS[0]!;
  const style = STYLES.get(brand.id);
  const choose = (id: string) => {
    setBrandId(id);
    remember(id);
  };
  return (
    <>
      <style>{style?.css}</style>
      <div className="catalogue-brandbar">
        <fieldset className="catalogue-brandbar__choices">
          <legend>Branding</legend>
          {BRANDS.map((candidate) => (
            <button
              key={candidate.id}
              type="button"
              aria-pressed={candidate.id === brand.id}
              onClick={() => choose(candidate.id)}
            >
              {candidate.label}
            </button>
          ))}
        </fieldset>
        <span className="catalogue-brandbar__summary">
          <span
            className="catalogue-brandbar__swatch"
            style={{ background: 'var(--rp-brand)' }}
            aria-hidden="true"
          />
          {brand.branding.buttonColor ?? 'default colours'} · radius{' '}
          {brand.branding.buttonRadius ?? 'default'} · {brand.branding.primaryFont ?? 'Inter'}
        </span>
        {style?.warnings.map((warning) => (
          <span key={warning} className="catalogue-brandbar__warning">
            {warning}
          </span>
        ))}
      </div>
      <div className="catalogue-canvas">{children}</div>
    </>
  );
};
