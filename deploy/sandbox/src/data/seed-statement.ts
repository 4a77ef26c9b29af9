/**
 * The axe walk's own shoppers (e2e/tests/axe-every-screen.spec.ts), one per shop and walk: each walk
 * ends in a return or a request, and an item returned cannot be returned again. Typed with literal
 * values instead of seed.ts's types, which would make an import circle: seed.ts checks them where it
 * spreads them into its orders.
 */
const yes = [{ returnable: 'yes' as const }];
const exchangeable = [{ returnable: 'yes_exchangeable' as const }];

/** Orders NW-54xx and their like in the other shops. */
export const statementOrders = [
  {
    merchant: 'nordwind',
    orderNumber: 'NW-5401',
    email: 'axe-nordwind@example.com',
    postalCode: '1011 AX',
    country: 'NL',
    daysAgo: 3,
    currency: 'EUR' as const,
    lines: [
      { product: 'linenShirt' as const, size: 'M', units: exchangeable },
      { product: 'merinoSweater' as const, size: 'L', units: yes },
      { product: 'canvasTote' as const, size: 'One size', units: yes, supplier: 'partner' as const },
    ],
  },
  {
    merchant: 'nordwind',
    orderNumber: 'NW-5402',
    email: 'axe-hostile@example.com',
    postalCode: '1011 AY',
    country: 'NL',
    daysAgo: 3,
    currency: 'EUR' as const,
    lines: [
      { product: 'linenShirt' as const, size: 'M', units: exchangeable },
      { product: 'canvasTote' as const, size: 'One size', units: yes },
    ],
  },
  {
    merchant: 'atelier',
    orderNumber: '105401',
    email: 'axe-atelier@example.nl',
    postalCode: '3511 AX',
    country: 'NL',
    daysAgo: 3,
    currency: 'EUR' as const,
    lines: [
      { product: 'wrapDress' as const, size: 'M', units: [...yes, ...yes] },
      { product: 'chinoTrousers' as const, size: '30', units: exchangeable },
    ],
  },
  {
    merchant: 'kiosk',
    orderNumber: 'K-5401',
    email: 'axe-kiosk@example.de',
    postalCode: '10115',
    country: 'DE',
    daysAgo: 3,
    currency: 'EUR' as const,
    lines: [{ product: 'canvasTote' as const, size: 'One size', units: yes }],
  },
  {
    merchant: 'vault',
    orderNumber: 'V-5401',
    email: 'axe-vault@example.se',
    postalCode: '114 57',
    country: 'SE',
    daysAgo: 3,
    currency: 'SEK' as const,
    lines: [{ product: 'arcLamp' as const, units: yes }],
  },
  {
    merchant: 'vault',
    orderNumber: 'V-5402',
    email: 'axe-vault-carriers@example.se',
    postalCode: '114 58',
    country: 'SE',
    daysAgo: 3,
    currency: 'SEK' as const,
    lines: [{ product: 'stonewareMug' as const, units: yes }],
  },
];
