import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildSandbox, type SandboxContext, sandboxContextOf } from '../app';
import { SHIP_IT_YOURSELF } from '../data/pricelists';
import { paymentResponseSchema, pricelistsSchema, quoteResponseSchema } from '../platform/api';
import { shoppers, signIn } from '../test-support';

let app: FastifyInstance;
let context: SandboxContext;
beforeEach(async () => {
  app = await buildSandbox({
    publicUrl: 'http://sandbox.test',
    portalOrigin: 'https://{merchant}.portal.test',
    authAttemptsPerMinute: 100,
  });
  context = sandboxContextOf(app)!;
});
afterEach(() => app.close());

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
    // Forgotten, as the lamp goes on below: a quote holds its units (docs/business-rules.md#your-returns).
    context.quotes.remove(quoteResponseSchema.parse(plain.json()).quoteUuid);

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
    const answers = [
      { question: 'Short description', position: 1, type: 'ShortText', answer: 'Chipped' },
      { question: 'Since when?', position: 3, type: 'SingleChoice', answer: 'week' },
      { question: 'Photos of the defect', position: 5, type: 'FileUpload', answer: [{ url: 'x' }] },
    ];
    const otherLine = { purchaseAssets: [{ purchaseId: mug, answers }] };
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
            answers,
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

describe('pricelists per shop and country', () => {
  it('give atelier DPD, the DHL printless, a DHL pickup, drop-offs, a free store return and ship-it-yourself, with insurance and a zero handling fee', async () => {
    const sophie = await signIn(app, shoppers.sophie);
    const response = await app.inject({
      url: '/volta/pricelists?product-keys=ord-atelier-100045-174.50&return-reasons=fit&exchange=false&storeCredit=false',
      headers: { cookie: sophie.cookie },
    });
    const pricelists = pricelistsSchema.parse(response.json());
    expect(pricelists.items.map((item) => [item.courierService.type, item.price])).toEqual([
      ['ATELIER_DPD', '3.95'],
      ['SERVERLESS_DHL_ECOM_PRINTLESS', '4.50'],
      ['ATELIER_DHL_PICKUP', '6.95'],
      ['DHL_DROPOFF', '4.95'],
      ['UPS_PICKUP', '7.95'],
      ['SERVERLESS_INSTORE_DROPOFF', '0.00'],
      [SHIP_IT_YOURSELF, '0.00'],
    ]);
    expect(pricelists).toMatchObject({
      insurance: { enabled: true, price: '2.50', currency: 'EUR' },
      handlingFeePerItem: { price: '0.00', currency: 'EUR' },
      includesDPD: true,
      country: 'NL',
      orderNumber: '100045',
    });
    // The shopper's own address prefills the pickup forms, and validates.
    expect(pricelists.items[0]?.address).toEqual({
      street: 'Oudegracht',
      houseNumber: '158',
      postalCode: '3511 AB',
      city: 'Utrecht',
      country: 'NL',
    });
    expect(pricelists.items[0]?.courierService.logoUrl).toBe('http://sandbox.test/assets/carriers/dpd.svg');
  });

  it('give kiosk a handling fee per item and no insurance, with DPD in Germany but not in the Netherlands', async () => {
    const lukas = await signIn(app, shoppers.lukas);
    const ask = async (country: string) =>
      pricelistsSchema.parse(
        (
          await app.inject({
            url: `/volta/pricelists?country-code=${country}`,
            headers: { cookie: lukas.cookie },
          })
        ).json(),
      );
    const germany = await ask('DE');
    expect(germany).toMatchObject({
      insurance: { enabled: false },
      handlingFeePerItem: { price: '1.00', currency: 'EUR' },
      includesDPD: true,
      country: 'DE',
      orderNumber: 'K-5521',
    });
    const netherlands = await ask('NL');
    expect(netherlands.includesDPD).toBe(false);
    expect(netherlands.items.map((item) => item.courierService.type)).toContain('KIOSK_DHL_PICKUP');
  });
});

const atelierQuote = (pricelistUuid: string, extra: Record<string, unknown> = {}) => ({
  pricelistUuid,
  quoteItems: [
    {
      itemId: 'ord-atelier-100045-1',
      productKey: 'ord-atelier-100045-174.50',
      orderNumber: '100045',
      returnReason: { content: 'Does not fit', type: 1, value: 'fit' },
      type: 'REFUND',
    },
  ],
  isInsured: false,
  parcelAmount: 1,
  locale: 'NL',
  userProperties: { deviceId: 'd', sessionId: 's' },
  ...extra,
});

const postWithKey = (cookie: string, payload: unknown, uuid?: string) =>
  app.inject({
    method: 'POST',
    url: '/volta/quotes',
    headers: { cookie, ...(uuid ? { 'x-re-request-uuid': uuid } : {}) },
    payload: payload as object,
  });

describe('quote prices and payments', () => {
  it('answers a paymentUrl for a priced quote: carrier and insurance per parcel', async () => {
    const sophie = await signIn(app, shoppers.sophie);
    const quote = quoteResponseSchema.parse(
      (
        await postWithKey(sophie.cookie, atelierQuote('pl-atelier-dpd', { isInsured: true, parcelAmount: 2 }))
      ).json(),
    );
    expect(quote.paymentUrl).toMatch(/^http:\/\/sandbox\.test\/sandbox\/pay\/[0-9a-f-]{36}$/);
    expect(context.payments.get(quote.paymentUrl?.split('/').pop() ?? '')).toMatchObject({
      amount: 12.9,
      currency: 'EUR',
      items: ['Midi Wrap Dress "Flora"'],
      subject: { kind: 'quote', id: quote.quoteUuid },
    });
    // The store return costs nothing, and atelier has no handling fee: nothing to pay.
    const free = quoteResponseSchema.parse(
      (await postWithKey(sophie.cookie, atelierQuote('pl-atelier-store'))).json(),
    );
    expect(free.paymentUrl).toBeNull();
  });

  it('is idempotent on X-RE-Request-Uuid: same key, same answer, one quote', async () => {
    const sophie = await signIn(app, shoppers.sophie);
    const before = context.quotes.countFor(sophie.id);
    const uuid = 'd0000000-0000-4000-8000-000000000001';
    const first = await postWithKey(sophie.cookie, atelierQuote('pl-atelier-dpd'), uuid);
    const again = await postWithKey(sophie.cookie, atelierQuote('pl-atelier-dpd'), uuid);
    expect(first.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(first.json().paymentUrl).toBeTruthy();
    expect(context.quotes.countFor(sophie.id)).toBe(before + 1);
    const other = await postWithKey(
      sophie.cookie,
      atelierQuote('pl-atelier-dpd'),
      'd0000000-0000-4000-8000-000000000002',
    );
    expect(other.json().quoteUuid).not.toBe(first.json().quoteUuid);
    expect(other.json().paymentUrl).not.toBe(first.json().paymentUrl);
    expect(context.quotes.countFor(sophie.id)).toBe(before + 2);
  });

  it('refuses a pricelist the items do not get, insurance where none is offered and a pickup without timeslot or address', async () => {
    const sophie = await signIn(app, shoppers.sophie);
    const unavailable = await postWithKey(sophie.cookie, atelierQuote('pl-kiosk-de-dpd'));
    expect(unavailable.statusCode).toBe(409);
    expect(unavailable.json().errors[0].code).toBe('pricelist_unavailable');
    const lampItem = { ...atelierQuote('pl-atelier-dpd').quoteItems[0], itemId: 'ord-atelier-100078-1' };
    const lamp = { ...atelierQuote('pl-atelier-dpd'), quoteItems: [{ ...lampItem, orderNumber: '100078' }] };
    expect((await postWithKey(sophie.cookie, lamp)).json().errors[0].code).toBe('pricelist_unavailable');
    const insured = await postWithKey(sophie.cookie, {
      ...lamp,
      pricelistUuid: 'pl-ship-yourself',
      isInsured: true,
    });
    expect(insured.statusCode).toBe(400);
    const noSlot = await postWithKey(
      sophie.cookie,
      atelierQuote('pl-atelier-dhl-pickup', { addressRequest: {} }),
    );
    expect(noSlot.statusCode).toBe(400);
    const noAddress = await postWithKey(
      sophie.cookie,
      atelierQuote('pl-atelier-dhl-pickup', { start: 1, end: 2 }),
    );
    expect(noAddress.statusCode).toBe(400);
    const pickup = await postWithKey(
      sophie.cookie,
      atelierQuote('pl-atelier-dhl-pickup', {
        start: 1_773_648_000,
        end: 1_773_662_400,
        addressRequest: {
          streetLine: 'Oudegracht 158',
          postCode: '3511 AB',
          city: 'Utrecht',
          countryCode: 'NL',
          street: 'Oudegracht',
          houseNumber: '158',
        },
      }),
    );
    expect(pickup.statusCode).toBe(200);
  });

  it('makes a new payment for a failed one, once per key; never for a paid or free quote', async () => {
    const sophie = await signIn(app, shoppers.sophie);
    const quote = quoteResponseSchema.parse(
      (await postWithKey(sophie.cookie, atelierQuote('pl-atelier-dpd'))).json(),
    );
    const firstPage = new URL(quote.paymentUrl ?? '').pathname;
    const retry = (uuid?: string) =>
      app.inject({
        method: 'POST',
        url: `/volta/quotes/${quote.quoteUuid}/payments`,
        headers: { cookie: sophie.cookie, ...(uuid ? { 'x-re-request-uuid': uuid } : {}) },
      });
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    await app.inject({ method: 'POST', url: firstPage, headers: form, payload: 'outcome=failed' });

    const uuid = 'e0000000-0000-4000-8000-000000000001';
    const again = await retry(uuid);
    expect(again.statusCode).toBe(200);
    const { paymentUrl } = paymentResponseSchema.parse(again.json());
    expect(paymentUrl).not.toBe(quote.paymentUrl);
    expect((await retry(uuid)).json()).toEqual(again.json());
    // A second retry while that one is open replaces it: the first retry's page can no longer be paid.
    const replacement = paymentResponseSchema.parse((await retry()).json());
    const stale = await app.inject({
      method: 'POST',
      url: new URL(paymentUrl).pathname,
      headers: form,
      payload: 'outcome=paid',
    });
    expect(stale.statusCode).toBe(409);

    await app.inject({
      method: 'POST',
      url: new URL(replacement.paymentUrl).pathname,
      headers: form,
      payload: 'outcome=paid',
    });
    const paid = await retry();
    expect(paid.statusCode).toBe(409);
    expect(paid.json().errors[0].code).toBe('payment_already_paid');

    const free = quoteResponseSchema.parse(
      (await postWithKey(sophie.cookie, atelierQuote('pl-atelier-store'))).json(),
    );
    const notNeeded = await app.inject({
      method: 'POST',
      url: `/volta/quotes/${free.quoteUuid}/payments`,
      headers: { cookie: sophie.cookie },
    });
    expect(notNeeded.json().errors[0].code).toBe('payment_not_needed');
    // Another shopper's quote is not found.
    const lukas = await signIn(app, shoppers.lukas);
    const foreign = await app.inject({
      method: 'POST',
      url: `/volta/quotes/${quote.quoteUuid}/payments`,
      headers: { cookie: lukas.cookie },
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('a quote is held to what the draft flow checks', () => {
  const dress = {
    itemId: 'ord-atelier-100045-1',
    productKey: 'ord-atelier-100045-174.50',
    orderNumber: '100045',
    returnReason: { content: 'Does not fit', type: 1, value: 'fit' },
    type: 'REFUND',
  };
  const withItems = (quoteItems: Record<string, unknown>[]) => ({
    ...atelierQuote('pl-atelier-dpd'),
    quoteItems,
  });
  const codeOf = (response: { json: () => { errors: { code: string }[] } }) =>
    response.json().errors[0]?.code;

  it('refuses the same purchase twice, and more units than it has left', async () => {
    const sophie = await signIn(app, shoppers.sophie);
    const twice = await postWithKey(sophie.cookie, withItems([dress, dress]));
    expect(twice.statusCode).toBe(422);
    expect(codeOf(twice)).toBe('purchase_listed_twice');
    const five = await postWithKey(sophie.cookie, withItems([{ ...dress, quantity: 5 }]));
    expect(five.statusCode).toBe(409);
    expect(codeOf(five)).toBe('purchase_already_requested');
    expect(context.quotes.allFor(sophie.id)).toEqual([]);
  });

  it('refuses an item that names no purchase, whatever order number it gives, except an ecommerce-less shop’s own', async () => {
    const sophie = await signIn(app, shoppers.sophie);
    const { itemId: _itemId, productKey: _productKey, ...unnamed } = dress;
    for (const orderNumber of ['100045', 'NW-1001']) {
      const refused = await postWithKey(
        sophie.cookie,
        withItems([{ ...unnamed, orderNumber, name: 'Dress' }]),
      );
      expect(refused.statusCode).toBe(422);
      expect(codeOf(refused)).toBe('quote_item_unknown');
    }
    // An ecommerce-less shop's typed item names the shopper's own order, not another's.
    const lukas = await signIn(app, shoppers.lukas);
    const typed = (orderNumber: string) => ({
      ...atelierQuote('pl-kiosk-de-dpd'),
      quoteItems: [{ ...unnamed, orderNumber, name: 'Summer dress', color: 'Blue', size: 'M' }],
    });
    expect((await postWithKey(lukas.cookie, typed('K-5521'))).statusCode).toBe(200);
    const foreign = await postWithKey(lukas.cookie, typed('NW-1001'));
    expect(foreign.statusCode).toBe(403);
    expect(codeOf(foreign)).toBe('auth_403');
  });

  it('checks the units again when an unpaid quote is paid again: one return per unit, never two live', async () => {
    const sophie = await signIn(app, shoppers.sophie);
    // All three dresses of the order, each time.
    const all = { ...dress, quantity: 3 };
    const first = quoteResponseSchema.parse((await postWithKey(sophie.cookie, withItems([all]))).json());
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    await app.inject({
      method: 'POST',
      url: new URL(first.paymentUrl ?? '').pathname,
      headers: form,
      payload: 'outcome=canceled',
    });
    // Cancelled, the first quote holds nothing: a new quote takes the dresses.
    const second = await postWithKey(sophie.cookie, withItems([all]));
    expect(second.statusCode).toBe(200);
    const retried = await app.inject({
      method: 'POST',
      url: `/volta/quotes/${first.quoteUuid}/payments`,
      headers: { cookie: sophie.cookie },
    });
    // The new quote replaced the cancelled one (routes/replaced-returns.ts): it is not paid again.
    expect(retried.statusCode).toBe(409);
    expect(codeOf(retried)).toBe('return_replaced');
  });
});
