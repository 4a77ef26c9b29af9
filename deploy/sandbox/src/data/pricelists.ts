/**
 * The quote flow's pricelists: which carriers may take a return back, by shop, products and
 * (ecommerce-less) country, with the shop's insurance and handling fee. Two cases send the shopper
 * straight from confirm items to a quote: bulky lighting, which the shops let shoppers ship themselves
 * only, and ecommerce-less returns from a country without a contracted carrier.
 */

import type { EmissionsPerParcel } from '../platform/api';
import { type Pricelists, pricelistsSchema } from '../platform/api';
import {
  DHL_ECOM_PRINTLESS,
  DPD_EMISSIONS,
  IN_STORE_DROP_OFF,
  isDpd,
  SELF_SHIP_ONLY_CATEGORIES,
  SHIP_IT_YOURSELF,
} from './carriers';
import { inCurrency, termsOf } from './shop-terms';

/** Re-exported: the tests and routes name them from here. */
export { SELF_SHIP_ONLY_CATEGORIES, SHIP_IT_YOURSELF };

/** One pricelist item as seeded; the price is in EUR. */
export interface Carrier {
  uuid: string;
  price: number;
  type: string;
  label: string;
  /** The carrier's name: the logo, and the confirmation's courierServiceIdentifier. */
  carrier: string;
  printerRequired?: boolean;
  /** The carrier's stated emissions per parcel, the only basis for the portal's badge. */
  emissionsPerParcel?: EmissionsPerParcel;
}

/** The one ship-it-yourself item; every shop has it, so a self-shipping quote is always possible. */
const SELF_SHIP: Carrier = {
  uuid: 'pl-ship-yourself',
  price: 0,
  type: SHIP_IT_YOURSELF,
  label: 'Ship it yourself',
  carrier: 'self',
};

/** A shop without its own pricelists gets these. */
const DEFAULT_CARRIERS: Carrier[] = [
  {
    uuid: 'pl-dhl-dropoff',
    price: 4.95,
    type: 'DHL_DROPOFF',
    label: 'DHL drop-off point',
    carrier: 'dhl',
    printerRequired: true,
  },
  {
    uuid: 'pl-ups-pickup',
    price: 7.95,
    type: 'UPS_PICKUP',
    label: 'UPS pickup at home',
    carrier: 'ups',
    printerRequired: true,
  },
  {
    uuid: 'pl-postnl-paperless',
    price: 3.95,
    type: 'POSTNL_PAPERLESS',
    label: 'PostNL without printer',
    carrier: 'postnl',
  },
  SELF_SHIP,
];

/**
 * Per shop: `*` for every country, or per country (ecommerce-less shops ask by country; a country
 * without a table gets ship-it-yourself only).
 */
const PRICELISTS: Record<string, Record<string, Carrier[]>> = {
  atelier: {
    '*': [
      {
        uuid: 'pl-atelier-dpd',
        price: 3.95,
        type: 'ATELIER_DPD',
        label: 'DPD Pickup point',
        carrier: 'dpd',
        printerRequired: true,
        emissionsPerParcel: DPD_EMISSIONS,
      },
      {
        uuid: 'pl-atelier-dhl-printless',
        price: 4.5,
        type: DHL_ECOM_PRINTLESS,
        label: 'DHL point, no printer needed',
        carrier: 'dhl',
      },
      {
        uuid: 'pl-atelier-dhl-pickup',
        price: 6.95,
        type: 'ATELIER_DHL_PICKUP',
        label: 'DHL pickup at home',
        carrier: 'dhl',
        printerRequired: true,
      },
      DEFAULT_CARRIERS[0]!,
      DEFAULT_CARRIERS[1]!,
      {
        uuid: 'pl-atelier-store',
        price: 0,
        type: IN_STORE_DROP_OFF,
        label: 'Return in an Atelier Maas store',
        carrier: 'store',
      },
      SELF_SHIP,
    ],
  },
  kiosk: {
    NL: [
      {
        uuid: 'pl-kiosk-nl-postnl',
        price: 3.95,
        type: 'POSTNL_DROPOFF',
        label: 'PostNL drop-off',
        carrier: 'postnl',
        printerRequired: true,
      },
      {
        uuid: 'pl-kiosk-nl-dhl-pickup',
        price: 5.95,
        type: 'KIOSK_DHL_PICKUP',
        label: 'DHL pickup at home',
        carrier: 'dhl',
        printerRequired: true,
      },
      SELF_SHIP,
    ],
    DE: [
      {
        uuid: 'pl-kiosk-de-dpd',
        price: 3.95,
        type: 'KIOSK_DPD',
        label: 'DPD Pickup Paketshop',
        carrier: 'dpd',
        printerRequired: true,
      },
      {
        uuid: 'pl-kiosk-de-dhl',
        price: 4.95,
        type: 'DHL_DROPOFF',
        label: 'DHL Packstation',
        carrier: 'dhl',
        printerRequired: true,
      },
      SELF_SHIP,
    ],
    BE: [
      {
        uuid: 'pl-kiosk-be-bpost',
        price: 4.5,
        type: 'BPOST_DROPOFF',
        label: 'bpost drop-off',
        carrier: 'bpost',
        printerRequired: true,
      },
      SELF_SHIP,
    ],
  },
};

/** What to ask for: the shop, the selected products' categories and, for ecommerce-less shops, the country. */
export interface PricelistQuery {
  merchant: string;
  currency: string;
  categories: string[];
  ecommerceless: boolean;
  country?: string;
  orderNumber?: string;
  /** The shopper's address (a pickup's prefill); ecommerce-less answers blank it. */
  address?: Record<string, string>;
  /** Base URL of the sandbox's assets (carrier logos). */
  assets: string;
}

/** The carriers of a shop in a country, before the products are looked at. */
function carriersOf(merchant: string, country: string | undefined): Carrier[] {
  const tables = PRICELISTS[merchant];
  if (!tables) return DEFAULT_CARRIERS;
  return tables['*'] ?? tables[country?.toUpperCase() ?? ''] ?? [SELF_SHIP];
}

/** Every pricelist item a shop has in any country: what a uuid in a later call may name. */
export function anyCarrierOf(merchant: string, uuid: string): Carrier | undefined {
  const tables = PRICELISTS[merchant];
  const all = tables ? Object.values(tables).flat() : DEFAULT_CARRIERS;
  return [...all, SELF_SHIP].find((carrier) => carrier.uuid === uuid);
}

/** The pricelists for one query, in the shape the portal parses. */
export function pricelistsFor(query: PricelistQuery): Pricelists {
  const selfShipOnly = query.categories.some((category) => SELF_SHIP_ONLY_CATEGORIES.includes(category));
  const carriers = carriersOf(query.merchant, query.country).filter(
    (carrier) => !selfShipOnly || carrier.type === SHIP_IT_YOURSELF,
  );
  const onlySelfShip = carriers.every((carrier) => carrier.type === SHIP_IT_YOURSELF);
  const terms = termsOf(query.merchant);
  const money = (eur: number) => inCurrency(eur, query.currency).toFixed(2);
  return pricelistsSchema.parse({
    items: carriers.map((carrier) => ({
      uuid: carrier.uuid,
      price: money(carrier.price),
      currency: query.currency,
      // Ecommerce-less answers come with the address blanked.
      address: query.ecommerceless ? null : (query.address ?? null),
      courierService: {
        type: carrier.type,
        translationKey: null,
        label: carrier.label,
        logoUrl: `${query.assets}/assets/carriers/${carrier.carrier}.svg`,
        printerRequired: carrier.printerRequired ?? false,
        ...(carrier.emissionsPerParcel ? { emissionsPerParcel: carrier.emissionsPerParcel } : {}),
      },
    })),
    // Nothing to insure when the shopper carries the parcel to their own carrier.
    insurance:
      terms.insurance && !onlySelfShip
        ? {
            enabled: true,
            price: money(terms.insurancePricePerParcel),
            currency: query.currency,
            ...(terms.insuranceCoveragePerParcel === undefined
              ? {}
              : { coverage: money(terms.insuranceCoveragePerParcel) }),
          }
        : { enabled: false },
    handlingFeePerItem:
      terms.handlingFeePerItem === undefined
        ? null
        : { price: money(terms.handlingFeePerItem), currency: query.currency },
    country: query.country ?? null,
    orderNumber: query.orderNumber ?? null,
    includesDPD: carriers.some((carrier) => isDpd(carrier.type)),
  });
}
