import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildSandbox } from '../app';
import {
  createdReturnOrderSchema,
  purchasesResponseSchema,
  quoteListSchema,
  quoteResponseSchema,
  returnOrderListSchema,
} from '../platform/api';
import { handClock, shoppers, signIn, type TestSession } from '../test-support';

const LABEL_DELAY = 3000;
const clock = handClock();

let app: FastifyInstance;
beforeEach(async () => {
  app = await buildSandbox({
    publicUrl: 'http://sandbox.test',
    portalOrigin: 'https://{merchant}.portal.test',
    authAttemptsPerMinute: 100,
    now: clock.now,
    labelDelayMs: LABEL_DELAY,
    trackingStepMs: 60_000,
  });
});
afterEach(() => app.close());

const get = (who: TestSession | undefined, url: string) =>
  app.inject({ url, headers: who ? { cookie: who.cookie } : {} });

const pay = (paymentUrl: string) =>
  app.inject({
    method: 'POST',
    url: new URL(paymentUrl).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'outcome=paid',
  });

const TOTE = 'ord-nordwind-NW-3150-1';

/** Mila's tote in a return order (DPD unless `option` says), which costs money: answers the created order. */
async function returnTote(mila: TestSession, option = 'nordwind-nl-dpd') {
  const base = `/api/v0/consumer/${mila.id}`;
  const draft = await app.inject({
    method: 'POST',
    url: `${base}/draft-return-order`,
    headers: { cookie: mila.cookie },
    payload: { selectedPurchases: [{ purchaseId: TOTE, returnReasonId: 101, resolutionType: 'Refund' }] },
  });
  expect(draft.statusCode).toBe(200);
  const chosen = await app.inject({
    method: 'PUT',
    url: `${base}/draft-return-order`,
    headers: { cookie: mila.cookie },
    payload: { shippingOption: { id: option }, tacAgreed: true },
  });
  expect(chosen.statusCode).toBe(200);
  const created = await app.inject({
    method: 'POST',
    url: `${base}/return-order`,
    headers: { cookie: mila.cookie, 'x-re-request-uuid': crypto.randomUUID() },
  });
  expect(created.statusCode).toBe(200);
  return createdReturnOrderSchema.parse(created.json());
}

const returnOrdersOf = async (who: TestSession) => {
  const response = await get(who, `/api/v0/consumer/${who.id}/return-orders`);
  expect(response.statusCode).toBe(200);
  return returnOrderListSchema.parse(response.json());
};

describe('GET /api/v0/consumer/:consumerId/return-orders (draft flow)', () => {
  it('lists the return with its items, carrier, open payment, then its label and tracking stage', async () => {
    const mila = await signIn(app, shoppers.mila);
    expect(await returnOrdersOf(mila)).toEqual([]);
    const created = await returnTote(mila);

    const [open] = await returnOrdersOf(mila);
    expect(open).toMatchObject({
      id: created.id,
      createdAt: clock.now().toISOString(),
      items: [
        {
          purchaseId: TOTE,
          title: 'Canvas Tote Bag',
          imageUrl: expect.stringMatching(/^http:\/\/sandbox\.test\/assets\/products\/.+\.svg$/),
          quantity: 1,
        },
      ],
      carrierName: expect.any(String),
      paymentStatus: 'Open',
      paymentUrl: created.paymentUrl,
      shipment: { status: 'AWAITING_PAYMENT', labelUrl: null, trackingUpdates: [] },
    });

    await pay(created.paymentUrl ?? '');
    clock.pass(LABEL_DELAY);
    const [paid] = await returnOrdersOf(mila);
    expect(paid?.paymentStatus).toBe('Paid');
    // The payment URL goes once the payment is no longer open.
    expect(paid?.paymentUrl).toBeNull();
    expect(paid?.shipment?.labelUrl).toMatch(/^http:\/\/sandbox\.test\//);
    expect(paid?.shipment?.trackingUpdates?.map((update) => update.status)).toEqual(['LABEL_CREATED']);

    const advanced = await app.inject({
      method: 'POST',
      url: `/sandbox/return-orders/${created.id}/advance`,
    });
    expect(advanced.json()).toEqual({ stage: 'HANDED_IN' });
    const [moved] = await returnOrdersOf(mila);
    expect(moved?.status).toBe('InTransit');
    expect(moved?.shipment?.trackingUpdates?.map((update) => update.status)).toEqual([
      'LABEL_CREATED',
      'HANDED_IN',
    ]);
  });

  it("lists a pickup with the window and address its return order has, and nothing else's", async () => {
    const mila = await signIn(app, shoppers.mila);
    const created = await returnTote(mila, 'nordwind-nl-dhl-pickup');
    const full = await get(mila, `/api/v0/consumer/${mila.id}/return-order/${created.id}`);
    const { shipment } = full.json() as { shipment: Record<string, unknown> };
    const [listed] = await returnOrdersOf(mila);
    expect(listed?.shippingMethod).toBe('PICKUP');
    expect(listed?.shipment?.pickupStartsAt).toEqual(expect.any(String));
    expect(listed?.shipment).toMatchObject({
      pickupStartsAt: shipment.pickupStartsAt,
      pickupEndsAt: shipment.pickupEndsAt,
      pickupAddress: shipment.pickupAddress,
    });
  });

  it('lists the newest return first', async () => {
    const emma = await signIn(app, shoppers.emma);
    const base = `/api/v0/consumer/${emma.id}`;
    const ids: string[] = [];
    for (const purchaseId of ['ord-nordwind-NW-1001-2', 'ord-nordwind-NW-1001-4']) {
      await app.inject({
        method: 'POST',
        url: `${base}/draft-return-order`,
        headers: { cookie: emma.cookie },
        payload: { selectedPurchases: [{ purchaseId, returnReasonId: 101, resolutionType: 'Refund' }] },
      });
      await app.inject({
        method: 'PUT',
        url: `${base}/draft-return-order`,
        headers: { cookie: emma.cookie },
        payload: { shippingOption: { id: 'nordwind-nl-dpd' }, tacAgreed: true },
      });
      const created = await app.inject({
        method: 'POST',
        url: `${base}/return-order`,
        headers: { cookie: emma.cookie, 'x-re-request-uuid': crypto.randomUUID() },
      });
      ids.push(createdReturnOrderSchema.parse(created.json()).id);
      clock.pass(1000);
    }
    expect((await returnOrdersOf(emma)).map((order) => order.id)).toEqual(ids.reverse());
  });

  it('never shows one shopper the returns of another: 401 without a session, 403 for another id', async () => {
    const mila = await signIn(app, shoppers.mila);
    const emma = await signIn(app, shoppers.emma);
    await returnTote(mila);
    expect(await returnOrdersOf(emma)).toEqual([]);
    const foreign = await get(emma, `/api/v0/consumer/${mila.id}/return-orders`);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().errors[0].code).toBe('auth_403');
    expect((await get(undefined, `/api/v0/consumer/${mila.id}/return-orders`)).statusCode).toBe(401);
  });
});

const DRESS = 'ord-atelier-100045-1';
const quoteDress = (sophie: TestSession, quantity = 1) =>
  app.inject({
    method: 'POST',
    url: '/volta/quotes',
    headers: { cookie: sophie.cookie, 'x-re-request-uuid': crypto.randomUUID() },
    payload: {
      pricelistUuid: 'pl-atelier-dpd',
      quoteItems: [
        {
          itemId: DRESS,
          orderNumber: '100045',
          returnReason: { content: 'Does not fit', type: 1, value: 'fit' },
          type: 'REFUND',
          ...(quantity > 1 ? { quantity } : {}),
        },
      ],
      isInsured: false,
      parcelAmount: 1,
      locale: 'NL',
      userProperties: { deviceId: 'd', sessionId: 's' },
    },
  });

describe('GET /volta/consumer/:consumerId/quotes (quote flow)', () => {
  it("lists the shopper's quotes with their items and confirmation; the unit is already requested", async () => {
    const sophie = await signIn(app, shoppers.sophie);
    const created = quoteResponseSchema.parse((await quoteDress(sophie)).json());

    const listed = await get(sophie, `/volta/consumer/${sophie.id}/quotes`);
    expect(listed.statusCode).toBe(200);
    const { items } = quoteListSchema.parse(listed.json());
    expect(items).toEqual([
      expect.objectContaining({
        quoteUuid: created.quoteUuid,
        createdAt: clock.now().toISOString(),
        items: [expect.objectContaining({ purchaseId: DRESS, quantity: 1 })],
        carrierName: expect.any(String),
        confirmation: expect.objectContaining({ paymentStatus: 'open', paymentUrl: created.paymentUrl }),
      }),
    ]);

    const purchases = purchasesResponseSchema.parse(
      (await get(sophie, `/api/v0/consumer/${sophie.id}/purchases`)).json(),
    );
    const units = purchases.find((purchase) => purchase.purchaseId === DRESS)?.units ?? [];
    expect(units[0]?.returnable).toBe('no_already_requested');
    // Every unit again: a later try of the dress replaces the unpaid quote, which is listed no more
    // (routes/replaced-returns.ts), and the confirmation of the first one names the second.
    const again = quoteResponseSchema.parse((await quoteDress(sophie, units.length)).json());
    const relisted = quoteListSchema.parse((await get(sophie, `/volta/consumer/${sophie.id}/quotes`)).json());
    expect(relisted.items.map((item) => item.quoteUuid)).toEqual([again.quoteUuid]);
    const first = await get(sophie, `/volta/confirmations/${created.quoteUuid}`);
    expect(first.json()).toMatchObject({ paymentStatus: 'expired', replacedBy: again.quoteUuid });
  });

  it('frees the unit again once the payment ended unpaid', async () => {
    const sophie = await signIn(app, shoppers.sophie);
    const created = quoteResponseSchema.parse((await quoteDress(sophie)).json());
    await app.inject({
      method: 'POST',
      url: new URL(created.paymentUrl ?? '').pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=canceled',
    });
    expect((await quoteDress(sophie)).statusCode).toBe(200);
  });

  it("never shows one shopper another's quotes: 401 without a session, 403 for another id", async () => {
    const sophie = await signIn(app, shoppers.sophie);
    const pieter = await signIn(app, shoppers.pieter);
    await quoteDress(sophie);
    const own = await get(pieter, `/volta/consumer/${pieter.id}/quotes`);
    expect(quoteListSchema.parse(own.json()).items).toEqual([]);
    const foreign = await get(pieter, `/volta/consumer/${sophie.id}/quotes`);
    expect(foreign.statusCode).toBe(403);
    expect((await get(undefined, `/volta/consumer/${sophie.id}/quotes`)).statusCode).toBe(401);
  });
});
