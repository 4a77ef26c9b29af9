/**
 * The fault matrix's cells for "Your returns" on select items (`GET …/return-orders`, and the quote
 * flow's `GET /volta/consumer/{id}/quotes`): the list is an extra, so a fault shows no error screen,
 * only the failed line, and leaves the orders alone; it is tried twice at once unless the call timed
 * out, and "Try again" asks again in place (docs/business-rules.md#your-returns).
 */
import {
  $consumerId,
  $purchasesCache,
  $shopConfig,
  $stepError,
  type Purchase,
  TIMEOUTS_MS,
} from '@portal/shared';
import { parseShopConfig } from '@portal/shared/config';
import type { ReturnOrderList } from '@portal/shared/schemas';
import { type Fault, faultMatrixRow, json, type SeenRequest } from '@portal/shared/testing/fault-cells';
import { allSettled, fork, type Scope } from 'effector';
import { expect } from 'vitest';
import { $yourReturns, $yourReturnsFailed, YourReturnsGate, yourReturnsRetried } from './your-returns';

const config = (platformSlice: number) =>
  parseShopConfig({ id: 1, name: 'S', merchantName: 's', locales: ['en'], platformSlice });
const purchases = [
  { purchaseId: 'p1', units: [{ returnable: 'no_already_requested' }] },
] as unknown as Purchase[];
const orders: ReturnOrderList = [
  {
    id: 'ro-1',
    createdAt: '2026-11-20T10:00:00Z',
    items: [{ purchaseId: 'p1', title: 'Canvas Tote Bag', imageUrl: 'https://img/tote.svg', quantity: 1 }],
    carrierName: 'DPD',
    shippingMethod: 'DropOff',
    status: 'Registered',
    refundedAt: null,
    paymentStatus: 'Paid',
    paymentUrl: null,
    shipment: { status: 'LABEL_CREATED', labelUrl: 'https://sandbox/label.pdf', trackingUpdates: [] },
  },
];
const quote = {
  quoteUuid: '6f1c7a52-3b0e-4c1d-9a55-2f8e7d6c5b4a',
  createdAt: '2026-11-20T10:00:00Z',
  items: [{ purchaseId: 'p1', title: 'Brass Arc Floor Lamp', imageUrl: 'https://img/lamp.svg', quantity: 1 }],
  carrierName: 'DHL',
  confirmation: {
    paymentStatus: 'paid',
    labelUrl: 'https://sandbox/label.pdf',
    shouldHaveLabel: true,
    hasExchangeItems: false,
    withCoupon: false,
    labelInTheBox: false,
    paperless: false,
  },
};

/** Tried twice at once, but not after the time limit (docs/business-rules.md#your-returns). */
const tries = (fault: Fault) => (fault === 'hang' ? 1 : 2);

function yourReturnsRow(platformSlice: number, path: string, answer: unknown, ids: string[]) {
  return {
    match: (request: SeenRequest) => request.url.pathname === path,
    server: () => json(answer),
    limit: TIMEOUTS_MS.read,
    tries,
    setUp: () =>
      fork({
        values: [
          [$consumerId, 'c1'],
          [$shopConfig, config(platformSlice)],
          [$purchasesCache, purchases],
        ],
      }),
    kept: [$purchasesCache],
    trigger: (scope: Scope) => allSettled(YourReturnsGate.open, { scope, params: { orders: 1 } }),
    expectFault: (scope: Scope) => {
      expect(scope.getState($yourReturnsFailed)).toBe(true);
      expect(scope.getState($yourReturns)).toBeNull();
      expect(scope.getState($stepError)).toBeNull();
    },
    recover: async (scope: Scope) => {
      await allSettled(yourReturnsRetried, { scope });
      expect(scope.getState($yourReturnsFailed)).toBe(false);
      expect(scope.getState($yourReturns)?.map((past) => past.id)).toEqual(ids);
    },
  };
}

faultMatrixRow(
  'select items: GET return-orders (your returns)',
  yourReturnsRow(2, '/api/v0/consumer/c1/return-orders', orders, ['ro-1']),
);
faultMatrixRow(
  'select items: GET /volta/consumer/{id}/quotes (your returns)',
  yourReturnsRow(1, '/volta/consumer/c1/quotes', { items: [quote] }, [quote.quoteUuid]),
);
