/**
 * Free-text fields' maximum length (docs/business-rules.md "Free text"): the control takes at most
 * FREE_TEXT_MAX_LENGTH characters, text set past it some other way is cut, and near the limit the
 * field shows how much is typed and announces reaching it. The request schemas refuse longer text.
 */
import { FREE_TEXT_MAX_LENGTH, useTranslation } from '@portal/shared';
import type { CharacterCount } from '@portal/shared/ui';

// The count appears once most of the room is used: short answers are not given a counter to watch.
const COUNT_FROM = Math.floor(FREE_TEXT_MAX_LENGTH * 0.9);

/** `value` cut to the maximum: a paste or a script can set more than the control would take. */
export const limitFreeText = (value: string): string =>
  value.length > FREE_TEXT_MAX_LENGTH ? value.slice(0, FREE_TEXT_MAX_LENGTH) : value;

/** The count of a free-text field holding `length` characters, or none while far from the limit. */
export function freeTextCount(
  length: number,
  t: (key: string, options: Record<string, unknown>) => string,
): CharacterCount | undefined {
  if (length < COUNT_FROM) return undefined;
  const max = FREE_TEXT_MAX_LENGTH;
  return {
    text: t('free_text.count', { used: length, max }),
    atLimit: length >= max ? t('free_text.limit', { max }) : null,
  };
}

/** What a free-text control is given for `value`: its maximum length and its count. */
export function useFreeText() {
  const { t } = useTranslation();
  return (value: string) => ({
    maxLength: FREE_TEXT_MAX_LENGTH,
    count: freeTextCount(value.length, (key, options) => t(key, options)),
  });
}
