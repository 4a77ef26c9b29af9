/**
 * What a field limited to `max` characters says under it (docs/business-rules.md#every-limited-field-shows-its-limit):
 * its limit from the start ("At most 2000 characters"), how much is used once most of the room is
 * (from 90 %: "1850 of 2000 characters"), and, announced, that the limit is reached. Nothing is cut
 * without the shopper having been told where the end is.
 */
import type { CharacterCount } from './field';

type Translate = (key: string, options: Record<string, unknown>) => string;

/** The share of the room after which the count replaces the limit. */
const COUNT_FROM = 0.9;

/** The count line of a field holding `length` of at most `max` characters. */
export function characterCount(length: number, max: number, t: Translate): CharacterCount {
  return {
    text:
      length < Math.floor(max * COUNT_FROM)
        ? t('free_text.at_most', { max })
        : t('free_text.count', { used: length, max }),
    atLimit: length >= max ? t('free_text.limit', { max }) : null,
  };
}
