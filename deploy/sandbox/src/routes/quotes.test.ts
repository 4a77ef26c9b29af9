import { pricelistsSchema, quoteResponseSchema } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSandbox } from '../app';
import { SHIP_IT_YOURSELF } from '../data/pricelists';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildSandbox({ publicUrl: 'http://sandbox.test', authAttemptsPerMinute: 100 });
});
afterAll(() => app.close());

async function sessionOf(payload: Record<string, string>) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v0/auth/consumer',
    payload: { locale: 'nl', userProperties: { deviceId: 'd', sessionId: 's' }, ...payload },
  });
  expect(response.statusCode).toBe(200);
  return `re_session=${response.cookies.find((c) => c.name === 're_session')?.value}`;
}

const types = (body: unknown) => pricelistsSchema.parse(body).items.map((item) => item.courierService.type);

describe('pricelists', () => {
  it('needs a session', async () => {
    expect((await app.inject({ url: '/volta/pricelists' })).statusCode).toBe(401);
  });

  it('offers carriers and ship-it-yourself, but only ship-it-yourself for a floor lamp', async () => {
    const cookie = await sessionOf({
      postalCode: '3511 AB',
      orderNumber: '100078',
      storeId: 'store-atelier',
    });
    const dress = await app.inject({
      url: '/volta/pricelists?product-keys=ord-atelier-100045-174.50',
      headers: { cookie },
    });
    expect(types(dress.json())).toEqual(expect.arrayContaining(['DHL_DROPOFF', SHIP_IT_YOURSELF]));
    const lamp = await app.inject({
      url: '/volta/pricelists?product-keys=ord-atelier-100078-1249',
      headers: { cookie },
    });
    expect(types(lamp.json())).toEqual([SHIP_IT_YOURSELF]);
  });

  it('answers ecommerce-less shops by country, with the address blanked', async () => {
    const cookie = await sessionOf({
      email: 'lukas@example.de',
      orderNumber: 'K-5521',
      country: 'DE',
      storeId: 'store-kiosk',
    });
    const germany = pricelistsSchema.parse(
      (await app.inject({ url: '/volta/pricelists?country-code=DE', headers: { cookie } })).json(),
    );
    expect(germany.items.length).toBeGreaterThan(1);
    expect(germany.items.every((item) => item.address === null)).toBe(true);
    const austria = await app.inject({ url: '/volta/pricelists?country-code=AT', headers: { cookie } });
    expect(types(austria.json())).toEqual([SHIP_IT_YOURSELF]);
  });
});

describe('quotes', () => {
  it('creates a quote from a valid request and refuses anything else', async () => {
    const cookie = await sessionOf({
      postalCode: '3511 AB',
      orderNumber: '100078',
      storeId: 'store-atelier',
    });
    const request = {
      pricelistUuid: 'pl-ship-yourself',
      quoteItems: [
        {
          itemId: 'ord-atelier-100078-1',
          orderNumber: '100078',
          returnReason: { content: 'Too big', type: 1, value: '1' },
          type: 'REFUND',
        },
      ],
      isInsured: false,
      parcelAmount: 1,
      locale: 'NL',
      userProperties: { deviceId: 'd', sessionId: 's' },
    };
    const created = await app.inject({
      method: 'POST',
      url: '/volta/quotes',
      headers: { cookie },
      payload: request,
    });
    expect(quoteResponseSchema.parse(created.json()).quoteUuid).toMatch(/^[0-9a-f-]{36}$/);
    const bad = await app.inject({
      method: 'POST',
      url: '/volta/quotes',
      headers: { cookie },
      payload: { ...request, quoteItems: [] },
    });
    expect(bad.statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: '/volta/quotes', payload: request })).statusCode).toBe(
      401,
    );
  });
});

const quoteFor = (item: Record<string, unknown>) => ({
  pricelistUuid: 'pl-ship-yourself',
  quoteItems: [{ type: 'REFUND', ...item }],
  isInsured: false,
  parcelAmount: 1,
  locale: 'EN',
  userProperties: { deviceId: 'd', sessionId: 's' },
});

const postQuote = (cookie: string, payload: unknown) =>
  app.inject({ method: 'POST', url: '/volta/quotes', headers: { cookie }, payload: payload as object });

describe("quotes name the shopper's own purchases only", () => {
  it("refuses another consumer's purchase or order id with 403, as /purchases does", async () => {
    const cookie = await sessionOf({
      postalCode: '3511 AB',
      orderNumber: '100078',
      storeId: 'store-atelier',
    });
    const reason = { content: 'Too big', type: 1, value: '1' };
    const own = await postQuote(
      cookie,
      quoteFor({ itemId: 'ord-atelier-100078-1', orderNumber: '100078', returnReason: reason }),
    );
    expect(own.statusCode).toBe(200);

    const others = [
      { itemId: 'ord-nordwind-NW-1001-1', orderNumber: 'NW-1001' },
      { itemId: 'ord-atelier-100078-1', orderId: 'ord-nordwind-NW-1001', orderNumber: '100078' },
      { itemId: 'no-such-purchase', orderNumber: '100078' },
    ];
    for (const item of others) {
      const refused = await postQuote(cookie, quoteFor({ ...item, returnReason: reason }));
      expect(refused.statusCode).toBe(403);
      expect(refused.json().errors[0].code).toBe('auth_403');
    }
  });
});

describe('gatekeeping on the platform side', () => {
  const lamp = 'ord-vault-V-7001-1';
  const defect = { content: 'Defective', type: 1, value: '105' };

  it('refuses a quote for a gatekeeping item until its request was submitted', async () => {
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/v0/auth/consumer',
      payload: {
        email: 'nora@example.se',
        orderNumber: 'V-7001',
        storeId: 'store-vault',
        locale: 'en',
        userProperties: { deviceId: 'd', sessionId: 's' },
      },
    });
    const consumerId = signIn.json().id as string;
    const cookie = `re_session=${signIn.cookies.find((c) => c.name === 're_session')?.value}`;

    const early = await postQuote(
      cookie,
      quoteFor({ itemId: lamp, orderNumber: 'V-7001', returnReason: defect }),
    );
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({
      errors: [{ code: 'gatekeeping_request_required', message: expect.any(String) }],
    });
    // Another reason is no gatekeeping reason: no request is needed.
    const tooSmall = { content: 'Too small', type: 1, value: '101' };
    const plain = await postQuote(
      cookie,
      quoteFor({ itemId: lamp, orderNumber: 'V-7001', returnReason: tooSmall }),
    );
    expect(plain.statusCode).toBe(200);

    const draftPath = `/api/v0/consumer/${consumerId}/draft-return-order`;
    const created = await app.inject({
      method: 'POST',
      url: draftPath,
      headers: { cookie },
      payload: { selectedPurchases: [{ purchaseId: lamp, returnReasonId: 105, resolutionType: 'Refund' }] },
    });
    expect(created.statusCode).toBe(200);
    // A request for the other line does not cover the lamp.
    const mug = 'ord-vault-V-7001-2';
    const otherLine = { purchaseAssets: [{ purchaseId: mug, answers: [] }] };
    expect(
      (
        await app.inject({
          method: 'PUT',
          url: `${draftPath}/request`,
          headers: { cookie },
          payload: otherLine,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await postQuote(cookie, quoteFor({ itemId: lamp, orderNumber: 'V-7001', returnReason: defect })))
        .statusCode,
    ).toBe(409);

    await app.inject({
      method: 'POST',
      url: draftPath,
      headers: { cookie },
      payload: { selectedPurchases: [{ purchaseId: lamp, returnReasonId: 105, resolutionType: 'Refund' }] },
    });
    const submitted = await app.inject({
      method: 'PUT',
      url: `${draftPath}/request`,
      headers: { cookie },
      payload: {
        purchaseAssets: [
          {
            purchaseId: lamp,
            answers: [{ question: 'Short description', position: 1, type: 'ShortText', answer: 'Flickers' }],
          },
        ],
      },
    });
    expect(submitted.statusCode).toBe(200);
    const late = await postQuote(
      cookie,
      quoteFor({ itemId: lamp, orderNumber: 'V-7001', returnReason: defect }),
    );
    expect(late.statusCode).toBe(200);
    expect(quoteResponseSchema.parse(late.json()).quoteUuid).toBeTruthy();
  });
});
