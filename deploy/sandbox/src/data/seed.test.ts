import { shopConfigSchema } from '@portal/shared/config';
import { isBundledFamily } from '@portal/shared/fonts';
import {
  contrastRatio,
  designTokens,
  firstFontFamily,
  parseHexColor,
  type Rgb,
  TEXT_CONTRAST,
} from '@portal/shared/tokens';
import { describe, expect, it } from 'vitest';
import { catalog } from './catalog';
import { merchants, orders, type SeedOrder, sampleSignIns, seedOrderOf } from './seed';

describe('seeded merchants', () => {
  it('are valid shop configurations whose colours read well as configured (no token replaced)', () => {
    for (const merchant of merchants) {
      const config = shopConfigSchema.parse(merchant);
      expect(config.buttonColor).toMatch(/^#[0-9a-f]{6}$/i);
      const [brand, text] = [config.buttonColor, config.buttonTextColor].map(parseHexColor) as [Rgb, Rgb];
      expect(contrastRatio(brand, text)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
      const tokens = designTokens(config);
      expect(tokens.warnings).toEqual([]);
      expect(tokens.properties['--rp-on-brand']).toBe(config.buttonTextColor?.toLowerCase());
      expect(config.locales).toEqual(expect.arrayContaining(['nl', 'en', 'de']));
    }
    expect(merchants.some((m) => m.locales.includes('fr') || m.locales.includes('sv'))).toBe(true);
  });

  it('use web fonts the portal ships, so every machine renders them alike', () => {
    for (const merchant of merchants)
      expect(isBundledFamily(firstFontFamily(merchant.primaryFont))).toBe(true);
    expect(new Set(merchants.map((merchant) => merchant.primaryFont)).size).toBe(merchants.length);
  });

  it('give every reason, in either configuration shape, nl, en and de texts', () => {
    for (const merchant of merchants) {
      for (const reason of merchant.returnReasons ?? []) {
        if ('translations' in reason)
          expect(Object.keys(reason.translations ?? {})).toEqual(['nl', 'en', 'de']);
      }
    }
    const atelierLocales = new Set(
      merchants
        .find((m) => m.merchantName === 'atelier')
        ?.returnReasons?.map((reason) => ('locale' in reason ? reason.locale : '')),
    );
    expect(atelierLocales).toEqual(new Set(['nl', 'en', 'de']));
  });
});

describe('seeded orders', () => {
  it('belong to seeded merchants, have unique numbers per shop and sizes the product comes in', () => {
    const names = new Set(merchants.map((m) => m.merchantName));
    const seen = new Set<string>();
    for (const order of orders) {
      expect(names.has(order.merchant)).toBe(true);
      const key = `${order.merchant}:${order.orderNumber}`;
      expect(seen.has(key)).toBe(false);
      seen.add(key);
      for (const line of order.lines) {
        const sizes: string[] = catalog[line.product].sizes;
        if (line.size) expect(sizes).toContain(line.size);
        expect(line.units.length).toBeGreaterThan(0);
      }
    }
  });

  it('have a sample sign-in for every merchant that matches an order', () => {
    for (const merchant of merchants) {
      const sample = sampleSignIns.find((s) => s.merchant === merchant.merchantName);
      expect(sample).toBeDefined();
      const order = orders.find(
        (o) => o.merchant === sample?.merchant && o.orderNumber === sample?.orderNumber,
      );
      expect(order?.email).toBe(sample?.email);
    }
  });
});

describe("the confirmation tests' shoppers", () => {
  const shoppers: [string, string, string, Partial<SeedOrder>][] = [
    ['nordwind', 'NW-5001', 'paula@example.com', { name: 'Paula de Vries' }],
    ['nordwind', 'NW-5002', 'fenna@example.com', {}],
    ['nordwind', 'NW-5003', 'sam@example.com', {}],
    ['nordwind', 'NW-5004', 'ilse@example.com', {}],
    ['nordwind', 'NW-5005', 'joris@example.com', {}],
    ['nordwind', 'NW-5006', 'label-auth@example.com', { labelFailure: 'AUTHENTICATION_ERROR' }],
    [
      'nordwind',
      'NW-5007',
      'label-validation@example.com',
      { labelFailure: 'LABEL_REQUEST_VALIDATION_ERROR' },
    ],
    ['nordwind', 'NW-5008', 'label-address@example.com', { labelFailure: 'ADDRESS_FORMAT_ERROR' }],
    ['nordwind', 'NW-5009', 'label-unspecified@example.com', { labelFailure: 'UNSPECIFIED_ERROR' }],
    [
      'nordwind',
      'NW-5010',
      'george@example.co.uk',
      { name: 'George Whitfield', country: 'GB', currency: 'GBP' },
    ],
    ['atelier', '100301', 'pieter@example.nl', {}],
    ['atelier', '100302', 'anna@example.nl', {}],
    ['atelier', '100303', 'bram@example.nl', {}],
    ['atelier', '100304', 'daan@example.nl', { labelFailure: 'SERVICE_UNAVAILABLE_ERROR' }],
  ];

  it('each have one order of their own, of one or two returnable items within the return period', () => {
    for (const [merchant, orderNumber, email, expected] of shoppers) {
      const own = orders.filter((order) => order.merchant === merchant && order.email === email);
      expect(own.map((order) => order.orderNumber)).toEqual([orderNumber]);
      const [order] = own;
      expect(order).toMatchObject({ country: 'NL', currency: 'EUR', ...expected });
      expect(order?.lines.length).toBeGreaterThanOrEqual(1);
      expect(order?.lines.length).toBeLessThanOrEqual(2);
      for (const line of order?.lines ?? []) {
        expect(line.units.every((unit) => unit.returnable.startsWith('yes'))).toBe(true);
      }
      const period =
        merchants.find((candidate) => candidate.merchantName === merchant)?.returnPeriodDays ?? 0;
      expect(order?.daysAgo).toBeLessThan(period);
      expect(seedOrderOf(merchant, `#${orderNumber.toLowerCase()}`)).toBe(order);
    }
    expect(seedOrderOf('nordwind', '100301')).toBeUndefined();
  });

  it('give the paid and the British shopper a shipping address, and George two items', () => {
    expect(seedOrderOf('nordwind', 'NW-5001')?.address).toMatchObject({ city: 'Amsterdam' });
    const george = seedOrderOf('nordwind', 'NW-5010');
    expect(george?.address).toMatchObject({ city: 'London', postalCode: 'W1U 5HQ' });
    expect(george?.lines).toHaveLength(2);
  });

  it('give fenna an exchangeable shirt (a free labelled return), and leave the other orders without a label failure', () => {
    expect(seedOrderOf('nordwind', 'NW-5002')?.lines).toEqual([
      { product: 'linenShirt', size: 'M', units: [{ returnable: 'yes_exchangeable' }] },
    ]);
    const failing = orders.filter((order) => order.labelFailure).map((order) => order.orderNumber);
    expect(failing).toEqual(['NW-5006', 'NW-5007', 'NW-5008', 'NW-5009', '100304']);
    expect(merchants.filter((merchant) => merchant.labelFailure)).toEqual([]);
  });
});
