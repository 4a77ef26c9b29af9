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
