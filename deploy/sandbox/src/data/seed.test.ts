import { shopConfigSchema } from '@portal/shared/config';
import { describe, expect, it } from 'vitest';
import { catalog } from './catalog';
import { merchants, orders, sampleSignIns } from './seed';

/** WCAG relative luminance of `#rrggbb`. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
};

describe('seeded merchants', () => {
  it('are valid shop configurations with readable buttons (axe checks 4.5:1)', () => {
    for (const merchant of merchants) {
      const config = shopConfigSchema.parse(merchant);
      expect(config.buttonColor).toMatch(/^#[0-9a-f]{6}$/i);
      expect(contrast(config.buttonColor!, config.buttonTextColor!)).toBeGreaterThanOrEqual(4.5);
      expect(config.locales).toEqual(expect.arrayContaining(['nl', 'en', 'de']));
    }
    expect(merchants.some((m) => m.locales.includes('fr') || m.locales.includes('sv'))).toBe(true);
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
