/**
 * Keeps the bus in session storage under fixed keys (docs/flows.md#4-reloads), so a reload at any step keeps
 * the shopper's selection. A step keeps its own state the same way with `keepForSession`, under keys of its
 * own and with the shape of its own, so its team changes it without a release of the host.
 *
 * Persistence is started explicitly, not on import: the host (and the dev harness) call
 * startPersistence(scope) once per page before rendering, with the page's scope (./page-scope.ts): every
 * value is read back into that scope (effector-storage's `pickup`, settled in it) and written from it.
 * Importing a model therefore never touches storage, so unit tests fork() scopes over clean stores; the
 * persistence test calls startPersistence() itself after a module reset, as a page reload would.
 *
 * Every read goes through a zod contract: a value that is not JSON, or not of the expected shape (an
 * old format, a hand edit), is reported to the logger and the store keeps its default. The contracts
 * (and zod) are downloaded only when something is stored: a first visit has nothing to read, so the
 * sign-in page is drawn without them. On such a visit effector-storage itself waits for the first value
 * worth keeping (a shopper signing in); until it is here, changes are written at once.
 */
import {
  allSettled,
  createEffect,
  createEvent,
  createStore,
  type Scope,
  type StoreWritable,
  sample,
} from 'effector';
import type { Fail } from 'effector-storage';
import type { $ZodType } from 'zod/v4/core';
import { type ApiSchemas, loadApiSchemas } from '../api/load-schemas';
import { logger } from '../logger/logger';
import { $gatekeepingAnswers, $pricelists, $purchasesCache } from './caches';
import { $consumerId, $signInDetails } from './consumer';
import { $isDemo } from './demo';
import { $finishedReturn } from './finished-return';
import { renderedByServer } from './page-scope';
import type { Kept } from './persistence-keep';
import { compactPurchases, expandPurchases } from './purchases-compact';
import { $quantities, $refundChoice, $selectedItems, $selectionSubmitted } from './selection';
import { $signInError } from './sign-in-error';

/** The bus's session-storage keys, as the platform's own portal names them. */
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
  pricelists: 'pricelists-storage',
  gatekeeping: 'gatekeeping-storage',
  signInError: 'sign-in-error',
  signInDetails: 'sign-in-details',
  /** Our addition: the return this tab finished and logged out of (its confirmation's path). */
  finishedReturn: 'finished-return',
} as const;

type StorageName = keyof typeof STORAGE_KEYS;

const contractStore = (store: StoreWritable<never>, name: StorageName, form?: Kept['form']): Kept => ({
  store,
  key: STORAGE_KEYS[name],
  schema: (schemas) => schemas.storedValueSchemas[name] as $ZodType,
  ...(form ? { form } : {}),
});

// What is kept, under which key: the bus's stores, then each step's as its remote registers them. One list
// for stores of many value types: each is handed to persist() as it is, so the list forgets their types.
const kept: Kept[] = (
  [
    [$consumerId, 'consumer'],
    [$selectedItems, 'selectedItems'],
    [$quantities, 'quantities'],
    [$selectionSubmitted, 'submitted'],
    [$refundChoice, 'refundChoice'],
    [$isDemo, 'demo'],
    [$pricelists, 'pricelists'],
    [$gatekeepingAnswers, 'gatekeeping'],
    [$signInError, 'signInError'],
    [$signInDetails, 'signInDetails'],
    [$finishedReturn, 'finishedReturn'],
    [$purchasesCache, 'purchases', { store: compactPurchases, read: expandPurchases }],
  ] as unknown as [StoreWritable<never>, StorageName, Kept['form']?][]
).map(([store, name, form]) => contractStore(store, name, form));

/** How a store registered after persistence started is kept; null until then. */
let keepLate: ((entry: Kept) => void) | null = null;

/**
 * Keeps a step's own store for the session under `key` (a key of the step's own, never a bus key), read back
 * through `schema` (built with the API schemas' `storedValueZod`, so zod arrives only when something is
 * stored, once for every app). A remote's model calls it once, when it is loaded; a value already stored is
 * read back then.
 */
export function keepForSession<T>(
  store: StoreWritable<T>,
  key: string,
  schema: (schemas: ApiSchemas) => $ZodType<T>,
): void {
  const entry: Kept = { store: store as unknown as StoreWritable<never>, key, schema };
  kept.push(entry);
  keepLate?.(entry);
}

let started = false;

// Only the key and operation are logged: the value may hold personal data.
const reportStorageFailureFx = createEffect(({ key, operation }: Fail<unknown>) =>
  logger.warn('Session storage value ignored', { key, operation }),
);

function anythingStored(): boolean {
  try {
    return kept.some(({ key }) => sessionStorage.getItem(key) !== null);
  } catch {
    // Storage switched off: effector-storage reports it on first use; there is nothing to read.
    return false;
  }
}

/**
 * Every store written as it is now: on a first visit, once effector-storage has arrived. The values are
 * already in storage; writing them through effector-storage tells it so, or a later change back to
 * the value it last knew (null) would not be written.
 */
const writeRequested = createEvent();
// Never fires: with nothing stored there is nothing to read back.
const noPickup = createEvent();

/** The text a kept value is stored as. */
const storedText = ({ form }: Kept, value: unknown): string =>
  JSON.stringify(form ? form.store(value as never) : value);

// What runs with effector-storage comes with it, in its chunk: a first visit's sign-in page loads neither.
const loadKeeper = async () => {
  const { keeper } = await import(/* webpackChunkName: "lazy-session-storage" */ './persistence-keep');
  return keeper({ writeRequested, noPickup, fail: reportStorageFailureFx, storedText });
};

const startWritingFx = createEffect(async () => {
  const keep = await loadKeeper();
  for (const entry of kept) keep(null, entry);
  keepLate = (entry) => keep(null, entry);
});
// Once it is here, in the scope that asked for it (a call after the import would lose the scope).
sample({ clock: startWritingFx.done, target: writeRequested });
// True until a first visit's first change asks for effector-storage.
const $firstVisitIdle = createStore(true, { serialize: 'ignore' }).on(startWritingFx, () => false);
// True until effector-storage writes (for good if it cannot be fetched): a reload right after signing in
// must find the shopper.
const $bridging = createStore(true, { serialize: 'ignore' }).on(startWritingFx.done, () => false);

/** Writes a value as effector-storage does (JSON), while it is on its way. */
const writeNowFx = createEffect(({ entry, value }: { entry: Kept; value: unknown }) => {
  try {
    sessionStorage.setItem(entry.key, storedText(entry, value));
  } catch {
    // Storage switched off: effector-storage reports it once it is here.
  }
});

/** A first visit: a change is written at once, and the first one fetches effector-storage. */
function bridge(entry: Kept) {
  sample({
    clock: entry.store.updates,
    filter: $bridging,
    fn: (value: unknown) => ({ entry, value }),
    target: writeNowFx,
  });
  sample({
    clock: entry.store.updates,
    filter: $firstVisitIdle,
    fn: () => undefined,
    target: startWritingFx,
  });
}

/**
 * Starts persisting every kept store in `scope`, the page's (reading stored values into it first); a
 * second call does nothing.
 */
export async function startPersistence(scope: Scope): Promise<void> {
  if (started) return;
  started = true;
  if (anythingStored()) {
    const [keep, schemas] = await Promise.all([loadKeeper(), loadApiSchemas()]);
    // In the keeper's chunk: the sign-in page's start-up file does not carry it.
    await keep.readBack({
      scope,
      schemas,
      kept,
      // What the server rendered the page with is newer than what the tab kept: not read back over it.
      newer: (entry) => renderedByServer(entry.store.sid),
      late: (keepStore) => {
        keepLate = keepStore;
      },
    });
  } else {
    // A first visit: effector-storage is fetched with the first change of any kept store, once; until
    // it is here every change is written at once.
    for (const entry of kept) bridge(entry);
    keepLate = bridge;
  }
  // …and kept for the tab, as a value the page had loaded itself would be: a reload of a step the server
  // does not render finds it.
  for (const entry of kept)
    if (renderedByServer(entry.store.sid))
      await allSettled(writeNowFx, { scope, params: { entry, value: scope.getState(entry.store) } });
}
