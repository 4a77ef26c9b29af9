/**
 * The FAQ of the quote flow's confirmation: as many entries as the texts hold, `faq.title.0`,
 * `faq.title.1`, … up to the first missing one, so a shop adds a question with its translations alone.
 * A return the shopper ships themselves has no label, so it gets questions of its own
 * (`faq_ship_it_yourself.…`) that never speak of one.
 */

/** The texts' prefix of the FAQ for a return with a label, or one the shopper ships themselves. */
export const faqPrefix = (shipItYourself: boolean): 'faq' | 'faq_ship_it_yourself' =>
  shipItYourself ? 'faq_ship_it_yourself' : 'faq';

/** How many FAQ entries under `prefix` the texts hold, given whether a text key exists. */
export function faqCount(exists: (key: string) => boolean, prefix = 'faq', limit = 50): number {
  let count = 0;
  while (count < limit && exists(`${prefix}.title.${count}`)) count++;
  return count;
}
