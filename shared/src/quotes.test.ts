import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Pricelists, QuoteRequest } from './api/schemas';
import { REQUEST_UUID_HEADER } from './http/client';
import type { SelectedItem } from './model/selection';
import {
  createQuote,
  isSelfShipping,
  pricelistQuery,
  quoteItemType,
  SHIP_IT_YOURSELF,
  suspectConfirmationPath,
  toQuoteItems,
  usesQuoteFlow,
} from './quotes';

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

describe('quote flow', () => {
  it('is the flow of shops below platformSlice 2 and of every ecommerce-less shop', () => {
    expect(usesQuoteFlow({ platformSlice: 1, isEcommerceless: false })).toBe(true);
    expect(usesQuoteFlow({ platformSlice: 2, isEcommerceless: true })).toBe(true);
    expect(usesQuoteFlow({ platformSlice: 2, isEcommerceless: false })).toBe(false);
  });

  it('asks for pricelists by products and reasons, by country when ecommerce-less, and not at all for nothing', () => {
    const query = pricelistQuery([item(), item({ key: 'p2-10', returnReasonId: 'r2' })], {
      ecommerceless: false,
      storeCredit: true,
    });
    expect(query.getAll('product-keys')).toEqual(['p1-69.95', 'p2-10']);
    expect(query.getAll('return-reasons')).toEqual(['r1', 'r2']);
    expect(query.get('exchange')).toBe('false');
    expect(query.get('storeCredit')).toBe('true');
    expect(pricelistQuery([], { ecommerceless: false, storeCredit: false }).size).toBe(0);
    expect(
      pricelistQuery([item()], { ecommerceless: true, country: 'DE', storeCredit: false }).toString(),
    ).toBe('country-code=DE');
  });

  it('knows the self-shipping pricelist: one ship-it-yourself option only', () => {
    expect(isSelfShipping(pricelist(SHIP_IT_YOURSELF))).toBe(true);
    expect(isSelfShipping(pricelist('DHL_DROPOFF', SHIP_IT_YOURSELF))).toBe(false);
    expect(isSelfShipping(pricelist())).toBe(false);
    expect(isSelfShipping(null)).toBe(false);
  });

  it('types each quote item: exchange, refund for an exchange item, store credit only when chosen and allowed', () => {
    expect(quoteItemType(item({ exchangeValue: 'sku-l' }), 'store-credit')).toBe('EXCHANGE');
    expect(
      quoteItemType(item({ itemRef: { isExchangeItem: true, allowStoreCredit: true } }), 'store-credit'),
    ).toBe('REFUND');
    expect(quoteItemType(item(), 'store-credit')).toBe('STORE_CREDIT');
    expect(quoteItemType(item({ itemRef: { allowStoreCredit: false } }), 'store-credit')).toBe('REFUND');
    expect(quoteItemType(item(), 'refund')).toBe('REFUND');
  });

  it('builds ecommerce-less quote items from what was typed, with the sign-in order number', () => {
    const [typed] = toQuoteItems([item({ name: 'Wool coat', color: 'Grey', variant: 'M', quantity: 2 })], {
      choice: null,
      orderNumber: 'K-5521',
      ecommerceless: true,
    });
    expect(typed).toEqual({
      orderNumber: 'K-5521',
      returnReason: { content: 'Too big', type: 1, value: 'r1' },
      type: 'REFUND',
      name: 'Wool coat',
      color: 'Grey',
      size: 'M',
      quantity: 2,
    });
  });

  it('tells the platform a cheaper product’s rest goes to store credit only when the shopper chose it for an exchange for another product', () => {
    const liner = {
      exchangeValue: 'liner-jacket-m',
      exchangeVariant: 'M',
      exchangeProductId: 'prod-liner-jacket-M',
      exchangePrice: { value: 99, currency: 'EUR' },
    };
    const [credit, refund, unchosen, ownSize] = toQuoteItems(
      [
        item({ ...liner, exchangeRest: 'store-credit' }),
        item({ ...liner, exchangeRest: 'refund' }),
        item(liner),
        // Another size of the same product has no price and so no rest: the choice is not sent.
        item({ exchangeValue: 'sku-l', exchangeVariant: 'L', exchangeRest: 'store-credit' }),
      ],
      { choice: 'refund', ecommerceless: false },
    );
    expect(credit).toMatchObject({
      type: 'EXCHANGE',
      exchangeToSku: 'liner-jacket-m',
      exchangePrice: { value: '99.00', currency: 'EUR' },
      exchangeRefundType: 'StoreCredit',
    });
    for (const sent of [refund, unchosen, ownSize]) {
      expect(sent?.type).toBe('EXCHANGE');
      expect(sent).not.toHaveProperty('exchangeRefundType');
    }
  });

  it('flags confirmation paths holding null, www or false', () => {
    expect(suspectConfirmationPath('/order-confirmation/null')).toBe(true);
    expect(suspectConfirmationPath('/order-confirmation/8d1c')).toBe(false);
  });
});

describe('creating a quote', () => {
  const request: QuoteRequest = {
    pricelistUuid: 'pl-1',
    quoteItems: [],
    isInsured: false,
    parcelAmount: 1,
    locale: 'NL',
    userProperties: { deviceId: 'd', sessionId: 's' },
  };
  const answer = () => new Response(JSON.stringify({ quoteUuid: 'q-1', paymentUrl: null }), { status: 200 });
  const headersOf = (fetchMock: ReturnType<typeof vi.fn<typeof fetch>>, index: number) =>
    (fetchMock.mock.calls[index]?.[1]?.headers ?? {}) as Record<string, string>;
  afterEach(() => vi.unstubAllGlobals());

  it('posts to /volta/quotes with X-Origin, X-RE-Client portal and the request uuid', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => answer());
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('location', { origin: 'https://returns.example' });
    expect(await createQuote(request, 'uuid-q')).toEqual({ quoteUuid: 'q-1', paymentUrl: null });
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/volta/quotes');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('POST');
    expect(headersOf(fetchMock, 0)).toMatchObject({
      'X-Origin': 'https://returns.example',
      'X-RE-Client': 'portal',
      [REQUEST_UUID_HEADER]: 'uuid-q',
    });
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual(request);
  });

  it('tries again after a lost answer or a gateway error with the same request uuid', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response('', { status: 503 }))
      .mockResolvedValueOnce(answer());
    vi.stubGlobal('fetch', fetchMock);
    expect(await createQuote(request, 'uuid-kept', { delayMs: 0 })).toEqual({
      quoteUuid: 'q-1',
      paymentUrl: null,
    });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    for (const index of [0, 1, 2]) expect(headersOf(fetchMock, index)[REQUEST_UUID_HEADER]).toBe('uuid-kept');
  });

  it('does not try again after a refusal', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => new Response('{}', { status: 400 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(createQuote(request, 'uuid-q', { delayMs: 0 })).rejects.toMatchObject({ status: 400 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
