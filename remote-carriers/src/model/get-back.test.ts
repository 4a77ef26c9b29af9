import {
  $consumerId,
  $purchasesCache,
  $refundChoice,
  $selectedItems,
  type Purchase,
  type SelectedItem,
} from '@portal/shared';
import { draftReturnOrderSchema } from '@portal/shared/schemas';
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { fetchCarrierFeaturesFx } from './carrier-features';
import { draftCarriersOpened, fetchDraftFx, fetchPurchasesFx, updateDraftFx } from './carriers-draft';
import { $draftFlowGetBack, $quoteFlowGetBack } from './get-back';

const items: SelectedItem[] = [
  {
    uid: 'u1',
    key: 'k1',
    purchaseId: 'p1',
    operation: 'Return',
    quantity: 2,
    name: 'Sweater',
    orderCurrency: 'EUR',
    itemRef: { price: 89 },
  },
  {
    uid: 'u2',
    key: 'k2',
    purchaseId: 'p2',
    operation: 'Exchange',
    quantity: 1,
    name: 'Linen Shirt',
    exchangeValue: 'linen-shirt-l',
    exchangeVariant: 'L',
    itemRef: { price: 59.95 },
  },
];
const money = (value: string) => ({ value, currency: 'EUR' });
const draft = draftReturnOrderSchema.parse({
  consumerId: 'c1',
  totalPrice: money('0.00'),
  refundOptions: [
    { type: 'Refund', amount: money('178.00') },
    { type: 'StoreCredit', amount: money('195.80') },
  ],
  selectedPurchases: [
    { purchaseId: 'p1', resolutionType: 'StoreCredit', quantity: 2 },
    { purchaseId: 'p2', resolutionType: 'Exchange', exchangeProductId: 'x' },
  ],
  shippingOptionQuote: { shippingOptionId: 'dpd', price: money('0.00') },
});

describe('what you get back on the carriers step', () => {
  it('draft flow: the selection’s items and exchange, and the draft’s own amount for the choice', async () => {
    const scope = fork({
      values: [
        [$consumerId, 'c1'],
        [$selectedItems, items],
        [$purchasesCache, [] as Purchase[]],
      ],
      handlers: [
        [fetchDraftFx, async () => draft],
        [updateDraftFx, async () => draft],
        [fetchPurchasesFx, async () => []],
        [fetchCarrierFeaturesFx, async () => []],
      ],
    });
    expect(scope.getState($draftFlowGetBack)).toBeNull();
    await allSettled(draftCarriersOpened, { scope, params: undefined });
    expect(scope.getState($draftFlowGetBack)).toEqual({
      items: [
        { key: 'u1', name: 'Sweater', quantity: 2, exchangeVariant: null, exchangeProduct: null },
        { key: 'u2', name: 'Linen Shirt', quantity: 1, exchangeVariant: 'L', exchangeProduct: null },
      ],
      refund: { kind: 'store-credit', cents: 19_580, currency: 'EUR' },
    });
  });

  it('quote flow: the one refund rule on the selection, as the shopper chose on confirm items', () => {
    const scope = fork({
      values: [
        [$selectedItems, items],
        [$refundChoice, 'refund'],
      ],
    });
    expect(scope.getState($quoteFlowGetBack).refund).toEqual({
      kind: 'refund',
      cents: 17_800,
      currency: 'EUR',
    });
  });
});
