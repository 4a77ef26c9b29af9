import { draftReturnOrderSchema, exchangeRatesSchema } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSandbox } from '../app';
import { orders, SCALE_CONSUMER } from '../data/seed';

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
