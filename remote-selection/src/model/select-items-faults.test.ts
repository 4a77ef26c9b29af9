/**
 * The fault matrix's cells for `POST …/draft-return-order` on select items' continue: the step's
 * error screen with the fault's typed error, the selection kept, the shopper not moved on, and after
 * "Try again" the same press creates the draft once and goes on to confirm items
 * (docs/business-rules.md#a-fault-in-any-call-is-said-and-recovered-in-place).
 */
import {
  $consumerId,
  $selectedItems,
  $shopConfig,
  $stepError,
  type SelectedItem,
  type ShippingOption,
  stepRetried,
  TIMEOUTS_MS,
} from '@portal/shared';
import { parseShopConfig } from '@portal/shared/config';
import { draftReturnOrderSchema } from '@portal/shared/schemas';
import { faultMatrixRow, isErrorOf, json } from '@portal/shared/testing/fault-cells';
import { allSettled, fork } from 'effector';
import { expect, vi } from 'vitest';
import { fetchPurchasesFx } from './purchases';
import { CONFIRM_ITEMS, continuePressed, SelectItemsGate } from './select-items';

const item: SelectedItem = { uid: 'u1', key: 'k1', purchaseId: 'p1', operation: 'Return', quantity: 1 };
const shared = [[{ shippingProductKey: 'dpd' } as ShippingOption]];
const draft = draftReturnOrderSchema.parse({
  consumerId: 'c1',
  totalPrice: { value: '59.95', currency: 'EUR' },
  selectedPurchases: [
    {
      purchaseId: 'p1',
      returnReasonId: null,
      returnReasonComment: null,
      exchangeProductId: null,
      resolutionType: 'Refund',
    },
  ],
});
const navigate = vi.fn<(path: string) => void>();

faultMatrixRow('select items: POST draft-return-order', {
  match: (request) =>
    request.url.pathname === '/api/v0/consumer/c1/draft-return-order' && request.method === 'POST',
  server: () => json(draft),
  limit: TIMEOUTS_MS.write,
  creating: true,
  setUp: () => {
    navigate.mockReset();
    return fork({
      values: [
        [$selectedItems, [item]],
        [$consumerId, 'c1'],
        [$shopConfig, parseShopConfig({ id: 's', name: 'S', locales: ['nl'], platformSlice: 2 })],
      ],
      handlers: [[fetchPurchasesFx, async () => []]],
    });
  },
  kept: [$selectedItems],
  trigger: async (scope) => {
    await allSettled(SelectItemsGate.open, { scope, params: { navigate } });
    await allSettled(continuePressed, { scope, params: shared });
  },
  expectFault: (scope, fault) => {
    expect(isErrorOf(fault, scope.getState($stepError))).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  },
  recover: async (scope) => {
    await allSettled(stepRetried, { scope });
    await allSettled(continuePressed, { scope, params: shared });
    expect(scope.getState($stepError)).toBeNull();
    expect(navigate).toHaveBeenCalledExactlyOnceWith(CONFIRM_ITEMS);
  },
});
