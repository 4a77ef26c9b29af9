/**
 * The quote flow's quote request (docs/business-rules.md#quote-request; `POST /quotes`), built from the carrier
 * state. The quote items themselves are built by confirm items' builder (`toQuoteItems` in
 * remote-selection); this module takes them as they are.
 */
import type { QuoteItem, QuoteRequest, Timeslots } from '@portal/shared';
import type { PickupAddress } from './address';
import type { InsuranceOffer } from './insurance';
import { centsToDecimal } from './money';

/** A pickup window as the timeslots call answers it. */
export type Timeslot = Timeslots['items'][number];

/** The address part of the request; first and last name for ecommerce-less shops only. */
export interface AddressRequest {
  streetLine: string;
  postCode: string;
  city: string;
  countryCode: string;
  street: string;
  houseNumber: string;
  firstName?: string;
  lastName?: string;
}

/** Everything the carriers step knows when the shopper submits. */
export interface QuoteRequestInput {
  pricelistUuid: string;
  quoteItems: QuoteItem[];
  parcels: number;
  insurance: InsuranceOffer | null;
  insured: boolean;
  /** The page's language; sent upper case. */
  locale: string;
  userProperties: { deviceId: string; sessionId: string };
  /** The pickup or (ecommerce-less) typed address; left out when null. */
  address: PickupAddress | null;
  ecommerceless: boolean;
  /** The chosen pickup window; left out when null. */
  timeslot: Timeslot | null;
}

/** A timestamp as the epoch seconds the API takes. */
export function toEpochSeconds(iso: string): number {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) throw new Error(`Not a timestamp: ${iso}`);
  return Math.floor(ms / 1000);
}

/** The address part of the request. */
export function toAddressRequest(address: PickupAddress, ecommerceless: boolean): AddressRequest {
  return {
    streetLine: address.streetAddress,
    postCode: address.postalCode,
    city: address.city,
    countryCode: address.country,
    street: address.street,
    houseNumber: address.houseNumber,
    ...(ecommerceless ? { firstName: address.firstName ?? '', lastName: address.lastName ?? '' } : {}),
  };
}

/**
 * The quote request. The insurance price sent is the price per parcel (the server has the parcel
 * count); it is sent only when the shopper chose insurance.
 */
export function buildQuoteRequest(input: QuoteRequestInput): QuoteRequest {
  const insured = input.insured && input.insurance !== null;
  return {
    pricelistUuid: input.pricelistUuid,
    quoteItems: input.quoteItems,
    isInsured: insured,
    insurancePrice: insured && input.insurance ? centsToDecimal(input.insurance.priceCents) : null,
    insuranceCurrency: insured && input.insurance ? input.insurance.currency : null,
    parcelAmount: input.parcels,
    locale: input.locale.toUpperCase(),
    userProperties: { deviceId: input.userProperties.deviceId, sessionId: input.userProperties.sessionId },
    ...(input.address ? { addressRequest: { ...toAddressRequest(input.address, input.ecommerceless) } } : {}),
    ...(input.timeslot
      ? { start: toEpochSeconds(input.timeslot.start), end: toEpochSeconds(input.timeslot.end) }
      : {}),
  };
}
