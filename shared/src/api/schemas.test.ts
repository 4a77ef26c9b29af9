import { describe, expect, it } from 'vitest';
import { purchasesResponseSchema } from './schemas';

const purchase = {
  purchaseId: 'p1',
  order: {
    createdDate: '2026-11-01T10:00:00Z',
    orderId: 'o1',
    currency: 'EUR',
    orderNumber: 'NW-1',
    paymentMethods: [],
  },
  product: { id: 'prod', name: 'Shirt', sku: 'shirt-m', price: { value: '59.95', currency: 'EUR' } },
  units: [{ fulfillmentDate: null, paidAmount: { value: 59.95, currency: 'EUR' }, returnable: 'yes' }],
};

describe('purchasesResponseSchema', () => {
  it('accepts an array and an object with data[], always giving an array', () => {
    expect(purchasesResponseSchema.parse([purchase])).toHaveLength(1);
    expect(purchasesResponseSchema.parse({ data: [purchase, purchase] })).toHaveLength(2);
  });

  it('turns money strings into numbers', () => {
    const [parsed] = purchasesResponseSchema.parse([purchase]);
    expect(parsed?.product.price.value).toBe(59.95);
  });

  it('rejects an unknown returnable value and a unit-less purchase', () => {
    const badUnit = { ...purchase, units: [{ ...purchase.units[0], returnable: 'maybe' }] };
    expect(purchasesResponseSchema.safeParse([badUnit]).success).toBe(false);
    expect(purchasesResponseSchema.safeParse([{ ...purchase, units: [] }]).success).toBe(false);
  });
});
