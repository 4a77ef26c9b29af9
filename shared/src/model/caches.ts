/** Data cached for the session. */

import { createEvent, createStore, sample } from 'effector';
import type { Pricelists, Purchase } from '../api/schemas';
import { loggedOut, signedIn } from './consumer';
import { compactPurchases, expandPurchases, type StoredPurchases } from './purchases-compact';
import { selectionCleared } from './selection';

/** The cached purchases must be fetched again. */
export const purchasesCacheInvalidated = createEvent();
/** Purchases arrived from the core API. */
export const purchasesLoaded = createEvent<Purchase[]>();
/** Pricelists arrived (quote flow and ecommerce-less). */
export const pricelistsLoaded = createEvent<Pricelists>();
/** The gatekeeping answers of an item changed. */
export const gatekeepingAnswersChanged = createEvent<{ purchaseId: string; answers: unknown }>();

// A new or departed shopper must never see the previous shopper's purchases.
sample({ clock: [signedIn, loggedOut], target: purchasesCacheInvalidated });

/**
 * Purchases cached without expiry (`purchases-cache`); null when not loaded. A server render hands them to
 * the page in their stored form too (a quarter of the bytes for the scale consumer's lines).
 */
export const $purchasesCache = createStore<Purchase[] | null>(null, {
  skipVoid: false,
  // Its stored form is JSON by construction (effector's `Json` type cannot say an optional field is).
  serialize: {
    write: (purchases) => compactPurchases(purchases) as never,
    read: (stored) => expandPurchases(stored as unknown as StoredPurchases | null),
  },
})
  .on(purchasesLoaded, (_, purchases) => purchases)
  .reset(purchasesCacheInvalidated);

/** Pricelists of the quote flow (`pricelists-storage`); null when not loaded. They price a selection: a dropped one takes them along. */
export const $pricelists = createStore<Pricelists | null>(null, { skipVoid: false })
  .on(pricelistsLoaded, (_, pricelists) => pricelists)
  .reset(signedIn, loggedOut, selectionCleared);

/** Gatekeeping answers per purchase id (`gatekeeping-storage`). */
export const $gatekeepingAnswers = createStore<Record<string, unknown>>({})
  .on(gatekeepingAnswersChanged, (all, { purchaseId, answers }) => ({ ...all, [purchaseId]: answers }))
  .reset(signedIn, loggedOut, selectionCleared);
