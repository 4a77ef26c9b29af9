/**
 * The fault matrix's cells for `GET /exchange-reason` on select items: whatever the fault, the
 * exchange just chosen stays selected with the failed look-up in its reason ("error: M -> L", for
 * the servers to see), and the card's "Try again" looks it up again in place
 * (docs/business-rules.md#exchange-reason).
 */
import { $selectedItems, TIMEOUTS_MS } from '@portal/shared';
import { faultMatrixRow, json } from '@portal/shared/testing/fault-cells';
import { allSettled, fork } from 'effector';
import { expect } from 'vitest';
import { $failedLookups, exchangeChosen, exchangeReasonRetried } from './exchange';
import { item, reasons, target } from './exchange-test-data';

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
