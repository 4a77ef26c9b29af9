/**
 * Free-text fields' maximum length (docs/business-rules.md "Free text"): the control takes at most
 * FREE_TEXT_MAX_LENGTH characters, text set past it some other way is cut, and the field says its limit,
 * then its count near it, and announces reaching it (`characterCount`). The request schemas refuse
 * longer text.
 */
import { FREE_TEXT_MAX_LENGTH, useTranslation } from '@portal/shared';
import { characterCount } from '@portal/shared/ui';

/** `value` cut to the maximum: a paste or a script can set more than the control would take. */
export const limitFreeText = (value: string): string =>
  value.length > FREE_TEXT_MAX_LENGTH ? value.slice(0, FREE_TEXT_MAX_LENGTH) : value;

/** What a free-text control is given for `value`: its maximum length and its count. */
export function useFreeText() {
  const { t } = useTranslation();
  return (value: string) => ({
    maxLength: FREE_TEXT_MAX_LENGTH,
    count: characterCount(value.length, FREE_TEXT_MAX_LENGTH, (key, options) => t(key, options)),
  });
}
