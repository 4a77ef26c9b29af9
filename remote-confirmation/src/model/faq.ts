/**
 * The FAQ of the quote flow's confirmation: as many entries as the texts hold, `faq.title.0`,
 * `faq.title.1`, … up to the first missing one, so a shop adds a question with its translations alone.
 */

/** How many FAQ entries the texts hold, given whether a text key exists. */
export function faqCount(exists: (key: string) => boolean, limit = 50): number {
  let count = 0;
  while (count < limit && exists(`faq.title.${count}`)) count++;
  return count;
}
