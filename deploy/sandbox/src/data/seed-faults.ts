/**
 * The fault-matrix and navigation browser tests' own shoppers (e2e/tests/fault-matrix.spec.ts,
 * e2e/tests/resilience-navigation.spec.ts): each test that leaves state (a draft, a quote, a request,
 * a return order) signs in as a shopper of its own, so parallel tests never share one.
 */
import { lampShopper, type SeedOrder, yes } from './seed-order';

/** A nordwind shopper with the canvas tote bag alone (the draft flow). */
const tote = (orderNumber: string, email: string, postalCode: string): SeedOrder => ({
  merchant: 'nordwind',
  orderNumber,
  email,
  postalCode,
  country: 'NL',
  daysAgo: 3,
  currency: 'EUR',
  lines: [{ product: 'canvasTote', size: 'One size', units: yes(1) }],
  name: 'Fenna Fout',
  address: { street: 'Oudegracht', houseNumber: '55', postalCode, city: 'Utrecht' },
});

/** An atelier shopper of one wrap dress (the quote flow's carriers step, with its DHL pickup). */
const dress = (orderNumber: string, email: string, postalCode: string): SeedOrder => ({
  merchant: 'atelier',
  orderNumber,
  email,
  postalCode,
  country: 'NL',
  daysAgo: 2,
  currency: 'EUR',
  lines: [{ product: 'wrapDress', size: 'M', units: yes(1) }],
});

/** Every order of the faults track (NW-55xx, and suffix 55xx at other shops). */
export const faultOrders: SeedOrder[] = [
  tote('NW-5501', 'faults-draft@example.com', '3511 EA'),
  tote('NW-5502', 'faults-fetch@example.com', '3511 EB'),
  tote('NW-5503', 'faults-update@example.com', '3511 EC'),
  tote('NW-5504', 'faults-return-order@example.com', '3511 ED'),
  tote('NW-5505', 'faults-navigation@example.com', '3511 EE'),
  tote('NW-5506', 'faults-reload@example.com', '3511 EF'),
  tote('NW-5507', 'faults-history@example.com', '3511 EG'),
  tote('NW-5508', 'faults-offline@example.com', '3511 EH'),
  tote('NW-5509', 'faults-remotes@example.com', '3511 EJ'),
  tote('NW-5512', 'faults-purchases@example.com', '3511 EL'),
  tote('NW-5513', 'faults-features@example.com', '3511 EM'),
  tote('NW-5514', 'faults-code@example.com', '3511 EN'),
  tote('NW-5515', 'faults-address@example.com', '3511 EP'),
  tote('NW-5516', 'faults-timeslots@example.com', '3511 ER'),
  tote('NW-5517', 'faults-carriers@example.com', '3511 ES'),
  tote('NW-5518', 'faults-signin@example.com', '3511 ET'),
  tote('NW-5519', 'faults-carriers-draft@example.com', '3511 EV'),
  tote('NW-5520', 'faults-carriers-purchases@example.com', '3511 EW'),
  tote('NW-5521', 'faults-carriers-toggles@example.com', '3511 EX'),
  tote('NW-5522', 'faults-confirmation@example.com', '3511 EY'),
  tote('NW-5524', 'faults-logout@example.com', '3511 GA'),
  // Ships it itself from outside the EU: the confirmation fetches the commercial invoice.
  {
    merchant: 'nordwind',
    orderNumber: 'NW-5526',
    email: 'faults-invoice@example.co.uk',
    postalCode: 'W1U 5HR',
    country: 'GB',
    daysAgo: 2,
    currency: 'GBP',
    name: 'Fiona Fault',
    address: { street: 'Marylebone High Street', houseNumber: '50', postalCode: 'W1U 5HR', city: 'London' },
    lines: [{ product: 'linenShirt', size: 'M', units: yes(1) }],
  },
  // A unit already in a return: "Your returns" shows above the orders (the draft flow's return orders).
  {
    merchant: 'nordwind',
    orderNumber: 'NW-5523',
    email: 'faults-your-returns@example.com',
    postalCode: '3511 EZ',
    country: 'NL',
    daysAgo: 3,
    currency: 'EUR',
    lines: [
      {
        product: 'canvasTote',
        size: 'One size',
        units: [{ returnable: 'yes' }, { returnable: 'no_already_requested' }],
      },
    ],
  },
  // The same at atelier (the quote flow's quotes).
  {
    merchant: 'atelier',
    orderNumber: '105507',
    email: 'faults-your-quotes@example.nl',
    postalCode: '3511 FG',
    country: 'NL',
    daysAgo: 2,
    currency: 'EUR',
    lines: [
      {
        product: 'arcLamp',
        units: [{ returnable: 'yes' }, { returnable: 'no_already_requested' }],
      },
    ],
  },
  // Pounds, with an incentive in euros: confirm items asks for exchange rates.
  {
    merchant: 'nordwind',
    orderNumber: 'NW-5510',
    email: 'faults-rates@example.co.uk',
    postalCode: 'W1B 5SA',
    country: 'GB',
    daysAgo: 6,
    currency: 'GBP',
    lines: [{ product: 'trailRunner', size: '43', units: [{ returnable: 'yes_exchangeable' }] }],
  },
  // A linen shirt in M that may be exchanged: choosing another size asks /exchange-reason.
  {
    merchant: 'nordwind',
    orderNumber: 'NW-5511',
    email: 'faults-exchange@example.com',
    postalCode: '3511 EK',
    country: 'NL',
    daysAgo: 4,
    currency: 'EUR',
    lines: [{ product: 'linenShirt', size: 'M', units: [{ returnable: 'yes_exchangeable' }] }],
  },
  lampShopper('105501', 'faults-pricelists@example.nl', '3511 FA'),
  lampShopper('105502', 'faults-quote@example.nl', '3511 FB'),
  // Dresses at atelier: the quote flow's carriers step (the lamp's quote is made on confirm items).
  dress('105503', 'faults-carriers-pricelists@example.nl', '3511 FC'),
  dress('105504', 'faults-address-check@example.nl', '3511 FD'),
  dress('105505', 'faults-timeslots@example.nl', '3511 FE'),
  dress('105506', 'faults-quote-confirmation@example.nl', '3511 FF'),
  // Pays again from the quote's confirmation after the first payment expired.
  dress('105508', 'faults-pay-again@example.nl', '3511 FH'),
  {
    merchant: 'vault',
    orderNumber: 'V-5501',
    email: 'faults-request@example.se',
    postalCode: '411 55',
    country: 'SE',
    daysAgo: 5,
    currency: 'SEK',
    lines: [{ product: 'arcLamp', units: yes(1) }],
  },
  {
    merchant: 'vault',
    orderNumber: 'V-5503',
    email: 'faults-toggle@example.se',
    postalCode: '411 57',
    country: 'SE',
    daysAgo: 5,
    currency: 'SEK',
    lines: [{ product: 'arcLamp', units: yes(1) }],
  },
  {
    merchant: 'vault',
    orderNumber: 'V-5502',
    email: 'faults-upload@example.se',
    postalCode: '411 56',
    country: 'SE',
    daysAgo: 5,
    currency: 'SEK',
    lines: [{ product: 'arcLamp', units: yes(1) }],
  },
];
