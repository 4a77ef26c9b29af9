/**
 * Keeps the bus in session storage under fixed keys (docs/business-rules.md#session-storage-keys), so a
 * reload at any step keeps the shopper's selection.
 *
 * Persistence is started explicitly, not on import: the host (and the dev harness) call
 * startPersistence() once per page before rendering. Importing a model therefore never touches storage,
 * so unit tests fork() scopes over clean stores; the persistence test calls startPersistence() itself
 * after a module reset, as a page reload would.
 *
 * Every read goes through a zod contract: a value that is not JSON, or not of the expected shape (an
 * old format, a hand edit), is reported to the logger and the store keeps its default. The contracts
 * (and zod) are downloaded only when something is stored: a first visit has nothing to read, so the
 * sign-in page is drawn without them. On such a visit effector-storage itself waits for the first value
 * worth keeping (a shopper signing in); until it is here, changes are written at once.
 */
import { createEffect, createEvent, createStore, merge, type StoreWritable, sample } from 'effector';
import type { Fail } from 'effector-storage';
import type { $ZodType } from 'zod/v4/core';
import { loadApiSchemas } from '../api/load-schemas';
import { logger } from '../logger/logger';
import { $abVariants } from './ab-variants';
import { $gatekeepingAnswers, $ordersCache, $pricelists, $purchasesCache } from './caches';
import { $insuranceAnswerSaved, $typedAddress } from './carrier-answers';
import { $consumerId, $signInDetails } from './consumer';
import { $isDemo } from './demo';
import { $featureResults } from './features';
import { $finishedReturn } from './finished-return';
import { compactPurchases, expandPurchases } from './purchases-compact';
import { $quantities, $refundChoice, $selectedItems, $selectionSubmitted } from './selection';
import { $signInError } from './sign-in-error';

/** The session-storage keys, as the platform's own portal names them. */
export const STORAGE_KEYS = {
  consumer: 'consumer-storage',
  selectedItems: 'selectItems-storage',
  quantities: 'selectItems-quantities',
  /** Our addition: the selection was submitted (Back never sends it again). */
  submitted: 'selectItems-submitted',
  /** Our addition: the store-credit or refund choice of confirm items, for the quote flow's quote. */
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
  /** Our addition: the insurance question was answered on the carriers step (the draft cannot tell). */
  insuranceAnswered: 'insurance-answered',
  /** Our addition: the address an ecommerce-less shopper typed on the carriers step. */
  typedAddress: 'typed-address',
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

type Persist = typeof import('effector-storage/session').persist;
type Schemas = Awaited<ReturnType<typeof loadApiSchemas>>;

// What is kept, under which key. One list for stores of many value types: each is handed to persist() as
// it is, so the list forgets their types.
const KEPT: [StoreWritable<never>, StorageName][] = [
  [$consumerId, 'consumer'],
  [$selectedItems, 'selectedItems'],
  [$quantities, 'quantities'],
  [$selectionSubmitted, 'submitted'],
  [$refundChoice, 'refundChoice'],
  [$isDemo, 'demo'],
  [$purchasesCache, 'purchases'],
  [$ordersCache, 'orders'],
  [$pricelists, 'pricelists'],
  [$featureResults, 'features'],
  [$abVariants, 'abVariants'],
  [$gatekeepingAnswers, 'gatekeeping'],
  [$signInError, 'signInError'],
  [$signInDetails, 'signInDetails'],
  [$finishedReturn, 'finishedReturn'],
  [$insuranceAnswerSaved, 'insuranceAnswered'],
  [$typedAddress, 'typedAddress'],
] as unknown as [StoreWritable<never>, StorageName][];

/**
 * Values kept in a form of their own rather than as they are: how a value is stored, and how the
 * stored form, once checked against its schema, is read back.
 */
const STORED_FORMS: Partial<
  Record<StorageName, { store(value: never): unknown; read(stored: never): unknown }>
> = { purchases: { store: compactPurchases, read: expandPurchases } };

/** The text a kept value is stored as. */
const serialized = (name: StorageName, value: unknown): string => {
  const form = STORED_FORMS[name];
  return JSON.stringify(form ? form.store(value as never) : value);
};

/**
 * Every store written as it is now: on a first visit, once effector-storage has arrived. The values are
 * already in storage; writing them through effector-storage tells it so, or a later change back to
 * the value it last knew (null) would not be written.
 */
const writeRequested = createEvent();
// Never fires: with nothing stored there is nothing to read back.
const noPickup = createEvent();

/** Persists every kept store; with `schemas`, reading the stored values back through their contracts. */
function keepAll(persist: Persist, schemas: Schemas | null) {
  for (const [store, name] of KEPT) {
    const schema = schemas?.storedValueSchemas[name] as $ZodType | undefined;
    const fits = (raw: unknown) => Boolean(schema && schemas?.safeParse(schema, raw).success);
    const form = STORED_FORMS[name];
    persist({
      store,
      key: STORAGE_KEYS[name],
      ...(form
        ? {
            serialize: (value: unknown) => serialized(name, value),
            // Checked in its stored form, where each shared part is checked once, then read back.
            deserialize: (text: string) => {
              const stored: unknown = JSON.parse(text);
              if (!fits(stored)) throw new Error('The stored value does not fit its schema');
              return form.read(stored as never);
            },
          }
        : { contract: schemas ? (raw: unknown): raw is never => fits(raw) : undefined }),
      fail: reportStorageFailureFx,
      ...(schemas ? {} : { clock: merge([store.updates, writeRequested]), pickup: noPickup }),
    });
  }
}

const startWritingFx = createEffect(async () => {
  const { persist } = await import(/* webpackChunkName: "lazy-session-storage" */ 'effector-storage/session');
  keepAll(persist, null);
  writeRequested();
});
// True until a first visit's first change asks for effector-storage.
const $firstVisitIdle = createStore(true, { serialize: 'ignore' }).on(startWritingFx, () => false);
// True until effector-storage writes (for good if it cannot be fetched): a reload right after signing in
// must find the shopper.
const $bridging = createStore(true, { serialize: 'ignore' }).on(startWritingFx.done, () => false);

/** Writes a value as effector-storage does (JSON), while it is on its way. */
const writeNowFx = createEffect(({ name, value }: { name: StorageName; value: unknown }) => {
  try {
    sessionStorage.setItem(STORAGE_KEYS[name], serialized(name, value));
  } catch {
    // Storage switched off: effector-storage reports it once it is here.
  }
});

/** Starts persisting every bus store (reading stored values first); a second call does nothing. */
export async function startPersistence(): Promise<void> {
  if (started) return;
  started = true;
  if (anythingStored()) {
    const [{ persist }, schemas] = await Promise.all([
      import(/* webpackChunkName: "lazy-session-storage" */ 'effector-storage/session'),
      loadApiSchemas(),
    ]);
    keepAll(persist, schemas);
    return;
  }
  // A first visit: effector-storage is fetched with the first change of any kept store, once; until
  // it is here every change is written at once.
  for (const [store, name] of KEPT) {
    sample({
      clock: store.updates,
      filter: $bridging,
      fn: (value: unknown) => ({ name, value }),
      target: writeNowFx,
    });
  }
  sample({
    clock: merge(KEPT.map(([store]) => store.updates)),
    filter: $firstVisitIdle,
    fn: () => undefined,
    target: startWritingFx,
  });
}
