import type { FastifyInstance } from 'fastify';
import { PDFDocument } from 'pdf-lib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildSandbox, type SandboxContext, sandboxContextOf } from '../app';
import { RETURN_ADDRESS } from '../data/carriers';
import { timeslotsFor } from '../data/pickup';
import { createdReturnOrderSchema, returnOrderSchema } from '../platform/api';
import { handClock, shoppers, signIn, type TestSession } from '../test-support';

const LABEL_DELAY = 3000;
const STEP = 60_000;
const clock = handClock();

let app: FastifyInstance;
let context: SandboxContext;
let emma: TestSession;
let mila: TestSession;
beforeEach(async () => {
  app = await buildSandbox({
    publicUrl: 'http://sandbox.test',
    portalOrigin: 'https://{merchant}.portal.test',
    authAttemptsPerMinute: 100,
    now: clock.now,
    labelDelayMs: LABEL_DELAY,
    trackingStepMs: STEP,
  });
  context = sandboxContextOf(app)!;
  emma = await signIn(app, shoppers.emma);
  mila = await signIn(app, shoppers.mila);
});
afterEach(() => app.close());

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

/** Answers to vault's required questions (short description, since when, photos), by position. */
const gatekeepingAnswers = [
  { question: 'Short description', position: 1, type: 'ShortText', answer: 'Flickers' },
  { question: 'Since when?', position: 3, type: 'SingleChoice', answer: 'week' },
  { question: 'Photos of the defect', position: 5, type: 'FileUpload', answer: [{ url: 'x' }] },
];

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
    await call(mila, 'PUT', '/draft-return-order', {
      payload: { shippingOption: { id: 'nordwind-nl-self' } },
    });
    expect((await create(mila, uuid)).json()).toEqual(first.json());

    // Another key is another try: it replaces the unpaid first one (routes/replaced-returns.ts).
    const other = await create(mila, 'b0000000-0000-4000-8000-000000000003');
    expect(other.statusCode).toBe(200);
    expect(context.returnOrders.countFor(mila.id)).toBe(before + 2);
    expect((await fetchOrder(mila, first.json().id)).replacedBy).toBe(other.json().id);
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
      payload: { shippingOption: { id: 'nordwind-nl-dpd' }, tacAgreed: true },
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
      payload: { purchaseAssets: [{ purchaseId: lamp.purchaseId, answers: gatekeepingAnswers }] },
    });
    expect(request.statusCode).toBe(200);
    expect(createdReturnOrderSchema.parse((await create(nora)).json()).submittedStatus).toBe('Submitted');
  });
});

describe('GET /api/v0/consumer/:id/return-order/:returnOrderId', () => {
  it('follows the payment: Open without a label, then Paid with a label the label delay after paying', async () => {
    await draftWith(mila, [tote('mila')], 'nordwind-nl-dpd');
    const created = createdReturnOrderSchema.parse((await create(mila)).json());
    const open = await fetchOrder(mila, created.id);
    expect(open).toMatchObject({
      id: created.id,
      submittedStatus: 'Payment',
      status: 'Registered',
      refundedAt: null,
      paymentUrl: created.paymentUrl,
      paymentStatus: 'Open',
      shippingMethod: 'DROP_OFF',
      carrierName: 'DPD',
      isShipItYourself: false,
      dropOffUrl: 'https://locator.example/dpd?country=NL',
    });
    expect(open.shipment).toMatchObject({
      status: 'AWAITING_PAYMENT',
      labelUrl: null,
      trackingNumber: null,
      trackingUpdates: [],
      shippingProduct: { key: 'NORDWIND_DPD' },
      sender: { countryCode: 'NL', name: null, address: null },
      receiver: { companyName: 'Nordwind Outfitters Returns', address: RETURN_ADDRESS },
    });
    // However long it stays open, it gets no label.
    clock.pass(10 * LABEL_DELAY);
    expect((await fetchOrder(mila, created.id)).shipment?.labelUrl).toBeNull();

    const paid = await payVia(created.paymentUrl ?? '', 'paid');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(
      `https://nordwind.portal.test/order-confirmation?id=${mila.id}&returnOrderId=${created.id}`,
    );
    const paidAt = clock.now();
    clock.pass(LABEL_DELAY - 1);
    const pending = await fetchOrder(mila, created.id);
    expect(pending.paymentStatus).toBe('Paid');
    expect(pending.shipment).toMatchObject({ status: 'LABEL_PENDING', labelUrl: null, trackingNumber: null });
    clock.pass(1);
    const labelled = await fetchOrder(mila, created.id);
    expect(labelled.shipment).toMatchObject({
      status: 'LABEL_CREATED',
      labelUrl: expect.stringMatching(/^http:\/\/sandbox\.test\/sandbox\/labels\/[\w-]+\.pdf$/),
      trackingNumber: expect.stringMatching(/^0567\d{10}$/),
      paperlessCode: null,
      errorCode: null,
      trackingUpdates: [
        {
          status: 'LABEL_CREATED',
          timestamp: new Date(paidAt.getTime() + LABEL_DELAY).toISOString(),
          description: expect.any(String),
        },
      ],
    });
    expect((await fetchOrder(mila, created.id)).shipment?.labelUrl).toBe(labelled.shipment?.labelUrl);
    const label = await app.inject(new URL(labelled.shipment?.labelUrl ?? '').pathname);
    expect(label.statusCode).toBe(200);
    expect(label.headers['content-type']).toBe('application/pdf');
    expect(label.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('reports Cancelled, Failed and Expired payments, and never a label or a stage for them', async () => {
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
        expect(order).toMatchObject({ status: 'Registered', refundedAt: null });
        expect(order.shipment).toMatchObject({ status: 'NOT_SHIPPED', labelUrl: null, trackingUpdates: [] });
        clock.pass(STEP);
      }
    }
  });

  it('gives a free order no payment status and a label the label delay after it was made', async () => {
    await draftWith(emma, [shirtExchange], 'nordwind-nl-dhl-servicepoint');
    const created = createdReturnOrderSchema.parse((await create(emma)).json());
    const first = await fetchOrder(emma, created.id);
    expect(first).not.toHaveProperty('paymentStatus');
    expect(first.paymentUrl).toBeNull();
    expect(first.shipment).toMatchObject({ status: 'LABEL_PENDING', labelUrl: null });
    clock.pass(LABEL_DELAY);
    expect((await fetchOrder(emma, created.id)).shipment?.labelUrl).toMatch(
      /\/sandbox\/labels\/[\w-]+\.pdf$/,
    );
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

  it("books a pickup: the first window on offer after the order, at the shopper's address", async () => {
    await draftWith(emma, [sweater], 'nordwind-nl-dhl-pickup');
    const orderedAt = clock.now();
    const created = createdReturnOrderSchema.parse((await create(emma)).json());
    const [first] = timeslotsFor('1055 GT', orderedAt);
    const order = await fetchOrder(emma, created.id);
    expect(order.shippingMethod).toBe('PICKUP');
    expect(order.shipment).toMatchObject({
      pickupStartsAt: first?.start,
      pickupEndsAt: first?.end,
      // Emma's shop has no address on her order: the home her postal code names.
      pickupAddress: {
        street: 'Bos en Lommerweg',
        houseNumber: '13',
        postalCode: '1055 GT',
        city: 'Amsterdam',
        country: 'NL',
      },
    });
    // The booking stays as it was made, whenever it is read.
    clock.pass(2 * 86_400_000);
    expect((await fetchOrder(emma, created.id)).shipment?.pickupStartsAt).toBe(first?.start);
    // Any other service carries none.
    await draftWith(emma, [sweater], 'nordwind-nl-dpd');
    const dropOff = await fetchOrder(emma, createdReturnOrderSchema.parse((await create(emma)).json()).id);
    expect(dropOff.shipment).toMatchObject({ pickupStartsAt: null, pickupEndsAt: null, pickupAddress: null });
  });

  it('makes one label per parcel: two parcels, one PDF of two pages with their own tracking numbers', async () => {
    await draftWith(mila, [tote('mila')], 'nordwind-nl-dpd');
    const parcels = await call(mila, 'PUT', '/draft-return-order', { payload: { packageAmount: 2 } });
    expect(parcels.statusCode).toBe(200);
    const created = createdReturnOrderSchema.parse((await create(mila)).json());
    expect((await payVia(created.paymentUrl ?? '', 'paid')).statusCode).toBe(303);
    clock.pass(LABEL_DELAY);
    const order = await fetchOrder(mila, created.id);
    expect(order.packageAmount).toBe(2);
    const label = await app.inject(new URL(order.shipment?.labelUrl ?? '').pathname);
    const pdf = await PDFDocument.load(label.rawPayload);
    expect(pdf.getPageCount()).toBe(2);
    expect(
      context.labels.get(
        new URL(order.shipment?.labelUrl ?? '').pathname.split('/').at(-1)?.replace('.pdf', '') ?? '',
      )?.trackingNumbers,
    ).toHaveLength(2);
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

/** A return order of one seeded shopper's first item by `option`, paid when it costs money. */
async function returnOf(
  shopper: keyof typeof shoppers,
  option: string,
  options: { resolutionType?: string; pay?: boolean; items?: number } = {},
) {
  const who = await signIn(app, shoppers[shopper]);
  const purchases = (
    await app.inject({ url: `/api/v0/consumer/${who.id}/purchases`, headers: { cookie: who.cookie } })
  ).json() as { purchaseId: string; exchangeOptions: { id: string }[] }[];
  const selected = purchases.slice(0, options.items ?? 1).map(({ purchaseId, exchangeOptions }) => ({
    purchaseId,
    returnReasonId: 101,
    resolutionType: options.resolutionType ?? 'Refund',
    ...(options.resolutionType === 'Exchange' ? { exchangeProductId: exchangeOptions[0]?.id } : {}),
  }));
  await draftWith(who, selected, option);
  const created = createdReturnOrderSchema.parse((await create(who)).json());
  if (options.pay !== false && created.paymentUrl) await payVia(created.paymentUrl, 'paid');
  return { who, id: created.id, get: () => fetchOrder(who, created.id) };
}

const advance = (id: string) => app.inject({ method: 'POST', url: `/sandbox/return-orders/${id}/advance` });

describe('a return over time (draft flow)', () => {
  it('waits 3 s for its label and 60 s a stage unless told otherwise', async () => {
    const defaults = await buildSandbox();
    expect(sandboxContextOf(defaults)).toMatchObject({ labelDelayMs: 3000, trackingStepMs: 60_000 });
    await defaults.close();
  });

  it("waits a seeded order's own label delay when it has one (a label a browser test sees being made)", async () => {
    const pim = await returnOf('pim', 'nordwind-nl-dpd');
    expect((await pim.get()).paymentStatus).toBe('Paid');
    clock.pass(10_000 - 1);
    expect((await pim.get()).shipment?.labelUrl).toBeNull();
    clock.pass(1);
    expect((await pim.get()).shipment?.labelUrl).toMatch(/\/labels\//);
  });

  it('goes from its label through the tracking stages, a step each, to Refunded', async () => {
    const paula = await returnOf('paula', 'nordwind-nl-dpd');
    expect((await paula.get()).paymentStatus).toBe('Paid');
    const labelAt = new Date(clock.now().getTime() + LABEL_DELAY);
    clock.pass(LABEL_DELAY);
    expect((await paula.get()).shipment?.trackingUpdates?.map((update) => update.status)).toEqual([
      'LABEL_CREATED',
    ]);
    const expected: [string, string][] = [
      ['HANDED_IN', 'InTransit'],
      ['IN_TRANSIT', 'InTransit'],
      ['DELIVERED', 'Delivered'],
    ];
    for (const [index, [stage, status]] of expected.entries()) {
      clock.pass(STEP - 1);
      expect((await paula.get()).shipment?.trackingUpdates).toHaveLength(index + 1);
      clock.pass(1);
      const order = await paula.get();
      expect(order.status).toBe(status);
      expect(order.refundedAt).toBeNull();
      expect(order.shipment?.trackingUpdates?.at(-1)).toEqual({
        status: stage,
        timestamp: new Date(labelAt.getTime() + (index + 1) * STEP).toISOString(),
        description: expect.any(String),
      });
    }
    clock.pass(STEP);
    const refunded = await paula.get();
    expect(refunded).toMatchObject({
      status: 'Refunded',
      refundedAt: new Date(labelAt.getTime() + 4 * STEP).toISOString(),
    });
    expect(refunded.shipment?.trackingUpdates?.map((update) => update.status)).toEqual([
      'LABEL_CREATED',
      'HANDED_IN',
      'IN_TRANSIT',
      'DELIVERED',
    ]);
    expect(refunded.shipment?.status).toBe('LABEL_CREATED');
  });

  it('starts at HANDED_IN without a label: ship-it-yourself and the store move once made (free)', async () => {
    const sam = await returnOf('sam', 'nordwind-nl-self');
    const ilse = await returnOf('ilse', 'nordwind-nl-store');
    for (const order of [sam, ilse]) {
      const made = await order.get();
      expect(made).not.toHaveProperty('paymentStatus');
      expect(made.shipment).toMatchObject({ status: 'NO_LABEL_NEEDED', labelUrl: null, trackingUpdates: [] });
    }
    clock.pass(STEP);
    for (const order of [sam, ilse]) {
      const moved = await order.get();
      expect(moved.status).toBe('InTransit');
      expect(moved.shipment?.trackingUpdates?.map((update) => update.status)).toEqual(['HANDED_IN']);
      expect(moved.shipment?.trackingNumber).toBeNull();
    }
  });

  it('moves one stage on through the advance control, making a pending label first', async () => {
    const fenna = await returnOf('fenna', 'nordwind-nl-dpd', { resolutionType: 'Exchange' });
    expect((await fenna.get()).shipment?.status).toBe('LABEL_PENDING');
    const stages = [];
    for (let step = 0; step < 6; step++) {
      const response = await advance(fenna.id);
      expect(response.statusCode).toBe(200);
      stages.push(response.json().stage);
    }
    expect(stages).toEqual(['LABEL_CREATED', 'HANDED_IN', 'IN_TRANSIT', 'DELIVERED', 'REFUNDED', 'REFUNDED']);
    const order = await fenna.get();
    expect(order).toMatchObject({ status: 'Refunded', refundedAt: clock.now().toISOString() });
    expect(order.shipment?.labelUrl).toMatch(/\.pdf$/);
    expect(
      order.shipment?.trackingUpdates?.every(({ timestamp }) => timestamp === clock.now().toISOString()),
    ).toBe(true);

    const sam = await returnOf('sam', 'nordwind-nl-self');
    expect((await advance(sam.id)).json()).toEqual({ stage: 'HANDED_IN' });
    const unknown = await advance('nope');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0].code).toBe('return_order_404');
  });

  it('never moves an unpaid return, by time or by the control', async () => {
    const unpaid = await returnOf('paula', 'nordwind-nl-dpd', { pay: false });
    const refused = await advance(unpaid.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].code).toBe('return_order_not_settled');
    clock.pass(10 * STEP);
    const order = await unpaid.get();
    expect(order.paymentStatus).toBe('Open');
    expect(order).toMatchObject({ status: 'Registered', refundedAt: null });
    expect(order.shipment).toMatchObject({ status: 'AWAITING_PAYMENT', labelUrl: null, trackingUpdates: [] });
  });

  it("gives a paperless service's label a code valid for 14 days, and keeps its label", async () => {
    const joris = await returnOf('joris', 'nordwind-nl-dhl-printless');
    const labelAt = new Date(clock.now().getTime() + LABEL_DELAY);
    expect((await joris.get()).shipment?.paperlessCode).toBeNull();
    clock.pass(LABEL_DELAY);
    const { shipment } = await joris.get();
    expect(shipment?.labelUrl).toMatch(/\.pdf$/);
    expect(shipment?.trackingNumber).toMatch(/^JVGL\d{12}$/);
    expect(shipment?.paperlessCode).toEqual({
      code: expect.stringMatching(/^RTN-\d{4}-\d{4}$/),
      validUntil: new Date(labelAt.getTime() + 14 * 86_400_000).toISOString(),
    });
  });
});

describe('label failures (draft flow)', () => {
  it("fail the label of a seeded order's returns when it would have been made, and do not move", async () => {
    for (const [shopper, failure] of [
      ['labelAuth', 'AUTHENTICATION_ERROR'],
      ['labelValidation', 'LABEL_REQUEST_VALIDATION_ERROR'],
      ['labelAddress', 'ADDRESS_FORMAT_ERROR'],
      ['labelUnspecified', 'UNSPECIFIED_ERROR'],
    ] as const) {
      const order = await returnOf(shopper, 'nordwind-nl-dpd');
      expect((await order.get()).shipment).toMatchObject({ status: 'LABEL_PENDING', errorCode: null });
      clock.pass(LABEL_DELAY);
      const failed = await order.get();
      expect(failed.shipment).toMatchObject({
        status: failure,
        errorCode: failure,
        errorMessage: expect.stringMatching(/^[A-Z].+\.$/),
        labelUrl: null,
        trackingNumber: null,
      });
      clock.pass(10 * STEP);
      expect((await order.get()).shipment?.trackingUpdates).toEqual([]);
      const refused = await advance(order.id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().errors[0].code).toBe('label_failed');
    }
  });

  it('follow the run-time control for a whole shop or one order, from the moment a label is due', async () => {
    const control = (payload: object, merchant = 'nordwind') =>
      app.inject({ method: 'PUT', url: `/sandbox/merchants/${merchant}/label-failure`, payload });
    expect((await control({ status: 'SERVICE_UNAVAILABLE_ERROR' })).statusCode).toBe(204);
    const during = await returnOf('paula', 'nordwind-nl-dpd');
    clock.pass(LABEL_DELAY);
    expect((await during.get()).shipment?.errorCode).toBe('SERVICE_UNAVAILABLE_ERROR');
    // The advance control makes a pending label at once: the failure applies then too.
    // A shopper per return: a unit in a return cannot be returned again.
    const forced = await returnOf('sam', 'nordwind-nl-dpd');
    expect((await advance(forced.id)).json().errors[0].code).toBe('label_failed');

    // Made while failing, due after it was lifted: the label is made.
    const before = await returnOf('ilse', 'nordwind-nl-dpd');
    expect((await control({ status: null })).statusCode).toBe(204);
    clock.pass(LABEL_DELAY);
    expect((await before.get()).shipment).toMatchObject({ status: 'LABEL_CREATED', errorCode: null });
    expect((await during.get()).shipment?.errorCode).toBe('SERVICE_UNAVAILABLE_ERROR');

    expect((await control({ status: 'ADDRESS_FORMAT_ERROR', orderNumber: '#nw-5005' })).statusCode).toBe(204);
    const joris = await returnOf('joris', 'nordwind-nl-dpd');
    const fenna = await returnOf('fenna', 'nordwind-nl-dpd');
    clock.pass(LABEL_DELAY);
    expect((await joris.get()).shipment?.errorCode).toBe('ADDRESS_FORMAT_ERROR');
    expect((await fenna.get()).shipment?.errorCode).toBeNull();
    await control({ status: null, orderNumber: 'NW-5005' });
  });
});

describe('what a return order tells about the return (draft flow)', () => {
  it('lists the returned items with the unit price as text, and the named sender with the address', async () => {
    const paula = await returnOf('paula', 'nordwind-nl-dpd');
    const raw = (await call(paula.who, 'GET', `/return-order/${paula.id}`)).json();
    expect(raw.returnedItems).toEqual([
      {
        purchaseId: 'ord-nordwind-NW-5001-1',
        name: 'Linen Shirt',
        sku: 'linen-shirt-m',
        quantity: 1,
        price: { value: '59.95', currency: 'EUR' },
        exchangeVariant: null,
      },
    ]);
    expect(raw.shipment.sender).toEqual({
      countryCode: 'NL',
      name: 'Paula de Vries',
      address: {
        street: 'Prinsengracht',
        houseNumber: '263',
        houseNumberSuffix: null,
        postalCode: '1016 GV',
        city: 'Amsterdam',
        stateProvinceCode: null,
        countryCode: 'NL',
      },
    });
  });

  it('counts units of one purchase as one line with their quantity', async () => {
    await draftWith(emma, [{ ...sweater, quantity: 2 }], 'nordwind-nl-self');
    const created = createdReturnOrderSchema.parse((await create(emma)).json());
    expect((await fetchOrder(emma, created.id)).returnedItems).toEqual([
      {
        purchaseId: sweater.purchaseId,
        name: 'Merino Crew Sweater',
        sku: 'merino-sweater-l',
        quantity: 2,
        price: { value: '89.00', currency: 'EUR' },
        exchangeVariant: null,
      },
    ]);
  });

  it('names the size an exchange brings and the money back the draft priced for the shopper’s choice', async () => {
    const storeCredit = { ...sweater, quantity: 2, resolutionType: 'StoreCredit' };
    await draftWith(emma, [shirtExchange, storeCredit], 'nordwind-nl-self');
    const draft = (await call(emma, 'GET', '/draft-return-order')).json();
    const created = createdReturnOrderSchema.parse((await create(emma)).json());
    const order = await fetchOrder(emma, created.id);
    expect(order.returnedItems?.map((item) => [item.name, item.quantity, item.exchangeVariant])).toEqual([
      ['Linen Shirt', 1, 'L'],
      ['Merino Crew Sweater', 2, null],
    ]);
    const offered = draft.refundOptions.find((option: { type: string }) => option.type === 'StoreCredit');
    expect(order.refund).toEqual({
      type: 'StoreCredit',
      amount: { value: offered.amount.value, currency: 'EUR' },
    });
    // Store credit is the refund plus the bonus: 2 × 89.00 and 10 % of it.
    expect(offered.amount.value).toBe('195.80');
  });

  it('gives George, shipping from Britain, both items in GBP, his name and address, and ship-it-yourself', async () => {
    const george = await signIn(app, shoppers.george);
    const purchases = (
      await app.inject({ url: `/api/v0/consumer/${george.id}/purchases`, headers: { cookie: george.cookie } })
    ).json() as { purchaseId: string; shippingOptions: { shippingProductKey: string }[] }[];
    expect(purchases).toHaveLength(2);
    for (const purchase of purchases) {
      expect(purchase.shippingOptions.map((option) => option.shippingProductKey)).toContain(
        'SERVERLESS_SHIP_IT_YOURSELF',
      );
    }
    const order = await returnOf('george', 'nordwind-gb-self', { items: 2 });
    const answer = await order.get();
    expect(answer.returnedItems?.map((item) => item.price.currency)).toEqual(['GBP', 'GBP']);
    expect(answer.shipment?.sender).toMatchObject({
      countryCode: 'GB',
      name: 'George Whitfield',
      address: { city: 'London', postalCode: 'W1U 5HQ', countryCode: 'GB' },
    });
  });
});

describe('what a draft may hold: tampered drafts are refused (routes/draft-rules.ts)', () => {
  const refusal = async (response: Promise<{ statusCode: number; json: () => unknown }>) => {
    const answer = await response;
    return [answer.statusCode, (answer.json() as { errors: { code: string }[] }).errors[0]?.code];
  };

  it('lists a purchase once: the tote three times is refused (422), as a quantity above its units (409)', async () => {
    const thrice = [tote('emma'), tote('emma'), tote('emma')];
    expect(
      await refusal(call(emma, 'POST', '/draft-return-order', { payload: { selectedPurchases: thrice } })),
    ).toEqual([422, 'purchase_listed_twice']);
    await draftWith(emma, [tote('emma')], 'nordwind-nl-dpd');
    expect(
      await refusal(call(emma, 'PUT', '/draft-return-order', { payload: { selectedPurchases: thrice } })),
    ).toEqual([422, 'purchase_listed_twice']);
    expect(
      await refusal(
        call(emma, 'PUT', '/draft-return-order', {
          payload: { selectedPurchases: [{ ...tote('emma'), quantity: 3 }] },
        }),
      ),
    ).toEqual([409, 'purchase_already_requested']);
    // The draft kept its one tote: 24.95 refunded, one unit ordered.
    const draft = (await call(emma, 'GET', '/draft-return-order')).json();
    expect(draft.refundOptions[0].amount.value).toBe('24.95');
    const created = createdReturnOrderSchema.parse((await create(emma)).json());
    expect((await fetchOrder(emma, created.id)).returnedItems?.map((item) => item.quantity)).toEqual([1]);
  });

  it('refuses an exchange without a product, or with one that is not among its options (422)', async () => {
    const { exchangeProductId: _, ...withoutProduct } = shirtExchange;
    for (const item of [withoutProduct, { ...shirtExchange, exchangeProductId: 'prod-linen-shirt-XXL' }]) {
      expect(
        await refusal(call(emma, 'POST', '/draft-return-order', { payload: { selectedPurchases: [item] } })),
      ).toEqual([422, 'exchange_product_invalid']);
    }
    // The tote has no exchange options at all: free shipping cannot be had through it.
    expect(
      await refusal(
        call(emma, 'POST', '/draft-return-order', {
          payload: {
            selectedPurchases: [{ ...tote('emma'), resolutionType: 'Exchange', exchangeProductId: 'x' }],
          },
        }),
      ),
    ).toEqual([422, 'exchange_product_invalid']);
    await draftWith(emma, [shirtExchange], 'nordwind-nl-dpd');
    expect((await call(emma, 'GET', '/draft-return-order')).json().shippingOptionsShouldBeFree).toBe(true);
  });

  it('refuses a gatekeeping request without the required answers and photo (422); the return order waits', async () => {
    const nora = await signIn(app, shoppers.nora);
    const lamp = { purchaseId: 'ord-vault-V-7001-1', returnReasonId: 105, resolutionType: 'Refund' };
    await draftWith(nora, [lamp], 'vault-se-self');
    const withoutPhoto = gatekeepingAnswers.slice(0, 2);
    for (const answers of [[], withoutPhoto]) {
      expect(
        await refusal(
          call(nora, 'PUT', '/draft-return-order/request', {
            payload: { purchaseAssets: [{ purchaseId: lamp.purchaseId, answers }] },
          }),
        ),
      ).toEqual([422, 'gatekeeping_answers_required']);
    }
    expect(
      await refusal(call(nora, 'PUT', '/draft-return-order/request', { payload: { purchaseAssets: [] } })),
    ).toEqual([422, 'gatekeeping_answers_required']);
    expect(await refusal(create(nora))).toEqual([409, 'gatekeeping_request_required']);
  });

  it('marks a returned unit no_already_requested and refuses it in a new draft, until its payment ends unpaid', async () => {
    await draftWith(mila, [tote('mila')], 'nordwind-nl-dpd');
    const first = createdReturnOrderSchema.parse((await create(mila)).json());
    const purchases = (await call(mila, 'GET', '/purchases')).json();
    expect(purchases[0].units.map((unit: { returnable: string }) => unit.returnable)).toEqual([
      'no_already_requested',
    ]);
    expect(
      await refusal(
        call(mila, 'POST', '/draft-return-order', { payload: { selectedPurchases: [tote('mila')] } }),
      ),
    ).toEqual([409, 'purchase_already_requested']);
    // A failed payment gives the unit back: the shopper may try again.
    expect((await payVia(first.paymentUrl ?? '', 'failed')).statusCode).toBe(303);
    expect((await call(mila, 'GET', '/purchases')).json()[0].units[0].returnable).toBe('yes');
    const second = createdReturnOrderSchema.parse(
      (await create(mila, 'd0000000-0000-4000-8000-000000000002')).json(),
    );
    // Paid, the unit is taken for good: the old draft, ordered again under a new key, is refused.
    expect((await payVia(second.paymentUrl ?? '', 'paid')).statusCode).toBe(303);
    expect(await refusal(create(mila, 'd0000000-0000-4000-8000-000000000003'))).toEqual([
      409,
      'purchase_already_requested',
    ]);
  });

  it('refuses a return order whose terms are not agreed (422)', async () => {
    await draftWith(mila, [tote('mila')], 'nordwind-nl-dpd');
    await call(mila, 'PUT', '/draft-return-order', { payload: { tacAgreed: false } });
    expect(await refusal(create(mila))).toEqual([422, 'terms_not_agreed']);
    expect(context.returnOrders.countFor(mila.id)).toBe(0);
  });
});

const refusedWith = async (response: Promise<{ statusCode: number; json: () => unknown }>) => {
  const answer = await response;
  return [answer.statusCode, (answer.json() as { errors: { code: string }[] }).errors[0]?.code];
};

describe('a later try replaces an unpaid return (routes/replaced-returns.ts)', () => {
  const listed = async (who: TestSession) =>
    (await call(who, 'GET', '/return-orders')).json().map((order: { id: string }) => order.id);

  it('lists only the later try after a cancelled payment; the earlier one names it and cannot be paid', async () => {
    await draftWith(mila, [tote('mila')], 'nordwind-nl-dpd');
    const first = createdReturnOrderSchema.parse((await create(mila)).json());
    expect((await payVia(first.paymentUrl ?? '', 'canceled')).statusCode).toBe(303);
    const second = createdReturnOrderSchema.parse((await create(mila)).json());
    expect(await listed(mila)).toEqual([second.id]);
    expect((await fetchOrder(mila, first.id)).replacedBy).toBe(second.id);
    expect((await fetchOrder(mila, second.id)).replacedBy).toBeNull();
    expect(await refusedWith(call(mila, 'POST', `/return-order/${first.id}/payments`))).toEqual([
      409,
      'return_replaced',
    ]);
  });

  it('replaces a return whose payment is still open (Back from the payment page): its page cannot be paid any more', async () => {
    await draftWith(mila, [tote('mila')], 'nordwind-nl-dpd');
    const first = createdReturnOrderSchema.parse((await create(mila)).json());
    // Another carrier, then ordered again: the open return no longer holds the tote.
    await call(mila, 'PUT', '/draft-return-order', {
      payload: { shippingOption: { id: 'nordwind-nl-dhl-pickup' } },
    });
    const second = await create(mila);
    expect(second.statusCode).toBe(200);
    const secondId = createdReturnOrderSchema.parse(second.json()).id;
    expect((await fetchOrder(mila, first.id)).paymentStatus).toBe('Expired');
    expect((await payVia(first.paymentUrl ?? '', 'paid')).statusCode).toBe(409);
    expect(await listed(mila)).toEqual([secondId]);
    expect(context.returnOrders.countFor(mila.id)).toBe(2);
  });

  it('never replaces a paid or free return, nor one of other items', async () => {
    await draftWith(emma, [tote('emma')], 'nordwind-nl-dpd');
    const tote1 = createdReturnOrderSchema.parse((await create(emma)).json());
    expect((await payVia(tote1.paymentUrl ?? '', 'canceled')).statusCode).toBe(303);
    await draftWith(emma, [shirtExchange], 'nordwind-nl-dpd');
    const free = createdReturnOrderSchema.parse((await create(emma)).json());
    await draftWith(emma, [sweater], 'nordwind-nl-dpd');
    const paid = createdReturnOrderSchema.parse((await create(emma)).json());
    expect((await payVia(paid.paymentUrl ?? '', 'paid')).statusCode).toBe(303);
    expect((await listed(emma)).sort()).toEqual([paid.id, free.id, tote1.id].sort());
  });
});

describe('POST /api/v0/consumer/:id/return-order/:returnOrderId/payments', () => {
  it('pays a cancelled return again: a new payment page, and the label once paid', async () => {
    await draftWith(mila, [tote('mila')], 'nordwind-nl-dpd');
    const created = createdReturnOrderSchema.parse((await create(mila)).json());
    expect((await payVia(created.paymentUrl ?? '', 'canceled')).statusCode).toBe(303);
    const retried = await call(mila, 'POST', `/return-order/${created.id}/payments`, {
      uuid: 'e0000000-0000-4000-8000-000000000001',
    });
    expect(retried.statusCode).toBe(200);
    const { paymentUrl } = retried.json();
    expect(paymentUrl).toMatch(/\/sandbox\/pay\//);
    expect(paymentUrl).not.toBe(created.paymentUrl);
    // The same key answers the same page.
    expect(
      (
        await call(mila, 'POST', `/return-order/${created.id}/payments`, {
          uuid: 'e0000000-0000-4000-8000-000000000001',
        })
      ).json(),
    ).toEqual({ paymentUrl });
    expect((await fetchOrder(mila, created.id)).paymentStatus).toBe('Open');
    expect((await payVia(paymentUrl, 'paid')).statusCode).toBe(303);
    clock.pass(LABEL_DELAY);
    const order = await fetchOrder(mila, created.id);
    expect(order.paymentStatus).toBe('Paid');
    expect(order.shipment?.labelUrl).toMatch(/\/sandbox\/labels\//);
    expect(await refusedWith(call(mila, 'POST', `/return-order/${created.id}/payments`))).toEqual([
      409,
      'payment_already_paid',
    ]);
  });

  it('ends the open payment it replaces; refuses a free order, another shopper, and a return a later one replaced', async () => {
    await draftWith(mila, [tote('mila')], 'nordwind-nl-dpd');
    const created = createdReturnOrderSchema.parse((await create(mila)).json());
    const retried = (await call(mila, 'POST', `/return-order/${created.id}/payments`)).json();
    expect((await payVia(created.paymentUrl ?? '', 'paid')).statusCode).toBe(409);
    expect((await payVia(retried.paymentUrl, 'failed')).statusCode).toBe(303);
    expect(await refusedWith(call(emma, 'POST', `/return-order/${created.id}/payments`))).toEqual([
      404,
      'return_order_404',
    ]);
    await draftWith(emma, [shirtExchange], 'nordwind-nl-dpd');
    const free = createdReturnOrderSchema.parse((await create(emma)).json());
    expect(await refusedWith(call(emma, 'POST', `/return-order/${free.id}/payments`))).toEqual([
      409,
      'payment_not_needed',
    ]);
    // The tote went into a later return meanwhile, paid (say, on another device).
    await draftWith(mila, [tote('mila')], 'nordwind-nl-dpd');
    const other = createdReturnOrderSchema.parse((await create(mila)).json());
    expect((await payVia(other.paymentUrl ?? '', 'paid')).statusCode).toBe(303);
    expect(await refusedWith(call(mila, 'POST', `/return-order/${created.id}/payments`))).toEqual([
      409,
      'return_replaced',
    ]);
  });
});
