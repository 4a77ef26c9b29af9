import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildSandbox } from '../app';
import { handClock, signIn, type TestSession } from '../test-support';

const clock = handClock();
let app: FastifyInstance;
beforeEach(async () => {
  app = await buildSandbox({
    publicUrl: 'http://sandbox.test',
    portalOrigin: 'https://{merchant}.portal.test',
    authAttemptsPerMinute: 100,
    now: clock.now,
    labelDelayMs: 3000,
  });
});
afterEach(() => app.close());

const seed = (payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/sandbox/seeded-returns', payload });
const paula = { email: 'paula@example.com', orderNumber: 'NW-5001' };
const fenna = { email: 'fenna@example.com', orderNumber: 'NW-5002' };
const lineOf = (title: string) => ({ title, reasonId: 102 });

/** The shopper's own view of a return order, as the portal reads it. */
const returnOrderOf = async (who: TestSession, id: string) =>
  (
    await app.inject({
      method: 'GET',
      url: `/api/v0/consumer/${who.id}/return-order/${id}`,
      headers: { cookie: who.cookie },
    })
  ).json();

describe('POST /sandbox/seeded-returns', () => {
  it('orders and pays a return as the pages would: the shopper reads it as paid, its label after the delay', async () => {
    const response = await seed({
      merchant: 'nordwind',
      shopper: paula,
      items: [lineOf('Linen Shirt')],
      until: 'return-order',
      carrier: 'DPD Pickup point',
      payment: 'paid',
    });
    expect(response.statusCode).toBe(200);
    const seeded = response.json();
    expect(seeded.returnOrder.submittedStatus).toBe('Payment');
    expect(seeded.confirmation).toBe(
      `/order-confirmation?id=${seeded.consumerId}&returnOrderId=${seeded.returnOrder.id}`,
    );
    const shopper = await signIn(app, { ...paula, storeId: 'store-nordwind' });
    expect(shopper.id).toBe(seeded.consumerId);
    const order = await returnOrderOf(shopper, seeded.returnOrder.id);
    expect(order.paymentStatus).toBe('Paid');
    expect(order.carrierName).toBe('DPD');
    expect(order.shipment.status).toBe('LABEL_PENDING');
    clock.pass(3000);
    expect((await returnOrderOf(shopper, seeded.returnOrder.id)).shipment.status).toBe('LABEL_CREATED');
    // The seeding's own session ended; the unit is taken, as after a real return.
    const again = await seed({
      merchant: 'nordwind',
      shopper: paula,
      items: [lineOf('Linen Shirt')],
      until: 'draft',
    });
    expect(again.statusCode).toBe(422);
  });

  it('an exchange is free: submitted, no payment; a payment answer for it is refused', async () => {
    const free = { merchant: 'nordwind', shopper: fenna, until: 'return-order', carrier: 'DPD Pickup point' };
    const refused = await seed({
      ...free,
      items: [{ title: 'Linen Shirt', exchangeTo: 'L' }],
      payment: 'paid',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ step: 'payment' });
    // The refused seeding still made its return order: the platform had taken it before the payment.
    const other = await seed({
      ...free,
      shopper: { email: 'ella@example.com', orderNumber: 'NW-4320' },
      items: [{ title: 'Merino Crew Sweater', exchangeTo: 'M' }],
    });
    expect(other.statusCode).toBe(200);
    expect(other.json().returnOrder).toEqual({ id: expect.any(String), submittedStatus: 'Submitted' });
  });

  it('an unpaid order stays open; a draft at carriers keeps its carrier without terms', async () => {
    const open = await seed({
      merchant: 'nordwind',
      shopper: { email: 'sam@example.com', orderNumber: 'NW-5003' },
      items: [lineOf('Merino Crew Sweater')],
      until: 'return-order',
      carrier: 'DPD Pickup point',
    });
    const seeded = open.json();
    const shopper = await signIn(app, {
      email: 'sam@example.com',
      orderNumber: 'NW-5003',
      storeId: 'store-nordwind',
    });
    expect((await returnOrderOf(shopper, seeded.returnOrder.id)).paymentStatus).toBe('Open');

    const carriers = await seed({
      merchant: 'nordwind',
      shopper: { email: 'ilse@example.com', orderNumber: 'NW-5004' },
      items: [lineOf('Merino Crew Sweater')],
      until: 'carriers',
      carrier: 'Return in a Nordwind store',
    });
    expect(carriers.statusCode).toBe(200);
    const ilse = await signIn(app, {
      email: 'ilse@example.com',
      orderNumber: 'NW-5004',
      storeId: 'store-nordwind',
    });
    const draft = (
      await app.inject({
        method: 'GET',
        url: `/api/v0/consumer/${ilse.id}/draft-return-order`,
        headers: { cookie: ilse.cookie },
      })
    ).json();
    expect(draft.shippingOptionQuote).toBeTruthy();
    expect(draft.tacAgreed).not.toBe(true);
  });

  it('answers the purchase lines of the items; at the selection nothing is written, the quote flow stops there', async () => {
    const chosen = await seed({
      merchant: 'nordwind',
      shopper: paula,
      items: [lineOf('Linen Shirt')],
      until: 'selection',
    });
    expect(chosen.statusCode).toBe(200);
    const seeded = chosen.json();
    // The line as the purchases call answers it, with the fields a selection is built from.
    expect(seeded.purchases).toEqual([
      expect.objectContaining({
        purchaseId: seeded.purchaseIds[0],
        product: expect.objectContaining({ name: 'Linen Shirt', sku: expect.any(String) }),
        order: expect.objectContaining({ orderNumber: 'NW-5001' }),
      }),
    ]);
    const shopper = await signIn(app, { ...paula, storeId: 'store-nordwind' });
    const draft = await app.inject({
      method: 'GET',
      url: `/api/v0/consumer/${shopper.id}/draft-return-order`,
      headers: { cookie: shopper.cookie },
    });
    expect(draft.statusCode).toBe(404);

    const sophie = { postalCode: '3511 AB', orderNumber: '100045' };
    const quoteFlow = { merchant: 'atelier', shopper: sophie, items: [{ title: 'Midi Wrap Dress "Flora"' }] };
    const selection = await seed({ ...quoteFlow, until: 'selection' });
    expect(selection.statusCode, selection.body).toBe(200);
    expect(selection.json().purchases).toHaveLength(1);
    const refused = await seed({ ...quoteFlow, until: 'draft' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ errors: [{ code: 'seed_flow' }] });
  });

  it('makes and pays a quote-flow return through the volta routes; its confirmation is the quote’s', async () => {
    const anna = { email: 'anna@example.nl', orderNumber: '100302' };
    const quoted = await seed({
      merchant: 'atelier',
      shopper: anna,
      items: [{ title: 'Slim Chino Trousers', reasonId: 'fit' }],
      until: 'quote',
      carrier: 'DPD Pickup point',
      payment: 'canceled',
    });
    expect(quoted.statusCode, quoted.body).toBe(200);
    const seeded = quoted.json();
    expect(seeded.quote.paymentUrl).toMatch(/\/sandbox\/pay\//);
    expect(seeded.confirmation).toBe(`/order-confirmation/${seeded.quote.quoteUuid}`);
    const shopper = await signIn(app, { ...anna, storeId: 'store-atelier' });
    const confirmation = await app.inject({
      url: `/volta/confirmations/${seeded.quote.quoteUuid}`,
      headers: { cookie: shopper.cookie },
    });
    expect(confirmation.json().paymentStatus).toBe('canceled');
    // The draft flow has no quote; a carrier the pricelists do not offer is refused at the carrier.
    expect(
      (await seed({ merchant: 'nordwind', shopper: paula, items: [lineOf('Linen Shirt')], until: 'quote' }))
        .statusCode,
    ).toBe(409);
    const teleport = await seed({
      merchant: 'atelier',
      shopper: anna,
      // A cancelled payment leaves the chinos returnable.
      items: [{ title: 'Slim Chino Trousers', reasonId: 'fit' }],
      until: 'quote',
      carrier: 'Teleport',
    });
    expect(teleport.json()).toMatchObject({ step: 'carrier' });
  });

  it('refuses what the pages could not do, saying which step', async () => {
    const base = { merchant: 'nordwind', shopper: paula, items: [lineOf('Linen Shirt')], until: 'draft' };
    expect((await seed({ ...base, until: 'somewhere' })).statusCode).toBe(400);
    expect((await seed({ ...base, items: [] })).statusCode).toBe(400);
    expect((await seed({ ...base, until: 'carriers' })).statusCode).toBe(400);
    expect((await seed({ ...base, merchant: 'nowhere' })).statusCode).toBe(404);
    const wrong = await seed({ ...base, shopper: { ...paula, email: 'emma@example.com' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ step: 'sign-in', answer: { errors: [{ code: 'auth_5' }] } });
    expect((await seed({ ...base, items: [lineOf('Gift Card')] })).statusCode).toBe(422);
    const carrier = await seed({ ...base, until: 'carriers', carrier: 'Teleport' });
    expect(carrier.statusCode).toBe(409);
    expect(carrier.json()).toMatchObject({ step: 'carrier' });
  });
});
