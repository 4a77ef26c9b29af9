/** An amount of money in the page's language: "€59.95", "59,95 €", "£12.00". */

const formats = new Map<string, Intl.NumberFormat>();

/** `amount` of `currency` (ISO 4217) in `locale`; formatters are reused, lists show hundreds of prices. */
export function formatPrice(amount: number, currency: string, locale: string): string {
  const key = `${locale}|${currency}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    formats.set(key, format);
  }
  return format.format(amount);
}

/** The price. */
export function Price({ amount, currency, locale }: { amount: number; currency: string; locale: string }) {
  return <span className="rp-price">{formatPrice(amount, currency, locale)}</span>;
}
