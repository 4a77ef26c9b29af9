import { createdReturnOrderSchema, returnOrderSchema } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSandbox, type SandboxContext, sandboxContextOf } from '../app';
import { RETURN_ADDRESS } from '../data/carriers';
import { shoppers, signIn, type TestSession } from '../test-support';

let app: FastifyInstance;
let context: SandboxContext;
let emma: TestSession;
let mila: TestSession;
beforeAll(async () => {
  app = await buildSandbox({
    publicUrl: 'http://sandbox.test',
    portalOrigin: 'https://{merchant}.portal.test',
    authAttemptsPerMinute: 100,
  });
  context = sandboxContextOf(app)!;
  emma = await signIn(app, shoppers.emma);
  mila = await signIn(app, shoppers.mila);
});
afterAll(() => app.close());

const call = (
  who: TestSession,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  options: { payload?: unknown; uuid?: string } = {},
) =>
  app.inject({
    method,
    url: `/api/v0/consumer/${who.id}${path}`,
    headers: { cookie: who.cookie, ...(options.uuid ? { 'x-re-request-uuid': options.uuid } : {}) },
    payload: options.payload as object,
  });

/** A new draft of these purchases with this option. */
async function draftWith(who: TestSession, selectedPurchases: object[], shippingOption?: string) {
  expect(
    (await call(who, 'POST', '/draft-return-order', { payload: { selectedPurchases } })).statusCode,
  ).toBe(200);
  if (shippingOption) {
    const updated = await call(who, 'PUT', '/draft-return-order', {
      payload: { shippingOption: { id: shippingOption }, tacAgreed: true },
    });
    expect(updated.statusCode).toBe(200);
  }
}

const tote = (who: 'emma' | 'mila') => ({
  purchaseId: who === 'emma' ? 'ord-nordwind-NW-1001-4' : 'ord-nordwind-NW-3150-1',
  returnReasonId: 101,
  resolutionType: 'Refund',
});
const sweater = { purchaseId: 'ord-nordwind-NW-1001-2', returnReasonId: 101, resolutionType: 'Refund' };
const shirtExchange = {
  purchaseId: 'ord-nordwind-NW-1001-1',
  returnReasonId: 101,
  exchangeProductId: 'prod-linen-shirt-L',
  resolutionType: 'Exchange',
};

const create = (who: TestSession, uuid?: string) => call(who, 'POST', '/return-order', { uuid });
const fetchOrder = async (who: TestSession, id: string) => {
  const response = await call(who, 'GET', `/return-order/${id}`);
  expect(response.statusCode).toBe(200);
  return returnOrderSchema.parse(response.json());
};
const payVia = (paymentUrl: string, outcome: string) =>
  app.inject({
    method: 'POST',
    url: new URL(paymentUrl).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `outcome=${outcome}`,
  });

describe('POST /api/v0/consumer/:id/return-order', () => {
  it('answers Payment with the sandbox payment page when the draft costs money', async () => {
    await draftWith(mila, [tote('mila')], 'nordwind-nl-dpd');
    const response = await create(mila, 'a0000000-0000-4000-8000-000000000001');
    expect(response.statusCode).toBe(200);
    const created = createdReturnOrderSchema.parse(response.json());
    expect(created.submittedStatus).toBe('Payment');
    expect(created.paymentUrl).toMatch(/^http:\/\/sandbox\.test\/sandbox\/pay\/[0-9a-f-]{36}$/);
    // DPD 2.95 plus the 1.95 request fee (the tote refunds less than 50.00).
    const payment = context.payments.get(created.paymentUrl?.split('/').pop() ?? '');
    expect(payment).toMatchObject({
      amount: 4.9,
      currency: 'EUR',
      items: ['Canvas Tote Bag'],
      status: 'open',
    });
  });

  it('answers Submitted without a payment URL when the draft costs nothing', async () => {
    await draftWith(emma, [shirtExchange], 'nordwind-nl-dpd');
    const created = createdReturnOrderSchema.parse((await create(emma)).json());
    expect(created).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), submittedStatus: 'Submitted' });
  });

  it('treats X-RE-Request-Uuid as an idempotency key: same key, same answer, one order', async () => {
    await draftWith(mila, [tote('mila')], 'nordwind-nl-dpd');
    const before = context.returnOrders.countFor(mila.id);
    const uuid = 'b0000000-0000-4000-8000-000000000002';
    const first = await create(mila, uuid);
    const again = await create(mila, uuid);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(context.returnOrders.countFor(mila.id)).toBe(before + 1);
    // Even after the draft changed, the key answers what it answered first.
    await draftWith(mila, [tote('mila')], 'nordwind-nl-self');
    expect((await create(mila, uuid)).json()).toEqual(first.json());

    const other = await create(mila, 'b0000000-0000-4000-8000-000000000003');
    expect(other.json().id).not.toBe(first.json().id);
    expect(context.returnOrders.countFor(mila.id)).toBe(before + 2);
    // Another shopper's use of the same key is their own.
    await draftWith(emma, [shirtExchange], 'nordwind-nl-dpd');
    expect((await create(emma, uuid)).json().id).not.toBe(first.json().id);
  });

  it('refuses a draft without a shipping option (409) and a malformed key (400), and remembers no refusal', async () => {
    await draftWith(mila, [tote('mila')]);
    const uuid = 'c0000000-0000-4000-8000-000000000004';
    const refused = await create(mila, uuid);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].code).toBe('shipping_option_required');
    // The shopper picks a carrier and tries again with the same key: now it is made.
    await call(mila, 'PUT', '/draft-return-order', {
      payload: { shippingOption: { id: 'nordwind-nl-dpd' } },
    });
    expect((await create(mila, uuid)).statusCode).toBe(200);

    const malformed = await create(mila, 'not a uuid!');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors[0].code).toBe('request_uuid_400');
  });

  it('answers 401 without a session, 403 for another consumer and 404 without a draft', async () => {
    expect(
      (await app.inject({ method: 'POST', url: `/api/v0/consumer/${mila.id}/return-order` })).statusCode,
    ).toBe(401);
    const other = await app.inject({
      method: 'POST',
      url: `/api/v0/consumer/${emma.id}/return-order`,
      headers: { cookie: mila.cookie },
    });
    expect(other.statusCode).toBe(403);
    const lukas = await signIn(app, shoppers.lukas);
    const none = await create(lukas);
    expect(none.statusCode).toBe(404);
    expect(none.json().errors[0].code).toBe('draft_404');
  });

  it('refuses a gatekeeping item until its request was submitted', async () => {
    const nora = await signIn(app, shoppers.nora);
    const lamp = { purchaseId: 'ord-vault-V-7001-1', returnReasonId: 105, resolutionType: 'Refund' };
    await draftWith(nora, [lamp], 'vault-se-self');
    const early = await create(nora);
    expect(early.statusCode).toBe(409);
    expect(early.json().errors[0].code).toBe('gatekeeping_request_required');
    const request = await call(nora, 'PUT', '/draft-return-order/request', {
      payload: { purchaseAssets: [{ purchaseId: lamp.purchaseId, answers: [] }] },
    });
    expect(request.statusCode).toBe(200);
    expect(createdReturnOrderSchema.parse((await create(nora)).json()).submittedStatus).toBe('Submitted');
  });
});

describe('GET /api/v0/consumer/:id/return-order/:returnOrderId', () => {
  it('follows the payment: Open without a label, then Paid with a label from the second poll on', async () => {
    await draftWith(mila, [tote('mila')], 'nordwind-nl-dpd');
    const created = createdReturnOrderSchema.parse((await create(mila)).json());
    const open = await fetchOrder(mila, created.id);
    expect(open).toMatchObject({
      id: created.id,
      submittedStatus: 'Payment',
      paymentUrl: created.paymentUrl,
      paymentStatus: 'Open',
      shippingMethod: 'DROP_OFF',
      carrierName: 'DPD',
      isShipItYourself: false,
      dropOffUrl: 'https://locator.example/dpd?country=NL',
    });
    expect(open.shipment).toMatchObject({
      labelUrl: null,
      shippingProduct: { key: 'NORDWIND_DPD' },
      sender: { countryCode: 'NL' },
      receiver: { companyName: 'Nordwind Outfitters Returns', address: RETURN_ADDRESS },
    });
    // Polling while open never makes a label.
    expect((await fetchOrder(mila, created.id)).shipment?.labelUrl).toBeNull();

    const paid = await payVia(created.paymentUrl ?? '', 'paid');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(
      `https://nordwind.portal.test/order-confirmation?id=${mila.id}&returnOrderId=${created.id}`,
    );
    const first = await fetchOrder(mila, created.id);
    expect(first.paymentStatus).toBe('Paid');
    expect(first.shipment?.labelUrl).toBeNull();
    const second = await fetchOrder(mila, created.id);
    expect(second.shipment?.labelUrl).toMatch(/^http:\/\/sandbox\.test\/sandbox\/labels\/[\w-]+\.svg$/);
    expect((await fetchOrder(mila, created.id)).shipment?.labelUrl).toBe(second.shipment?.labelUrl);
    const label = await app.inject(new URL(second.shipment?.labelUrl ?? '').pathname);
    expect(label.statusCode).toBe(200);
    expect(label.headers['content-type']).toContain('image/svg+xml');
    expect(label.body).toContain(created.id);
  });

  it('reports Cancelled, Failed and Expired payments, and never a label for them', async () => {
    for (const [outcome, status] of [
      ['canceled', 'Cancelled'],
      ['failed', 'Failed'],
      ['expired', 'Expired'],
    ] as const) {
      await draftWith(mila, [tote('mila')], 'nordwind-nl-dpd');
      const created = createdReturnOrderSchema.parse((await create(mila)).json());
      expect((await payVia(created.paymentUrl ?? '', outcome)).statusCode).toBe(303);
      for (let poll = 0; poll < 3; poll++) {
        const order = await fetchOrder(mila, created.id);
        expect(order.paymentStatus).toBe(status);
        expect(order.shipment?.labelUrl).toBeNull();
      }
    }
  });

  it('gives a free order no payment status and a label on the second poll', async () => {
    await draftWith(emma, [shirtExchange], 'nordwind-nl-dhl-printless');
    const created = createdReturnOrderSchema.parse((await create(emma)).json());
    const first = await fetchOrder(emma, created.id);
    expect(first).not.toHaveProperty('paymentStatus');
    expect(first.paymentUrl).toBeNull();
    expect(first.shipment?.labelUrl).toBeNull();
    expect((await fetchOrder(emma, created.id)).shipment?.labelUrl).toMatch(/\/sandbox\/labels\//);
  });

  it('never labels ship-it-yourself or an in-store drop-off, which has its store finder', async () => {
    await draftWith(emma, [sweater], 'nordwind-nl-self');
    const selfShipped = createdReturnOrderSchema.parse((await create(emma)).json());
    await draftWith(emma, [sweater], 'nordwind-nl-store');
    const inStore = createdReturnOrderSchema.parse((await create(emma)).json());
    for (let poll = 0; poll < 3; poll++) {
      const self = await fetchOrder(emma, selfShipped.id);
      expect(self).toMatchObject({ isShipItYourself: true, shippingMethod: 'SHIP_IT_YOURSELF' });
      expect(self.shipment?.labelUrl).toBeNull();
      expect(self.shipment?.receiver).toMatchObject({
        address: { postalCode: '1011 AB', countryCode: 'NL' },
      });
      const store = await fetchOrder(emma, inStore.id);
      expect(store).toMatchObject({
        shippingMethod: 'IN_STORE_DROP_OFF',
        dropOffUrl: 'https://nordwind.example/stores',
        isShipItYourself: false,
      });
      expect(store.shipment?.labelUrl).toBeNull();
    }
  });

  it("answers only the shopper's own orders: 404 for another's id, 403 for another's path", async () => {
    await draftWith(mila, [tote('mila')], 'nordwind-nl-self');
    const created = createdReturnOrderSchema.parse((await create(mila)).json());
    const viaEmma = await call(emma, 'GET', `/return-order/${created.id}`);
    expect(viaEmma.statusCode).toBe(404);
    expect(viaEmma.json().errors[0].code).toBe('return_order_404');
    const otherPath = await app.inject({
      url: `/api/v0/consumer/${mila.id}/return-order/${created.id}`,
      headers: { cookie: emma.cookie },
    });
    expect(otherPath.statusCode).toBe(403);
    expect((await app.inject(`/api/v0/consumer/${mila.id}/return-order/${created.id}`)).statusCode).toBe(401);
  });
});
