/**
 * The carriers step's analytics (docs/analytics.md#the-client): the models' own events feed
 * `trackFx` through `sample`, at the moment the shopper does the thing. Both flows' pages send the
 * same events, wired once by `trackCarrierStep`.
 */
import {
  carrierServiceSelected,
  dpdOptionsSeen,
  flowOnly,
  insuranceSelected,
  trackCall,
} from '@portal/shared/analytics';
import type { InsuranceOffer } from '@portal/shared/pricing';
import { createEffect, createStore, type Event, type EventCallable, type Store, sample } from 'effector';
import { isDpdType, isPickupType, isShipItYourselfType } from './carrier-kind';
import type { CarrierList } from './carrier-order';
import { insuranceTotalCents, selectedItemsValueCents } from './insurance';

/** Hands an event to the page's analytics (which waits for consent, and drops it in demo mode). */
export const trackFx = createEffect(trackCall);

/** `Carrier service selected` for the carrier with the platform key `key`. */
export const carrierSelectedCall = (key: string) => ({
  event: 'Carrier service selected' as const,
  properties: carrierServiceSelected({
    shippingProductKey: key,
    kind: isShipItYourselfType(key) ? 'ship_it_yourself' : isPickupType(key) ? 'pickup' : 'dropoff',
  }),
});

/** The keys the list shows: the first options, and the others once "other options" is open. */
export const visibleKeys = <T>(list: CarrierList<T> & { expanded: boolean }, keyOf: (option: T) => string) =>
  (list.expanded ? [...list.shown, ...list.hidden] : list.shown).map(keyOf);

/** `Insurance Selected` for `offer` on `parcels` parcels of `items`. */
export const insuranceSelectedCall = (
  offer: InsuranceOffer,
  parcels: number,
  items: { paidAmount?: number; quantity: number }[],
) => ({
  event: 'Insurance Selected' as const,
  properties: insuranceSelected({
    totalPriceCents: insuranceTotalCents(offer, parcels),
    coverageCents: offer.coverageCents,
    returnValueCents: selectedItemsValueCents(items),
    currency: offer.currency,
  }),
});

/** What a carriers page's model tells its analytics; the two flows differ only in where it comes from. */
export interface CarrierStepSignals {
  flow: 'quote' | 'draft';
  /** A visit begins (each visit may send what the page shows once more). */
  opened: Event<unknown>;
  /** The page is open. */
  $open: Store<boolean>;
  /** The platform keys of the carriers the list shows now. */
  $shownKeys: Store<string[]>;
  /** The shopper picked another carrier: its platform key. */
  carrierPicked: Event<string>;
  $insuranceOffer: Store<InsuranceOffer | null>;
  insuranceChosen: EventCallable<boolean>;
  $parcels: Store<number>;
  $items: Store<{ paidAmount?: number; quantity: number }[]>;
  /** The return was sent to the platform (a return order or a quote created). */
  submitted: Event<unknown>;
}

/**
 * The carriers step's events: the carrier picked, the DPD services and the insurance once a visit when
 * the page shows them, insurance chosen with its price, and the return submitted.
 */
export function trackCarrierStep(signals: CarrierStepSignals): void {
  sample({ clock: signals.carrierPicked, fn: carrierSelectedCall, target: trackFx });

  const $dpdSeen = createStore(false).reset(signals.opened);
  const dpdShown = sample({
    clock: [signals.$shownKeys, signals.opened],
    source: { keys: signals.$shownKeys, seen: $dpdSeen, open: signals.$open },
    filter: ({ keys, seen, open }) => open && !seen && keys.some(isDpdType),
    fn: ({ keys }) => ({
      event: 'DPD Carrier Options Seen' as const,
      properties: dpdOptionsSeen(keys.filter(isDpdType)),
    }),
  });
  $dpdSeen.on(dpdShown, () => true);
  sample({ clock: dpdShown, target: trackFx });

  const $insuranceShown = createStore(false).reset(signals.opened);
  const insuranceOffered = sample({
    clock: [signals.$insuranceOffer, signals.opened],
    source: { offer: signals.$insuranceOffer, shown: $insuranceShown, open: signals.$open },
    filter: ({ offer, shown, open }) => open && !shown && offer !== null,
    fn: () => ({ event: 'Insurance Enabled' as const, properties: {} }),
  });
  $insuranceShown.on(insuranceOffered, () => true);
  sample({ clock: insuranceOffered, target: trackFx });

  sample({
    clock: signals.insuranceChosen,
    source: { offer: signals.$insuranceOffer, parcels: signals.$parcels, items: signals.$items },
    filter: ({ offer }, chosen) => chosen && offer !== null,
    fn: ({ offer, parcels, items }) => insuranceSelectedCall(offer as InsuranceOffer, parcels, items),
    target: trackFx,
  });
  sample({
    clock: signals.submitted,
    fn: () => ({ event: 'Return submitted' as const, properties: flowOnly(signals.flow) }),
    target: trackFx,
  });
}
