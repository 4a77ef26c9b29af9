import type { FastifyInstance } from 'fastify';
import { PDFDocument } from 'pdf-lib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildSandbox } from '../app';
import { SHIP_IT_YOURSELF } from '../data/carriers';
import { confirmationSchema, paymentResponseSchema, quoteResponseSchema } from '../platform/api';
import { handClock, shoppers, signIn, type TestSession } from '../test-support';

const LABEL_DELAY = 3000;
const clock = handClock();

let app: FastifyInstance;
let sophie: TestSession;
// A sandbox each: a quote holds its units (docs/business-rules.md#your-returns), so the dress can be
// quoted once per sandbox.
beforeEach(async () => {
  app = await buildSandbox({
    publicUrl: 'http://sandbox.test',
    authAttemptsPerMinute: 100,
    now: clock.now,
    labelDelayMs: LABEL_DELAY,
  });
  sophie = await signIn(app, shoppers.sophie);
});
afterEach(() => app.close());

const dress = {
  itemId: 'ord-atelier-100045-1',
  orderNumber: '100045',
  returnReason: { content: 'Does not fit', type: 1, value: 'fit' },
  type: 'REFUND',
};

async function quote(
  pricelistUuid: string,
  extra: Record<string, unknown> = {},
  item: object = dress,
  who: TestSession = sophie,
) {
  const response = await app.inject({
    method: 'POST',
    url: '/volta/quotes',
    headers: { cookie: who.cookie },
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
  it('is open with the payment URL until paid, then paid with a label the label delay after paying', async () => {
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
    clock.pass(10 * LABEL_DELAY);
    expect((await confirmation(created.quoteUuid)).labelUrl).toBeNull();
    await finish(created.paymentUrl, 'paid');
    clock.pass(LABEL_DELAY - 1);
    const first = await confirmation(created.quoteUuid);
    expect(first).toMatchObject({ paymentStatus: 'paid', labelUrl: null, paymentUrl: null });
    clock.pass(1);
    const second = await confirmation(created.quoteUuid);
    expect(second).toMatchObject({ errorCode: null, paperlessCode: null });
    expect(second.labelUrl).toMatch(/^http:\/\/sandbox\.test\/sandbox\/labels\/[\w-]+\.pdf$/);
    const label = await app.inject(new URL(second.labelUrl ?? '').pathname);
    expect(label.headers['content-type']).toBe('application/pdf');
    expect((await PDFDocument.load(label.rawPayload)).getSubject()).toContain(second.reference ?? '-');
  });

  it('makes one label per parcel: three parcels paid for, one PDF of three pages', async () => {
    const created = await quote('pl-atelier-dpd', { parcelAmount: 3 });
    await finish(created.paymentUrl, 'paid');
    clock.pass(LABEL_DELAY);
    const answer = await confirmation(created.quoteUuid);
    expect(answer.parcelAmount).toBe(3);
    const label = await app.inject(new URL(answer.labelUrl ?? '').pathname);
    expect((await PDFDocument.load(label.rawPayload)).getPageCount()).toBe(3);
    expect(
      (
        await confirmation(
          (
            await quote('pl-atelier-store', {}, { ...dress, itemId: 'ord-atelier-100045-2' })
          ).quoteUuid,
        )
      ).parcelAmount,
    ).toBe(1);
  });

  it('reports canceled, failed and expired payments without a label', async () => {
    for (const outcome of ['canceled', 'failed', 'expired']) {
      const created = await quote('pl-atelier-dhl-printless');
      await finish(created.paymentUrl, outcome);
      for (let poll = 0; poll < 3; poll++) {
        const answer = await confirmation(created.quoteUuid);
        expect(answer).toMatchObject({
          paymentStatus: outcome,
          labelUrl: null,
          paperless: true,
          paperlessCode: null,
          paymentUrl: null,
        });
        clock.pass(LABEL_DELAY);
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
        // Where the shopper sends it, and what to write on it.
        receiver: {
          companyName: 'Atelier Maas Returns',
          address: { street: 'Havenstraat', postalCode: '1011 AB', city: 'Amsterdam', countryCode: 'NL' },
        },
        reference: expect.stringMatching(/^R-[0-9A-F]{8}$/),
      });
      expect(await confirmation(store.quoteUuid)).toMatchObject({
        paymentStatus: 'free',
        shouldHaveLabel: false,
        labelUrl: null,
        courierServiceType: 'SERVERLESS_INSTORE_DROPOFF',
      });
      clock.pass(LABEL_DELAY);
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
        street: 'Oudegracht',
        houseNumber: '158',
      },
    });
    expect(await confirmation(created.quoteUuid)).toMatchObject({
      shipmentType: 'PICKUP',
      pickupStartsAt: '2026-03-16T08:00:00.000Z',
      pickupEndsAt: '2026-03-16T12:00:00.000Z',
      // The address the shopper gave, with the platform's field names.
      pickupAddress: {
        streetAddress: 'Oudegracht 158',
        postalCode: '3511 AB',
        city: 'Utrecht',
        country: 'NL',
      },
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

  it('names what comes back: the items, the exchange, and the refund by the one refund rule', async () => {
    const purchases = (
      await app.inject({ url: `/api/v0/consumer/${sophie.id}/purchases`, headers: { cookie: sophie.cookie } })
    ).json() as {
      purchaseId: string;
      product: { name: string; price: { value: number; currency: string } };
    }[];
    const byId = (id: string) => purchases.find((purchase) => purchase.purchaseId === id);
    const dressPurchase = byId(dress.itemId);
    const trousers = byId('ord-atelier-100045-2');
    const exchange = {
      ...dress,
      itemId: 'ord-atelier-100045-2',
      type: 'EXCHANGE',
      exchangeToSku: 'chino-trousers-32',
      exchangeOptionTitle: '32',
    };
    const response = await app.inject({
      method: 'POST',
      url: '/volta/quotes',
      headers: { cookie: sophie.cookie },
      payload: {
        pricelistUuid: 'pl-atelier-store',
        quoteItems: [{ ...dress, quantity: 1 }, exchange],
        isInsured: false,
        parcelAmount: 1,
        locale: 'NL',
        userProperties: { deviceId: 'd', sessionId: 's' },
      },
    });
    expect(response.statusCode).toBe(200);
    const answer = await confirmation(quoteResponseSchema.parse(response.json()).quoteUuid);
    expect(answer.returnedItems).toEqual([
      { name: dressPurchase?.product.name, quantity: 1, exchangeVariant: null },
      { name: trousers?.product.name, quantity: 1, exchangeVariant: '32' },
    ]);
    // The exchanged trousers pay nothing back: the refund is the dress's price alone.
    // Money as the platform sends it: the value as text with cents.
    const price = dressPurchase?.product.price;
    expect(answer.refund).toEqual({
      type: 'Refund',
      amount: { value: Number(price?.value).toFixed(2), currency: price?.currency },
    });
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

/** The one item of a seeded atelier order. */
const itemOf = (orderNumber: string) => ({ ...dress, itemId: `ord-atelier-${orderNumber}-1`, orderNumber });

describe('confirmations over time (quote flow)', () => {
  it("give a paperless service's label its code, valid for 14 days, besides the label", async () => {
    const created = await quote('pl-atelier-dhl-printless');
    await finish(created.paymentUrl, 'paid');
    const labelAt = new Date(clock.now().getTime() + LABEL_DELAY);
    expect((await confirmation(created.quoteUuid)).paperlessCode).toBeNull();
    clock.pass(LABEL_DELAY);
    const answer = await confirmation(created.quoteUuid);
    expect(answer.labelUrl).toMatch(/\.pdf$/);
    expect(answer.paperlessCode).toEqual({
      code: expect.stringMatching(/^RTN-\d{4}-\d{4}$/),
      validUntil: new Date(labelAt.getTime() + 14 * 86_400_000).toISOString(),
    });

    // PostNL paperless (another shop's pricelist, no printer): a code too.
    const mila = await signIn(app, shoppers.mila);
    const tote = { ...dress, itemId: 'ord-nordwind-NW-3150-1', orderNumber: 'NW-3150' };
    const postnl = await quote('pl-postnl-paperless', {}, tote, mila);
    await finish(postnl.paymentUrl, 'paid');
    clock.pass(LABEL_DELAY);
    expect((await confirmation(postnl.quoteUuid, mila.cookie)).paperlessCode?.code).toMatch(/^RTN-/);
  });

  it("fail the label of daan's order (service unavailable) when it is due: errorCode and no label", async () => {
    const daan = await signIn(app, shoppers.daan);
    const created = await quote('pl-atelier-dpd', {}, itemOf('100304'), daan);
    await finish(created.paymentUrl, 'paid');
    expect(await confirmation(created.quoteUuid, daan.cookie)).toMatchObject({
      errorCode: null,
      labelUrl: null,
    });
    clock.pass(LABEL_DELAY);
    expect(await confirmation(created.quoteUuid, daan.cookie)).toMatchObject({
      paymentStatus: 'paid',
      shouldHaveLabel: true,
      errorCode: 'SERVICE_UNAVAILABLE_ERROR',
      labelUrl: null,
      paperlessCode: null,
    });
  });

  it('let pieter pay an expired quote again through the retry, and then get its label', async () => {
    const pieter = await signIn(app, shoppers.pieter);
    const created = await quote('pl-atelier-dpd', {}, itemOf('100301'), pieter);
    await finish(created.paymentUrl, 'expired');
    expect(await confirmation(created.quoteUuid, pieter.cookie)).toMatchObject({
      paymentStatus: 'expired',
      paymentUrl: null,
    });
    const retry = await app.inject({
      method: 'POST',
      url: `/volta/quotes/${created.quoteUuid}/payments`,
      headers: { cookie: pieter.cookie },
    });
    expect(retry.statusCode).toBe(200);
    const { paymentUrl } = paymentResponseSchema.parse(retry.json());
    expect(await confirmation(created.quoteUuid, pieter.cookie)).toMatchObject({
      paymentStatus: 'open',
      paymentUrl,
    });
    const page = await app.inject(new URL(paymentUrl).pathname);
    expect(page.body).toContain('value="paid"');
    clock.pass(10 * LABEL_DELAY);
    expect((await finish(paymentUrl, 'paid')).statusCode).toBe(303);
    clock.pass(LABEL_DELAY - 1);
    expect(await confirmation(created.quoteUuid, pieter.cookie)).toMatchObject({
      paymentStatus: 'paid',
      labelUrl: null,
    });
    clock.pass(1);
    expect((await confirmation(created.quoteUuid, pieter.cookie)).labelUrl).toMatch(/\.pdf$/);
  });

  it("tell anna's cancelled payment, and give bram's pickup its window and a validated address", async () => {
    const anna = await signIn(app, shoppers.anna);
    const cancelled = await quote('pl-atelier-dpd', {}, itemOf('100302'), anna);
    await finish(cancelled.paymentUrl, 'canceled');
    expect(await confirmation(cancelled.quoteUuid, anna.cookie)).toMatchObject({ paymentStatus: 'canceled' });

    const bram = await signIn(app, {
      postalCode: '3512 JK',
      orderNumber: '100303',
      storeId: 'store-atelier',
    });
    const pricelists = await app.inject({
      url: '/volta/pricelists?product-keys=legacy-wrap-dress-s',
      headers: { cookie: bram.cookie },
    });
    const home = pricelists.json().items[0].address;
    expect(home).toMatchObject({ postalCode: '3512 JK', houseNumber: '64' });
    const address = await app.inject({
      method: 'POST',
      url: '/volta/address',
      headers: { cookie: bram.cookie },
      payload: {
        pricelistUuid: 'pl-atelier-dhl-pickup',
        postalCode: home.postalCode,
        houseNumber: home.houseNumber,
        street: '',
        city: '',
      },
    });
    expect(address.statusCode).toBe(200);
    const slots = await app.inject({
      url: '/volta/pricelists/pl-atelier-dhl-pickup/timeslots?product-keys=legacy-wrap-dress-s&postal-code=3512JK',
      headers: { cookie: bram.cookie },
    });
    expect(slots.json().items.length).toBeGreaterThan(0);
  });
});
