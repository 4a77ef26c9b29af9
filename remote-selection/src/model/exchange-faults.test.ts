/**
 * The fault matrix's cells for `GET /exchange-reason` on select items: whatever the fault, the
 * exchange just chosen stays selected with the failed look-up in its reason ("error: M -> L", for
 * the servers to see), and the card's "Try again" looks it up again in place
 * (docs/business-rules.md#exchange-reason).
 */
import { $selectedItems, type Purchase, TIMEOUTS_MS } from '@portal/shared';
import { faultMatrixRow, json } from '@portal/shared/testing/fault-cells';
import { allSettled, fork } from 'effector';
import { expect } from 'vitest';
import { $failedLookups, exchangeChosen, exchangeReasonRetried } from './exchange';
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

faultMatrixRow('select items: GET /exchange-reason', {
  match: (request) => request.url.pathname === '/exchange-reason',
  server: () => json({ reason: 'too_small' }),
  limit: TIMEOUTS_MS.own,
  setUp: () => fork(),
  trigger: (scope) => allSettled(exchangeChosen, { scope, params: { item: item!, target, reasons } }),
  expectFault: (scope) => {
    const selected = scope.getState($selectedItems);
    expect(selected).toHaveLength(1);
    expect(selected[0]).toMatchObject({
      operation: 'Exchange',
      exchangeValue: 'shirt-l',
      returnReason: 'error: M -> L',
    });
    expect(Object.keys(scope.getState($failedLookups))).toEqual([item!.uid]);
  },
  recover: async (scope) => {
    await allSettled(exchangeReasonRetried, { scope, params: item!.uid });
    expect(scope.getState($selectedItems)).toEqual([
      expect.objectContaining({ operation: 'Exchange', returnReason: 'Too small', returnReasonId: '101' }),
    ]);
    expect(scope.getState($failedLookups)).toEqual({});
  },
});
