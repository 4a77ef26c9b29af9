import { $selectedItems, type Purchase } from '@portal/shared';
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { exchangeChosen, resolveExchangeReasonFx } from './exchange';
import { itemsOfPurchase } from './portal-items';
import type { ReasonOption } from './return-reasons';

const purchase = {
  purchaseId: 'p1',
  order: {
    createdDate: '2026-11-20T00:00:00Z',
    orderId: 'o1',
    currency: 'EUR',
    orderNumber: 'NW-1',
    paymentMethods: [],
  },
  product: {
    id: 'x',
    name: 'Shirt',
    sku: 'shirt-m',
    price: { value: 10, currency: 'EUR' },
    imageUrls: [],
    categories: [],
    attributes: [{ name: 'size', value: 'M' }],
  },
  units: [
    {
      fulfillmentDate: null,
      paidAmount: { value: 10, currency: 'EUR' },
      returnable: 'yes_exchangeable',
      availableResolutions: [],
    },
  ],
  exchangeOptions: [],
  returnLocation: null,
  shippingOptions: [],
} as Purchase;
const [item] = itemsOfPurchase(purchase, {
  quantitySelector: false,
  storeCreditEnabled: false,
  draftFlow: true,
});
const reasons = [
  { id: '101', key: 'too_small', text: 'Too small', type: 1 },
  { id: '102', key: 'too_large', text: 'Too large', type: 1 },
] as ReasonOption[];
const target = { type: 'SIZE' as const, title: 'L', value: 'shirt-l', productId: 'prod-shirt-L' };

describe('exchange selection', () => {
  it('stores the exchange as pending, then with the reason the lookup found', async () => {
    let resolve: (key: string) => void = () => undefined;
    const scope = fork({
      handlers: [[resolveExchangeReasonFx, () => new Promise<string>((done) => (resolve = done))]],
    });
    const settled = allSettled(exchangeChosen, { scope, params: { item: item!, target, reasons } });
    await Promise.resolve();
    expect(scope.getState($selectedItems)[0]).toMatchObject({
      returnReason: 'pending: M -> L',
      returnReasonType: 3,
      returnReasonId: 0,
      operation: 'Exchange',
      exchangeValue: 'shirt-l',
      // The platform takes only one of the purchase's own exchange options, by product id.
      exchangeProductId: 'prod-shirt-L',
    });
    resolve('too_small');
    await settled;
    expect(scope.getState($selectedItems)[0]).toMatchObject({
      returnReason: 'Too small',
      returnReasonId: '101',
    });
  });

  it('keeps the item with the error form of the reason when the lookup fails', async () => {
    const scope = fork({
      handlers: [
        [
          resolveExchangeReasonFx,
          async () => {
            throw new Error('down');
          },
        ],
      ],
    });
    await allSettled(exchangeChosen, { scope, params: { item: item!, target, reasons } });
    expect(scope.getState($selectedItems)).toHaveLength(1);
    expect(scope.getState($selectedItems)[0]?.returnReason).toBe('error: M -> L');
  });

  it('cannot exchange an item without a variant', async () => {
    const scope = fork();
    await allSettled(exchangeChosen, {
      scope,
      params: { item: { ...item!, variant: null }, target, reasons },
    });
    expect(scope.getState($selectedItems)).toEqual([]);
  });
});
