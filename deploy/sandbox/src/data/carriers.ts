/**
 * The carrier services of the draft flow, on each purchase, by shop and the shopper's country, and the
 * product-key rules (docs/sandbox.md#product-key-rules) that both flows, the return orders and the
 * confirmations share: pickup, DPD, ship-it-yourself, in store, label or not.
 */
import type { EmissionsPerParcel, ShippingOption } from '../platform/api';
import { inCurrency } from './shop-terms';

/** Ship-it-yourself: no label; the shopper sends the parcel to the return address. */
export const SHIP_IT_YOURSELF = 'SERVERLESS_SHIP_IT_YOURSELF';
/** The serverless DHL ecom printless option: the shopper shows a code and the point prints the label. */
export const DHL_ECOM_PRINTLESS = 'SERVERLESS_DHL_ECOM_PRINTLESS';
/** Return in one of the shop's stores: no label, a "find a store" link (dropOffUrl) instead. */
export const IN_STORE_DROP_OFF = 'SERVERLESS_INSTORE_DROPOFF';

/** Categories that only travel ship-it-yourself: bulky lighting. */
export const SELF_SHIP_ONLY_CATEGORIES = ['Lighting'];

/** Pickups: `{product}_DHL_PICKUP`, `UPS_PICKUP`, `{product}_BRENGER`, `MONTAPACKING_DHL_PICKUP`. */
export const isPickup = (key: string): boolean => /(_DHL_PICKUP|_BRENGER)$|^UPS_PICKUP$/.test(key);

/** A DPD service (`{product}_DPD`, `{product}_POSTNORD_DPD`): the portal may call it most sustainable. */
export const isDpd = (key: string): boolean => key.toUpperCase().includes('DPD');

/** Whether a shipment with this service gets a label: not ship-it-yourself, not in store. */
export const needsLabel = (key: string): boolean => key !== SHIP_IT_YOURSELF && key !== IN_STORE_DROP_OFF;

/**
 * Whether a service is paperless: it needs a label but no printer (DHL ecom printless, PostNL
 * paperless), so the shopper shows a code and the point prints the label.
 */
export const isPaperless = (key: string, printerRequired: boolean): boolean =>
  needsLabel(key) && !printerRequired;

/** The draft flow's `shippingMethod` of a return order with this service. */
export function shippingMethodOf(
  key: string,
): 'IN_STORE_DROP_OFF' | 'SHIP_IT_YOURSELF' | 'PICKUP' | 'DROP_OFF' {
  if (key === IN_STORE_DROP_OFF) return 'IN_STORE_DROP_OFF';
  if (key === SHIP_IT_YOURSELF) return 'SHIP_IT_YOURSELF';
  return isPickup(key) ? 'PICKUP' : 'DROP_OFF';
}

/** Where every seeded shop takes returns back (the receiver of a shipment). */
export const RETURN_ADDRESS = {
  street: 'Havenstraat',
  houseNumber: '12',
  houseNumberSuffix: 'B',
  postalCode: '1011 AB',
  city: 'Amsterdam',
  stateProvinceCode: null,
  countryCode: 'NL',
};

/** An address as a label prints it: street and number, postal code and city, country. */
export const addressLinesOf = (address: {
  street?: string | null;
  houseNumber?: string | null;
  houseNumberSuffix?: string | null;
  postalCode?: string | null;
  city?: string | null;
  countryCode?: string | null;
}): string[] =>
  [
    [address.street, address.houseNumber, address.houseNumberSuffix],
    [address.postalCode, address.city],
    [address.countryCode],
  ]
    .map((parts) => parts.filter(Boolean).join(' '))
    .filter(Boolean);

/** The return address as a label prints it. */
export const RETURN_ADDRESS_LINES = addressLinesOf(RETURN_ADDRESS);

/** A carrier service as seeded: prices in EUR unless the table is a country's own. */
interface OptionSeed {
  /** Last part of the id, and the logo's name. */
  slug: string;
  service: string;
  key: string;
  carrierName: string;
  price: number;
  printerRequired?: boolean;
  selectablePackageAmount?: boolean;
  variants?: { key: string; name: string; maxWeight: string; maxDimensions: string; extra?: number }[];
  dropOffUrl?: string;
  /** The carrier's stated emissions per parcel, the only basis for the portal's badge. */
  emissionsPerParcel?: EmissionsPerParcel;
}

/**
 * A sandbox stand-in for a carrier's published per-parcel figure (a made-up value with a named
 * source, as a platform would pass on): nordwind's Dutch DPD service carries it, its British one not.
 */
export const DPD_EMISSIONS: EmissionsPerParcel = {
  gramsCo2e: 388,
  source: 'DPD Netherlands, 2025',
};

const parcelSizes = (largeExtra: number): OptionSeed['variants'] => [
  { key: 'small', name: 'Small parcel', maxWeight: '2 kg', maxDimensions: '40 x 30 x 10 cm' },
  {
    key: 'large',
    name: 'Large parcel',
    maxWeight: '20 kg',
    maxDimensions: '100 x 50 x 50 cm',
    extra: largeExtra,
  },
];

const shipItYourself: OptionSeed = {
  slug: 'self',
  service: 'Ship it yourself',
  key: SHIP_IT_YOURSELF,
  carrierName: 'Your own carrier',
  price: 0,
};

/** Per shop and country, in position order; prices in that country's currency. */
const OPTIONS: Record<string, Record<string, OptionSeed[]>> = {
  nordwind: {
    NL: [
      {
        slug: 'dpd',
        service: 'DPD Pickup point',
        key: 'NORDWIND_DPD',
        carrierName: 'DPD',
        price: 2.95,
        printerRequired: true,
        selectablePackageAmount: true,
        dropOffUrl: 'https://locator.example/dpd?country=NL',
        emissionsPerParcel: DPD_EMISSIONS,
      },
      {
        slug: 'dhl-printless',
        service: 'DHL point, no printer needed',
        key: DHL_ECOM_PRINTLESS,
        carrierName: 'DHL',
        price: 3.5,
        dropOffUrl: 'https://locator.example/dhl?country=NL',
      },
      {
        slug: 'dhl-pickup',
        service: 'DHL pickup at home',
        key: 'NORDWIND_DHL_PICKUP',
        carrierName: 'DHL',
        price: 6.5,
        printerRequired: true,
        selectablePackageAmount: true,
      },
      {
        slug: 'dhl-servicepoint',
        service: 'DHL ServicePoint',
        key: 'NORDWIND_DHL_SERVICEPOINT',
        carrierName: 'DHL',
        price: 4.95,
        printerRequired: true,
        variants: parcelSizes(2.5),
        dropOffUrl: 'https://locator.example/dhl?country=NL',
      },
      {
        slug: 'store',
        service: 'Return in a Nordwind store',
        key: IN_STORE_DROP_OFF,
        carrierName: 'Nordwind Outfitters',
        price: 0,
        dropOffUrl: 'https://nordwind.example/stores',
      },
      shipItYourself,
    ],
    GB: [
      {
        slug: 'dpd',
        service: 'DPD drop-off',
        key: 'NORDWIND_DPD',
        carrierName: 'DPD',
        price: 3.5,
        printerRequired: true,
        selectablePackageAmount: true,
        dropOffUrl: 'https://locator.example/dpd?country=GB',
      },
      {
        slug: 'royalmail',
        service: 'Royal Mail drop-off',
        key: 'NORDWIND_ROYALMAIL_DROPOFF',
        carrierName: 'Royal Mail',
        price: 2.95,
        printerRequired: true,
        variants: parcelSizes(1.5),
        dropOffUrl: 'https://locator.example/royalmail',
      },
      shipItYourself,
    ],
  },
  vault: {
    SE: [
      {
        slug: 'postnord-dpd',
        service: 'PostNord DPD drop-off',
        key: 'VAULT_POSTNORD_DPD',
        carrierName: 'PostNord',
        price: 49,
        printerRequired: true,
        selectablePackageAmount: true,
        dropOffUrl: 'https://locator.example/postnord?country=SE',
      },
      {
        slug: 'dhl-pickup',
        service: 'DHL pickup at home',
        key: 'VAULT_DHL_PICKUP',
        carrierName: 'DHL',
        price: 79,
        printerRequired: true,
      },
      shipItYourself,
    ],
  },
};

/** Any other shop or country: a DPD and a DHL drop-off (EUR, converted) and ship-it-yourself. */
const defaultOptions = (merchant: string, currency: string): OptionSeed[] => [
  {
    slug: 'dpd',
    service: 'DPD drop-off',
    key: `${merchant.toUpperCase()}_DPD`,
    carrierName: 'DPD',
    price: inCurrency(3.95, currency),
    printerRequired: true,
    selectablePackageAmount: true,
  },
  {
    slug: 'dhl',
    service: 'DHL drop-off',
    key: `${merchant.toUpperCase()}_DHL_DROPOFF`,
    carrierName: 'DHL',
    price: inCurrency(4.95, currency),
    printerRequired: true,
  },
  shipItYourself,
];

/** A shipping option with what only the return order shows: the carrier's name and drop-off link. */
export interface CarrierOption {
  option: ShippingOption;
  carrierName: string;
  dropOffUrl?: string;
}

/** What a purchase names to get its options: the shop, the shopper's country, its categories. */
export interface OptionsQuery {
  merchant: string;
  country: string;
  currency: string;
  categories: string[];
  /** Base URL of the sandbox's assets (carrier logos). */
  assets: string;
}

/** The options of a purchase, in position order; ship-it-yourself only for self-ship-only categories. */
export function carrierOptionsFor(query: OptionsQuery): CarrierOption[] {
  const seeds = OPTIONS[query.merchant]?.[query.country] ?? defaultOptions(query.merchant, query.currency);
  const selfShipOnly = query.categories.some((category) => SELF_SHIP_ONLY_CATEGORIES.includes(category));
  return seeds
    .map((seed, index) => ({ seed, position: index + 1 }))
    .filter(({ seed }) => !selfShipOnly || seed.key === SHIP_IT_YOURSELF)
    .map(({ seed, position }) => {
      const id = `${query.merchant}-${query.country.toLowerCase()}-${seed.slug}`;
      const option: ShippingOption = {
        id,
        price: { value: seed.price, currency: query.currency },
        service: seed.service,
        logoUrl: `${query.assets}/assets/carriers/${seed.slug.split('-')[0]}.svg`,
        printerRequired: seed.printerRequired ?? false,
        shippingProductKey: seed.key,
        selectablePackageAmount: seed.selectablePackageAmount ?? false,
        position,
        ...(seed.emissionsPerParcel ? { emissionsPerParcel: seed.emissionsPerParcel } : {}),
        variants: (seed.variants ?? []).map((variant) => ({
          id: `${id}-${variant.key}`,
          key: variant.key,
          name: variant.name,
          constraints: { max_dimensions: variant.maxDimensions, max_weight: variant.maxWeight },
          ...(variant.extra ? { priceModifier: { value: variant.extra, currency: query.currency } } : {}),
        })),
      };
      return { option, carrierName: seed.carrierName, dropOffUrl: seed.dropOffUrl };
    });
}
