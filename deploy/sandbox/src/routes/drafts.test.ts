import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSandbox } from '../app';
import { orders, SCALE_CONSUMER } from '../data/seed';
import { draftReturnOrderSchema, exchangeRatesSchema } from '../platform/api';
import { shoppers, signIn } from '../test-support';

let app: FastifyInstance;
let cookie = '';
let consumerId = '';
beforeAll(async () => {
  app = await buildSandbox({ publicUrl: 'http://sandbox.test', authAttemptsPerMinute: 100 });
  const session = await app.inject({
    method: 'POST',
    url: '/api/v0/auth/consumer',
    payload: {
      email: 'emma@example.com',
      orderNumber: 'NW-1001',
      locale: 'nl',
      storeId: 'store-nordwind',
      userProperties: { deviceId: 'd', sessionId: 's' },
    },
  });
  consumerId = session.json().id;
  cookie = `re_session=${session.cookies.find((c) => c.name === 're_session')?.value}`;
});
afterAll(() => app.close());

const call = (method: 'GET' | 'POST' | 'PUT', path: string, payload?: unknown) =>
  app.inject({
    method,
    url: `/api/v0/consumer/${consumerId}${path}`,
    headers: { cookie },
    payload: payload as object,
  });

describe('draft return order', () => {
  it('is 404 before it exists, then created, fetched and updated in the shared shape', async () => {
    expect((await call('GET', '/draft-return-order')).statusCode).toBe(404);
    const created = await call('POST', '/draft-return-order', {
      selectedPurchases: [
        {
          purchaseId: 'ord-nordwind-NW-1001-2',
          returnReasonId: 101,
          returnReasonComment: null,
          exchangeProductId: null,
          resolutionType: 'StoreCredit',
        },
      ],
    });
    expect(created.statusCode).toBe(200);
    const draft = draftReturnOrderSchema.parse(created.json());
    expect(draft.refundOptions.map((option) => option.type)).toEqual(['Refund', 'StoreCredit']);
    expect(draft.refundOptions[1]?.incentive?.percentage).toBe(10);

    const updated = draftReturnOrderSchema.parse(
      (await call('PUT', '/draft-return-order', { tacAgreed: true, packageAmount: 9 })).json(),
    );
    expect(updated.tacAgreed).toBe(true);
    expect(updated.packageAmount).toBe(4);
    expect(draftReturnOrderSchema.parse((await call('GET', '/draft-return-order')).json()).tacAgreed).toBe(
      true,
    );
  });

  it('answers 409 for a purchase that cannot be returned and 403 for another consumer', async () => {
    const conflict = await call('POST', '/draft-return-order', {
      selectedPurchases: [{ purchaseId: 'ord-nordwind-NW-1001-5', resolutionType: 'Refund' }],
    });
    expect(conflict.statusCode).toBe(409);
    const other = await app.inject({
      method: 'GET',
      url: '/api/v0/consumer/else/draft-return-order',
      headers: { cookie },
    });
    expect(other.statusCode).toBe(403);
  });

  it('takes a gatekeeping request with answers per purchase', async () => {
    const response = await call('PUT', '/draft-return-order/request', {
      purchaseAssets: [
        {
          purchaseId: 'ord-nordwind-NW-1001-2',
          answers: [{ question: 'Why?', position: 1, type: 'ShortText', answer: 'Broken' }],
        },
      ],
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('gatekeeping request', () => {
  const lineTwo = 'ord-nordwind-NW-1001-2';
  const answer = (text: string) => ({
    purchaseAssets: [
      { purchaseId: lineTwo, answers: [{ question: 'Why?', position: 1, type: 'ShortText', answer: text }] },
    ],
  });
  const newDraft = () =>
    call('POST', '/draft-return-order', {
      selectedPurchases: [{ purchaseId: lineTwo, returnReasonId: 101, resolutionType: 'Refund' }],
    });

  it('refuses free text over 1,000 characters: a comment in the draft, an answer in the request (400)', async () => {
    const tooLong = 'x'.repeat(1001);
    const draft = await call('POST', '/draft-return-order', {
      selectedPurchases: [
        { purchaseId: lineTwo, returnReasonId: 101, returnReasonComment: tooLong, resolutionType: 'Refund' },
      ],
    });
    expect(draft.statusCode).toBe(400);
    expect((await newDraft()).statusCode).toBe(200);
    expect((await call('PUT', '/draft-return-order/request', answer(tooLong))).statusCode).toBe(400);
    expect((await call('PUT', '/draft-return-order/request', answer('x'.repeat(1000)))).statusCode).toBe(200);
  });

  it('is recorded once per draft: a repeat answers the stored draft, a different one gets 409', async () => {
    const draft = (await newDraft()).json();
    const first = await call('PUT', '/draft-return-order/request', answer('Broken'));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual(draft);

    // Back and submit again (or a retry after a lost answer): the same request is not a second one.
    const repeat = await call('PUT', '/draft-return-order/request', answer('Broken'));
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json()).toEqual(draft);

    const changed = await call('PUT', '/draft-return-order/request', answer('Scratched'));
    expect(changed.statusCode).toBe(409);
    expect(changed.json().errors[0].code).toBe('request_already_submitted');

    // A new draft is a new return: it may carry its own request.
    await newDraft();
    expect((await call('PUT', '/draft-return-order/request', answer('Scratched'))).statusCode).toBe(200);
  });

  it("refuses a request naming a purchase that is not the shopper's", async () => {
    await newDraft();
    const response = await call('PUT', '/draft-return-order/request', {
      purchaseAssets: [{ purchaseId: 'ord-vault-V-7001-1', answers: [] }],
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().errors[0].code).toBe('auth_403');
  });
});

describe('sandbox data for scale and rates', () => {
  it('has a consumer with 50 orders and 300 units', () => {
    const own = orders.filter((order) => order.email === SCALE_CONSUMER.email);
    expect(own).toHaveLength(50);
    expect(
      own.reduce((sum, order) => sum + order.lines.reduce((n, line) => n + line.units.length, 0), 0),
    ).toBe(300);
  });

  it('serves exchange rates for a base currency', async () => {
    const rates = exchangeRatesSchema.parse((await app.inject('/volta/exchange-rates?base=GBP')).json());
    expect(rates.base).toBe('GBP');
    expect(rates.rates.GBP).toBe(1);
    expect(rates.rates.EUR).toBeCloseTo(1 / 0.86, 3);
  });
});

describe('carriers choices on the draft', () => {
  const tote = { purchaseId: 'ord-nordwind-NW-1001-4', returnReasonId: 101, resolutionType: 'Refund' };
  const shirtExchange = {
    purchaseId: 'ord-nordwind-NW-1001-1',
    returnReasonId: 101,
    exchangeProductId: 'prod-linen-shirt-L',
    resolutionType: 'Exchange',
  };
  const put = async (payload: unknown) => call('PUT', '/draft-return-order', payload);

  it('prices the chosen option, parcels, insurance and request fee, and keeps them on GET', async () => {
    await call('POST', '/draft-return-order', { selectedPurchases: [tote] });
    const fresh = draftReturnOrderSchema.parse((await call('GET', '/draft-return-order')).json());
    expect(fresh.shippingOptionQuote).toBeNull();
    expect(fresh.totalPrice.value).toBe('1.95');

    const response = await put({
      shippingOption: { id: 'nordwind-nl-dpd', price: { value: '0.01', currency: 'EUR' } },
      packageAmount: 2,
      addInsurance: true,
      tacAgreed: true,
    });
    expect(response.statusCode).toBe(200);
    const draft = draftReturnOrderSchema.parse(response.json());
    // The price the portal sent is not trusted.
    expect(draft.shippingOptionQuote?.price).toEqual({ value: '2.95', currency: 'EUR' });
    expect(draft.shippingOptionTotal?.value).toBe('5.90');
    expect(draft.insuranceTotal?.value).toBe('3.98');
    expect(draft.totalReturnRequestFee?.value).toBe('1.95');
    expect(draft.totalPrice.value).toBe('11.83');
    expect(response.json().totalPrice).toEqual({ value: '11.83', currency: 'EUR' });
    expect((await call('GET', '/draft-return-order')).json()).toEqual(response.json());

    // A later update of one field keeps the others.
    const fewer = draftReturnOrderSchema.parse((await put({ packageAmount: 1 })).json());
    expect(fewer.shippingOptionQuote?.shippingOptionId).toBe('nordwind-nl-dpd');
    expect(fewer.addInsurance).toBe(true);
    expect(fewer.totalPrice.value).toBe('6.89');
  });

  it('takes a variant of the chosen option and refuses another option’s variant or an unknown one', async () => {
    await call('POST', '/draft-return-order', { selectedPurchases: [tote] });
    const large = await put({
      shippingOption: { id: 'nordwind-nl-dhl-servicepoint' },
      shippingOptionVariantId: 'nordwind-nl-dhl-servicepoint-large',
    });
    expect(large.json().shippingOptionQuote).toEqual({
      shippingOptionId: 'nordwind-nl-dhl-servicepoint',
      price: { value: '7.45', currency: 'EUR' },
      variant: 'nordwind-nl-dhl-servicepoint-large',
    });
    const small = await put({ shippingOptionVariantId: 'nordwind-nl-dhl-servicepoint-small' });
    expect(small.json().shippingOptionQuote.price.value).toBe('4.95');
    for (const variant of ['nordwind-gb-royalmail-large', 'nope']) {
      const refused = await put({ shippingOptionVariantId: variant });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors[0].code).toBe('draft_400');
    }
    // Another option without a variant of its own starts without one.
    expect(
      (await put({ shippingOption: { id: 'nordwind-nl-dpd' } })).json().shippingOptionQuote.variant,
    ).toBeNull();
  });

  it('answers 409 shipping_option_unavailable for an option these items do not have, and 400 for a malformed amount', async () => {
    await call('POST', '/draft-return-order', { selectedPurchases: [tote] });
    for (const id of ['nordwind-gb-dpd', 'vault-se-postnord-dpd', 'nothing']) {
      const refused = await put({ shippingOption: { id } });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().errors[0].code).toBe('shipping_option_unavailable');
    }
    expect((await put({ packageAmount: 2.5 })).statusCode).toBe(400);
    expect((await put({ packageAmount: '2' })).statusCode).toBe(400);
    // Out of bounds is clamped, as before.
    expect((await put({ packageAmount: -3 })).json().packageAmount).toBe(1);
  });

  it('makes shipping free for an exchange-only draft, and drops an option the new selection lacks', async () => {
    await call('POST', '/draft-return-order', { selectedPurchases: [shirtExchange] });
    const free = draftReturnOrderSchema.parse(
      (await put({ shippingOption: { id: 'nordwind-nl-dpd' } })).json(),
    );
    expect(free.shippingOptionsShouldBeFree).toBe(true);
    expect(free.shippingOptionTotal?.value).toBe('0.00');
    expect(free.totalPrice.value).toBe('0.00');

    // The store-credit choice on confirm items re-sends the selection: the carrier choice stays.
    const kept = await put({ selectedPurchases: [{ ...tote, resolutionType: 'StoreCredit' }] });
    expect(kept.json().shippingOptionQuote.shippingOptionId).toBe('nordwind-nl-dpd');
    expect(kept.json().shippingOptionsShouldBeFree).toBe(false);
  });
});

describe('a shop without insurance', () => {
  it('sends no insurance quote and refuses addInsurance with 400', async () => {
    const nora = await signIn(app, shoppers.nora);
    const path = `/api/v0/consumer/${nora.id}/draft-return-order`;
    const created = await app.inject({
      method: 'POST',
      url: path,
      headers: { cookie: nora.cookie },
      payload: { selectedPurchases: [{ purchaseId: 'ord-vault-V-7001-2', resolutionType: 'Refund' }] },
    });
    expect(created.json().insuranceQuote).toBeNull();
    const refused = await app.inject({
      method: 'PUT',
      url: path,
      headers: { cookie: nora.cookie },
      payload: { addInsurance: true },
    });
    expect(refused.statusCode).toBe(400);
    const declined = await app.inject({
      method: 'PUT',
      url: path,
      headers: { cookie: nora.cookie },
      payload: { addInsurance: false, shippingOption: { id: 'vault-se-postnord-dpd' }, packageAmount: 2 },
    });
    expect(declined.json()).toMatchObject({
      addInsurance: false,
      packageAmount: 2,
      totalPrice: { value: '98.00', currency: 'SEK' },
    });
  });
});
