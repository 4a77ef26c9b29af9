import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildSandbox } from '../app';
import { createdReturnOrderSchema, quoteResponseSchema } from '../platform/api';
import { shoppers, signIn, type TestSession } from '../test-support';

let app: FastifyInstance;
let emma: TestSession;
let lukas: TestSession;
beforeEach(async () => {
  app = await buildSandbox({
    publicUrl: 'http://sandbox.test',
    portalOrigin: 'https://{merchant}.portal.test',
    authAttemptsPerMinute: 100,
  });
  emma = await signIn(app, shoppers.emma);
  lukas = await signIn(app, shoppers.lukas);
});
afterEach(() => app.close());

/** A nordwind return order to pay for: the wrap dress ("Flora", with quotes) by DPD. */
async function returnOrderPayment(): Promise<{ id: string; path: string }> {
  const base = `/api/v0/consumer/${emma.id}`;
  const headers = { cookie: emma.cookie };
  await app.inject({
    method: 'POST',
    url: `${base}/draft-return-order`,
    headers,
    payload: { selectedPurchases: [{ purchaseId: 'ord-nordwind-NW-1001-3', resolutionType: 'Refund' }] },
  });
  await app.inject({
    method: 'PUT',
    url: `${base}/draft-return-order`,
    headers,
    payload: { shippingOption: { id: 'nordwind-nl-dpd' }, tacAgreed: true },
  });
  const created = createdReturnOrderSchema.parse(
    (await app.inject({ method: 'POST', url: `${base}/return-order`, headers })).json(),
  );
  return { id: created.id, path: new URL(created.paymentUrl ?? '').pathname };
}

/** A kiosk quote for a typed-in item whose name is markup; DPD 3.95 plus the 1.00 handling fee. */
async function quotePayment(name: string): Promise<{ uuid: string; path: string }> {
  const response = await app.inject({
    method: 'POST',
    url: '/volta/quotes',
    headers: { cookie: lukas.cookie },
    payload: {
      pricelistUuid: 'pl-kiosk-de-dpd',
      quoteItems: [
        {
          orderNumber: 'K-5521',
          returnReason: { content: 'Too small', type: 1, value: '101' },
          type: 'REFUND',
          name,
          color: 'Black',
          size: 'S',
          quantity: 1,
        },
      ],
      isInsured: false,
      parcelAmount: 1,
      locale: 'DE',
      userProperties: { deviceId: 'd', sessionId: 's' },
    },
  });
  const quote = quoteResponseSchema.parse(response.json());
  return { uuid: quote.quoteUuid, path: new URL(quote.paymentUrl ?? '').pathname };
}

const post = (path: string, outcome: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: `outcome=${outcome}`,
  });

describe('the payment page', () => {
  it('shows the amount, the items and four buttons in one form, and runs no script', async () => {
    const { path } = await returnOrderPayment();
    const page = await app.inject(path);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.headers['content-security-policy']).toContain(
      "form-action 'self' https://nordwind.portal.test",
    );
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('Nordwind Outfitters');
    // 74.50 by DPD 2.95; above the 50.00 threshold, so no request fee.
    expect(page.body).toContain('€2.95');
    expect(page.body).toContain('Midi Wrap Dress &#34;Flora&#34;');
    expect(page.body).toContain(`<form method="post" action="${path}">`);
    const buttons = [
      ...page.body.matchAll(/<button type="submit" name="outcome" value="(\w+)">(\w+)<\/button>/g),
    ];
    expect(buttons.map((match) => [match[1], match[2]])).toEqual([
      ['paid', 'Pay'],
      ['canceled', 'Cancel'],
      ['failed', 'Fail'],
      ['expired', 'Expire'],
    ]);
    expect(page.body).not.toContain('<script');
  });

  it('escapes everything a shopper typed', async () => {
    const { path } = await quotePayment(`<script>alert("x")</script><img src=x onerror='y'> & co`);
    const page = await app.inject(path);
    expect(page.body).toContain(
      '&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;&#60;img src=x onerror=&#39;y&#39;&#62; &#38; co',
    );
    expect(page.body).not.toContain('<script');
    expect(page.body).not.toContain('<img');
    expect(page.body).toContain('€4.95');
  });

  it('records the outcome once and redirects (303) to the configured portal origin, whatever the Host', async () => {
    const { id, path } = await returnOrderPayment();
    const paid = await post(path, 'paid', { host: 'evil.example', 'x-forwarded-host': 'evil.example' });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(
      `https://nordwind.portal.test/order-confirmation?id=${emma.id}&returnOrderId=${id}`,
    );

    // Finished: the page says so, offers no buttons, and a second outcome changes nothing.
    const again = await post(path, 'failed');
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('This payment is paid and cannot be changed any more.');
    expect(again.body).not.toContain('<button');
    const page = await app.inject(path);
    expect(page.body).toContain('role="status"');
    expect(page.body).toContain(
      `href="https://nordwind.portal.test/order-confirmation?id=${emma.id}&#38;returnOrderId=${id}"`,
    );
    const order = await app.inject({
      url: `/api/v0/consumer/${emma.id}/return-order/${id}`,
      headers: { cookie: emma.cookie },
    });
    expect(order.json().paymentStatus).toBe('Paid');
  });

  it('sends a quote-flow payment back to /order-confirmation/{quoteUuid}', async () => {
    const { uuid, path } = await quotePayment('Summer dress');
    const canceled = await post(path, 'canceled');
    expect(canceled.statusCode).toBe(303);
    expect(canceled.headers.location).toBe(`https://kiosk.portal.test/order-confirmation/${uuid}`);
  });

  it('answers 400 for an unknown outcome and 404 for an unknown payment, changing nothing', async () => {
    const { path } = await returnOrderPayment();
    expect((await post(path, 'refunded')).statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: path })).statusCode).toBe(400);
    expect((await post(path, 'expired')).statusCode).toBe(303);
    expect((await app.inject('/sandbox/pay/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await post('/sandbox/pay/nope', 'paid')).statusCode).toBe(404);
  });

  it('reads form posts on its own routes only: a JSON route still refuses a form body', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: `/api/v0/consumer/${emma.id}/draft-return-order`,
      headers: { cookie: emma.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'tacAgreed=true',
    });
    expect(response.statusCode).toBe(415);
  });
});
