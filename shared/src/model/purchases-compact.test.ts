import { allSettled, fork, serialize } from 'effector';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Purchase, purchaseSchema, shippingOptionSchema } from '../api/schemas';
import { $purchasesCache, purchasesLoaded } from './caches';
import { compactPurchases, expandPurchases } from './purchases-compact';

const option = (id: string, price: number) =>
  shippingOptionSchema.parse({
    id,
    price: { value: price, currency: 'EUR' },
    service: id.toUpperCase(),
    shippingProductKey: `${id}-parcel`,
    position: 1,
  });

const line = (purchaseId: string, shippingOptions: Purchase['shippingOptions']): Purchase => ({
  ...purchaseSchema.parse({
    purchaseId,
    order: { createdDate: '2026-11-01', orderId: 'o1', currency: 'EUR', orderNumber: 'NW-1001' },
    product: { id: 'prod', name: 'Shirt', sku: 'shirt-m', price: { value: 10, currency: 'EUR' } },
    units: [{ fulfillmentDate: null, paidAmount: { value: 10, currency: 'EUR' }, returnable: 'yes' }],
  }),
  shippingOptions,
});

describe('the purchases cache in its stored form', () => {
  it('holds each distinct option once and gives back the same purchases, in order', () => {
    // A few options, equal ones among them (the same carrier at the same price), spread over many lines.
    const options = fc.constantFrom(
      option('dhl', 4.95),
      option('dhl', 4.95),
      option('dhl', 6.5),
      option('dpd', 0),
    );
    fc.assert(
      fc.property(fc.array(fc.array(options, { maxLength: 4 }), { maxLength: 30 }), (picks) => {
        const purchases = picks.map((picked, index) => line(`p${index}`, picked));
        const stored = compactPurchases(purchases);
        expect(expandPurchases(JSON.parse(JSON.stringify(stored)))).toEqual(purchases);
        const distinct = new Set(purchases.flatMap((p) => p.shippingOptions.map((o) => JSON.stringify(o))));
        expect(stored?.shippingOptions).toHaveLength(distinct.size);
      }),
    );
  });

  it('keeps no cache as none', () => {
    expect(compactPurchases(null)).toBeNull();
    expect(expandPurchases(null)).toBeNull();
  });

  it('refuses a line that points at an option it does not hold', () => {
    const stored = compactPurchases([line('p1', [option('dhl', 4.95)])]);
    if (!stored) throw new Error('no stored form');
    stored.shippingOptions = [];
    expect(() => expandPurchases(stored)).toThrow('point at an option they do not hold');
  });
});

describe('the purchases cache in a server render', () => {
  it('goes to the page in its stored form and comes back whole through fork({ values })', async () => {
    const purchases = [line('p1', [option('dhl', 4.95)]), line('p2', [option('dhl', 4.95)])];
    const server = fork();
    await allSettled(purchasesLoaded, { scope: server, params: purchases });
    const values = JSON.parse(JSON.stringify(serialize(server)));
    const sid = $purchasesCache.sid as string;
    expect(values[sid]).toEqual(compactPurchases(purchases));
    expect(fork({ values }).getState($purchasesCache)).toEqual(purchases);
  });
});
