import type { FastifyInstance } from 'fastify';
import { PDFDocument } from 'pdf-lib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildSandbox, type SandboxContext, sandboxContextOf } from '../app';
import { createdReturnOrderSchema, returnOrderSchema } from '../platform/api';
import { handClock, shoppers, signIn } from '../test-support';

const clock = handClock();
let app: FastifyInstance;
let context: SandboxContext;
beforeEach(async () => {
  app = await buildSandbox({
    publicUrl: 'http://sandbox.test',
    authAttemptsPerMinute: 100,
    now: clock.now,
    labelDelayMs: 1000,
  });
  context = sandboxContextOf(app)!;
});
afterEach(() => app.close());

/** Sam's sweater by DHL ServicePoint, exchanged (free), with its label made. */
async function labelledReturnOrder() {
  const sam = await signIn(app, shoppers.sam);
  const headers = { cookie: sam.cookie };
  const base = `/api/v0/consumer/${sam.id}`;
  await app.inject({
    method: 'POST',
    url: `${base}/draft-return-order`,
    headers,
    payload: {
      selectedPurchases: [
        {
          purchaseId: 'ord-nordwind-NW-5003-1',
          resolutionType: 'Exchange',
          exchangeProductId: 'prod-merino-sweater-L',
        },
      ],
    },
  });
  await app.inject({
    method: 'PUT',
    url: `${base}/draft-return-order`,
    headers,
    payload: { shippingOption: { id: 'nordwind-nl-dhl-servicepoint' }, tacAgreed: true },
  });
  const { id } = createdReturnOrderSchema.parse(
    (await app.inject({ method: 'POST', url: `${base}/return-order`, headers })).json(),
  );
  clock.pass(1000);
  const order = returnOrderSchema.parse(
    (await app.inject({ url: `${base}/return-order/${id}`, headers })).json(),
  );
  return { id, shipment: order.shipment };
}

describe('GET /sandbox/labels/:labelId.pdf', () => {
  it("serves the return order's label as a 4x6 inch PDF titled with its tracking number", async () => {
    const { id, shipment } = await labelledReturnOrder();
    const path = new URL(shipment?.labelUrl ?? '').pathname;
    const response = await app.inject(path);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('private, max-age=3600');
    expect(response.headers['content-disposition']).toBe(
      `inline; filename="return-label-${shipment?.trackingNumber}.pdf"`,
    );
    const pdf = await PDFDocument.load(response.rawPayload);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getPage(0).getSize()).toEqual({ width: 288, height: 432 });
    expect(pdf.getTitle()).toBe(`Return label ${shipment?.trackingNumber}`);
    expect(pdf.getSubject()).toBe(`DHL DHL ServicePoint, reference ${id}`);
    // The same document again: the label is drawn once.
    expect((await app.inject(path)).rawPayload.equals(response.rawPayload)).toBe(true);
  });

  it('answers 404 for an unknown label, and serves no SVG labels any more', async () => {
    const { shipment } = await labelledReturnOrder();
    expect((await app.inject('/sandbox/labels/nope.pdf')).statusCode).toBe(404);
    const svg = new URL(shipment?.labelUrl ?? '').pathname.replace(/\.pdf$/, '.svg');
    expect((await app.inject(svg)).statusCode).toBe(404);
  });
});

describe('PUT /sandbox/merchants/:merchant/label-failure', () => {
  const control = (merchant: string, payload: unknown) =>
    app.inject({
      method: 'PUT',
      url: `/sandbox/merchants/${merchant}/label-failure`,
      payload: payload as object,
    });

  it('sets and clears the failure of a shop or of one of its orders', async () => {
    expect((await control('vault', { status: 'AUTHENTICATION_ERROR' })).statusCode).toBe(204);
    expect(context.labelFailures.failureFor('vault', 'V-7001')).toBe('AUTHENTICATION_ERROR');
    expect((await control('vault', { status: 'UNSPECIFIED_ERROR', orderNumber: 'v-7002' })).statusCode).toBe(
      204,
    );
    expect(context.labelFailures.failureFor('vault', 'V-7002')).toBe('UNSPECIFIED_ERROR');
    expect((await control('vault', { status: null })).statusCode).toBe(204);
    expect(context.labelFailures.failureFor('vault', 'V-7001')).toBeUndefined();
    expect((await control('vault', { status: null, orderNumber: 'V-7002' })).statusCode).toBe(204);
    expect(context.labelFailures.failureFor('vault', 'V-7002')).toBeUndefined();
  });

  it('answers 404 for an unknown shop or order and 400 for another status', async () => {
    const unknownShop = await control('nobody', { status: 'UNSPECIFIED_ERROR' });
    expect(unknownShop.statusCode).toBe(404);
    expect(unknownShop.json().errors[0].code).toBe('merchant_404');
    const unknownOrder = await control('vault', { status: 'UNSPECIFIED_ERROR', orderNumber: 'NW-1001' });
    expect(unknownOrder.statusCode).toBe(404);
    expect(unknownOrder.json().errors[0].code).toBe('order_404');
    for (const payload of [{ status: 'BROKEN' }, {}, { status: 'UNSPECIFIED_ERROR', orderNumber: 1 }]) {
      const refused = await control('vault', payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors[0].code).toBe('label_failure_400');
    }
    expect(context.labelFailures.failureFor('vault', 'V-7001')).toBeUndefined();
  });
});
