/**
 * Size ranking for exchanges: a fixed ranking, then numbers ascending. The item dialog sorts with it
 * and the host server's `/exchange-reason` compares with it (`@portal/shared/sizes`).
 */

const RANKING = ['ONE SIZE', 'OSFA', 'XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL', '4XL', '5XL'];
const ALIASES: Record<string, string> = {
  '2XL': 'XXL',
  XXXL: '3XL',
  XXXXL: '4XL',
  '3X': '3XL',
  '4X': '4XL',
  '5X': '5XL',
};

function rank(size: string): [number, number, string] {
  const normal = size.trim().toUpperCase();
  const named = RANKING.indexOf(ALIASES[normal] ?? normal);
  if (named !== -1) return [0, named, normal];
  const number = Number.parseFloat(normal.replace(',', '.'));
  if (!Number.isNaN(number)) return [1, number, normal];
  return [2, 0, normal];
}

/** Compares two sizes by the ranking: negative when `a` is smaller. */
export function compareSizes(a: string, b: string): number {
  const [groupA, orderA, textA] = rank(a);
  const [groupB, orderB, textB] = rank(b);
  return groupA - groupB || orderA - orderB || textA.localeCompare(textB);
}

/** Sorts options by size: one size/OSFA, XXS … 5X, then numeric sizes ascending, then anything else. */
export function sortBySize<T>(options: T[], sizeOf: (option: T) => string): T[] {
  return [...options].sort((a, b) => compareSizes(sizeOf(a), sizeOf(b)));
}

/** More options than this show as a dropdown instead of radios (3 in the item dialog). */
export const DIALOG_RADIO_THRESHOLD = 3;

/** Whether the options render as a dropdown. */
export const usesDropdown = (count: number, threshold = DIALOG_RADIO_THRESHOLD) => count > threshold;
