/**
 * The shape of a seeded order and the builders several seed files share, apart from the data
 * (seed.ts), so the per-track seed files (seed-<track>.ts) can type and build their orders without
 * importing seed.ts, which spreads them in.
 */
import type { Returnable } from '../platform/api';
import type { ProductKey } from './catalog';
import type { LabelFailure } from './label-failures';

/** One unit of a line: what it may do and what was paid. */
export interface SeedUnit {
  returnable: Returnable;
  paid?: number;
  fulfilled?: boolean;
}

/** One order line. */
export interface SeedLine {
  product: ProductKey;
  /** Ordered size; must be one of the product's sizes. */
  size?: string;
  units: SeedUnit[];
  /** Which supplier's warehouse takes it back. */
  supplier?: 'main' | 'partner';
}

/** A shipping address as the shop has it (the country is the order's). */
export interface SeedAddress {
  street: string;
  houseNumber: string;
  houseNumberSuffix?: string;
  postalCode: string;
  city: string;
}

/** One order of one shopper. */
export interface SeedOrder {
  merchant: string;
  orderNumber: string;
  email: string;
  postalCode?: string;
  country: string;
  daysAgo: number;
  currency: 'EUR' | 'GBP' | 'SEK';
  lines: SeedLine[];
  /** The shopper's name, when the shop has it: the shipment's sender and the label's "From". */
  name?: string;
  /** The shipping address, when the shop has it: the draft flow's shipment sender. */
  address?: SeedAddress;
  /** Labels of returns from this order fail so (the browser tests' own failing shoppers). */
  labelFailure?: LabelFailure;
  /**
   * How long after payment its labels are ready, instead of the sandbox's delay: a browser test that
   * must see the "label is being made" state on a busy machine.
   */
  labelDelayMs?: number;
}

/** `count` units that may be returned. */
export const yes = (count = 1): SeedUnit[] => Array.from({ length: count }, () => ({ returnable: 'yes' }));

/** An atelier shopper of one recent floor lamp (the quote flow: a quote holds its lamp). */
export const lampShopper = (orderNumber: string, email: string, postalCode: string): SeedOrder => ({
  merchant: 'atelier',
  orderNumber,
  email,
  postalCode,
  country: 'NL',
  daysAgo: 2,
  currency: 'EUR',
  lines: [{ product: 'arcLamp', units: yes(1) }],
});
