/**
 * An exchange for another product of the shop's catalogue, as the platform checks it in the draft flow
 * (docs/sandbox.md#what-a-draft-may-hold): the shop offers it, the variant is its catalogue's, in stock,
 * at the catalogue's price; a return order holds the stock until its payment ends unpaid.
 */
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildSandbox, sandboxContextOf } from '../app';
import {
  apiErrorBodySchema,
  catalogueProductSchema,
  confirmationSchema,
  createdReturnOrderSchema,
  draftReturnOrderSchema,
  quoteListSchema,
  returnOrderListSchema,
  returnOrderSchema,
} from '../platform/api';
import { shoppers, signIn, type TestSession } from '../test-support';

let app: FastifyInstance;
let emma: TestSession;
let mila: TestSession;
beforeEach(async () => {
  app = await buildSandbox({ publicUrl: 'http://sandbox.test', authAttemptsPerMinute: 100 });
  emma = await signIn(app, shoppers.emma);
  mila = await signIn(app, shoppers.mila);
});
afterEach(() => app.close());

const call = (who: TestSession, method: 'GET' | 'POST' | 'PUT', path: string, payload?: object) =>
  app.inject({ method, url: `/api/v0/consumer/${who.id}${path}`, headers: { cookie: who.cookie }, payload });

/** Emma's Linen Shirt (EUR), or Mila's Canvas Tote Bag, exchanged for `variant` at `price`. */
const exchange = (who: 'emma' | 'mila', variant: string, price?: { value: string; currency: string }) => ({
  purchaseId: who === 'emma' ? 'ord-nordwind-NW-1001-1' : 'ord-nordwind-NW-3150-1',
  returnReasonId: 101,
  resolutionType: 'Exchange',
  exchangeProductId: variant,
  ...(price ? { exchangePrice: price } : {}),
});
const eur = (value: string) => ({ value, currency: 'EUR' });

const draft = (who: TestSession, item: object) =>
  call(who, 'POST', '/draft-return-order', { selectedPurchases: [item] });
const codeOf = (response: { json(): unknown }) => apiErrorBodySchema.parse(response.json()).errors[0]?.code;

/** Orders the shopper's draft by DPD; answers the payment's URL when it costs money. */
async function order(who: TestSession): Promise<string | null | undefined> {
  const chosen = await call(who, 'PUT', '/draft-return-order', {
    shippingOption: { id: 'nordwind-nl-dpd' },
    tacAgreed: true,
  });
  expect(chosen.statusCode, chosen.body).toBe(200);
  return createdReturnOrderSchema.parse((await call(who, 'POST', '/return-order')).json()).paymentUrl;
}

const pay = (paymentUrl: string, outcome: 'paid' | 'failed') =>
  app.inject({
    method: 'POST',
    url: new URL(paymentUrl).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `outcome=${outcome}`,
  });

const parkaInStock = async (size: string) =>
  catalogueProductSchema
    .parse((await app.inject('/api/v0/shops/nordwind/products/prod-down-parka')).json())
    .variants.find(({ attributes }) => attributes[0]?.value === size)?.available;

describe('an exchange for another product (draft flow)', () => {
  it('is made for a variant of the catalogue at its price, and the draft keeps the price', async () => {
    const response = await draft(emma, exchange('emma', 'prod-down-parka-M', eur('229.00')));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().selectedPurchases[0]).toMatchObject({
      exchangeProductId: 'prod-down-parka-M',
      exchangePrice: eur('229.00'),
    });
  });

  it('refuses a price that is not the catalogue’s, in amount or currency: the browser’s price is not trusted', async () => {
    for (const price of [eur('1.00'), eur('229.01'), { value: '229.00', currency: 'GBP' }]) {
      const response = await draft(emma, exchange('emma', 'prod-down-parka-M', price));
      expect(response.statusCode).toBe(409);
      expect(codeOf(response)).toBe('exchange_price_changed');
    }
    const update = await call(emma, 'PUT', '/draft-return-order', {
      selectedPurchases: [exchange('emma', 'prod-down-parka-M', eur('0.01'))],
    });
    expect(update.statusCode).toBe(404); // no draft yet: the update has nothing to change
  });

  it('refuses a product and its price on a purchase that is refunded or store credit, not exchanged', async () => {
    for (const resolutionType of ['Refund', 'StoreCredit']) {
      const response = await draft(emma, {
        ...exchange('emma', 'prod-down-parka-M', eur('229.00')),
        resolutionType,
      });
      expect(response.statusCode).toBe(422);
      expect(codeOf(response)).toBe('exchange_product_invalid');
    }
  });

  it('refuses a variant the shop does not sell, one without its price, and any at a shop without the exchange', async () => {
    for (const item of [
      exchange('emma', 'prod-down-parka-XXL', eur('229.00')),
      exchange('emma', 'prod-down-parka-M'),
      exchange('emma', 'not-a-product', eur('229.00')),
    ]) {
      const response = await draft(emma, item);
      expect(response.statusCode).toBe(422);
      expect(codeOf(response)).toBe('exchange_product_invalid');
    }
    const nora = await signIn(app, shoppers.nora);
    const purchase = (await call(nora, 'GET', '/purchases')).json()[0];
    const vault = await draft(nora, {
      purchaseId: purchase.purchaseId,
      returnReasonId: 'defect',
      resolutionType: 'Exchange',
      exchangeProductId: 'prod-down-parka-M',
      exchangePrice: { value: '2564.80', currency: purchase.order.currency },
    });
    expect(vault.statusCode).toBe(422);
    expect(codeOf(vault)).toBe('exchange_product_invalid');
  });

  it('counts a selection’s items for one variant together: three for the two parkas in L are refused', async () => {
    const parkaL = (purchaseId: string) => ({
      ...exchange('emma', 'prod-down-parka-L', eur('229.00')),
      purchaseId,
    });
    const two = ['ord-nordwind-NW-1001-1', 'ord-nordwind-NW-1001-2'].map(parkaL);
    expect((await call(emma, 'POST', '/draft-return-order', { selectedPurchases: two })).statusCode).toBe(
      200,
    );
    const three = await call(emma, 'POST', '/draft-return-order', {
      selectedPurchases: [...two, parkaL('ord-nordwind-NW-1001-4')],
    });
    expect(three.statusCode).toBe(409);
    expect(codeOf(three)).toBe('exchange_out_of_stock');
  });

  it('gives no price, and so no bonus, to an exchange for another size of the same product', async () => {
    // The Linen Shirt M: L is its own option; M again, or L with a price, would be priced as another product.
    for (const item of [
      exchange('emma', 'prod-linen-shirt-L', eur('59.95')),
      exchange('emma', 'prod-linen-shirt-M', eur('59.95')),
    ]) {
      const response = await draft(emma, item);
      expect(response.statusCode).toBe(422);
      expect(codeOf(response)).toBe('exchange_product_invalid');
    }
    const ownOption = await draft(emma, exchange('emma', 'prod-linen-shirt-L'));
    expect(ownOption.statusCode).toBe(200);
    expect(draftReturnOrderSchema.parse(ownOption.json()).productExchanges).toBeUndefined();
  });

  it('refuses a sold-out variant, and holds the stock a return order takes until its payment ends unpaid', async () => {
    const soldOut = await draft(emma, exchange('emma', 'prod-down-parka-XL', eur('229.00')));
    expect(soldOut.statusCode).toBe(409);
    expect(codeOf(soldOut)).toBe('exchange_out_of_stock');

    // Two parkas in L. Emma's return costs money (the sweater is refunded): it holds one while she pays.
    expect(await parkaInStock('L')).toBe(2);
    const sweater = { purchaseId: 'ord-nordwind-NW-1001-2', returnReasonId: 101, resolutionType: 'Refund' };
    const parkaL = exchange('emma', 'prod-down-parka-L', eur('229.00'));
    expect(
      (await call(emma, 'POST', '/draft-return-order', { selectedPurchases: [parkaL, sweater] })).statusCode,
    ).toBe(200);
    const paymentUrl = await order(emma);
    expect(paymentUrl).toBeTruthy();
    expect(await parkaInStock('L')).toBe(1);
    // Her payment failed: the parka is back in stock.
    await pay(String(paymentUrl), 'failed');
    expect(await parkaInStock('L')).toBe(2);
    // Paid, Emma's and Mila's returns hold the two.
    expect((await draft(emma, parkaL)).statusCode).toBe(200);
    await pay(String(await order(emma)), 'paid');
    expect((await draft(mila, exchange('mila', 'prod-down-parka-L', eur('229.00')))).statusCode).toBe(200);
    await pay(String(await order(mila)), 'paid');
    expect(await parkaInStock('L')).toBe(0);
    const none = await draft(emma, { ...parkaL, purchaseId: sweater.purchaseId });
    expect(none.statusCode).toBe(409);
    expect(codeOf(none)).toBe('exchange_out_of_stock');
  });

  it('charges a dearer product’s difference less the bonus, and the return order asks that total', async () => {
    // The Linen Shirt (€59.95) for the parka (€229.00), nordwind's bonus 10 % (€6.00, under its €15 cap).
    const made = draftReturnOrderSchema.parse(
      (await draft(emma, exchange('emma', 'prod-down-parka-M', eur('229.00')))).json(),
    );
    expect(made.productExchanges).toEqual([
      {
        purchaseId: 'ord-nordwind-NW-1001-1',
        exchangeProductId: 'prod-down-parka-M',
        name: 'Hooded Down Parka',
        sku: 'down-parka-m',
        variant: 'M',
        returnedValue: eur('59.95'),
        bonus: eur('6.00'),
        newPrice: eur('229.00'),
        toPay: eur('163.05'),
        refund: eur('0.00'),
        storeCredit: eur('0.00'),
      },
    ]);
    // An exchange travels free: the total is the difference alone.
    expect(made.totalPrice).toEqual(eur('163.05'));
    const paymentId = new URL(String(await order(emma))).pathname.split('/').pop() ?? '';
    expect(sandboxContextOf(app)?.payments.get(paymentId)).toMatchObject({ amount: 163.05, currency: 'EUR' });
  });

  it('gives a cheaper product’s rest back as money by default, or as store credit with the bonus', async () => {
    // The Linen Shirt (€59.95) for the Stoneware Mug (€16.00): €43.95 back, or €49.95 with the €6.00 bonus.
    const made = draftReturnOrderSchema.parse(
      (await draft(emma, exchange('emma', 'prod-stoneware-mug', eur('16.00')))).json(),
    );
    expect(made.productExchanges?.[0]).toMatchObject({
      // A product of one variant has no variant's title to name.
      name: 'Stoneware Mug',
      variant: null,
      toPay: eur('0.00'),
      refund: eur('43.95'),
      storeCredit: eur('49.95'),
    });
    expect(made.totalPrice).toEqual(eur('0.00'));
    expect(made.refundOptions.map(({ type, amount }) => [type, amount])).toEqual([
      ['Refund', eur('43.95')],
      ['StoreCredit', eur('49.95')],
    ]);
    // Ordered (free: an exchange, nothing to pay), the return names the mug and pays the rest back.
    expect(await order(emma)).toBeFalsy();
    const [listed] = (await call(emma, 'GET', '/return-orders')).json() as { id: string }[];
    const returned = returnOrderSchema.parse((await call(emma, 'GET', `/return-order/${listed?.id}`)).json());
    expect(returned.returnedItems?.[0]?.exchangeProduct).toEqual({
      id: 'prod-stoneware-mug',
      name: 'Stoneware Mug',
      sku: 'stoneware-mug',
      variant: null,
      price: eur('16.00'),
    });
    expect(returned.refund).toEqual({ type: 'Refund', amount: eur('43.95') });
  });
});

describe('the jacket shoppers (docs/business-rules.md#exchange-for-another-product)', () => {
  it('nordwind: the Waxed Field Jacket for the parka is €65.10 to pay; the parka for the liner €130.00 back or €145.00 in store credit', async () => {
    const jacket = await signIn(app, shoppers.jacketNordwind);
    const [field, parka] = (await call(jacket, 'GET', '/purchases')).json() as { purchaseId: string }[];
    const exchangeOf = async (purchaseId: string | undefined, variant: string, price: string) =>
      draftReturnOrderSchema.parse(
        (await draft(jacket, { ...exchange('emma', variant, eur(price)), purchaseId })).json(),
      ).productExchanges?.[0];
    expect(await exchangeOf(field?.purchaseId, 'prod-down-parka-L', '229.00')).toMatchObject({
      bonus: eur('14.90'),
      toPay: eur('65.10'),
    });
    expect(await exchangeOf(parka?.purchaseId, 'prod-liner-jacket-M', '99.00')).toMatchObject({
      refund: eur('130.00'),
      storeCredit: eur('145.00'),
    });
  });
});

describe('where a cheaper product’s rest goes (docs/business-rules.md#exchange-for-another-product)', () => {
  /** The nordwind jacket shopper's return of the parka (€229.00) for the liner in M (€99.00), ordered. */
  async function parkaForLiner(rest?: 'Refund' | 'StoreCredit') {
    const jacket = await signIn(app, shoppers.jacketNordwind);
    const [, parka] = (await call(jacket, 'GET', '/purchases')).json() as { purchaseId: string }[];
    const made = await draft(jacket, {
      ...exchange('emma', 'prod-liner-jacket-M', eur('99.00')),
      purchaseId: parka?.purchaseId,
      ...(rest ? { exchangeRefundType: rest } : {}),
    });
    expect(made.statusCode, made.body).toBe(200);
    // An exchange travels free and the liner costs less: nothing to pay.
    expect(await order(jacket)).toBeFalsy();
    const [listed] = (await call(jacket, 'GET', '/return-orders')).json() as { id: string }[];
    return returnOrderSchema.parse((await call(jacket, 'GET', `/return-order/${listed?.id}`)).json());
  }

  it('draft flow: store credit when the shopper chose it, €130.00 rest and nordwind’s €15.00 bonus', async () => {
    expect((await parkaForLiner('StoreCredit')).refund).toEqual({
      type: 'StoreCredit',
      amount: eur('145.00'),
    });
  });

  it('draft flow: back to the payment method by default, or when chosen, without the bonus', async () => {
    expect((await parkaForLiner()).refund).toEqual({ type: 'Refund', amount: eur('130.00') });
  });

  it('"Your returns" names the product that comes instead, in both flows', async () => {
    const liner = {
      id: 'prod-liner-jacket',
      name: 'Quilted Liner Jacket',
      sku: 'liner-jacket-m',
      variant: 'M',
      price: eur('99.00'),
    };
    await parkaForLiner();
    const nordwind = await signIn(app, shoppers.jacketNordwind);
    const [order] = returnOrderListSchema.parse((await call(nordwind, 'GET', '/return-orders')).json());
    expect(order?.items).toEqual([
      expect.objectContaining({ title: 'Hooded Down Parka', exchangeProduct: liner }),
    ]);
    await quotedParkaForLiner();
    const atelier = await signIn(app, shoppers.jacketAtelier);
    const quotes = quoteListSchema.parse(
      (
        await app.inject({ url: `/volta/consumer/${atelier.id}/quotes`, headers: { cookie: atelier.cookie } })
      ).json(),
    );
    expect(quotes.items[0]?.items).toEqual([
      expect.objectContaining({ title: 'Hooded Down Parka', exchangeProduct: liner }),
    ]);
  });

  it('draft flow: a refund chosen says so as well', async () => {
    expect((await parkaForLiner('Refund')).refund).toEqual({ type: 'Refund', amount: eur('130.00') });
  });

  it('draft flow: the choice on an item that is no exchange for another product is ignored', async () => {
    const made = draftReturnOrderSchema.parse(
      (
        await draft(emma, {
          purchaseId: 'ord-nordwind-NW-1001-2',
          returnReasonId: 101,
          resolutionType: 'Refund',
          exchangeRefundType: 'StoreCredit',
        })
      ).json(),
    );
    await order(emma);
    const [listed] = (await call(emma, 'GET', '/return-orders')).json() as { id: string }[];
    const returned = returnOrderSchema.parse((await call(emma, 'GET', `/return-order/${listed?.id}`)).json());
    expect(returned.refund?.type).toBe('Refund');
    expect(returned.refund?.amount).toEqual(made.refundOptions.find(({ type }) => type === 'Refund')?.amount);
  });

  /** The atelier jacket shopper's quote of the parka for the liner in M, shipped herself; its confirmation. */
  async function quotedParkaForLiner(rest?: 'Refund' | 'StoreCredit') {
    const jacket = await signIn(app, shoppers.jacketAtelier);
    const [, parka] = (await call(jacket, 'GET', '/purchases')).json() as { purchaseId: string }[];
    const created = await app.inject({
      method: 'POST',
      url: '/volta/quotes',
      headers: { cookie: jacket.cookie },
      payload: {
        pricelistUuid: 'pl-ship-yourself',
        quoteItems: [
          {
            itemId: parka?.purchaseId,
            orderNumber: '100901',
            returnReason: { content: 'Too warm', type: 1, value: '1' },
            type: 'EXCHANGE',
            exchangeToSku: 'liner-jacket-m',
            exchangeOptionTitle: 'M',
            exchangePrice: eur('99.00'),
            ...(rest ? { exchangeRefundType: rest } : {}),
          },
        ],
        isInsured: false,
        parcelAmount: 1,
        locale: 'NL',
        userProperties: { deviceId: 'd', sessionId: 's' },
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().paymentUrl).toBeNull();
    return confirmationSchema.parse(
      (
        await app.inject({
          url: `/volta/confirmations/${created.json().quoteUuid}`,
          headers: { cookie: jacket.cookie },
        })
      ).json(),
    );
  }

  it('quote flow: store credit when the shopper chose it, €130.00 rest and atelier’s fixed €5.00 bonus', async () => {
    const confirmation = await quotedParkaForLiner('StoreCredit');
    expect(confirmation.refund).toEqual({ type: 'StoreCredit', amount: eur('135.00') });
    // The confirmation names the product that comes instead, as the draft flow's return order does.
    expect(confirmation.returnedItems).toEqual([
      {
        name: 'Hooded Down Parka',
        quantity: 1,
        exchangeVariant: 'M',
        exchangeProduct: {
          id: 'prod-liner-jacket',
          name: 'Quilted Liner Jacket',
          sku: 'liner-jacket-m',
          variant: 'M',
          price: eur('99.00'),
        },
      },
    ]);
  });

  it('quote flow: back to the payment method by default, without the bonus', async () => {
    expect((await quotedParkaForLiner()).refund).toEqual({ type: 'Refund', amount: eur('130.00') });
  });
});

describe('an exchange for another product (quote flow)', () => {
  /** Sophie's Wrap Dress (€74.50) on atelier, whose bonus is a fixed €5. */
  const dressFor = (sku: string, price: string) => ({
    pricelistUuid: 'pl-ship-yourself',
    quoteItems: [
      {
        itemId: 'ord-atelier-100045-1',
        orderNumber: '100045',
        returnReason: { content: 'Too big', type: 1, value: '1' },
        type: 'EXCHANGE',
        exchangeToSku: sku,
        exchangeOptionTitle: sku,
        exchangePrice: eur(price),
      },
    ],
    isInsured: false,
    parcelAmount: 1,
    locale: 'NL',
    userProperties: { deviceId: 'd', sessionId: 's' },
  });
  const quote = (who: TestSession, payload: object) =>
    app.inject({ method: 'POST', url: '/volta/quotes', headers: { cookie: who.cookie }, payload });

  it('charges a dearer product’s difference less the bonus, and holds its stock', async () => {
    const sophie = await signIn(app, shoppers.sophie);
    const created = await quote(sophie, dressFor('field-jacket-m', '149.00'));
    expect(created.statusCode, created.body).toBe(200);
    // €149.00 − €74.50 − €5.00, ship it yourself costing nothing.
    const paymentId = new URL(created.json().paymentUrl).pathname.split('/').pop() ?? '';
    expect(sandboxContextOf(app)?.payments.get(paymentId)).toMatchObject({ amount: 69.5, currency: 'EUR' });
    const jacket = catalogueProductSchema.parse(
      (await app.inject('/api/v0/shops/atelier/products/prod-field-jacket')).json(),
    );
    expect(jacket.variants.find(({ sku }) => sku === 'field-jacket-m')?.available).toBe(11);
  });

  it('gives a cheaper product’s rest back to the payment method', async () => {
    const sophie = await signIn(app, shoppers.sophie);
    const created = await quote(sophie, dressFor('stoneware-mug', '16.00'));
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().paymentUrl).toBeNull();
    const confirmation = await app.inject({
      url: `/volta/confirmations/${created.json().quoteUuid}`,
      headers: { cookie: sophie.cookie },
    });
    expect(confirmation.json().refund).toEqual({ type: 'Refund', amount: eur('58.50') });
  });

  it('refuses what a draft refuses: another price, a sold-out variant, a SKU the shop does not sell', async () => {
    const sophie = await signIn(app, shoppers.sophie);
    for (const [sku, price, status, code] of [
      ['field-jacket-m', '100.00', 409, 'exchange_price_changed'],
      ['down-parka-xl', '229.00', 409, 'exchange_out_of_stock'],
      ['no-such-sku', '10.00', 422, 'exchange_product_invalid'],
    ] as const) {
      const refused = await quote(sophie, dressFor(sku, price));
      expect(refused.statusCode).toBe(status);
      expect(codeOf(refused)).toBe(code);
    }
  });

  it('refuses a price on an item that is refunded: it would count the item as money back and as value', async () => {
    const sophie = await signIn(app, shoppers.sophie);
    const payload = dressFor('field-jacket-m', '149.00');
    const refunded = {
      ...payload,
      quoteItems: payload.quoteItems.map((item) => ({ ...item, type: 'REFUND' })),
    };
    const refused = await quote(sophie, refunded);
    expect(refused.statusCode).toBe(422);
    expect(codeOf(refused)).toBe('exchange_product_invalid');
  });
});
