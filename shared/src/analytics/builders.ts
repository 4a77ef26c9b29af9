/**
 * One small pure function per event: the app's own data in, the vocabulary's properties out
 * (docs/business-rules.md#no-personal-data-in-events). Only numbers, enums and the platform's own
 * keys leave here; anything else becomes `OTHER` or is counted, never copied.
 */
import { type EventProperties, FLOWS, RESOLUTION_TYPES } from './vocabulary';

type Flow = (typeof FLOWS)[number];

// The platform's keys are upper snake case with at least one underscore (`NORDWIND_DHL_PICKUP`); a
// run of four digits could be a postal code or an order number, so it never passes.
const PLATFORM_KEY = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+){1,7}$/;
const platformKey = (value: string): string =>
  value.length <= 64 && PLATFORM_KEY.test(value) && !/\d{4}/.test(value) ? value : 'OTHER';

const count = (value: number): number =>
  Number.isFinite(value) ? Math.min(10_000, Math.max(0, Math.trunc(value))) : 0;
const amount = (cents: number | null | undefined): number =>
  typeof cents === 'number' && Number.isFinite(cents)
    ? Math.min(1_000_000, Math.max(0, Math.round(cents) / 100))
    : 0;
const currency = (value: string): string => (/^[A-Z]{3}$/.test(value) ? value : 'XXX');

/** `Carrier service selected`: the option's platform key and whether it is a pickup, drop-off or ship-it-yourself. */
export const carrierServiceSelected = (option: {
  shippingProductKey: string;
  kind: 'pickup' | 'dropoff' | 'ship_it_yourself';
}): EventProperties['Carrier service selected'] => ({
  carrierKey: platformKey(option.shippingProductKey),
  type: option.kind,
});

/** `Product summary confirmed` and `Confirm selection`: how many items, never which. */
export const itemsConfirmed = (items: readonly unknown[]): { items: number } => ({
  items: count(items.length),
});

/** `DPD Carrier Options Seen`: how many DPD services the list showed. */
export const dpdOptionsSeen = (
  dpdOptions: readonly unknown[],
): EventProperties['DPD Carrier Options Seen'] => ({
  count: count(dpdOptions.length),
});

/** `Return type selected`: the resolution, `Refund` for anything the vocabulary does not know. */
export const returnTypeSelected = (resolution: string): EventProperties['Return type selected'] => ({
  resolutionType: (RESOLUTION_TYPES as readonly string[]).includes(resolution)
    ? (resolution as (typeof RESOLUTION_TYPES)[number])
    : 'Refund',
});

/** `Reason selected`: the platform's reason id, a number (never a text, which a shopper could have typed). */
export const reasonSelected = (reasonId: number): EventProperties['Reason selected'] => ({
  reasonId: Number.isSafeInteger(reasonId) && reasonId >= 0 && reasonId <= 1_000_000_000 ? reasonId : 0,
});

/** `Insurance Selected`: the price for all parcels, the coverage and the value returned, in major units. */
export const insuranceSelected = (offer: {
  totalPriceCents: number;
  coverageCents: number | null;
  returnValueCents: number;
  currency: string;
}): EventProperties['Insurance Selected'] => ({
  insurancePrice: amount(offer.totalPriceCents),
  coverage: amount(offer.coverageCents),
  returnValue: amount(offer.returnValueCents),
  currency: currency(offer.currency),
});

/** `Step viewed`: the remote's page name (a key; anything else is `page`). */
export const stepViewed = (page: string): EventProperties['Step viewed'] => ({
  page: /^[a-z][a-z0-9-]{0,63}$/.test(page) ? page : 'page',
});

const flow = (value: string): Flow =>
  (FLOWS as readonly string[]).includes(value) ? (value as Flow) : 'draft';

/** `Return submitted` and `Confirmation page shown`: the flow only. */
export const flowOnly = (value: string): { flow: Flow } => ({ flow: flow(value) });

/** `Return completed`: the flow and how it ended. */
export const returnCompleted = (
  value: string,
  outcome: EventProperties['Return completed']['outcome'],
): EventProperties['Return completed'] => ({ flow: flow(value), outcome });

/** `Exchange product chosen`: how the new price compares, never which product or what it costs. */
export const exchangeProductChosen = (exchange: {
  toPayCents: number;
  refundCents: number;
  storeCreditCents: number;
}): EventProperties['Exchange product chosen'] => ({
  difference:
    exchange.toPayCents > 0
      ? 'pays'
      : exchange.refundCents > 0 || exchange.storeCreditCents > 0
        ? 'rest'
        : 'even',
});
