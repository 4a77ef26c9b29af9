/**
 * Keeps the bus in session storage under the keys of 000 §3, so a reload at any step keeps the
 * shopper's selection.
 *
 * Persistence is started explicitly, not on import: the host (and the dev harness) call
 * startPersistence() once per page before rendering. Importing a model therefore never touches
 * storage, so unit tests fork() scopes over clean stores; the persistence test calls
 * startPersistence() itself after a module reset, as a page reload would.
 *
 * Every read goes through a zod contract: a value that is not JSON, or not of the expected shape
 * (an old format, a hand edit), is reported to the logger and the store keeps its default. The
 * contracts (and zod) are downloaded only when something is stored: a first visit has nothing to
 * read, so the sign-in page is drawn without them.
 */
import { createEffect, type StoreWritable } from 'effector';
import type { Fail } from 'effector-storage';
import { persist } from 'effector-storage/session';
import type { $ZodType } from 'zod/v4/core';
import { loadApiSchemas } from '../api/load-schemas';
import { logger } from '../logger/logger';
import { $abVariants } from './ab-variants';
import { $gatekeepingAnswers, $ordersCache, $pricelists, $purchasesCache } from './caches';
import { $consumerId, $signInDetails } from './consumer';
import { $isDemo } from './demo';
import { $featureResults } from './features';
import { $finishedReturn } from './finished-return';
import { $quantities, $refundChoice, $selectedItems, $selectionSubmitted } from './selection';
import { $signInError } from './sign-in-error';

/** The session-storage keys of 000 §3. */
export const STORAGE_KEYS = {
  consumer: 'consumer-storage',
  selectedItems: 'selectItems-storage',
  quantities: 'selectItems-quantities',
  /** Our addition: the selection was submitted (Back never sends it again). */
  submitted: 'selectItems-submitted',
  /** Our addition: the store-credit or refund choice of confirm items, for the older flow's quote. */
  refundChoice: 'refund-choice',
  demo: 'isDemo',
  purchases: 'purchases-cache',
  orders: 'orders-cache',
  pricelists: 'pricelists-storage',
  features: 'features-storage',
  abVariants: 'ab-variants-storage',
  gatekeeping: 'gatekeeping-storage',
  signInError: 'sign-in-error',
  signInDetails: 'sign-in-details',
  /** Our addition: the return this tab finished and logged out of (its confirmation's path). */
  finishedReturn: 'finished-return',
} as const;

type StorageName = keyof typeof STORAGE_KEYS;

let started = false;

// Only the key and operation are logged: the value may hold personal data.
const reportStorageFailureFx = createEffect(({ key, operation }: Fail<unknown>) =>
  logger.warn('Session storage value ignored', { key, operation }),
);

function anythingStored(): boolean {
  try {
    return Object.values(STORAGE_KEYS).some((key) => sessionStorage.getItem(key) !== null);
  } catch {
    // Storage switched off: effector-storage reports it on first use; there is nothing to read.
    return false;
  }
}

/** Starts persisting every bus store (reading stored values first); a second call does nothing. */
export async function startPersistence(): Promise<void> {
  if (started) return;
  started = true;
  const schemas = anythingStored() ? await loadApiSchemas() : null;

  function keep<T>(store: StoreWritable<T>, name: StorageName) {
    const schema = schemas?.storedValueSchemas[name] as $ZodType<T> | undefined;
    // Without schemas nothing is stored, so there is nothing to check yet; writes need no contract.
    const contract =
      schema && schemas ? (raw: unknown): raw is T => schemas.safeParse(schema, raw).success : undefined;
    persist({ store, key: STORAGE_KEYS[name], contract, fail: reportStorageFailureFx });
  }

  keep($consumerId, 'consumer');
  keep($selectedItems, 'selectedItems');
  keep($quantities, 'quantities');
  keep($selectionSubmitted, 'submitted');
  keep($refundChoice, 'refundChoice');
  keep($isDemo, 'demo');
  keep($purchasesCache, 'purchases');
  keep($ordersCache, 'orders');
  keep($pricelists, 'pricelists');
  keep($featureResults, 'features');
  keep($abVariants, 'abVariants');
  keep($gatekeepingAnswers, 'gatekeeping');
  keep($signInError, 'signInError');
  keep($signInDetails, 'signInDetails');
  keep($finishedReturn, 'finishedReturn');
}
