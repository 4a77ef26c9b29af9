import { describe, expect, it } from 'vitest';
import { DEMO_PURCHASES } from './demo-data';

describe('demo purchases', () => {
  it('each have a product picture, as do their exchange options', () => {
    for (const purchase of DEMO_PURCHASES) {
      expect(purchase.product.imageUrls.length).toBeGreaterThan(0);
      for (const url of purchase.product.imageUrls) expect(url).toMatch(/^data:image\/svg\+xml,%3Csvg/);
      for (const option of purchase.exchangeOptions)
        expect(option.imageUrls).toEqual(purchase.product.imageUrls);
    }
  });
});
