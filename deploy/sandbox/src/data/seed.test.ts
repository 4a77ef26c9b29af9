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
import { merchants, orders, sampleSignIns } from './seed';

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

  it('give every slice-2 reason and every older reason nl, en and de texts', () => {
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
