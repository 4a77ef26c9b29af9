/**
 * The quote flow's money: whatever the shopper picks, the payment the sandbox asks is the total the
 * carriers step's price summary shows. The page's side is the step's own model functions (the
 * summary, the insurance offer, the quote request) and confirm items' quote items, fed with the
 * pricelists the sandbox answers.
 */
import { returnedUnits } from '@portal/shared/pricing';
import { toQuoteItems } from '@portal/shared/quotes';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  quoteFlowInsuranceOffer,
  selectedItemsValueCents,
} from '../../../../remote-carriers/src/model/insurance';
import { quoteFlowPriceSummary } from '../../../../remote-carriers/src/model/price-summary';
import { buildQuoteRequest } from '../../../../remote-carriers/src/model/quote-request';
import { buildSandbox, type SandboxContext, sandboxContextOf } from '../app';
import { isPickup } from '../data/carriers';
import { type Pricelists, pricelistsSchema, quoteResponseSchema } from '../platform/api';
import { shoppers, signIn, type TestSession } from '../test-support';

/** The selected item the portal's quote builder takes (the root entry re-exports the portal's schemas, so not from there). */
type SelectedItem = Parameters<typeof toQuoteItems>[0][number];

let app: FastifyInstance;
let context: SandboxContext;
beforeAll(async () => {
  app = await buildSandbox({
    publicUrl: 'http://sandbox.test',
    portalOrigin: 'https://{merchant}.portal.test',
    authAttemptsPerMinute: 1000,
  });
  context = sandboxContextOf(app)!;
});
afterAll(() => app.close());

const DRESS = 'ord-atelier-100045-1';
const CHINOS = 'ord-atelier-100045-2';

/**
 * Forgets a probe quote: a quote holds its units (docs/business-rules.md#your-returns), and these
 * probes quote the same items again and again.
 */
const releaseUnits = (quoteUuid: string) => context.quotes.remove(quoteUuid);

/** An atelier item as select items makes it (the quantity stepper is on there). */
const atelierItem = (purchaseId: string, paidAmount: number, quantity: number): SelectedItem => ({
  uid: `100045${purchaseId}`,
  key: `${purchaseId}${paidAmount}`,
  purchaseId,
  operation: 'Return',
  quantity,
  paidAmount,
  returnReasonId: 'fit',
  returnReason: 'Does not fit',
  itemRef: { orderNumber: '100045' },
});

/** A kiosk item the shopper typed in. */
const typedItem = (name: string, quantity: number): SelectedItem => ({
  uid: name,
  key: name,
  purchaseId: '',
  operation: 'Return',
  quantity,
  name,
  color: 'Blue',
  variant: 'M',
  returnReasonId: '1',
  returnReason: 'Too small',
});

async function pricelistsFor(session: TestSession, query: string): Promise<Pricelists> {
  const response = await app.inject({
    url: `/volta/pricelists?${query}`,
    headers: { cookie: session.cookie },
  });
  return pricelistsSchema.parse(response.json());
}

interface Choice {
  carrierIndex: number;
  parcels: number;
  insured: boolean;
  tiers: boolean;
}

/** The page's summary total and the amount the sandbox's payment asks (0 without a payment), in cents. */
async function shownAndCharged(
  session: TestSession,
  pricelists: Pricelists,
  selected: SelectedItem[],
  choice: Choice,
  ecommerceless: boolean,
) {
  const carrier = pricelists.items[choice.carrierIndex % pricelists.items.length]!;
  const offer = quoteFlowInsuranceOffer(pricelists.insurance, {
    itemsValueCents: selectedItemsValueCents(selected),
    tiers: choice.tiers,
  });
  const insured = offer !== null && choice.insured;
  const summary = quoteFlowPriceSummary({
    carrier: { price: carrier.price, currency: carrier.currency },
    parcels: choice.parcels,
    insurance: offer,
    insured,
    handlingFeePerItem: pricelists.handlingFeePerItem,
    units: returnedUnits(selected),
  });
  const pickup = isPickup(carrier.courierService.type);
  const request = buildQuoteRequest({
    pricelistUuid: carrier.uuid,
    // A typed item names the shopper's own order: lukas's on kiosk.
    quoteItems: toQuoteItems(selected, {
      choice: 'refund',
      orderNumber: ecommerceless ? shoppers.lukas.orderNumber : '100045',
      ecommerceless,
    }),
    parcels: choice.parcels,
    insurance: offer,
    insured,
    locale: 'nl',
    userProperties: { deviceId: 'd', sessionId: 's' },
    // A pickup's address and window as the carriers step sends them.
    address: pickup
      ? {
          streetAddress: 'Oudegracht 158',
          postalCode: '3511 AB',
          city: 'Utrecht',
          street: 'Oudegracht',
          houseNumber: '158',
          country: 'NL',
        }
      : null,
    ecommerceless,
    timeslot: pickup ? { start: '2026-03-16T08:00:00.000Z', end: '2026-03-16T12:00:00.000Z' } : null,
  });
  const response = await app.inject({
    method: 'POST',
    url: '/volta/quotes',
    headers: { cookie: session.cookie, 'x-re-request-uuid': crypto.randomUUID() },
    payload: request,
  });
  expect(response.statusCode, response.body).toBe(200);
  const quote = quoteResponseSchema.parse(response.json());
  const payment = quote.paymentUrl
    ? context.payments.get(quote.paymentUrl.split('/').pop() ?? '')
    : undefined;
  releaseUnits(quote.quoteUuid);
  return { shown: summary.totalCents, charged: Math.round((payment?.amount ?? 0) * 100) };
}

const choices = fc.record({
  carrierIndex: fc.nat({ max: 20 }),
  parcels: fc.integer({ min: 1, max: 4 }),
  insured: fc.boolean(),
  tiers: fc.boolean(),
});

describe('the quote the sandbox charges is the total the page shows', () => {
  it('on atelier: any carrier, 1 to 4 parcels, insurance flat or by tier, 1 to 3 dresses and the chinos', async () => {
    const session = await signIn(app, shoppers.sophie);
    await fc.assert(
      fc.asyncProperty(
        choices,
        fc.integer({ min: 0, max: 3 }),
        fc.boolean(),
        async (choice, dresses, chinos) => {
          const selected = [
            ...(dresses > 0 ? [atelierItem(DRESS, 74.5, dresses)] : []),
            ...(chinos || dresses === 0 ? [atelierItem(CHINOS, 69.95, 1)] : []),
          ];
          const query = new URLSearchParams(selected.map((item) => ['product-keys', item.key]));
          const pricelists = await pricelistsFor(session, query.toString());
          const { shown, charged } = await shownAndCharged(session, pricelists, selected, choice, false);
          expect(charged).toBe(shown);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('on kiosk: any carrier and parcels, typed items with quantities above 1, a handling fee per unit', async () => {
    const session = await signIn(app, shoppers.lukas);
    const pricelists = await pricelistsFor(session, 'country-code=DE');
    await fc.assert(
      fc.asyncProperty(
        choices,
        fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 4 }),
        async (choice, quantities) => {
          const selected = quantities.map((quantity, index) => typedItem(`Item ${index}`, quantity));
          const { shown, charged } = await shownAndCharged(session, pricelists, selected, choice, true);
          expect(charged).toBe(shown);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('charges a Summer dress twice and a Wool scarf once with DHL on kiosk €4.95 + 3 × €1.00', async () => {
    const session = await signIn(app, shoppers.lukas);
    const pricelists = await pricelistsFor(session, 'country-code=DE');
    const dhl = pricelists.items.findIndex((item) => item.uuid === 'pl-kiosk-de-dhl');
    const { shown, charged } = await shownAndCharged(
      session,
      pricelists,
      [typedItem('Summer dress', 2), typedItem('Wool scarf', 1)],
      { carrierIndex: dhl, parcels: 1, insured: false, tiers: false },
      true,
    );
    expect({ shown, charged }).toEqual({ shown: 795, charged: 795 });
  });
});

describe('insurance prices in a quote', () => {
  const quoteWith = async (insurance: Record<string, unknown>) => {
    const session = await signIn(app, shoppers.sophie);
    const response = await app.inject({
      method: 'POST',
      url: '/volta/quotes',
      headers: { cookie: session.cookie },
      payload: {
        pricelistUuid: 'pl-atelier-dpd',
        quoteItems: [DRESS, CHINOS].map((itemId) => ({
          itemId,
          orderNumber: '100045',
          returnReason: { content: 'Does not fit', type: 1, value: 'fit' },
          type: 'REFUND',
        })),
        isInsured: true,
        parcelAmount: 2,
        locale: 'NL',
        userProperties: { deviceId: 'd', sessionId: 's' },
        ...insurance,
      },
    });
    if (response.statusCode === 200) releaseUnits(quoteResponseSchema.parse(response.json()).quoteUuid);
    return response;
  };
  const amountOf = (body: unknown) => {
    const { paymentUrl } = quoteResponseSchema.parse(body);
    return context.payments.get(paymentUrl?.split('/').pop() ?? '')?.amount;
  };

  it('charges the tier of the goods (€144.45: €2.99) when the portal quoted it, and the flat €2.50 otherwise (DPD €3.95, 2 parcels)', async () => {
    const tier = await quoteWith({ insurancePrice: '2.99', insuranceCurrency: 'EUR' });
    expect(tier.statusCode).toBe(200);
    expect(amountOf(tier.json())).toBe(13.88);
    const flat = await quoteWith({ insurancePrice: '2.50', insuranceCurrency: 'EUR' });
    expect(amountOf(flat.json())).toBe(12.9);
    const unnamed = await quoteWith({ insurancePrice: null, insuranceCurrency: null });
    expect(amountOf(unnamed.json())).toBe(12.9);
  });

  it('refuses a price that is neither: another tier, any other amount, the tier in another currency', async () => {
    for (const insurance of [
      { insurancePrice: '1.99', insuranceCurrency: 'EUR' },
      { insurancePrice: '3.99', insuranceCurrency: 'EUR' },
      { insurancePrice: '0.01', insuranceCurrency: 'EUR' },
      { insurancePrice: '2.99', insuranceCurrency: 'GBP' },
    ]) {
      const refused = await quoteWith(insurance);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        errors: [{ code: 'quote_400', message: expect.stringMatching(/insurance price/i) }],
      });
    }
  });
});
