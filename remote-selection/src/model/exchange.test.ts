import { $selectedItems } from '@portal/shared';
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { exchangeChosen, resolveExchangeReasonFx } from './exchange';
import { item, reasons, target } from './exchange-test-data';

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
