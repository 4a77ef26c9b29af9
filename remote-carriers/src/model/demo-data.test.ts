import { $selectedItems, DEMO_DELAY_MS, demoEntered, itemSelected, type SelectedItem } from '@portal/shared';
import { createQuote } from '@portal/shared/quotes';
import { allSettled, createEffect, fork, type Scope } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchDraft, updateDraft } from '../api/draft-return-order';
import { createReturnOrder } from '../api/return-order';
import { DEMO_QUOTE_UUID, DEMO_RETURN_ORDER_ID } from './demo-data';

// Demo mode is the browser page's: its answers read the page's scope.
let scope: Scope;
vi.mock('@portal/shared', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@portal/shared')>()),
  pageScope: () => scope,
}));

const fetchMock = vi.fn<typeof fetch>();
/** Makes the call as a step does, from an effect in the page's scope, and waits out the demo delay. */
const answered = async <T>(call: () => Promise<T>): Promise<T> => {
  const settled = allSettled(createEffect(call), { scope });
  await vi.advanceTimersByTimeAsync(DEMO_DELAY_MS);
  const result = await settled;
  if (result.status === 'fail') throw result.value;
  return result.value;
};
const select = (item: SelectedItem) => allSettled(itemSelected, { scope, params: item });

beforeEach(async () => {
  vi.useFakeTimers();
  vi.stubGlobal('fetch', fetchMock);
  scope = fork();
  await allSettled(demoEntered, { scope });
  await select({
    uid: 'u1',
    key: 'demo-tee',
    purchaseId: 'demo-tee',
    operation: 'Return',
    quantity: 1,
    paidAmount: 49.95,
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('demo mode on the carriers step', () => {
  it('pays back the returned items by the refund rule, nothing for an exchange', async () => {
    await select({
      uid: 'u2',
      key: 'demo-hoodie',
      purchaseId: 'demo-hoodie',
      operation: 'Exchange',
      quantity: 1,
      paidAmount: 59.95,
      exchangeValue: 'demo-hoodie-l',
    });
    const draft = await answered(() => fetchDraft('demo-consumer'));
    expect(draft.refundOptions).toEqual([{ type: 'Refund', amount: { value: '49.95', currency: 'EUR' } }]);
  });

  it('answers the draft with the demo carrier chosen, and applies updates to it', async () => {
    const draft = await answered(() => fetchDraft('demo-consumer'));
    expect(draft.shippingOptionQuote).toEqual({
      shippingOptionId: 'demo-dpd',
      price: { value: '0.00', currency: 'EUR' },
      variant: null,
    });
    expect(draft.selectedPurchases).toEqual([
      {
        purchaseId: 'demo-tee',
        returnReasonId: null,
        returnReasonComment: null,
        exchangeProductId: null,
        resolutionType: 'Refund',
      },
    ]);
    expect(draft.insuranceQuote?.price.value).toBe('1.99');
    const updated = await answered(() => updateDraft('demo-consumer', { packageAmount: 3, tacAgreed: true }));
    expect(updated).toMatchObject({ packageAmount: 3, tacAgreed: true });
    expect((await answered(() => fetchDraft('demo-consumer'))).packageAmount).toBe(3);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('creates a free return order and a quote without the network', async () => {
    expect(await answered(() => createReturnOrder('demo-consumer', 'u'))).toEqual({
      id: DEMO_RETURN_ORDER_ID,
      submittedStatus: 'Created',
      paymentUrl: null,
    });
    const request = {
      pricelistUuid: 'demo-dhl',
      quoteItems: [],
      isInsured: false,
      parcelAmount: 1,
      locale: 'NL',
      userProperties: { deviceId: 'd', sessionId: 's' },
    };
    expect(await answered(() => createQuote(request, 'u'))).toEqual({
      quoteUuid: DEMO_QUOTE_UUID,
      paymentUrl: null,
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("answers for the selection in the page's scope, not the global state", async () => {
    const draft = await answered(() => fetchDraft('demo-consumer'));
    expect(draft.selectedPurchases.map((purchase) => purchase.purchaseId)).toEqual(['demo-tee']);
    expect($selectedItems.getState()).toEqual([]);
  });
});
