/**
 * The axe walk's own shoppers (e2e/tests/axe-every-screen.spec.ts), one per shop and walk: each walk
 * ends in a return or a request, and an item returned cannot be returned again.
 */
import { yes as returnable, type SeedOrder, type SeedUnit } from './seed-order';

const yes = returnable(1);
const exchangeable: SeedUnit[] = [{ returnable: 'yes_exchangeable' }];

/** Orders NW-54xx and their like in the other shops. */
export const statementOrders: SeedOrder[] = [
  {
    merchant: 'nordwind',
    orderNumber: 'NW-5401',
    email: 'axe-nordwind@example.com',
    postalCode: '1011 AX',
    country: 'NL',
    daysAgo: 3,
    currency: 'EUR',
    lines: [
      { product: 'linenShirt', size: 'M', units: exchangeable },
      { product: 'merinoSweater', size: 'L', units: yes },
      { product: 'canvasTote', size: 'One size', units: yes, supplier: 'partner' },
    ],
  },
  {
    merchant: 'nordwind',
    orderNumber: 'NW-5402',
    email: 'axe-hostile@example.com',
    postalCode: '1011 AY',
    country: 'NL',
    daysAgo: 3,
    currency: 'EUR',
    lines: [
      { product: 'linenShirt', size: 'M', units: exchangeable },
      { product: 'canvasTote', size: 'One size', units: yes },
    ],
  },
  {
    merchant: 'atelier',
    orderNumber: '105401',
    email: 'axe-atelier@example.nl',
    postalCode: '3511 AX',
    country: 'NL',
    daysAgo: 3,
    currency: 'EUR',
    lines: [
      { product: 'wrapDress', size: 'M', units: [...yes, ...yes] },
      { product: 'chinoTrousers', size: '30', units: exchangeable },
    ],
  },
  {
    merchant: 'kiosk',
    orderNumber: 'K-5401',
    email: 'axe-kiosk@example.de',
    postalCode: '10115',
    country: 'DE',
    daysAgo: 3,
    currency: 'EUR',
    lines: [{ product: 'canvasTote', size: 'One size', units: yes }],
  },
  {
    merchant: 'vault',
    orderNumber: 'V-5401',
    email: 'axe-vault@example.se',
    postalCode: '114 57',
    country: 'SE',
    daysAgo: 3,
    currency: 'SEK',
    lines: [{ product: 'arcLamp', units: yes }],
  },
  {
    merchant: 'vault',
    orderNumber: 'V-5402',
    email: 'axe-vault-carriers@example.se',
    postalCode: '114 58',
    country: 'SE',
    daysAgo: 3,
    currency: 'SEK',
    lines: [{ product: 'stonewareMug', units: yes }],
  },
];
