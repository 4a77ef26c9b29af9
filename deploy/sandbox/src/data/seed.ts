/**
 * The sandbox's one data module: shops, their orders, and the sign-in data to try them with.
 * Later issues extend it (scale consumer, pricelists, drafts).
 */
import { catalog, type ProductKey } from './catalog';
import { merchants } from './merchants';
import { faultOrders } from './seed-faults';
import { keysOrders } from './seed-keys';
import { lampShopper, type SeedOrder, yes } from './seed-order';
import { redisOrders } from './seed-redis';
import { statementOrders } from './seed-statement';

export type { SeedOrder } from './seed-order';
/** Re-exported so this module stays the one place to import seed data from. */
export { catalog, merchants };

/** Atelier shoppers of one recent floor lamp each, for tests that create a quote (a quote holds its lamp). */
const lampShoppers = (rows: readonly (readonly [orderNumber: string, email: string, postalCode: string])[]) =>
  rows.map((row) => lampShopper(...row));

/** Every seeded order. */
export const orders: SeedOrder[] = [
  // nordwind: Emma has three orders; between them every returnable value appears.
  {
    merchant: 'nordwind',
    orderNumber: 'NW-1001',
    email: 'emma@example.com',
    postalCode: '1055 GT',
    country: 'NL',
    daysAgo: 4,
    currency: 'EUR',
    lines: [
      { product: 'linenShirt', size: 'M', units: [{ returnable: 'yes_exchangeable' }] },
      { product: 'merinoSweater', size: 'L', units: yes(2) },
      { product: 'wrapDress', size: 'S', units: [{ returnable: 'yes_exchangeable' }] },
      { product: 'canvasTote', size: 'One size', units: yes(1), supplier: 'partner' },
      { product: 'giftCard', units: [{ returnable: 'no_excluded_category' }] },
      { product: 'trailRunner', size: '42', units: [{ returnable: 'no_not_fulfilled', fulfilled: false }] },
    ],
  },
  {
    merchant: 'nordwind',
    orderNumber: 'NW-0987',
    email: 'emma@example.com',
    postalCode: '1055 GT',
    country: 'NL',
    daysAgo: 12,
    currency: 'EUR',
    lines: [
      {
        product: 'chinoTrousers',
        size: '32',
        units: [{ returnable: 'yes' }, { returnable: 'no_already_requested' }],
      },
      { product: 'stonewareMug', units: [{ returnable: 'no' }] },
    ],
  },
  {
    merchant: 'nordwind',
    orderNumber: 'NW-0815',
    email: 'emma@example.com',
    postalCode: '1055 GT',
    country: 'NL',
    daysAgo: 64,
    currency: 'EUR',
    lines: [{ product: 'arcLamp', units: [{ returnable: 'no_outside_return_period' }] }],
  },
  {
    merchant: 'nordwind',
    orderNumber: 'NW-2040',
    email: 'oliver@example.co.uk',
    postalCode: 'W1B 5SW',
    country: 'GB',
    daysAgo: 6,
    currency: 'GBP',
    lines: [
      { product: 'trailRunner', size: '43', units: [{ returnable: 'yes_exchangeable' }] },
      { product: 'linenShirt', size: 'L', units: yes(1) },
    ],
  },
  // Oliver's twin for the exchange-rate browser tests: oliver's own sneakers go into a return order
  // elsewhere (carriers.spec.ts), and a unit in a return cannot be selected again.
  {
    merchant: 'nordwind',
    orderNumber: 'NW-2041',
    email: 'olivia@example.co.uk',
    postalCode: 'W1B 5SX',
    country: 'GB',
    daysAgo: 6,
    currency: 'GBP',
    lines: [
      { product: 'trailRunner', size: '43', units: [{ returnable: 'yes_exchangeable' }] },
      { product: 'linenShirt', size: 'L', units: yes(1) },
    ],
  },
  // A second nordwind shopper with the tote bag alone: browser tests that keep a draft of their own.
  {
    merchant: 'nordwind',
    orderNumber: 'NW-3150',
    email: 'mila@example.com',
    postalCode: '3011 AD',
    country: 'NL',
    daysAgo: 3,
    currency: 'EUR',
    lines: [{ product: 'canvasTote', size: 'One size', units: yes(1) }],
  },
  // Mila's twin for the carriers test that pays its return: a unit in a return order cannot be selected
  // again, and mila's tote stays selectable for the tests that keep a draft of their own.
  {
    merchant: 'nordwind',
    orderNumber: 'NW-3151',
    email: 'milo@example.com',
    postalCode: '3011 AE',
    country: 'NL',
    daysAgo: 3,
    currency: 'EUR',
    lines: [{ product: 'canvasTote', size: 'One size', units: yes(1) }],
  },
  // The route-data browser test's own shopper: mila's draft is the store-credit reload test's. A shirt, so
  // the test can choose an exchange, which the server does not render confirm items for (its reason is the tab's).
  {
    merchant: 'nordwind',
    orderNumber: 'NW-3152',
    email: 'mika@example.com',
    postalCode: '3011 AF',
    country: 'NL',
    daysAgo: 3,
    currency: 'EUR',
    lines: [{ product: 'linenShirt', size: 'M', units: [{ returnable: 'yes_exchangeable' }] }],
  },
  // The confirm-items browser tests' own shoppers, one per worker slot (e2e/tests/confirm-items.spec.ts):
  // tests there write the store-credit choice and read it back, so two running at once never share a draft.
  ...(['A', 'B', 'C', 'D'] as const).map(
    (letter, slot): SeedOrder => ({
      merchant: 'nordwind',
      orderNumber: `NW-316${slot}`,
      email: `confirm-${slot}@example.com`,
      postalCode: `3011 C${letter}`,
      country: 'NL',
      daysAgo: 3,
      currency: 'EUR',
      lines: [{ product: 'canvasTote', size: 'One size', units: yes(1) }],
    }),
  ),
  // The visual regression tests' own nordwind shopper: no other test changes her draft.
  {
    merchant: 'nordwind',
    orderNumber: 'NW-4200',
    email: 'vera@example.com',
    postalCode: '2511 CV',
    country: 'NL',
    daysAgo: 2,
    currency: 'EUR',
    lines: [{ product: 'canvasTote', size: 'One size', units: yes(1) }],
  },
  // The visual regression tests' laptop shopper (vera is the phone's): the two run at once.
  {
    merchant: 'nordwind',
    orderNumber: 'NW-4201',
    email: 'lena@example.com',
    postalCode: '2511 CW',
    country: 'NL',
    daysAgo: 2,
    currency: 'EUR',
    lines: [{ product: 'canvasTote', size: 'One size', units: yes(1) }],
  },
  // The carriers tests' free-return shopper (a draft of her own).
  {
    merchant: 'nordwind',
    orderNumber: 'NW-4320',
    email: 'ella@example.com',
    postalCode: '3512 JF',
    country: 'NL',
    daysAgo: 1,
    currency: 'EUR',
    lines: [{ product: 'merinoSweater', size: 'L', units: yes(1) }],
  },
  // The carriers tests' shopper whose change is held while saving (nothing on the page may move meanwhile).
  {
    merchant: 'nordwind',
    orderNumber: 'NW-4340',
    email: 'steady@example.com',
    postalCode: '3512 JH',
    country: 'NL',
    daysAgo: 1,
    currency: 'EUR',
    lines: [{ product: 'canvasTote', size: 'One size', units: yes(1) }],
  },
  // The page-scope walk's shopper (e2e/tests/page-scope.spec.ts): a whole free return, from the sign-in page on.
  {
    merchant: 'nordwind',
    orderNumber: 'NW-4330',
    email: 'scope-walk@example.com',
    postalCode: '3512 JG',
    country: 'NL',
    daysAgo: 1,
    currency: 'EUR',
    lines: [{ product: 'merinoSweater', size: 'L', units: yes(1) }],
  },
  // The carriers tests' failed-payment shopper.
  {
    merchant: 'nordwind',
    orderNumber: 'NW-4310',
    email: 'noah@example.com',
    postalCode: '3512 JE',
    country: 'NL',
    daysAgo: 1,
    currency: 'EUR',
    lines: [{ product: 'canvasTote', size: 'One size', units: yes(1) }],
  },
  // The confirmation tests' shoppers (draft flow), one each so their return orders never meet.
  {
    merchant: 'nordwind',
    orderNumber: 'NW-5001',
    email: 'paula@example.com',
    postalCode: '1016 GV',
    country: 'NL',
    daysAgo: 2,
    currency: 'EUR',
    name: 'Paula de Vries',
    address: { street: 'Prinsengracht', houseNumber: '263', postalCode: '1016 GV', city: 'Amsterdam' },
    lines: [{ product: 'linenShirt', size: 'M', units: yes(1) }],
  },
  // The next step's code fetched ahead: the browser test that walks to carriers on it, alone.
  {
    merchant: 'nordwind',
    orderNumber: 'NW-5071',
    email: 'noor@example.com',
    postalCode: '1016 GV',
    country: 'NL',
    daysAgo: 2,
    currency: 'EUR',
    name: 'Noor Bakker',
    address: { street: 'Prinsengracht', houseNumber: '265', postalCode: '1016 GV', city: 'Amsterdam' },
    lines: [{ product: 'linenShirt', size: 'M', units: yes(1) }],
  },
  // Nothing moves after the first paint: the browser test that reloads each step, one shopper per screen size.
  ...(['lotte', 'ruben'] as const).map(
    (first, index): SeedOrder => ({
      merchant: 'nordwind',
      orderNumber: `NW-${5072 + index}`,
      email: `${first}@example.com`,
      postalCode: '1016 GV',
      country: 'NL',
      daysAgo: 2,
      currency: 'EUR',
      name: `${first[0]?.toUpperCase()}${first.slice(1)} Visser`,
      address: {
        street: 'Prinsengracht',
        houseNumber: `${267 + index * 2}`,
        postalCode: '1016 GV',
        city: 'Amsterdam',
      },
      lines: [{ product: 'linenShirt', size: 'M', units: yes(1) }],
    }),
  ),
  // A paid return followed by Back: the browser test that Back after a finished return blames no one.
  {
    merchant: 'nordwind',
    orderNumber: 'NW-5031',
    email: 'hugo@example.com',
    postalCode: '1017 CT',
    country: 'NL',
    daysAgo: 2,
    currency: 'EUR',
    lines: [{ product: 'linenShirt', size: 'L', units: yes(1) }],
  },
  // An exchangeable shirt: exchanged, every shipping option is free (and no request fee is due), so a
  // labelled return is made without a payment.
  {
    merchant: 'nordwind',
    orderNumber: 'NW-5002',
    email: 'fenna@example.com',
    postalCode: '9711 LM',
    country: 'NL',
    daysAgo: 1,
    currency: 'EUR',
    lines: [{ product: 'linenShirt', size: 'M', units: [{ returnable: 'yes_exchangeable' }] }],
    // The confirmation test sees the label being made however slow the machine, then makes it with the
    // sandbox's advance endpoint: it never comes on its own during a run (2 s was gone before a busy
    // machine's first render).
    labelDelayMs: 10 * 60_000,
  },
  {
    merchant: 'nordwind',
    orderNumber: 'NW-5003',
    email: 'sam@example.com',
    postalCode: '5611 EM',
    country: 'NL',
    daysAgo: 1,
    currency: 'EUR',
    lines: [{ product: 'merinoSweater', size: 'M', units: yes(1) }],
  },
  // The shopper of the browser test that runs a whole return against released remotes behind nginx.
  {
    merchant: 'nordwind',
    orderNumber: 'NW-5011',
    email: 'nina@example.com',
    postalCode: '3511 LX',
    country: 'NL',
    daysAgo: 1,
    currency: 'EUR',
    lines: [{ product: 'merinoSweater', size: 'M', units: yes(1) }],
  },
  // The browser tests of one return, never two (e2e/tests/one-return.spec.ts): a shopper per case,
  // since a returned unit cannot be returned again.
  ...[1, 2, 3].map(
    (n): SeedOrder => ({
      merchant: 'nordwind',
      orderNumber: `NW-600${n}`,
      email: `once${n}@example.com`,
      postalCode: `1017 A${n}`,
      country: 'NL',
      daysAgo: 1,
      currency: 'EUR',
      lines: [{ product: 'canvasTote', size: 'One size', units: yes(1) }],
    }),
  ),
  {
    merchant: 'nordwind',
    orderNumber: 'NW-6004',
    email: 'once-exchange@example.com',
    postalCode: '1017 B1',
    country: 'NL',
    daysAgo: 1,
    currency: 'EUR',
    lines: [{ product: 'linenShirt', size: 'M', units: [{ returnable: 'yes_exchangeable' }] }],
  },
  {
    merchant: 'atelier',
    orderNumber: '100601',
    email: 'once-quote@example.nl',
    postalCode: '3511 AC',
    country: 'NL',
    daysAgo: 2,
    currency: 'EUR',
    lines: [{ product: 'wrapDress', size: 'M', units: yes(1) }],
  },
  {
    merchant: 'kiosk',
    orderNumber: 'K-6001',
    email: 'once-kiosk@example.de',
    postalCode: '10117',
    country: 'DE',
    daysAgo: 1,
    currency: 'EUR',
    lines: [{ product: 'canvasTote', size: 'One size', units: yes(1) }],
  },
  {
    merchant: 'vault',
    orderNumber: 'V-7010',
    email: 'once-gate@example.se',
    postalCode: '114 56',
    country: 'SE',
    daysAgo: 3,
    currency: 'SEK',
    lines: [{ product: 'arcLamp', units: yes(1) }],
  },
  {
    merchant: 'nordwind',
    orderNumber: 'NW-5004',
    email: 'ilse@example.com',
    postalCode: '6211 CE',
    country: 'NL',
    daysAgo: 1,
    currency: 'EUR',
    lines: [{ product: 'merinoSweater', size: 'S', units: yes(1) }],
  },
  {
    merchant: 'nordwind',
    orderNumber: 'NW-5005',
    email: 'joris@example.com',
    postalCode: '2011 VA',
    country: 'NL',
    daysAgo: 1,
    currency: 'EUR',
    lines: [{ product: 'merinoSweater', size: 'L', units: yes(1) }],
  },
  ...(
    [
      ['NW-5006', 'label-auth@example.com', '7511 JE', 'AUTHENTICATION_ERROR'],
      ['NW-5007', 'label-validation@example.com', '8011 CW', 'LABEL_REQUEST_VALIDATION_ERROR'],
      ['NW-5008', 'label-address@example.com', '6511 JC', 'ADDRESS_FORMAT_ERROR'],
      ['NW-5009', 'label-unspecified@example.com', '4811 XJ', 'UNSPECIFIED_ERROR'],
    ] as const
  ).map(
    ([orderNumber, email, postalCode, labelFailure]): SeedOrder => ({
      merchant: 'nordwind',
      orderNumber,
      email,
      postalCode,
      country: 'NL',
      daysAgo: 1,
      currency: 'EUR',
      labelFailure,
      lines: [{ product: 'merinoSweater', size: 'L', units: yes(1) }],
    }),
  ),
  // Ships from outside the EU: the portal offers a commercial invoice, which lists sender and items.
  {
    merchant: 'nordwind',
    orderNumber: 'NW-5010',
    email: 'george@example.co.uk',
    postalCode: 'W1U 5HQ',
    country: 'GB',
    daysAgo: 2,
    currency: 'GBP',
    name: 'George Whitfield',
    address: { street: 'Marylebone High Street', houseNumber: '48', postalCode: 'W1U 5HQ', city: 'London' },
    lines: [
      { product: 'trailRunner', size: '42', units: [{ returnable: 'yes_exchangeable' }] },
      { product: 'linenShirt', size: 'M', units: yes(1) },
    ],
  },
  // atelier (MAGENTO): sign in with postal code or e-mail; quantity selector on.
  {
    merchant: 'atelier',
    orderNumber: '100045',
    email: 'sophie@example.nl',
    postalCode: '3511 AB',
    country: 'NL',
    daysAgo: 5,
    currency: 'EUR',
    lines: [
      { product: 'wrapDress', size: 'M', units: yes(3) },
      { product: 'chinoTrousers', size: '30', units: [{ returnable: 'yes_exchangeable' }] },
      { product: 'stonewareMug', units: [{ returnable: 'no_excluded_category' }] },
    ],
  },
  {
    merchant: 'atelier',
    orderNumber: '100012',
    email: 'sophie@example.nl',
    postalCode: '3511 AB',
    country: 'NL',
    daysAgo: 20,
    currency: 'EUR',
    lines: [{ product: 'merinoSweater', size: 'M', units: [{ returnable: 'no_outside_return_period' }] }],
  },
  // A floor lamp only travels ship-it-yourself: confirm items then creates the quote directly.
  {
    merchant: 'atelier',
    orderNumber: '100078',
    email: 'sophie@example.nl',
    postalCode: '3511 AB',
    country: 'NL',
    daysAgo: 2,
    currency: 'EUR',
    lines: [{ product: 'arcLamp', units: yes(1) }],
  },
  // The quote flow's confirmation tests' shoppers: an expired payment paid again, a cancelled one, a
  // pickup, and a carrier whose label service is down.
  {
    merchant: 'atelier',
    orderNumber: '100301',
    email: 'pieter@example.nl',
    postalCode: '2312 BK',
    country: 'NL',
    daysAgo: 2,
    currency: 'EUR',
    lines: [{ product: 'wrapDress', size: 'M', units: yes(1) }],
  },
  {
    merchant: 'atelier',
    orderNumber: '100302',
    email: 'anna@example.nl',
    postalCode: '3581 KP',
    country: 'NL',
    daysAgo: 2,
    currency: 'EUR',
    lines: [{ product: 'chinoTrousers', size: '30', units: yes(1) }],
  },
  {
    merchant: 'atelier',
    orderNumber: '100303',
    email: 'bram@example.nl',
    postalCode: '3512 JK',
    country: 'NL',
    daysAgo: 3,
    currency: 'EUR',
    lines: [{ product: 'wrapDress', size: 'S', units: yes(1) }],
  },
  {
    merchant: 'atelier',
    orderNumber: '100304',
    email: 'daan@example.nl',
    postalCode: '2011 HV',
    country: 'NL',
    daysAgo: 3,
    currency: 'EUR',
    labelFailure: 'SERVICE_UNAVAILABLE_ERROR',
    lines: [{ product: 'merinoSweater', size: 'M', units: yes(1) }],
  },
  // The quote flow's twin of NW-5031: a paid quote followed by Back.
  {
    merchant: 'atelier',
    orderNumber: '100331',
    email: 'iris@example.nl',
    postalCode: '3511 AB',
    country: 'NL',
    daysAgo: 2,
    currency: 'EUR',
    lines: [{ product: 'wrapDress', size: 'M', units: yes(1) }],
  },
  // kiosk (ecommerce-less): the order number is the receipt number; the country must match.
  {
    merchant: 'kiosk',
    orderNumber: 'K-5521',
    email: 'lukas@example.de',
    postalCode: '10115',
    country: 'DE',
    daysAgo: 3,
    currency: 'EUR',
    lines: [{ product: 'canvasTote', size: 'One size', units: yes(1) }],
  },
  // vault (gatekeeping)
  {
    merchant: 'vault',
    orderNumber: 'V-7001',
    email: 'nora@example.se',
    postalCode: '114 55',
    country: 'SE',
    daysAgo: 8,
    currency: 'SEK',
    lines: [
      { product: 'arcLamp', units: yes(1) },
      { product: 'stonewareMug', units: yes(2) },
    ],
  },
  // A second vault shopper: the browser tests that inject faults into gatekeeping requests use her, so
  // they never share a draft (and its one request) with the gatekeeping tests running beside them.
  {
    merchant: 'vault',
    orderNumber: 'V-7002',
    email: 'ingrid@example.se',
    postalCode: '411 06',
    country: 'SE',
    daysAgo: 5,
    currency: 'SEK',
    lines: [{ product: 'arcLamp', units: yes(1) }],
  },
  // The visual regression tests' own vault shoppers, one per screen size: each submits her request,
  // and the two sizes run at once.
  {
    merchant: 'vault',
    orderNumber: 'V-7003',
    email: 'tove@example.se',
    postalCode: '753 20',
    country: 'SE',
    daysAgo: 4,
    currency: 'SEK',
    lines: [{ product: 'arcLamp', units: yes(1) }],
  },
  {
    merchant: 'vault',
    orderNumber: 'V-7004',
    email: 'maja@example.se',
    postalCode: '222 21',
    country: 'SE',
    daysAgo: 4,
    currency: 'SEK',
    lines: [{ product: 'arcLamp', units: yes(1) }],
  },
  // The money browser tests' own shoppers (e2e/tests/money.spec.ts), one per flow: each pays a return.
  ...(
    [
      ['NW-6101', 'money-fee@example.com', 'canvasTote', 'One size'],
      ['NW-6102', 'money-insured@example.com', 'linenShirt', 'M'],
    ] as const
  ).map(
    ([orderNumber, email, product, size]): SeedOrder => ({
      merchant: 'nordwind',
      orderNumber,
      email,
      postalCode: '1016 GV',
      country: 'NL',
      daysAgo: 2,
      currency: 'EUR',
      name: 'Mara Geld',
      address: { street: 'Prinsengracht', houseNumber: '263', postalCode: '1016 GV', city: 'Amsterdam' },
      lines: [{ product, size, units: yes(1) }],
    }),
  ),
  ...(
    [
      ['100611', 'money-flat@example.nl'],
      ['100612', 'money-tiers@example.nl'],
    ] as const
  ).map(
    ([orderNumber, email]): SeedOrder => ({
      merchant: 'atelier',
      orderNumber,
      email,
      postalCode: '3511 AB',
      country: 'NL',
      daysAgo: 2,
      currency: 'EUR',
      lines: [
        { product: 'wrapDress', size: 'M', units: yes(1) },
        { product: 'chinoTrousers', size: '30', units: yes(1) },
      ],
    }),
  ),
  {
    merchant: 'kiosk',
    orderNumber: 'K-6101',
    email: 'money@example.de',
    postalCode: '10115',
    country: 'DE',
    daysAgo: 2,
    currency: 'EUR',
    lines: [{ product: 'canvasTote', size: 'One size', units: yes(1) }],
  },
  // The what-you-get-back browser tests' own shoppers (e2e/tests/what-you-get-back.spec.ts), one per test:
  // a shirt to exchange and a sweater to return (both exchangeable, so store credit is offered).
  ...(
    [
      ['NW-6701', 'get-back-carriers@example.com'],
      ['NW-6702', 'get-back-order@example.com'],
    ] as const
  ).map(
    ([orderNumber, email]): SeedOrder => ({
      merchant: 'nordwind',
      orderNumber,
      email,
      postalCode: '1016 GV',
      country: 'NL',
      daysAgo: 2,
      currency: 'EUR',
      lines: [
        { product: 'linenShirt', size: 'M', units: [{ returnable: 'yes_exchangeable' }] },
        { product: 'merinoSweater', size: 'L', units: [{ returnable: 'yes_exchangeable' }] },
      ],
    }),
  ),
  ...(
    [
      ['100671', 'get-back-carriers@example.nl'],
      ['100672', 'get-back-quote@example.nl'],
    ] as const
  ).map(
    ([orderNumber, email]): SeedOrder => ({
      merchant: 'atelier',
      orderNumber,
      email,
      postalCode: '3511 AB',
      country: 'NL',
      daysAgo: 2,
      currency: 'EUR',
      lines: [
        { product: 'wrapDress', size: 'M', units: yes(1) },
        { product: 'chinoTrousers', size: '30', units: yes(2) },
      ],
    }),
  ),
  {
    merchant: 'kiosk',
    orderNumber: 'K-6701',
    email: 'get-back@example.de',
    postalCode: '10115',
    country: 'DE',
    daysAgo: 2,
    currency: 'EUR',
    lines: [{ product: 'canvasTote', size: 'One size', units: yes(1) }],
  },
  // The photo-upload browser tests' own vault shoppers, one per test: they run at once and are
  // repeated, each shopper may upload 30 photos an hour, and none may replace nora's draft.
  {
    merchant: 'vault',
    orderNumber: 'V-7005',
    email: 'elsa@example.se',
    postalCode: '582 22',
    country: 'SE',
    daysAgo: 4,
    currency: 'SEK',
    lines: [{ product: 'arcLamp', units: yes(1) }],
  },
  {
    merchant: 'vault',
    orderNumber: 'V-7006',
    email: 'frida@example.se',
    postalCode: '903 26',
    country: 'SE',
    daysAgo: 4,
    currency: 'SEK',
    lines: [{ product: 'arcLamp', units: yes(1) }],
  },
  {
    merchant: 'vault',
    orderNumber: 'V-7007',
    email: 'greta@example.se',
    postalCode: '721 30',
    country: 'SE',
    daysAgo: 4,
    currency: 'SEK',
    lines: [{ product: 'arcLamp', units: yes(1) }],
  },
  // A Submit pressed while a photo uploads (photo-upload.spec.ts): one sends its request, one does not.
  {
    merchant: 'vault',
    orderNumber: 'V-7008',
    email: 'hanna@example.se',
    postalCode: '582 23',
    country: 'SE',
    daysAgo: 4,
    currency: 'SEK',
    lines: [{ product: 'arcLamp', units: yes(1) }],
  },
  {
    merchant: 'vault',
    orderNumber: 'V-7009',
    email: 'ingrid@example.se',
    postalCode: '582 24',
    country: 'SE',
    daysAgo: 4,
    currency: 'SEK',
    lines: [{ product: 'arcLamp', units: yes(1) }],
  },
  // Confirm items' self-shipping quote whose answer is lost (e2e/tests/confirm-items-quote-once.spec.ts).
  // Kept last: a shop's sign-in picture shows its products in the order its seeded orders first sell them.
  ...lampShoppers([
    ['100602', 'once-lamp1@example.nl', '3511 AD'],
    ['100603', 'once-lamp2@example.nl', '3511 AE'],
  ]),
  // A shopper of two orders: after the first one's finished return, signing in with the second leads to its
  // items (e2e/tests/finished-return.spec.ts).
  {
    merchant: 'atelier',
    orderNumber: '100631',
    email: 'two-orders@example.nl',
    postalCode: '3511 AF',
    country: 'NL',
    daysAgo: 3,
    currency: 'EUR',
    lines: [{ product: 'wrapDress', size: 'M', units: yes(1) }],
  },
  {
    merchant: 'atelier',
    orderNumber: '100632',
    email: 'two-orders@example.nl',
    postalCode: '3511 AF',
    country: 'NL',
    daysAgo: 4,
    currency: 'EUR',
    lines: [{ product: 'chinoTrousers', size: '30', units: yes(1) }],
  },
  // The draft flow's paid return whose label the confirmation waits for (e2e/tests/order-confirmation.spec.ts):
  // ready 10 s after payment, so the "label is being made" state is still there on a busy machine.
  {
    merchant: 'nordwind',
    orderNumber: 'NW-5041',
    email: 'pim@example.com',
    postalCode: '1016 GV',
    country: 'NL',
    daysAgo: 2,
    currency: 'EUR',
    name: 'Pim de Vries',
    address: { street: 'Prinsengracht', houseNumber: '265', postalCode: '1016 GV', city: 'Amsterdam' },
    lines: [{ product: 'linenShirt', size: 'M', units: yes(1) }],
    labelDelayMs: 10_000,
  },
  // The order confirmation rendered on the server (e2e/tests/server-render-confirmation.spec.ts): labels made
  // only by the sandbox's advance endpoint (before the page, or while it polls), and the quote flow's.
  {
    merchant: 'nordwind',
    orderNumber: 'NW-5042',
    email: 'ssr-label@example.com',
    postalCode: '1016 GV',
    country: 'NL',
    daysAgo: 2,
    currency: 'EUR',
    lines: [{ product: 'linenShirt', size: 'M', units: yes(1) }],
    labelDelayMs: 10 * 60_000,
  },
  {
    merchant: 'nordwind',
    orderNumber: 'NW-5043',
    email: 'ssr-polling@example.com',
    postalCode: '1016 GV',
    country: 'NL',
    daysAgo: 2,
    currency: 'EUR',
    lines: [{ product: 'linenShirt', size: 'M', units: yes(1) }],
    labelDelayMs: 10 * 60_000,
  },
  {
    merchant: 'atelier',
    orderNumber: '100343',
    email: 'ssr-quote@example.nl',
    postalCode: '3511 AB',
    country: 'NL',
    daysAgo: 2,
    currency: 'EUR',
    lines: [{ product: 'wrapDress', size: 'M', units: yes(1) }],
  },
  // The analytics browser test's shopper (e2e/tests/analytics.spec.ts): vault asks for consent first.
  {
    merchant: 'vault',
    orderNumber: 'V-7021',
    email: 'astrid@example.se',
    postalCode: '114 57',
    country: 'SE',
    daysAgo: 2,
    currency: 'SEK',
    lines: [
      { product: 'arcLamp', units: yes(1) },
      { product: 'stonewareMug', units: yes(2) },
    ],
  },
  // The withdrawal function's browser test (e2e/tests/withdrawal.spec.ts): their acknowledgement e-mails
  // must not be mistaken for another test's sign-in link.
  {
    merchant: 'nordwind',
    orderNumber: 'NW-5061',
    email: 'wim@example.com',
    postalCode: '1017 CT',
    country: 'NL',
    daysAgo: 3,
    currency: 'EUR',
    lines: [{ product: 'linenShirt', size: 'L', units: yes(1) }],
  },
  {
    merchant: 'atelier',
    orderNumber: '100621',
    email: 'lotte@example.nl',
    postalCode: '3511 AF',
    country: 'NL',
    daysAgo: 3,
    currency: 'EUR',
    lines: [{ product: 'arcLamp', units: yes(1) }],
  },
  // "Your returns" browser test's shoppers (e2e/tests/your-returns.spec.ts): a paid return, an open
  // one, a shopper who must never see them, and a quote on atelier.
  {
    merchant: 'nordwind',
    orderNumber: 'NW-6201',
    email: 'returns-paid@example.com',
    postalCode: '3011 BA',
    country: 'NL',
    daysAgo: 2,
    currency: 'EUR',
    lines: [
      { product: 'canvasTote', size: 'One size', units: yes(1) },
      { product: 'linenShirt', size: 'M', units: yes(1) },
    ],
  },
  {
    merchant: 'nordwind',
    orderNumber: 'NW-6202',
    email: 'returns-open@example.com',
    postalCode: '3011 BB',
    country: 'NL',
    daysAgo: 2,
    currency: 'EUR',
    lines: [{ product: 'canvasTote', size: 'One size', units: yes(1) }],
  },
  {
    merchant: 'nordwind',
    orderNumber: 'NW-6203',
    email: 'returns-other@example.com',
    postalCode: '3011 BC',
    country: 'NL',
    daysAgo: 2,
    currency: 'EUR',
    lines: [{ product: 'canvasTote', size: 'One size', units: yes(1) }],
  },
  // A DHL home pickup in two parcels: its booking and labels on the confirmation and in "Your returns".
  {
    merchant: 'nordwind',
    orderNumber: 'NW-6204',
    email: 'returns-pickup@example.com',
    postalCode: '1016 GV',
    country: 'NL',
    daysAgo: 2,
    currency: 'EUR',
    name: 'Femke Jansen',
    address: { street: 'Prinsengracht', houseNumber: '271', postalCode: '1016 GV', city: 'Amsterdam' },
    lines: [{ product: 'canvasTote', size: 'One size', units: yes(1) }],
  },
  {
    merchant: 'atelier',
    orderNumber: '100701',
    email: 'returns-quote@example.nl',
    postalCode: '3511 AD',
    country: 'NL',
    daysAgo: 2,
    currency: 'EUR',
    lines: [{ product: 'wrapDress', size: 'M', units: yes(1) }],
  },
  // The unpaid-return browser tests' shoppers (e2e/tests/unpaid-return.spec.ts): a cancelled return
  // paid from its confirmation, a second try after a cancelled payment, Back from the payment page,
  // and a cancelled quote on atelier.
  ...['NW-6301', 'NW-6302', 'NW-6303'].map(
    (orderNumber, index): SeedOrder => ({
      merchant: 'nordwind',
      orderNumber,
      email: `${['unpaid-pay', 'unpaid-twice', 'unpaid-back'][index]}@example.com`,
      postalCode: `3011 C${'EFG'[index]}`,
      country: 'NL',
      daysAgo: 2,
      currency: 'EUR',
      lines: [{ product: 'canvasTote', size: 'One size', units: yes(1) }],
    }),
  ),
  ...['100801', '100802'].map(
    (orderNumber, index): SeedOrder => ({
      merchant: 'atelier',
      orderNumber,
      email: `${['unpaid-quote', 'unpaid-quote-back'][index]}@example.nl`,
      postalCode: `3511 A${'GH'[index]}`,
      country: 'NL',
      daysAgo: 2,
      currency: 'EUR',
      lines: [{ product: 'wrapDress', size: 'M', units: yes(1) }],
    }),
  ),
  // The browser tests of confirm items and carriers rendered on the server (e2e/tests/server-render-steps.spec.ts):
  // a draft each, a draft with an exchange, and a quote-flow shopper whose carriers step is the browser's.
  ...['NW-6401', 'NW-6402'].map(
    (orderNumber, index): SeedOrder => ({
      merchant: 'nordwind',
      orderNumber,
      email: `${['ssr-confirm', 'ssr-carriers'][index]}@example.com`,
      postalCode: `3011 D${'EF'[index]}`,
      country: 'NL',
      daysAgo: 2,
      currency: 'EUR',
      lines: [
        { product: 'canvasTote', size: 'One size', units: yes(1) },
        { product: 'merinoSweater', size: 'L', units: yes(1) },
      ],
    }),
  ),
  // An exchange in the draft: its reason is the tab's, so the server leaves the page to the browser.
  {
    merchant: 'nordwind',
    orderNumber: 'NW-6403',
    email: 'ssr-exchange@example.com',
    postalCode: '3011 DG',
    country: 'NL',
    daysAgo: 2,
    currency: 'EUR',
    lines: [{ product: 'merinoSweater', size: 'L', units: [{ returnable: 'yes_exchangeable' }] }],
  },
  // A server-rendered page whose controls wait for the tab's read-back (e2e/tests/server-render.spec.ts).
  {
    merchant: 'nordwind',
    orderNumber: 'NW-6404',
    email: 'ssr-readback@example.com',
    postalCode: '3011 DG',
    country: 'NL',
    daysAgo: 2,
    currency: 'EUR',
    lines: [{ product: 'linenShirt', size: 'M', units: yes(1) }],
  },
  {
    merchant: 'atelier',
    orderNumber: '100811',
    email: 'ssr-quote@example.nl',
    postalCode: '3511 AJ',
    country: 'NL',
    daysAgo: 2,
    currency: 'EUR',
    lines: [{ product: 'wrapDress', size: 'M', units: yes(1) }],
  },
  // A reload of select items with a selection in progress: the browser draws it (e2e/tests/server-render.spec.ts).
  {
    merchant: 'atelier',
    orderNumber: '100812',
    email: 'ssr-selecting@example.nl',
    postalCode: '3511 AJ',
    country: 'NL',
    daysAgo: 2,
    currency: 'EUR',
    lines: [
      { product: 'wrapDress', size: 'M', units: yes(1) },
      { product: 'chinoTrousers', size: '30', units: yes(1) },
    ],
  },
  // A quote holds its units (docs/business-rules.md#your-returns): browser tests that create a quote
  // have atelier shoppers of their own, so sophie's items stay returnable for the others. The one-return
  // test's second and third quotes, the quote-flow test's two floor lamps, and the carriers test's DHL
  // pickup (sophie's postal code, so the same home address).
  ...['100722', '100723'].map(
    (orderNumber, index): SeedOrder => ({
      merchant: 'atelier',
      orderNumber,
      email: `once-quote${index + 2}@example.nl`,
      postalCode: '3511 AC',
      country: 'NL',
      daysAgo: 2,
      currency: 'EUR',
      lines: [{ product: 'wrapDress', size: 'M', units: yes(1) }],
    }),
  ),
  ...['100731', '100732'].map(
    (orderNumber, index): SeedOrder => ({
      merchant: 'atelier',
      orderNumber,
      email: `lamp-quote${index + 1}@example.nl`,
      postalCode: '3511 AB',
      country: 'NL',
      daysAgo: 2,
      currency: 'EUR',
      lines: [{ product: 'arcLamp', units: yes(1) }],
    }),
  ),
  // Ship it yourself walked in the quote flow: the carriers notice, then the address and reference.
  {
    merchant: 'atelier',
    orderNumber: '100742',
    email: 'siy-quote@example.nl',
    postalCode: '3511 AB',
    country: 'NL',
    daysAgo: 2,
    currency: 'EUR',
    lines: [{ product: 'wrapDress', size: 'M', units: yes(1) }],
  },
  {
    merchant: 'atelier',
    orderNumber: '100741',
    email: 'pickup-quote@example.nl',
    postalCode: '3511 AB',
    country: 'NL',
    daysAgo: 5,
    currency: 'EUR',
    lines: [{ product: 'wrapDress', size: 'M', units: yes(3) }],
  },
  // Lamp shoppers of one quote each, free for tests that create a quote (the fault matrix has its own: seed-faults.ts).
  ...lampShoppers([
    ['100751', 'fault-quote-500@example.nl', '3511 BA'],
    ['100752', 'fault-quote-abort@example.nl', '3511 BB'],
    ['100753', 'fault-quote-hang@example.nl', '3511 BC'],
  ]),
  ...redisOrders,
  ...keysOrders,
  ...statementOrders,
  ...faultOrders,
  // An exchange for another product (docs/sandbox.md#the-shops-catalogue), one shopper a flow: a Waxed Field
  // Jacket (149.00) to swap for the dearer parka, and the parka (229.00) to swap for the cheaper liner. The
  // browser tests have their own of each (e2e/tests/product-exchange.spec.ts).
  ...(['nordwind', 'atelier'] as const).flatMap((merchant): SeedOrder[] =>
    (
      [
        ['jacket', '01', 'JA', ['fieldJacket', 'downParka']],
        ['jacket-up', '02', 'JB', ['fieldJacket']],
        ['jacket-down', '03', 'JC', ['downParka']],
      ] as const
    ).map(([name, number, postal, products]) => ({
      merchant,
      orderNumber: merchant === 'nordwind' ? `NW-38${number}` : `1009${number}`,
      email: `${name}@example.${merchant === 'nordwind' ? 'com' : 'nl'}`,
      postalCode: `3512 ${postal}`,
      country: 'NL',
      daysAgo: 3,
      currency: 'EUR',
      lines: products.map((product) => ({
        product,
        size: 'M',
        units: [{ returnable: 'yes_exchangeable' as const }],
      })),
    })),
  ),
];

/** Order numbers match without a leading `#` and case, as the shopper may type them. */
export const normaliseOrderNumber = (value: string): string => value.trim().replace(/^#+/, '').toUpperCase();

/** How long after payment the labels of a shop's order are ready: its own delay, else `otherwise`. */
export const labelDelayOf = (merchant: string, orderNumber: string | undefined, otherwise: number): number =>
  seedOrderOf(merchant, orderNumber)?.labelDelayMs ?? otherwise;

/** A seeded order of a shop by its number, however it is written. */
export const seedOrderOf = (merchant: string, orderNumber: string | undefined): SeedOrder | undefined =>
  orderNumber === undefined
    ? undefined
    : orders.find(
        (order) =>
          order.merchant === merchant &&
          normaliseOrderNumber(order.orderNumber) === normaliseOrderNumber(orderNumber),
      );

/** The orders of one shopper of one shop. */
export const ordersOf = (consumer: { merchant: string; email: string }): SeedOrder[] =>
  orders.filter((order) => order.merchant === consumer.merchant && order.email === consumer.email);

/** A shopper with 50 orders and 300 units, to see the select-items page at scale. */
export const SCALE_CONSUMER = { merchant: 'nordwind', email: 'scale@example.com', orderNumber: 'SC-0001' };

const scaleProducts: { product: ProductKey; size?: string }[] = [
  { product: 'linenShirt', size: 'M' },
  { product: 'chinoTrousers', size: '32' },
  { product: 'merinoSweater', size: 'L' },
  { product: 'trailRunner', size: '42' },
  { product: 'stonewareMug' },
];
for (let index = 1; index <= 50; index++) {
  orders.push({
    merchant: SCALE_CONSUMER.merchant,
    orderNumber: `SC-${String(index).padStart(4, '0')}`,
    email: SCALE_CONSUMER.email,
    postalCode: '1011 AB',
    country: 'NL',
    daysAgo: index % 40,
    currency: 'EUR',
    lines: [0, 1, 2].map((line) => ({
      ...scaleProducts[(index + line) % scaleProducts.length]!,
      units: [
        { returnable: 'yes' },
        { returnable: index % 7 === 0 ? 'no_already_requested' : 'yes_exchangeable' },
      ],
    })),
  });
}

/** Sign-in data to try each shop with (printed by `npm start`). */
export const sampleSignIns = [
  {
    merchant: 'nordwind',
    email: 'emma@example.com',
    orderNumber: 'NW-1001',
    description: merchants[0]?.description,
  },
  {
    merchant: 'atelier',
    postalCode: '3511 AB',
    email: 'sophie@example.nl',
    orderNumber: '100045',
    description: merchants[1]?.description,
  },
  {
    merchant: 'kiosk',
    email: 'lukas@example.de',
    orderNumber: 'K-5521',
    country: 'DE',
    description: merchants[2]?.description,
  },
  {
    merchant: 'vault',
    email: 'nora@example.se',
    orderNumber: 'V-7001',
    description: merchants[3]?.description,
  },
];
