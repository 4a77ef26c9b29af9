/**
 * What demo mode answers with (docs/business-rules.md#demo-mode), registered with the demo adapter: the demo
 * shopper's purchases, the draft, the pricelists (a floor lamp only travels ship-it-yourself, as in
 * the sandbox) and exchange rates.
 */
import { type Pricelists, type Purchase, registerDemoHandler, type SelectedPurchase } from '@portal/shared';
import { productArtDataUrl } from '@portal/shared/product-art';
import { SHIP_IT_YOURSELF } from '@portal/shared/quotes';

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString();
const shipping = [
  {
    id: 'demo-dpd',
    price: { value: 0, currency: 'EUR' },
    service: 'DPD drop-off',
    printerRequired: false,
    shippingProductKey: 'demo_DPD',
    selectablePackageAmount: true,
    position: 1,
    variants: [],
  },
];

const line = (
  id: string,
  name: string,
  size: string | null,
  returnable: Purchase['units'][number]['returnable'],
  sizes: string[],
  image: string,
): Purchase => ({
  purchaseId: `demo-${id}`,
  order: {
    createdDate: daysAgo(3),
    orderId: 'demo-order',
    currency: 'EUR',
    orderNumber: 'DEMO-1001',
    paymentMethods: [],
  },
  product: {
    id,
    name,
    sku: `${id}-${size ?? 'os'}`,
    legacyKey: `legacy-${id}`,
    price: { value: 49.95, currency: 'EUR' },
    imageUrls: [image],
    categories: [{ name: 'Sample' }],
    attributes: size ? [{ name: 'size', value: size }] : [],
  },
  units: [
    {
      fulfillmentDate: daysAgo(2),
      paidAmount: { value: 49.95, currency: 'EUR' },
      returnable,
      availableResolutions: ['Refund'],
    },
  ],
  exchangeOptions: sizes.map((other) => ({
    id: `${id}-${other}`,
    name: `${name} ${other}`,
    sku: `${id}-${other.toLowerCase()}`,
    attributes: [{ name: 'size', value: other }],
    imageUrls: [image],
  })),
  returnLocation: { id: 'demo-warehouse', name: 'Demo warehouse', country: 'NL' },
  shippingOptions: shipping,
});

/** The demo shopper's purchases. */
export const DEMO_PURCHASES: Purchase[] = [
  line('tee', 'Sample T-shirt', 'M', 'yes_exchangeable', ['S', 'L', 'XL'], productArtDataUrl('tshirt', 205)),
  line('hoodie', 'Sample Hoodie', 'L', 'yes', [], productArtDataUrl('hoodie', 12)),
  line('cap', 'Sample Cap', null, 'no_excluded_category', [], productArtDataUrl('cap', 150)),
  line('lamp', 'Sample Floor Lamp', null, 'yes', [], productArtDataUrl('lamp', 42)),
];

const demoCarrier = (uuid: string, type: string, label: string, price: string) => ({
  uuid,
  price,
  currency: 'EUR',
  address: null,
  courierService: { type, translationKey: null, label, logoUrl: null, printerRequired: false },
});

/** The bundled demo pricelist; ship-it-yourself only when the lamp is among the products. */
export function demoPricelists(query: URLSearchParams): Pricelists {
  const selfShip = demoCarrier('demo-siy', SHIP_IT_YOURSELF, 'Ship it yourself', '0.00');
  const lampOnly = query.getAll('product-keys').some((key) => key.startsWith('demo-lamp'));
  return {
    items: lampOnly ? [selfShip] : [demoCarrier('demo-dhl', 'DHL_DROPOFF', 'DHL drop-off', '4.95'), selfShip],
    insurance: { enabled: false },
  };
}

registerDemoHandler({ method: 'GET', path: /^\/api\/v0\/consumer\/[^/]+\/purchases$/ }, () => DEMO_PURCHASES);

let demoSelection: SelectedPurchase[] = [];

const demoDraft = () => {
  const total = (demoSelection.length * 49.95).toFixed(2);
  return {
    consumerId: 'demo-consumer',
    totalPrice: { value: total, currency: 'EUR' },
    refundOptions: [{ type: 'Refund', amount: { value: total, currency: 'EUR' } }],
    selectedPurchases: demoSelection,
    maxReturnShipments: 4,
    minReturnShipments: 1,
  };
};

registerDemoHandler(
  { method: 'POST', path: /^\/api\/v0\/consumer\/[^/]+\/draft-return-order$/ },
  ({ body }) => {
    demoSelection = (body as { selectedPurchases: SelectedPurchase[] }).selectedPurchases;
    return demoDraft();
  },
);

// The gatekeeping request: answered with the draft, as the core API does.
registerDemoHandler(
  { method: 'PUT', path: /^\/api\/v0\/consumer\/[^/]+\/draft-return-order\/request$/ },
  demoDraft,
);

// Demo photos stay in the browser: each upload answers with a local object URL.
registerDemoHandler({ method: 'POST', path: '/upload' }, ({ body }) => ({
  uploadedFiles: (body instanceof FormData ? body.getAll('files[]') : [])
    .filter((file): file is File => file instanceof File)
    .map((file) => ({ fileUrl: URL.createObjectURL(file), mimeType: file.type })),
}));

registerDemoHandler({ method: 'GET', path: /^\/volta\/pricelists$/ }, ({ url }) =>
  demoPricelists(new URL(url, 'http://demo').searchParams),
);

const DEMO_EUR_RATES: Record<string, number> = { EUR: 1, GBP: 0.86, SEK: 11.2, USD: 1.08 };

registerDemoHandler({ method: 'GET', path: /^\/volta\/exchange-rates$/ }, ({ url }) => {
  const base = new URL(url, 'http://demo').searchParams.get('base') ?? 'EUR';
  const inEur = DEMO_EUR_RATES[base] ?? 1;
  return {
    base,
    rates: Object.fromEntries(Object.entries(DEMO_EUR_RATES).map(([code, rate]) => [code, rate / inEur])),
  };
});
