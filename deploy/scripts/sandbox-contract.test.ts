/**
 * The platform's API is described once, by the platform's side: deploy/sandbox/openapi.yaml, written
 * from the platform's specification; the sandbox checks every request and answer against it
 * (docs/sandbox.md#the-platforms-api-as-the-sandbox-reads-it). The portal describes what it reads and
 * sends on its own (`@portal/shared/schemas`). This test holds the two to each other: every example in
 * the document parses with the portal's schemas, the requests the portal's builders make fit the
 * document, the portal's schemas parse the sandbox's real answers along both flows, and the sandbox
 * refuses the bodies the portal never sends.
 */
import { randomUUID } from 'node:crypto';
import { FREE_TEXT_MAX_LENGTH, type SelectedItem } from '@portal/shared';
import { pricelistQuery, toQuoteItems } from '@portal/shared/quotes';
import * as portal from '@portal/shared/schemas';
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
import { carrierUpdate } from '../../remote-carriers/src/model/draft-change';
import { buildQuoteRequest } from '../../remote-carriers/src/model/quote-request';
import { toSelectedPurchases } from '../../remote-selection/src/model/confirm';
import { buildSandbox } from '../sandbox/src/app';
import {
  checkAnswer,
  component,
  platformDocument,
  requestBody,
  requestQuery,
} from '../sandbox/src/platform/contract';

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
    what: "an exchange's rest sent somewhere the platform does not pay",
    method: 'POST',
    url: '{consumer}/draft-return-order',
    body: { selectedPurchases: [{ ...refund, exchangeRefundType: 'Cash' }] },
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
    what: "a quote item's rest sent somewhere the platform does not pay",
    method: 'POST',
    url: '/volta/quotes',
    body: { ...quote, quoteItems: [{ ...quoteItem, exchangeRefundType: 'Cash' }] },
    status: 400,
    code: 'quote_400',
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

// --- The document's examples and the portal's builders ------------------------------------------

type Json = Record<string, unknown>;
interface Parser {
  safeParse(value: unknown): { success: boolean; error?: unknown };
}

/** What the portal reads each answer with, by operation and status (an error body by the portal's rule). */
const portalAnswers: Record<string, Parser> = {
  'signIn 200': portal.authConsumerResponseSchema,
  'session 200': portal.authConsumerResponseSchema,
  'purchases 200': portal.purchasesResponseSchema,
  'createDraft 200': portal.draftReturnOrderSchema,
  'draft 200': portal.draftReturnOrderSchema,
  'updateDraft 200': portal.draftReturnOrderSchema,
  'submitGatekeepingRequest 200': portal.draftReturnOrderSchema,
  'createReturnOrder 200': portal.createdReturnOrderSchema,
  'returnOrder 200': portal.returnOrderSchema,
  'payReturnOrderAgain 200': portal.paymentResponseSchema,
  'returnOrders 200': portal.returnOrderListSchema,
  'withdraw 200': withdrawalAcknowledgementSchema,
  'pricelists 200': portal.pricelistsSchema,
  'timeslots 200': portal.timeslotsSchema,
  'checkAddress 200': portal.validatedAddressSchema,
  'createQuote 200': portal.quoteResponseSchema,
  'payQuoteAgain 200': portal.paymentResponseSchema,
  'confirmation 200': portal.confirmationSchema,
  'quotes 200': portal.quoteListSchema,
  'exchangeRates 200': portal.exchangeRatesSchema,
  'catalogueProducts 200': portal.cataloguePageSchema,
  'catalogueProduct 200': portal.catalogueProductSchema,
  'catalogueCategories 200': portal.catalogueCategoriesSchema,
};

/** What the portal's own schemas say it sends, where it has one (the rest come from builders, below). */
const portalRequests: Record<string, Parser> = {
  signIn: portal.authConsumerRequestSchema,
  sendMagicLink: portal.magicLinkRequestSchema,
  // The portal has a schema for a selected purchase, not for the body that lists them.
  createDraft: {
    safeParse: (value) => {
      const listed = (value as { selectedPurchases?: unknown }).selectedPurchases;
      const success =
        Array.isArray(listed) && listed.every((one) => portal.selectedPurchaseSchema.safeParse(one).success);
      return { success };
    },
  },
  submitGatekeepingRequest: portal.gatekeepingRequestSchema,
  withdraw: withdrawalRequestSchema,
  createQuote: portal.quoteRequestSchema,
};

interface Example {
  where: string;
  operationId: string;
  method: string;
  path: string;
  status: string | null;
  value: unknown;
}

const resolved = (node: Json): Json =>
  typeof node.$ref === 'string'
    ? (node.$ref
        .slice(2)
        .split('/')
        .reduce<unknown>((at, part) => (at as Json)[part], platformDocument) as Json)
    : node;

const examplesOf = (content: unknown): [string, unknown][] =>
  Object.entries(
    ((content as Json | undefined)?.['application/json'] as Json | undefined)?.examples ?? {},
  ).map(([name, example]) => [name, (example as Json).value]);

/** Every example of a JSON body in the document: requests and answers, errors included. */
const examples: Example[] = Object.entries(platformDocument.paths).flatMap(([path, item]) =>
  (['get', 'post', 'put'] as const).flatMap((method) => {
    const operation = item[method];
    if (!operation) return [];
    const operationId = String(operation.operationId);
    const body = (operation.requestBody as Json | undefined)?.content;
    return [
      ...examplesOf(body).map(([name, value]) => ({
        where: `${operationId} request ${name}`,
        operationId,
        method,
        path,
        status: null,
        value,
      })),
      ...Object.entries((operation.responses ?? {}) as Record<string, Json>).flatMap(([status, response]) =>
        examplesOf(resolved(response).content).map(([name, value]) => ({
          where: `${operationId} ${status} ${name}`,
          operationId,
          method,
          path,
          status,
          value,
        })),
      ),
    ];
  }),
);

/** Requests the portal has no schema for: what its builders make is checked against the document instead. */
const BUILT = ['updateDraft', 'checkAddress'];

/** The portal's reading of an example: its schema for the call, or for an error, the errors array it reads. */
function portalParserOf({ operationId, status }: Example): Parser | 'built' | undefined {
  if (status === null) return BUILT.includes(operationId) ? 'built' : portalRequests[operationId];
  return Number(status) >= 400 ? portal.apiErrorBodySchema : portalAnswers[`${operationId} ${status}`];
}

describe("the platform's document", () => {
  it('has examples of every answer the portal reads and every request it has a schema for', () => {
    const covered = new Set(
      examples.map(({ operationId, status }) => `${operationId} ${status ?? 'request'}`),
    );
    const wanted = [
      ...Object.keys(portalAnswers),
      ...Object.keys(portalRequests).map((operationId) => `${operationId} request`),
    ];
    expect(wanted.filter((key) => !covered.has(key))).toEqual([]);
  });

  it.each(examples)('$where fits the document and parses with the portal’s schema', (example) => {
    if (example.status === null) {
      expect(requestBody(example.operationId).safeParse(example.value)).toMatchObject({ success: true });
    } else {
      expect(() =>
        checkAnswer(example.method.toUpperCase(), example.path, Number(example.status), example.value),
      ).not.toThrow();
    }
    const parser = portalParserOf(example);
    if (!parser) throw new Error(`No portal schema is named for ${example.where}`);
    if (parser === 'built') return;
    const parsed = parser.safeParse(example.value);
    expect(parsed.success, JSON.stringify(parsed.error)).toBe(true);
  });

  it("takes the requests the portal's builders make", () => {
    const selectedPurchases = toSelectedPurchases(
      [
        selected('p-1', { returnReasonId: 101, returnReasonOtherComment: 'Too warm' }),
        selected('p-2', { returnReasonId: 'fit', exchangeValue: 'LS-L', exchangeProductId: 'pr-2' }),
      ],
      true,
    );
    expect(requestBody('createDraft').safeParse({ selectedPurchases })).toMatchObject({ success: true });
    // An exchange for another product, in both flows: the catalogue's variant with the price shown.
    const parka = selected('p-3', {
      operation: 'Exchange',
      returnReasonId: 'fit',
      exchangeValue: 'down-parka-m',
      exchangeVariant: 'Hooded Down Parka, M',
      exchangeProductId: 'prod-down-parka-M',
      exchangePrice: { value: 229, currency: 'EUR' },
    });
    expect(
      requestBody('createDraft').safeParse({ selectedPurchases: toSelectedPurchases([parka], false) }),
    ).toMatchObject({ success: true });
    const [parkaItem] = toQuoteItems([parka], { choice: 'refund', ecommerceless: false });
    expect(parkaItem).toMatchObject({
      type: 'EXCHANGE',
      exchangeToSku: 'down-parka-m',
      exchangePrice: { value: '229.00', currency: 'EUR' },
    });
    expect(component('QuoteItem').safeParse(parkaItem)).toMatchObject({ success: true });
    const option = portal.shippingOptionSchema.parse({
      id: 'so-1',
      price: { value: 4.95, currency: 'EUR' },
      service: 'PostNL',
      printerRequired: true,
      shippingProductKey: 'POSTNL',
      selectablePackageAmount: true,
      position: 1,
      variants: [
        { id: 'v-1', key: 'small', name: 'Small' },
        { id: 'v-2', key: 'large', name: 'Large' },
      ],
    });
    for (const update of [
      carrierUpdate(option),
      { packageAmount: 2 },
      { addInsurance: true },
      { tacAgreed: true },
    ]) {
      expect(requestBody('updateDraft').safeParse(update), JSON.stringify(update)).toMatchObject({
        success: true,
      });
    }
    const items = [
      selected('ord-1', {
        key: 'ord-159.95',
        returnReasonId: 'fit',
        returnReason: 'Does not fit',
        itemRef: { orderNumber: '100045' },
      }),
    ];
    const query = Object.fromEntries(
      [...new URLSearchParams(pricelistQuery(items, { ecommerceless: false, storeCredit: true }))].reduce(
        (all, [name, value]) => all.set(name, all.has(name) ? [all.get(name), value].flat() : value),
        new Map<string, string | (string | undefined)[] | undefined>(),
      ),
    );
    expect(requestQuery('pricelists').safeParse(query), JSON.stringify(query)).toMatchObject({
      success: true,
    });
    const address = {
      pricelistUuid: 'pl-1',
      postalCode: '1055GT',
      ...ADDRESS_PLACEHOLDERS,
      houseNumber: '13 C',
    };
    expect(requestBody('checkAddress').safeParse(address)).toMatchObject({ success: true });
    for (const ecommerceless of [false, true]) {
      const request = buildQuoteRequest({
        pricelistUuid: 'pl-1',
        quoteItems: toQuoteItems(items, { choice: 'store-credit', ecommerceless }),
        parcels: 2,
        insurance: { priceCents: 299, coverageCents: 20_000, currency: 'EUR' },
        insured: true,
        locale: 'en-gb',
        userProperties: { deviceId: 'd', sessionId: 's' },
        address: {
          streetAddress: 'Admiraal de Ruijterweg 13 C',
          postalCode: '1055GT',
          city: 'Amsterdam',
          street: 'Admiraal de Ruijterweg',
          houseNumber: '13 C',
          country: 'NL',
          ...(ecommerceless ? { firstName: 'Anna', lastName: 'de Vries' } : {}),
        },
        ecommerceless,
        timeslot: { start: '2026-02-02T09:00:00Z', end: '2026-02-02T13:00:00Z' },
      });
      expect(requestBody('createQuote').safeParse(request), JSON.stringify(request)).toMatchObject({
        success: true,
      });
    }
  });
});
