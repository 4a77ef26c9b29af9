import {
  $consumerId,
  $selectionSubmitted,
  $stepError,
  HttpError,
  type Pricelists,
  type QuoteRequest,
  type SelectedItem,
} from '@portal/shared';
import { SHIP_IT_YOURSELF, toQuoteItems } from '@portal/shared/quotes';
import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { createQuoteFx, quoteCreatePressed, selfShippingQuote } from './quote-flow';

const item = (overrides: Partial<SelectedItem> = {}): SelectedItem => ({
  uid: 'u1',
  key: 'p1-69.95',
  purchaseId: 'p1',
  operation: 'Return',
  quantity: 1,
  returnReasonId: 'r1',
  returnReason: 'Too big',
  returnReasonType: 1,
  orderCurrency: 'EUR',
  itemRef: { allowStoreCredit: true, currencyCode: 'EUR', orderNumber: '100045' },
  ...overrides,
});

const pricelist = (...types: string[]): Pricelists => ({
  items: types.map((type, index) => ({
    uuid: `pl-${index}`,
    price: '0.00',
    currency: 'EUR',
    address: null,
    courierService: { type, label: type, printerRequired: false },
  })),
  insurance: { enabled: false },
});

describe('the self-shipping quote', () => {
  it('creates the self-shipping quote on the first pricelist item, one parcel, no insurance', () => {
    const items = toQuoteItems([item()], { choice: 'refund', ecommerceless: false });
    const request = selfShippingQuote(pricelist(SHIP_IT_YOURSELF), items, {
      locale: 'nl',
      deviceId: 'd',
      sessionId: 's',
    });
    expect(request).toMatchObject({ pricelistUuid: 'pl-0', isInsured: false, parcelAmount: 1, locale: 'NL' });
    expect(request.quoteItems[0]).toMatchObject({
      itemId: 'p1',
      productKey: 'p1-69.95',
      orderNumber: '100045',
    });
  });
});

describe('the quote is created once', () => {
  const request: QuoteRequest = {
    pricelistUuid: 'pl-0',
    quoteItems: [],
    isInsured: false,
    parcelAmount: 1,
    locale: 'NL',
    userProperties: { deviceId: 'd', sessionId: 's' },
  };

  it('ignores a double press and, once created, any press after Back', async () => {
    let answer: () => void = () => undefined;
    const create = vi.fn(
      () => new Promise((resolve) => (answer = () => resolve({ quoteUuid: 'q-1', paymentUrl: null }))),
    );
    const scope = fork({ handlers: [[createQuoteFx, create]] });
    const first = allSettled(quoteCreatePressed, { scope, params: request });
    const second = allSettled(quoteCreatePressed, { scope, params: request });
    answer();
    await Promise.all([first, second]);
    expect(create).toHaveBeenCalledTimes(1);
    expect(scope.getState($selectionSubmitted)).toEqual({ kind: 'quote', next: '/order-confirmation/q-1' });

    await allSettled(quoteCreatePressed, { scope, params: request });
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('presses again after a failed press as the same submission (one kept request uuid)', async () => {
    const create = vi
      .fn()
      .mockRejectedValueOnce(new HttpError(500, 'Internal Server Error', null))
      .mockResolvedValueOnce({ quoteUuid: 'q-2', paymentUrl: null });
    const scope = fork({ values: [[$consumerId, 'c1']], handlers: [[createQuoteFx, create]] });
    await allSettled(quoteCreatePressed, { scope, params: request });
    await allSettled(quoteCreatePressed, { scope, params: request });
    const [first, second] = create.mock.calls.map(([params]) => params.submission);
    expect(first).toMatch(/^quote:c1:[0-9a-f]{8}$/);
    expect(second).toBe(first);
  });

  it('a refused quote is not marked created: the error is shown', async () => {
    const scope = fork({
      handlers: [[createQuoteFx, () => Promise.reject(new HttpError(500, 'Internal Server Error', null))]],
    });
    await allSettled(quoteCreatePressed, { scope, params: request });
    expect(scope.getState($selectionSubmitted)).toBeNull();
    expect(scope.getState($stepError)).toBeInstanceOf(HttpError);
  });
});
