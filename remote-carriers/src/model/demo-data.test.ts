import { DEMO_DELAY_MS, demoEntered, demoExited, itemSelected, selectionCleared } from '@portal/shared';
import { createQuote } from '@portal/shared/quotes';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchDraft, updateDraft } from '../api/draft-return-order';
import { createReturnOrder } from '../api/return-order';
import { DEMO_QUOTE_UUID, DEMO_RETURN_ORDER_ID } from './demo-data';

const fetchMock = vi.fn<typeof fetch>();
const answered = async <T>(call: Promise<T>): Promise<T> => {
  await vi.advanceTimersByTimeAsync(DEMO_DELAY_MS);
  return call;
};

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('fetch', fetchMock);
  demoEntered();
  itemSelected({
    uid: 'u1',
    key: 'demo-tee',
    purchaseId: 'demo-tee',
    operation: 'Return',
    quantity: 1,
    paidAmount: 49.95,
  });
});
afterEach(() => {
  demoExited();
  selectionCleared();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('demo mode on the carriers step', () => {
  it('pays back the returned items by the refund rule, nothing for an exchange', async () => {
    itemSelected({
      uid: 'u2',
      key: 'demo-hoodie',
      purchaseId: 'demo-hoodie',
      operation: 'Exchange',
      quantity: 1,
      paidAmount: 59.95,
      exchangeValue: 'demo-hoodie-l',
    });
    const draft = await answered(fetchDraft('demo-consumer'));
    expect(draft.refundOptions).toEqual([{ type: 'Refund', amount: { value: '49.95', currency: 'EUR' } }]);
  });

  it('answers the draft with the demo carrier chosen, and applies updates to it', async () => {
    const draft = await answered(fetchDraft('demo-consumer'));
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
    const updated = await answered(updateDraft('demo-consumer', { packageAmount: 3, tacAgreed: true }));
    expect(updated).toMatchObject({ packageAmount: 3, tacAgreed: true });
    expect((await answered(fetchDraft('demo-consumer'))).packageAmount).toBe(3);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('creates a free return order and a quote without the network', async () => {
    expect(await answered(createReturnOrder('demo-consumer', 'u'))).toEqual({
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
    expect(await answered(createQuote(request, 'u'))).toEqual({
      quoteUuid: DEMO_QUOTE_UUID,
      paymentUrl: null,
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
