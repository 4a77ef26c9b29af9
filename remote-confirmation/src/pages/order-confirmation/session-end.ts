/**
 * The end of a finished return (001 §4): the selection, pricelists and cached orders are dropped, and
 * the platform session ends with one `POST /logout`, whatever re-renders or polls follow. The ids of
 * returns already ended are kept for the tab, so a reload does not log out again.
 */
import {
  $consumerId,
  $isDemo,
  purchasesCacheInvalidated,
  returnFinished,
  selectionCleared,
} from '@portal/shared';
import { endSession } from '../../api/confirmation';

const ENDED_KEY = 'finished-returns';

const ended = (): string[] => {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(ENDED_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
};

/**
 * Finishes the return `id`: clears the selection, and ends the session when `logout` (once per id).
 * The sign-in page then knows the return and its `confirmation` path: Back after the logout reaches
 * a step that can no longer ask the platform anything (docs/business-rules.md, "After a finished return").
 */
export function finishReturn(id: string, logout: boolean, confirmation: string): void {
  if (ended().includes(id)) return;
  sessionStorage.setItem(ENDED_KEY, JSON.stringify([...ended(), id]));
  selectionCleared();
  purchasesCacheInvalidated();
  if (!logout || $isDemo.getState()) return;
  const consumerId = $consumerId.getState();
  if (consumerId) returnFinished({ consumerId, confirmation });
  void endSession();
}
