/**
 * One exchangeable shirt (size M, to be exchanged for L) and two return reasons: what the exchange
 * model's tests and its fault-matrix cells start from.
 */
import type { Purchase } from '@portal/shared';
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
export const [item] = itemsOfPurchase(purchase, {
  quantitySelector: false,
  storeCreditEnabled: false,
  draftFlow: true,
});
export const reasons = [
  { id: '101', key: 'too_small', text: 'Too small', type: 1 },
  { id: '102', key: 'too_large', text: 'Too large', type: 1 },
] as ReasonOption[];
export const target = { type: 'SIZE' as const, title: 'L', value: 'shirt-l', productId: 'prod-shirt-L' };
