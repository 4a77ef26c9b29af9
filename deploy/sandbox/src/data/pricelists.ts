/**
 * The older flow's pricelists (001 §3): which carriers may take a return back, by shop, products
 * and (ecommerce-less) country. Two cases send the shopper straight from confirm items to a quote:
 * bulky lighting, which the shops let shoppers ship themselves only, and ecommerce-less returns
 * from a country without a contracted carrier.
 */
import { type Pricelists, pricelistsSchema } from '@portal/shared/schemas';

/** The courier type that marks ship-it-yourself (001 §4). */
export const SHIP_IT_YOURSELF = 'SERVERLESS_SHIP_IT_YOURSELF';

/** Categories that only travel ship-it-yourself. */
export const SELF_SHIP_ONLY_CATEGORIES = ['Lighting'];

/** Countries an ecommerce-less shop has carriers in; elsewhere the shopper ships the parcel. */
export const CARRIER_COUNTRIES = ['BE', 'DE', 'NL'];

const RETURN_ADDRESS = {
  street: 'Havenstraat',
  houseNumber: '12',
  postalCode: '1011 AB',
  city: 'Amsterdam',
  country: 'NL',
};

interface Carrier {
  uuid: string;
  price: string;
  type: string;
  label: string;
  printerRequired?: boolean;
}

const CARRIERS: Carrier[] = [
  {
    uuid: 'pl-dhl-dropoff',
    price: '4.95',
    type: 'DHL_DROPOFF',
    label: 'DHL drop-off point',
    printerRequired: true,
  },
  {
    uuid: 'pl-ups-pickup',
    price: '7.95',
    type: 'UPS_PICKUP',
    label: 'UPS pickup at home',
    printerRequired: true,
  },
  { uuid: 'pl-postnl-paperless', price: '3.95', type: 'POSTNL_PAPERLESS', label: 'PostNL without printer' },
];

const SELF_SHIP: Carrier = {
  uuid: 'pl-ship-yourself',
  price: '0.00',
  type: SHIP_IT_YOURSELF,
  label: 'Ship it yourself',
};

/** What to ask for: the selected products' categories and, for ecommerce-less shops, the country. */
export interface PricelistQuery {
  currency: string;
  categories: string[];
  ecommerceless: boolean;
  country?: string;
  orderNumber?: string;
}

/** The pricelists for one query, in the shape the portal parses. */
export function pricelistsFor(query: PricelistQuery): Pricelists {
  const selfShipOnly = query.ecommerceless
    ? !hasCarriers(query.country)
    : query.categories.some((category) => SELF_SHIP_ONLY_CATEGORIES.includes(category));
  const carriers = selfShipOnly ? [SELF_SHIP] : [...CARRIERS, SELF_SHIP];
  return pricelistsSchema.parse({
    items: carriers.map((carrier) => ({
      uuid: carrier.uuid,
      price: carrier.price,
      currency: query.currency,
      // Ecommerce-less answers come with the address blanked (001 §7).
      address: query.ecommerceless ? null : RETURN_ADDRESS,
      courierService: {
        type: carrier.type,
        translationKey: null,
        label: carrier.label,
        logoUrl: null,
        printerRequired: carrier.printerRequired ?? false,
      },
    })),
    insurance: { enabled: !selfShipOnly, price: '2.50', currency: query.currency },
    handlingFeePerItem: null,
    country: query.country ?? 'NL',
    orderNumber: query.orderNumber ?? null,
    includesDPD: false,
  });
}

function hasCarriers(country: string | undefined): boolean {
  return country !== undefined && CARRIER_COUNTRIES.includes(country.toUpperCase());
}
