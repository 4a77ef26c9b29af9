/** The countries an ecommerce-less shopper can choose (docs/business-rules.md#country-ecommerce-less-shops-only): the EU list, BE, DE and NL first. */
import { EU_COUNTRIES } from '@portal/shared/countries';

/** Shown first, above a separator. */
export const PREFERRED_COUNTRIES = ['BE', 'DE', 'NL'] as const;

/** The options of the country select: the preferred ones, then every country sorted by its name in `lang`. */
export function countryOptions(lang: string): { preferred: string[]; all: string[] } {
  const name = countryName(lang);
  const all = [...EU_COUNTRIES].sort((a, b) => name(a).localeCompare(name(b), lang));
  return { preferred: [...PREFERRED_COUNTRIES], all };
}

/** A country's name in `lang`. */
export function countryName(lang: string): (code: string) => string {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([lang], { type: 'region' });
  } catch {
    names = null;
  }
  return (code) => names?.of(code) ?? code;
}

/** True when `code` is one of the countries offered. */
export const isKnownCountry = (code: string) => (EU_COUNTRIES as readonly string[]).includes(code);
