import { confirmationSchema, quoteResponseSchema } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSandbox } from '../app';
import { SHIP_IT_YOURSELF } from '../data/carriers';
import { shoppers, signIn, type TestSession } from '../test-support';

let app: FastifyInstance;
let sophie: TestSession;
beforeAll(async () => {
  app = await buildSandbox({ publicUrl: 'http://sandbox.test', authAttemptsPerMinute: 100 });
  sophie = await signIn(app, shoppers.sophie);
});
afterAll(() => app.close());

const dress = {
  itemId: 'ord-atelier-100045-1',
  orderNumber: '100045',
  returnReason: { content: 'Does not fit', type: 1, value: 'fit' },
  type: 'REFUND',
};

async function quote(pricelistUuid: string, extra: Record<string, unknown> = {}, item: object = dress) {
  const response = await app.inject({
    method: 'POST',
    url: '/volta/quotes',
    headers: { cookie: sophie.cookie },
    payload: {
      pricelistUuid,
      quoteItems: [item],
      isInsured: false,
      parcelAmount: 1,
      locale: 'NL',
      userProperties: { deviceId: 'd', sessionId: 's' },
      ...extra,
    },
  });
  expect(response.statusCode).toBe(200);
  return quoteResponseSchema.parse(response.json());
}

const confirmation = async (uuid: string, cookie = sophie.cookie) => {
  const response = await app.inject({ url: `/volta/confirmations/${uuid}`, headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return confirmationSchema.parse(response.json());
};

const finish = (paymentUrl: string | null | undefined, outcome: string) =>
  app.inject({
    method: 'POST',
    url: new URL(paymentUrl ?? '').pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `outcome=${outcome}`,
  });

describe('GET /volta/confirmations/:quoteUuid', () => {
  it('is open with the payment URL until paid, then paid with a label from the second poll on', async () => {
    const created = await quote('pl-atelier-dpd');
    const open = await confirmation(created.quoteUuid);
    expect(open).toMatchObject({
      paymentStatus: 'open',
      paymentUrl: created.paymentUrl,
      shouldHaveLabel: true,
      labelUrl: null,
      courierServiceType: 'ATELIER_DPD',
      courierServiceIdentifier: 'dpd',
      shipmentType: 'DROPOFF',
      pickupStartsAt: null,
      customerCountry: 'NL',
      hasExchangeItems: false,
      paperless: false,
      errorCode: null,
    });
    expect((await confirmation(created.quoteUuid)).labelUrl).toBeNull();
    await finish(created.paymentUrl, 'paid');
    const first = await confirmation(created.quoteUuid);
    expect(first).toMatchObject({ paymentStatus: 'paid', labelUrl: null, paymentUrl: null });
    const second = await confirmation(created.quoteUuid);
    expect(second.labelUrl).toMatch(/^http:\/\/sandbox\.test\/sandbox\/labels\/[\w-]+\.svg$/);
    expect((await app.inject(new URL(second.labelUrl ?? '').pathname)).body).toContain(created.quoteUuid);
  });

  it('reports canceled, failed and expired payments without a label', async () => {
    for (const outcome of ['canceled', 'failed', 'expired']) {
      const created = await quote('pl-atelier-dhl-printless');
      await finish(created.paymentUrl, outcome);
      for (let poll = 0; poll < 3; poll++) {
        const answer = await confirmation(created.quoteUuid);
        expect(answer).toMatchObject({ paymentStatus: outcome, labelUrl: null, paperless: true });
      }
    }
  });

  it('is free for a quote without a price; ship-it-yourself and the store need no label', async () => {
    const lamp = await quote(
      'pl-ship-yourself',
      {},
      { ...dress, itemId: 'ord-atelier-100078-1', orderNumber: '100078' },
    );
    const store = await quote('pl-atelier-store');
    for (let poll = 0; poll < 3; poll++) {
      expect(await confirmation(lamp.quoteUuid)).toMatchObject({
        paymentStatus: 'free',
        shouldHaveLabel: false,
        labelUrl: null,
        courierServiceType: SHIP_IT_YOURSELF,
        paymentUrl: null,
      });
      expect(await confirmation(store.quoteUuid)).toMatchObject({
        paymentStatus: 'free',
        shouldHaveLabel: false,
        courierServiceType: 'SERVERLESS_INSTORE_DROPOFF',
      });
    }
  });

  it('gives a pickup its window as ISO date-times, and tells an exchange', async () => {
    const start = Date.UTC(2026, 2, 16, 8) / 1000;
    const created = await quote('pl-atelier-dhl-pickup', {
      start,
      end: start + 4 * 3600,
      addressRequest: {
        streetLine: 'Oudegracht 158',
        postCode: '3511 AB',
        city: 'Utrecht',
        countryCode: 'NL',
      },
    });
    expect(await confirmation(created.quoteUuid)).toMatchObject({
      shipmentType: 'PICKUP',
      pickupStartsAt: '2026-03-16T08:00:00.000Z',
      pickupEndsAt: '2026-03-16T12:00:00.000Z',
      courierServiceType: 'ATELIER_DHL_PICKUP',
    });
    const exchange = await quote(
      'pl-atelier-store',
      {},
      {
        ...dress,
        itemId: 'ord-atelier-100045-2',
        type: 'EXCHANGE',
        exchangeToSku: 'chino-trousers-32',
      },
    );
    expect((await confirmation(exchange.quoteUuid)).hasExchangeItems).toBe(true);
  });

  it("answers 401 without a session and 404 for an unknown or another shopper's quote", async () => {
    const created = await quote('pl-atelier-store');
    expect((await app.inject(`/volta/confirmations/${created.quoteUuid}`)).statusCode).toBe(401);
    const lukas = await signIn(app, shoppers.lukas);
    const foreign = await app.inject({
      url: `/volta/confirmations/${created.quoteUuid}`,
      headers: { cookie: lukas.cookie },
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().errors[0].code).toBe('confirmation_404');
    const unknown = await app.inject({
      url: '/volta/confirmations/nope',
      headers: { cookie: sophie.cookie },
    });
    expect(unknown.statusCode).toBe(404);
  });
});
