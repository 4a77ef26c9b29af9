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
 * (an old format, a hand edit), is reported to the logger and the store keeps its default.
 */
import { createEffect, type StoreWritable } from 'effector';
import type { Fail } from 'effector-storage';
import { persist } from 'effector-storage/session';
import * as z from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { purchaseSchema } from '../api/schemas';
import { logger } from '../logger/logger';
import { $abVariants } from './ab-variants';
import { $gatekeepingAnswers, $ordersCache, $pricelists, $purchasesCache } from './caches';
import { $consumerId } from './consumer';
import { $isDemo } from './demo';
import { $featureResults } from './features';
import { $quantities, $selectedItems, type SelectedItem } from './selection';
import { $signInError } from './sign-in-error';

/** The session-storage keys of 000 §3. */
export const STORAGE_KEYS = {
  consumer: 'consumer-storage',
  selectedItems: 'selectItems-storage',
  quantities: 'selectItems-quantities',
  demo: 'isDemo',
  purchases: 'purchases-cache',
  orders: 'orders-cache',
  pricelists: 'pricelists-storage',
  features: 'features-storage',
  abVariants: 'ab-variants-storage',
  gatekeeping: 'gatekeeping-storage',
  signInError: 'sign-in-error',
} as const;

const selectedItemSchema = z.looseObject({
  uid: z.string(),
  key: z.string(),
  purchaseId: z.string(),
  operation: z.enum(['Return', 'Exchange']),
  quantity: z.number(),
});

// A value that does not fit (an old format, a hand edit) is ignored rather than trusted.
const contractOf =
  <T>(schema: $ZodType<T>) =>
  (raw: unknown): raw is T =>
    z.safeParse(schema, raw).success;

let started = false;

// Only the key and operation are logged: the value may hold personal data.
const reportStorageFailureFx = createEffect(({ key, operation }: Fail<unknown>) =>
  logger.warn('Session storage value ignored', { key, operation }),
);

function keep<T>(store: StoreWritable<T>, key: string, schema: $ZodType<T>) {
  persist({ store, key, contract: contractOf(schema), fail: reportStorageFailureFx });
}

/** Starts persisting every bus store (reading stored values first); a second call does nothing. */
export function startPersistence(): void {
  if (started) return;
  started = true;
  keep($consumerId, STORAGE_KEYS.consumer, z.nullable(z.string()));
  keep($selectedItems, STORAGE_KEYS.selectedItems, z.array(selectedItemSchema) as $ZodType<SelectedItem[]>);
  keep($quantities, STORAGE_KEYS.quantities, z.record(z.string(), z.number()));
  keep($isDemo, STORAGE_KEYS.demo, z.boolean());
  keep($purchasesCache, STORAGE_KEYS.purchases, z.nullable(z.array(purchaseSchema)) as never);
  keep($ordersCache, STORAGE_KEYS.orders, z.unknown());
  keep($pricelists, STORAGE_KEYS.pricelists, z.unknown());
  keep($featureResults, STORAGE_KEYS.features, z.record(z.string(), z.union([z.boolean(), z.string()])));
  keep($abVariants, STORAGE_KEYS.abVariants, z.record(z.string(), z.string()));
  keep($gatekeepingAnswers, STORAGE_KEYS.gatekeeping, z.record(z.string(), z.unknown()));
  keep($signInError, STORAGE_KEYS.signInError, z.nullable(z.string()));
}
