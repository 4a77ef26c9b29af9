/**
 * The part of the session's persistence (persistence.ts) that runs with effector-storage: loaded with it,
 * in its chunk, when there is a stored value to read back or a first change to write. A first visit's
 * sign-in page loads neither.
 */
import {
  allSettled,
  createEvent,
  type Effect,
  type EventCallable,
  merge,
  type Scope,
  type StoreWritable,
} from 'effector';
import type { Fail } from 'effector-storage';
import { persist } from 'effector-storage/session';
import type { $ZodType } from 'zod/v4/core';
import type { ApiSchemas } from '../api/load-schemas';

/** A store kept for the session: under which key, read back through which schema, stored in which form. */
export interface Kept {
  store: StoreWritable<never>;
  key: string;
  schema: (schemas: ApiSchemas) => $ZodType;
  /** A value kept in a form of its own: how it is stored, and how the stored form, once checked, is read back. */
  form?: { store(value: never): unknown; read(stored: never): unknown };
}

/** What persistence.ts hands over: its units, and the text a kept value is stored as. */
interface KeeperUnits {
  /** Every store written as it is now (a first visit, once effector-storage is here). */
  writeRequested: EventCallable<void>;
  /** Never fires: with nothing stored there is nothing to read back. */
  noPickup: EventCallable<void>;
  fail: Effect<Fail<unknown>, void>;
  storedText: (entry: Kept, value: unknown) => string;
}

/** What reading the tab's values back needs of persistence.ts. */
interface ReadBack {
  scope: Scope;
  schemas: ApiSchemas;
  kept: readonly Kept[];
  /** The page holds a newer value than the tab kept: it is not read back. */
  newer: (entry: Kept) => boolean;
  /** Takes how a store registered later (its remote's model loaded) is read back into the same scope. */
  late: (keepStore: (entry: Kept) => void) => void;
}

/**
 * The keeper of persistence.ts's stores: `keep` persists one kept store; with `schemas`, reading the stored
 * value back through its contract when `pickup` is settled in the page's scope (effector-storage reads into
 * the scope its pickup runs in). `readBack` reads every kept store back.
 */
export const keeper = ({ writeRequested, noPickup, fail, storedText }: KeeperUnits) => {
  const keep = (schemas: ApiSchemas | null, entry: Kept, pickup: EventCallable<void> = noPickup) => {
    const { store, key, form } = entry;
    const schema = schemas ? entry.schema(schemas) : undefined;
    const fits = (raw: unknown) => Boolean(schema && schemas?.safeParse(schema, raw).success);
    persist({
      store,
      key,
      ...(form
        ? {
            serialize: (value: unknown) => storedText(entry, value),
            // Checked in its stored form, where each shared part is checked once, then read back.
            deserialize: (text: string) => {
              const stored: unknown = JSON.parse(text);
              if (!fits(stored)) throw new Error('The stored value does not fit its schema');
              return form.read(stored as never);
            },
          }
        : { contract: schemas ? (raw: unknown): raw is never => fits(raw) : undefined }),
      fail,
      pickup,
      ...(schemas ? {} : { clock: merge([store.updates, writeRequested]) }),
    });
  };
  const readBack = async ({ scope, schemas, kept, newer, late }: ReadBack) => {
    // The values read back, and the page drawn again with them, in a task of their own, after the
    // browser's turn: with the schemas' start-up they would hold a phone's main thread in one long task.
    await new Promise((resolve) => setTimeout(resolve));
    const pickupOf = (entry: Kept, pickup: EventCallable<void>) => (newer(entry) ? noPickup : pickup);
    const pickedUp = createEvent();
    for (const entry of kept) keep(schemas, entry, pickupOf(entry, pickedUp));
    late((entry) => {
      const latePickup = createEvent();
      keep(schemas, entry, pickupOf(entry, latePickup));
      void allSettled(latePickup, { scope });
    });
    await allSettled(pickedUp, { scope });
  };
  return Object.assign(keep, { readBack });
};
