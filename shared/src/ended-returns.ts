/**
 * The returns whose ending this tab has already seen to (docs/business-rules.md#after-a-finished-return).
 * A finished return ends the platform session once; the confirmation claims the return here first, so
 * a reload does not end it again. "Your returns" marks what it lists as ended before the shopper opens
 * it: a return finished in an earlier visit is looked at, not finished again, so opening its
 * confirmation must not sign the shopper out (or count it as completed a second time).
 *
 * Kept in session storage, so every app that bundles this module reads the same list.
 */

const KEY = 'finished-returns';

function endedIds(): string[] {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function store(ids: string[]): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(ids));
  } catch {
    // Storage full or refused: at worst a reload ends a session that is already over.
  }
}

/** Claims the ending of return `id`: true the first time in this tab, false once it was claimed. */
export function claimReturnEnding(id: string): boolean {
  const ended = endedIds();
  if (ended.includes(id)) return false;
  store([...ended, id]);
  return true;
}

/** Marks returns finished in an earlier visit: opening them later ends nothing. */
export function markReturnsEnded(ids: readonly string[]): void {
  const ended = endedIds();
  const added = ids.filter((id) => !ended.includes(id));
  if (added.length > 0) store([...ended, ...added]);
}
