/** Data cached for the session (000 §3 "Client-side storage"). */
import { createEvent, createStore } from 'effector';
import type { Purchase } from '../api/schemas';
import { loggedOut, signedIn } from './consumer';

/** Cached purchases must be fetched again. */
export const purchasesCacheInvalidated = createEvent();
/** Purchases arrived from the core API. */
export const purchasesLoaded = createEvent<Purchase[]>();
/** Pricelists arrived (document 2). */
export const pricelistsLoaded = createEvent<unknown>();
/** The gatekeeping answers of an item changed. */
export const gatekeepingAnswersChanged = createEvent<{ purchaseId: string; answers: unknown }>();

/** Purchases cached without expiry (000 §9); null when not loaded. */
export const $purchasesCache = createStore<Purchase[] | null>(null, { skipVoid: false })
  .on(purchasesLoaded, (_, purchases) => purchases)
  .reset(purchasesCacheInvalidated, signedIn, loggedOut);

/** Pricelists of the older flow. */
export const $pricelists = createStore<unknown>(null, { skipVoid: false })
  .on(pricelistsLoaded, (_, pricelists) => pricelists)
  .reset(signedIn, loggedOut);

/** Gatekeeping answers per purchase id. */
export const $gatekeepingAnswers = createStore<Record<string, unknown>>({})
  .on(gatekeepingAnswersChanged, (all, { purchaseId, answers }) => ({ ...all, [purchaseId]: answers }))
  .reset(signedIn, loggedOut);
