/**
 * The keyboard and WCAG 2.2 browser tests' own shoppers (e2e/tests/keyboard.spec.ts,
 * e2e/tests/wcag-criteria.spec.ts): one per test that leaves a return or a draft behind.
 */
import type { SeedOrder } from './seed-order';

const nordwind = (orderNumber: string, email: string, postalCode: string): SeedOrder => ({
  merchant: 'nordwind',
  orderNumber,
  email,
  postalCode,
  country: 'NL',
  daysAgo: 1,
  currency: 'EUR',
  name: 'Kees Toets',
  address: { street: 'Prinsengracht', houseNumber: '53', postalCode, city: 'Amsterdam' },
  lines: [
    { product: 'canvasTote', size: 'One size', units: [{ returnable: 'yes' }] },
    { product: 'merinoSweater', size: 'L', units: [{ returnable: 'yes' }] },
  ],
});

/** Every order of the keyboard and WCAG tests. */
export const keysOrders: SeedOrder[] = [
  // The keyboard-only draft-flow return with payment.
  nordwind('NW-5301', 'keys-draft@example.com', '1016 GV'),
  // Focus never hidden (2.4.11), at 320 px and 200 % zoom.
  nordwind('NW-5302', 'keys-focus@example.com', '1016 GV'),
  // Nothing asked for again (3.3.7): the selection survives Back and a reload.
  nordwind('NW-5303', 'keys-again@example.com', '1016 GV'),
  // Errors and loading announced in live regions.
  nordwind('NW-5304', 'keys-live@example.com', '1016 GV'),
  // Help in the same place on every step (3.2.6).
  nordwind('NW-5305', 'keys-help@example.com', '1016 GV'),
  // Targets of at least 24 × 24 px (2.5.8) on every step.
  nordwind('NW-5306', 'keys-targets@example.com', '1016 GV'),
  // Usable at 320 px and at 200 % zoom.
  nordwind('NW-5307', 'keys-reflow@example.com', '1016 GV'),
  // Every image named or decorative (1.1.1).
  nordwind('NW-5308', 'keys-images@example.com', '1016 GV'),
  // The keyboard-only quote-flow return with a DHL pickup (the pickup address of 3511 AB: Oudegracht 158).
  {
    merchant: 'atelier',
    orderNumber: '105301',
    email: 'keys-pickup@example.nl',
    postalCode: '3511 AB',
    country: 'NL',
    daysAgo: 2,
    currency: 'EUR',
    lines: [{ product: 'wrapDress', size: 'M', units: [{ returnable: 'yes' }] }],
  },
  // Nothing asked for again (3.3.7): the pickup address comes from the order, and stays.
  {
    merchant: 'atelier',
    orderNumber: '105302',
    email: 'keys-address@example.nl',
    postalCode: '3511 AB',
    country: 'NL',
    daysAgo: 2,
    currency: 'EUR',
    lines: [{ product: 'wrapDress', size: 'M', units: [{ returnable: 'yes' }] }],
  },
  // The keyboard-only ecommerce-less return (kiosk lists no lines: the shopper types them in).
  {
    merchant: 'kiosk',
    orderNumber: 'K-5301',
    email: 'keys-kiosk@example.de',
    postalCode: '10115',
    country: 'DE',
    daysAgo: 1,
    currency: 'EUR',
    lines: [{ product: 'canvasTote', size: 'One size', units: [{ returnable: 'yes' }] }],
  },
  // Nothing asked for again (3.3.7): the typed address fills the next carrier's form.
  {
    merchant: 'kiosk',
    orderNumber: 'K-5302',
    email: 'keys-kiosk-address@example.de',
    postalCode: '10115',
    country: 'DE',
    daysAgo: 1,
    currency: 'EUR',
    lines: [{ product: 'canvasTote', size: 'One size', units: [{ returnable: 'yes' }] }],
  },
  // The keyboard-only gatekeeping request with photos.
  {
    merchant: 'vault',
    orderNumber: 'V-5301',
    email: 'keys-gate@example.se',
    postalCode: '114 57',
    country: 'SE',
    daysAgo: 3,
    currency: 'SEK',
    lines: [{ product: 'arcLamp', units: [{ returnable: 'yes' }] }],
  },
];
