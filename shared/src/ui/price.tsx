/** An amount of money in the page's language: "€59.95", "59,95 €", "£12.00". */

const formats = new Map<string, Intl.NumberFormat>();

/**
 * `amount` of `currency` (ISO 4217) in `locale`, rounded to the currency's minor unit (none for JPY,
 * three decimals for KWD); formatters are reused, lists show hundreds of prices. A currency code or
 * language Intl refuses still shows the amount (with the code), and a figure that is not a number
 * shows a dash: a price never throws or reads "NaN".
 */
export function formatPrice(amount: number, currency: string, locale: string): string {
  if (!Number.isFinite(amount)) return '–';
  const key = `${locale}|${currency}`;
  let format = formats.get(key);
  if (!format) {
    format = formatterFor(locale, currency);
    formats.set(key, format);
  }
  return format.format(amount);
}

function formatterFor(locale: string, currency: string): Intl.NumberFormat {
  for (const language of [locale, 'en']) {
    try {
      return new Intl.NumberFormat(language, { style: 'currency', currency });
    } catch {
      // An unknown language tries English; an unknown currency falls through to the plain number.
    }
  }
  try {
    return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  } catch {
    return new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  }
}

/** The price. */
export function Price({ amount, currency, locale }: { amount: number; currency: string; locale: string }) {
  return <span className="rp-price">{formatPrice(amount, currency, locale)}</span>;
}
