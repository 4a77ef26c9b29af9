/**
 * The sandbox and the portal each describe the platform's API on their own (the sandbox in
 * deploy/sandbox/src/platform, the portal in `@portal/shared/schemas`), so a mistake on one side is not
 * copied to the other (docs/sandbox.md#the-platforms-api-as-the-sandbox-reads-it). This test holds them
 * to each other: the portal's schemas parse the sandbox's real answers along both flows, the requests
 * are built by the portal's own builders, and the sandbox refuses the bodies the portal never sends.
 */
import { randomUUID } from 'node:crypto';
import { FREE_TEXT_MAX_LENGTH, type SelectedItem } from '@portal/shared';
import { pricelistQuery, toQuoteItems } from '@portal/shared/quotes';
import {
  apiErrorBodySchema,
  authConsumerResponseSchema,
  confirmationSchema,
  createdReturnOrderSchema,
  draftReturnOrderSchema,
  exchangeRatesSchema,
  gatekeepingRequestSchema,
  paymentResponseSchema,
  pricelistsSchema,
  purchasesResponseSchema,
  quoteListSchema,
  quoteRequestSchema,
  quoteResponseSchema,
  returnOrderListSchema,
  returnOrderSchema,
  timeslotsSchema,
  validatedAddressSchema,
} from '@portal/shared/schemas';
import { withdrawalAcknowledgementSchema, withdrawalRequestSchema } from '@portal/shared/withdrawal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_PLACEHOLDERS } from '../../remote-carriers/src/api/address';
import { buildQuoteRequest } from '../../remote-carriers/src/model/quote-request';
import { toSelectedPurchases } from '../../remote-selection/src/model/confirm';
import { buildSandbox } from '../sandbox/src/app';

let app: Awaited<ReturnType<typeof buildSandbox>>;
beforeAll(async () => {
  app = await buildSandbox({
    publicUrl: 'http://sandbox.test',
    portalOrigin: 'https://{merchant}.portal.test',
    labelDelayMs: 0,
    authAttemptsPerMinute: 1000,
  });
});
afterAll(() => app.close());

interface Session {
  id: string;
  cookie: string;
}

/** Calls the sandbox as the portal's proxy would: the session cookie and a request uuid on every call. */
async function call(session: Session | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
  return app.inject({
    method,
    url,
    headers: {
      ...(session ? { cookie: session.cookie } : {}),
      'x-re-request-uuid': randomUUID(),
      'x-re-client': 'portal',
    },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** The answer of a call that must succeed, as JSON. */
async function answer(
  session: Session | null,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
) {
  const response = await call(session, method, url, payload);
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(200);
  return response.json() as unknown;
}

/** Signs in as the portal's sign-in form does, the answer parsed by the portal's schema. */
async function signIn(body: Record<string, string>): Promise<Session> {
  const response = await call(null, 'POST', '/api/v0/auth/consumer', {
    locale: 'nl',
    userProperties: { deviceId: 'device', sessionId: 'session' },
    ...body,
  });
  const { id } = authConsumerResponseSchema.parse(response.json());
  const cookie = response.cookies.find(({ name }) => name === 're_session');
  return { id, cookie: `re_session=${cookie?.value}` };
}

/** Answers the sandbox's payment page as the shopper would. */
async function pay(paymentUrl: string, outcome: 'paid' | 'failed') {
  const response = await app.inject({
    method: 'POST',
    url: new URL(paymentUrl).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `outcome=${outcome}`,
  });
  expect(response.statusCode).toBeLessThan(400);
}

/** A selected item as select items keeps it, as far as the request builders read it. */
const selected = (purchaseId: string, extra: Partial<SelectedItem> = {}): SelectedItem => ({
  uid: purchaseId,
  key: purchaseId,
  purchaseId,
  operation: 'Return',
  quantity: 1,
  ...extra,
});

describe('the draft flow, answered by the sandbox, read by the portal', () => {
  it('parses the purchases, the draft at each step, the return order, its list and the exchange rates', async () => {
    const emma = await signIn({
      email: 'emma@example.com',
      orderNumber: 'NW-1001',
      storeId: 'store-nordwind',
    });
    const purchases = purchasesResponseSchema.parse(
      await answer(emma, 'GET', `/api/v0/consumer/${emma.id}/purchases`),
    );
    const sweater = purchases.find(({ product }) => product.name === 'Merino Crew Sweater');
    if (!sweater) throw new Error('The seed has no sweater for Emma');

    const consumer = `/api/v0/consumer/${emma.id}`;
    const selectedPurchases = toSelectedPurchases(
      [selected(sweater.purchaseId, { returnReasonId: 101, returnReasonOtherComment: 'Too warm' })],
      false,
    );
    const created = draftReturnOrderSchema.parse(
      await answer(emma, 'POST', `${consumer}/draft-return-order`, { selectedPurchases }),
    );
    expect(created.selectedPurchases).toEqual([expect.objectContaining({ purchaseId: sweater.purchaseId })]);

    // The carriers step's updates, as remote-carriers' draft-change sends them.
    const option = sweater.shippingOptions.find(({ variants }) => variants.length === 0);
    if (!option) throw new Error('The sweater has no carrier without variants');
    const chosen = draftReturnOrderSchema.parse(
      await answer(emma, 'PUT', `${consumer}/draft-return-order`, {
        shippingOption: {
          id: option.id,
          price: { value: option.price.value.toFixed(2), currency: option.price.currency },
        },
      }),
    );
    expect(chosen.shippingOptionQuote?.shippingOptionId).toBe(option.id);
    draftReturnOrderSchema.parse(
      await answer(emma, 'PUT', `${consumer}/draft-return-order`, { addInsurance: false, tacAgreed: true }),
    );
    draftReturnOrderSchema.parse(await answer(emma, 'GET', `${consumer}/draft-return-order`));

    const order = createdReturnOrderSchema.parse(await answer(emma, 'POST', `${consumer}/return-order`));
    if (order.paymentUrl) await pay(order.paymentUrl, 'paid');
    const polled = returnOrderSchema.parse(
      await answer(emma, 'GET', `${consumer}/return-order/${encodeURIComponent(order.id)}`),
    );
    expect(polled.id).toBe(order.id);
    const list = returnOrderListSchema.parse(await answer(emma, 'GET', `${consumer}/return-orders`));
    expect(list.map(({ id }) => id)).toContain(order.id);

    exchangeRatesSchema.parse(await answer(emma, 'GET', '/volta/exchange-rates?base=EUR'));
  });

  it("parses the draft a gatekeeping request answers, the request built as the portal's schema allows", async () => {
    const nora = await signIn({ email: 'nora@example.se', orderNumber: 'V-7001', storeId: 'store-vault' });
    const [lamp] = purchasesResponseSchema.parse(
      await answer(nora, 'GET', `/api/v0/consumer/${nora.id}/purchases`),
    );
    if (!lamp) throw new Error('The seed has no purchase for Nora');
    const consumer = `/api/v0/consumer/${nora.id}`;
    await answer(nora, 'POST', `${consumer}/draft-return-order`, {
      selectedPurchases: toSelectedPurchases(
        [selected(lamp.purchaseId, { returnReasonId: 'defective' })],
        false,
      ),
    });
    const request = gatekeepingRequestSchema.parse({
      purchaseAssets: [
        {
          purchaseId: lamp.purchaseId,
          answers: [
            { question: 'Short description', position: 1, type: 'ShortText', answer: 'It flickers' },
            { question: 'Since when?', position: 3, type: 'SingleChoice', answer: ['Since unboxing'] },
            {
              question: 'Photos of the defect',
              position: 5,
              type: 'FileUpload',
              answer: [{ url: 'https://vault.portal.test/uploads/a.jpg', mimeType: 'image/jpeg' }],
            },
          ],
        },
      ],
    });
    draftReturnOrderSchema.parse(
      await answer(nora, 'PUT', `${consumer}/draft-return-order/request`, request),
    );
  });
});

describe('the quote flow, answered by the sandbox, read by the portal', () => {
  it('parses the pricelists, timeslots, address, quote, confirmation, payment retry and the list of quotes', async () => {
    const sophie = await signIn({ postalCode: '3511 AB', orderNumber: '100045', storeId: 'store-atelier' });
    const purchases = purchasesResponseSchema.parse(
      await answer(sophie, 'GET', `/api/v0/consumer/${sophie.id}/purchases`),
    );
    const dress = purchases.find(({ product }) => product.name.includes('Dress'));
    if (!dress) throw new Error('The seed has no dress for Sophie');
    const items = [
      selected(dress.purchaseId, {
        key: `${dress.purchaseId}${dress.units[0]?.paidAmount.value}`,
        returnReasonId: 'fit',
        returnReason: 'Does not fit',
        itemRef: { orderNumber: dress.order.orderNumber },
      }),
    ];
    const query = pricelistQuery(items, { ecommerceless: false, storeCredit: false });
    const pricelists = pricelistsSchema.parse(await answer(sophie, 'GET', `/volta/pricelists?${query}`));
    const pickup = pricelists.items.find(({ courierService }) => courierService.type.endsWith('_DHL_PICKUP'));
    if (!pickup) throw new Error("Atelier's pricelists have no DHL pickup");

    const keys = new URLSearchParams(items.map(({ key }) => ['product-keys', key]));
    const timeslots = timeslotsSchema.parse(
      await answer(
        sophie,
        'GET',
        `/volta/pricelists/${pickup.uuid}/timeslots?${keys}&postal-code=${encodeURIComponent('3511 AB')}`,
      ),
    );
    const address = validatedAddressSchema.parse(
      await answer(sophie, 'POST', `/volta/address?${keys}`, {
        pricelistUuid: pickup.uuid,
        postalCode: '3511 AB',
        ...ADDRESS_PLACEHOLDERS,
        houseNumber: '158',
      }),
    );

    const request = buildQuoteRequest({
      pricelistUuid: pickup.uuid,
      quoteItems: toQuoteItems(items, { choice: 'refund', ecommerceless: false }),
      parcels: 1,
      insurance: null,
      insured: false,
      locale: 'nl',
      userProperties: { deviceId: 'device', sessionId: 'session' },
      address: {
        streetAddress: `${address.street1} ${address.street2 ?? ''}`.trim(),
        postalCode: address.zip,
        city: address.city,
        street: address.street1,
        houseNumber: address.street2 ?? '',
        country: 'NL',
      },
      ecommerceless: false,
      timeslot: timeslots.items[0] ?? null,
    });
    expect(quoteRequestSchema.safeParse(request).success).toBe(true);
    const quote = quoteResponseSchema.parse(await answer(sophie, 'POST', '/volta/quotes', request));
    if (!quote.paymentUrl) throw new Error('The pickup costs money: a payment was expected');

    await pay(quote.paymentUrl, 'failed');
    const failed = confirmationSchema.parse(
      await answer(sophie, 'GET', `/volta/confirmations/${quote.quoteUuid}`),
    );
    expect(failed.paymentStatus).toBe('failed');
    const retry = paymentResponseSchema.parse(
      await answer(sophie, 'POST', `/volta/quotes/${quote.quoteUuid}/payments`),
    );
    await pay(retry.paymentUrl, 'paid');
    const paid = confirmationSchema.parse(
      await answer(sophie, 'GET', `/volta/confirmations/${quote.quoteUuid}`),
    );
    expect(paid).toMatchObject({ paymentStatus: 'paid', shipmentType: 'PICKUP' });

    const list = quoteListSchema.parse(await answer(sophie, 'GET', `/volta/consumer/${sophie.id}/quotes`));
    expect(list.items.map(({ quoteUuid }) => quoteUuid)).toContain(quote.quoteUuid);
  });

  it("acknowledges a withdrawal in the portal's shape", async () => {
    const statement = withdrawalRequestSchema.parse({
      storeId: 'store-atelier',
      name: 'Sophie de Vries',
      orderNumber: '100045',
      email: 'sophie@example.nl',
      locale: 'nl',
    });
    withdrawalAcknowledgementSchema.parse(await answer(null, 'POST', '/api/v0/withdrawals', statement));
  });
});

/** A body the portal never sends, and the refusal it gets: the status and the error code. */
interface Malformed {
  what: string;
  method: 'POST' | 'PUT' | 'GET';
  /** The path; `{consumer}` stands for the signed-in shopper's consumer path. */
  url: string;
  body?: unknown;
  status: number;
  code: string;
}

const sweaterLine = 'ord-nordwind-NW-1001-2';
const refund = { purchaseId: sweaterLine, returnReasonId: 101, resolutionType: 'Refund' };
const quoteItem = {
  itemId: 'ord-atelier-100045-1',
  orderNumber: '100045',
  returnReason: { content: 'Does not fit', type: 1, value: 'fit' },
  type: 'REFUND',
};
const quote = {
  pricelistUuid: 'pl-atelier-dpd',
  quoteItems: [quoteItem],
  isInsured: false,
  parcelAmount: 1,
  locale: 'NL',
  userProperties: { deviceId: 'd', sessionId: 's' },
};
const signInBody = {
  email: 'emma@example.com',
  orderNumber: 'NW-1001',
  storeId: 'store-nordwind',
  locale: 'nl',
  userProperties: { deviceId: 'd', sessionId: 's' },
};

const malformed: Malformed[] = [
  {
    what: 'a sign-in without an order number',
    method: 'POST',
    url: '/api/v0/auth/consumer',
    body: { ...signInBody, orderNumber: '' },
    status: 400,
    code: 'auth_9',
  },
  {
    what: 'a sign-in without userProperties',
    method: 'POST',
    url: '/api/v0/auth/consumer',
    body: { ...signInBody, userProperties: undefined },
    status: 400,
    code: 'auth_9',
  },
  {
    what: 'a draft of nothing',
    method: 'POST',
    url: '{consumer}/draft-return-order',
    body: { selectedPurchases: [] },
    status: 400,
    code: 'draft_400',
  },
  {
    what: 'a draft with an unknown resolution',
    method: 'POST',
    url: '{consumer}/draft-return-order',
    body: { selectedPurchases: [{ ...refund, resolutionType: 'Gift' }] },
    status: 400,
    code: 'draft_400',
  },
  {
    what: 'a draft returning no unit',
    method: 'POST',
    url: '{consumer}/draft-return-order',
    body: { selectedPurchases: [{ ...refund, quantity: 0 }] },
    status: 400,
    code: 'draft_400',
  },
  {
    what: 'a comment over 1,000 characters',
    method: 'POST',
    url: '{consumer}/draft-return-order',
    body: { selectedPurchases: [{ ...refund, returnReasonComment: 'x'.repeat(1001) }] },
    status: 400,
    code: 'draft_400',
  },
  {
    what: "a shipping option's price as a number",
    method: 'PUT',
    url: '{consumer}/draft-return-order',
    body: { shippingOption: { id: 'nordwind-nl-dpd', price: { value: 4.95, currency: 'EUR' } } },
    status: 400,
    code: 'draft_400',
  },
  {
    what: 'half a parcel',
    method: 'PUT',
    url: '{consumer}/draft-return-order',
    body: { packageAmount: 1.5 },
    status: 400,
    code: 'draft_400',
  },
  {
    what: 'terms agreed as text',
    method: 'PUT',
    url: '{consumer}/draft-return-order',
    body: { tacAgreed: 'yes' },
    status: 400,
    code: 'draft_400',
  },
  {
    what: 'a request without purchaseAssets',
    method: 'PUT',
    url: '{consumer}/draft-return-order/request',
    body: {},
    status: 400,
    code: 'draft_400',
  },
  {
    what: 'a quote in a lower-case locale',
    method: 'POST',
    url: '/volta/quotes',
    body: { ...quote, locale: 'nl' },
    status: 400,
    code: 'quote_400',
  },
  {
    what: 'a quote of nothing',
    method: 'POST',
    url: '/volta/quotes',
    body: { ...quote, quoteItems: [] },
    status: 400,
    code: 'quote_400',
  },
  {
    what: 'a quote item of an unknown type',
    method: 'POST',
    url: '/volta/quotes',
    body: { ...quote, quoteItems: [{ ...quoteItem, type: 'GIFT' }] },
    status: 400,
    code: 'quote_400',
  },
  {
    what: 'an exchange naming no sku',
    method: 'POST',
    url: '/volta/quotes',
    body: { ...quote, quoteItems: [{ ...quoteItem, type: 'EXCHANGE' }] },
    status: 400,
    code: 'quote_400',
  },
  {
    what: 'no parcel',
    method: 'POST',
    url: '/volta/quotes',
    body: { ...quote, parcelAmount: 0 },
    status: 400,
    code: 'quote_400',
  },
  {
    what: 'an insurance price without cents',
    method: 'POST',
    url: '/volta/quotes',
    body: { ...quote, isInsured: true, insurancePrice: '2,5' },
    status: 400,
    code: 'quote_400',
  },
  {
    what: 'a pickup address without its fields',
    method: 'POST',
    url: '/volta/quotes',
    body: { ...quote, addressRequest: {} },
    status: 400,
    code: 'quote_400',
  },
  {
    what: 'a pickup window in milliseconds as text',
    method: 'POST',
    url: '/volta/quotes',
    body: { ...quote, start: '1773648000000' },
    status: 400,
    code: 'quote_400',
  },
  {
    what: 'an address check without a house number',
    method: 'POST',
    url: '/volta/address',
    body: { pricelistUuid: 'pl-atelier-dhl-pickup', postalCode: '3511 AB', street: 'street', city: 'city' },
    status: 400,
    code: 'address_400',
  },
  {
    what: 'timeslots without a postal code',
    method: 'GET',
    url: '/volta/pricelists/pl-atelier-dhl-pickup/timeslots?postal-code=',
    status: 400,
    code: 'timeslots_400',
  },
  {
    what: 'pricelists asked with exchange=maybe',
    method: 'GET',
    url: '/volta/pricelists?exchange=maybe',
    status: 400,
    code: 'pricelists_400',
  },
  {
    what: 'exchange rates from no currency',
    method: 'GET',
    url: '/volta/exchange-rates?base=EURO',
    status: 400,
    code: 'rates_400',
  },
  {
    what: 'a withdrawal without a valid address',
    method: 'POST',
    url: '/api/v0/withdrawals',
    body: { storeId: 'store-atelier', name: 'S', orderNumber: '1', email: 'sophie', locale: 'nl' },
    status: 400,
    code: 'withdrawal_400',
  },
];

describe('the sandbox refuses what the portal never sends', () => {
  let emma: Session;
  let sophie: Session;
  beforeAll(async () => {
    emma = await signIn({ email: 'emma@example.com', orderNumber: 'NW-1001', storeId: 'store-nordwind' });
    sophie = await signIn({ postalCode: '3511 AB', orderNumber: '100045', storeId: 'store-atelier' });
    await answer(emma, 'POST', `/api/v0/consumer/${emma.id}/draft-return-order`, {
      selectedPurchases: [refund],
    });
  });

  it.each(malformed)('$what: $status $code', async ({ method, url, body, status, code }) => {
    const session = url.startsWith('/volta') ? sophie : emma;
    const response = await call(
      session,
      method,
      url.replace('{consumer}', `/api/v0/consumer/${emma.id}`),
      body,
    );
    expect(response.statusCode, response.body).toBe(status);
    expect(apiErrorBodySchema.parse(response.json()).errors[0]?.code).toBe(code);
  });

  it('takes free text up to the length the portal allows', async () => {
    const response = await call(emma, 'PUT', `/api/v0/consumer/${emma.id}/draft-return-order`, {
      selectedPurchases: [{ ...refund, returnReasonComment: 'x'.repeat(FREE_TEXT_MAX_LENGTH) }],
    });
    expect(response.statusCode, response.body).toBe(200);
  });
});
