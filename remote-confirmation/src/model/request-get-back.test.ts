import { $consumerId, $isDemo, $selectedItems, HttpError, type SelectedItem } from '@portal/shared';
import { draftReturnOrderSchema } from '@portal/shared/schemas';
import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { $requestGetBack, fetchRequestDraftFx, RequestGetBackGate } from './request-get-back';

const items: SelectedItem[] = [
  { uid: 'u1', key: 'k1', purchaseId: 'p1', operation: 'Return', quantity: 1, name: 'Brass Arc Floor Lamp' },
];
const money = (value: string) => ({ value, currency: 'EUR' });
const draft = draftReturnOrderSchema.parse({
  consumerId: 'c1',
  totalPrice: money('0.00'),
  refundOptions: [{ type: 'Refund', amount: money('149.00') }],
  selectedPurchases: [{ purchaseId: 'p1', resolutionType: 'Refund' }],
});

const scopeWith = (fetch: () => Promise<unknown>, demo = false) =>
  fork({
    values: [
      [$consumerId, 'c1'],
      [$isDemo, demo],
      [$selectedItems, items],
    ],
    handlers: [[fetchRequestDraftFx, fetch]],
  });

describe('what a return request gets back', () => {
  it('shows the requested items and the draft’s money back once it is read', async () => {
    const fetch = vi.fn(async () => draft);
    const scope = scopeWith(fetch);
    expect(scope.getState($requestGetBack).refund).toBeNull();
    await allSettled(RequestGetBackGate.open, { scope, params: {} });
    expect(fetch).toHaveBeenCalledWith('c1');
    expect(scope.getState($requestGetBack)).toEqual({
      items: [
        {
          key: 'u1',
          name: 'Brass Arc Floor Lamp',
          quantity: 1,
          exchangeVariant: null,
          exchangeProduct: null,
        },
      ],
      refund: { kind: 'refund', cents: 14_900, currency: 'EUR' },
    });
  });

  it('shows no amount when the draft cannot be read, and asks for none in demo mode', async () => {
    const failing = scopeWith(async () => Promise.reject(new HttpError(500, '', null)));
    await allSettled(RequestGetBackGate.open, { scope: failing, params: {} });
    expect(failing.getState($requestGetBack).refund).toBeNull();
    expect(failing.getState($requestGetBack).items).toHaveLength(1);
    const fetch = vi.fn(async () => draft);
    const demo = scopeWith(fetch, true);
    await allSettled(RequestGetBackGate.open, { scope: demo, params: {} });
    expect(fetch).not.toHaveBeenCalled();
  });
});
