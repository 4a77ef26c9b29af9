/**
 * A draft-flow shop, a purchase of three units and drafts of it, for the tests of the selection made again
 * from the draft (`@portal/shared/purchase-items`) and of the steps that make it on the server.
 */
import {
  type DraftReturnOrder,
  draftReturnOrderSchema,
  type Purchase,
  purchasesResponseSchema,
} from '../api/schemas';
import { parseShopConfig } from '../config/shop-config';

/** A draft-flow shop with store credit and reasons in two languages. */
export const draftFlowShop = (overrides: Record<string, unknown> = {}) =>
  parseShopConfig({
    id: 's',
    name: 'Shop',
    locales: ['nl', 'en'],
    platformSlice: 2,
    storeCredit: { enabled: true },
    returnReasons: [
      { type: 1, disablesReturnFlow: false, value: 'fit', text: 'Past niet', locale: 'nl', position: 1 },
      { type: 1, disablesReturnFlow: false, value: 'fit', text: 'Does not fit', locale: 'en', position: 1 },
      { type: 2, disablesReturnFlow: false, value: 'other', text: 'Anders', locale: 'nl', position: 2 },
    ],
    ...overrides,
  });

/** One purchase of three units, the first already requested, sent by DPD (free) or DHL. */
export const draftPurchases: Purchase[] = purchasesResponseSchema.parse([
  {
    purchaseId: 'p1',
    order: { createdDate: '2026-11-20T10:00:00Z', orderId: 'o1', currency: 'EUR', orderNumber: 'NW-1' },
    product: {
      id: 'prod',
      name: 'Linen Shirt',
      sku: 'shirt-m',
      price: { value: '59.95', currency: 'EUR' },
      imageUrls: ['http://img/shirt.svg'],
      attributes: [{ name: 'size', value: 'M' }],
    },
    units: [
      {
        fulfillmentDate: null,
        paidAmount: { value: 50, currency: 'EUR' },
        returnable: 'no_already_requested',
      },
      { fulfillmentDate: null, paidAmount: { value: 50, currency: 'EUR' }, returnable: 'yes' },
      { fulfillmentDate: null, paidAmount: { value: 40, currency: 'EUR' }, returnable: 'yes' },
    ],
    shippingOptions: [
      {
        id: 'dpd',
        price: { value: 0, currency: 'EUR' },
        service: 'DPD',
        shippingProductKey: 'x_DPD',
        position: 2,
      },
      {
        id: 'dhl',
        price: { value: 4.95, currency: 'EUR' },
        service: 'DHL',
        shippingProductKey: 'x_DHL',
        position: 1,
      },
    ],
  },
]);

/** A draft of the consumer `c1` with these selected purchases (and what else the draft answers). */
export const draftOf = (
  selectedPurchases: Record<string, unknown>[],
  extra: Record<string, unknown> = {},
): DraftReturnOrder =>
  draftReturnOrderSchema.parse({
    consumerId: 'c1',
    totalPrice: { value: '90.00', currency: 'EUR' },
    selectedPurchases,
    ...extra,
  });
/** A selected purchase: the first, returned because it does not fit, for store credit. */
export const refundOf = (extra: Record<string, unknown> = {}) => ({
  purchaseId: 'p1',
  returnReasonId: 'fit',
  resolutionType: 'StoreCredit',
  ...extra,
});
