/**
 * The carriers step's analytics (docs/analytics.md#the-client): the models' own events feed
 * `trackFx` through `sample`, at the moment the shopper does the thing.
 */
import type { ShippingOption } from '@portal/shared';
import { carrierServiceSelected, insuranceSelected, trackCall } from '@portal/shared/analytics';
import type { InsuranceOffer } from '@portal/shared/pricing';
import { createEffect } from 'effector';
import { isDpdType, isPickupType, isShipItYourselfType } from './carrier-kind';
import { insuranceTotalCents, selectedItemsValueCents } from './insurance';

/** Hands an event to the page's analytics (which waits for consent, and drops it in demo mode). */
export const trackFx = createEffect(trackCall);

/** `Carrier service selected` for `option`. */
export const carrierSelectedCall = (option: Pick<ShippingOption, 'shippingProductKey'>) => ({
  event: 'Carrier service selected' as const,
  properties: carrierServiceSelected({
    shippingProductKey: option.shippingProductKey,
    kind: isShipItYourselfType(option.shippingProductKey)
      ? 'ship_it_yourself'
      : isPickupType(option.shippingProductKey)
        ? 'pickup'
        : 'dropoff',
  }),
});

/** The DPD services among `options`. */
export const dpdOptions = (options: readonly Pick<ShippingOption, 'shippingProductKey'>[]) =>
  options.filter((option) => isDpdType(option.shippingProductKey));

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
