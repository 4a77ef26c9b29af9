import type { DraftReturnOrder } from '@portal/shared';
import { draftReturnOrderSchema } from '@portal/shared/schemas';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { insuranceTier } from './insurance';
import {
  draftFlowPriceSummary,
  quoteFlowPriceSummary,
  returnRequestFeeLine,
  TOTAL_LABEL_KEYS,
  totalLabelKey,
} from './price-summary';

const carrier = { price: '4.95', currency: 'EUR' };

describe('quote flow summary', () => {
  it('multiplies the carrier and insurance by the parcels, without float drift', () => {
    const summary = quoteFlowPriceSummary({
      carrier: { price: '0.10', currency: 'EUR' },
      parcels: 3,
      insurance: { priceCents: 20, coverageCents: null, currency: 'EUR' },
      insured: true,
      handlingFeePerItem: null,
      units: 2,
    });
    expect(summary.lines.map((entry) => [entry.kind, entry.cents])).toEqual([
      ['carrier', 30],
      ['insurance', 60],
    ]);
    expect(summary.totalCents).toBe(90);
    expect(summary.total).toBe(0.9);
    expect(summary.showTotal).toBe(true);
  });

  it('leaves insurance out unless chosen', () => {
    const summary = quoteFlowPriceSummary({
      carrier,
      parcels: 2,
      insurance: insuranceTier(5000),
      insured: false,
      handlingFeePerItem: undefined,
      units: 1,
    });
    expect(summary.lines.map((entry) => entry.kind)).toEqual(['carrier']);
    expect(summary.totalCents).toBe(990);
  });

  it('charges the handling fee per selected item, and shows the total it makes: what the payment page charges', () => {
    const summary = quoteFlowPriceSummary({
      carrier,
      parcels: 1,
      insurance: null,
      insured: false,
      handlingFeePerItem: { price: '1.50', currency: 'EUR' },
      units: 3,
    });
    expect(summary.lines.at(-1)).toMatchObject({
      kind: 'handling_fee',
      quantity: 3,
      unitCents: 150,
      cents: 450,
    });
    expect(summary.totalCents).toBe(945);
    expect(summary.showTotal).toBe(true);
  });

  it('adds the exchanges for dearer products as the page priced them, into the total the quote charges', () => {
    const summary = quoteFlowPriceSummary({
      carrier,
      parcels: 1,
      insurance: null,
      insured: false,
      handlingFeePerItem: null,
      units: 1,
      productExchangeCents: 65_10,
    });
    expect(summary.lines.map((entry) => [entry.kind, entry.cents])).toEqual([
      ['carrier', 495],
      ['product_exchange', 65_10],
    ]);
    expect(summary.totalCents).toBe(70_05);
  });

  it('hides the total when the sum is zero, and has no fee line for a zero fee', () => {
    const summary = quoteFlowPriceSummary({
      carrier: { price: '0.00', currency: 'EUR' },
      parcels: 1,
      insurance: null,
      insured: false,
      handlingFeePerItem: { price: '0.00', currency: 'EUR' },
      units: 2,
    });
    expect(summary.lines.map((entry) => entry.kind)).toEqual(['carrier']);
    expect(summary.showTotal).toBe(false);
  });

  it('adds up like whole cents for any prices', () => {
    fc.assert(
      fc.property(
        fc.nat(100_000),
        fc.integer({ min: 1, max: 4 }),
        fc.nat(1000),
        fc.integer({ min: 1, max: 9 }),
        (price, parcels, fee, items) => {
          const summary = quoteFlowPriceSummary({
            carrier: { price: (price / 100).toFixed(2), currency: 'EUR' },
            parcels,
            insurance: null,
            insured: false,
            handlingFeePerItem: { price: (fee / 100).toFixed(2), currency: 'EUR' },
            units: items,
          });
          expect(summary.totalCents).toBe(price * parcels + fee * items);
        },
      ),
    );
  });

  it('labels the total by the return policy charge type', () => {
    expect(totalLabelKey('deduction')).toBe(TOTAL_LABEL_KEYS.deducted);
    expect(totalLabelKey('DEDUCTION')).toBe(TOTAL_LABEL_KEYS.deducted);
    expect(totalLabelKey('payment')).toBe(TOTAL_LABEL_KEYS.paid);
    expect(totalLabelKey(undefined)).toBe(TOTAL_LABEL_KEYS.paid);
  });
});

const draft = (overrides: Record<string, unknown> = {}): DraftReturnOrder =>
  draftReturnOrderSchema.parse({
    consumerId: 'c1',
    totalPrice: { value: '59.95', currency: 'EUR' },
    selectedPurchases: [
      { purchaseId: 'p1', resolutionType: 'Refund' },
      { purchaseId: 'p2', resolutionType: 'Refund' },
      { purchaseId: 'p3', resolutionType: 'Exchange' },
    ],
    packageAmount: 2,
    shippingOptionQuote: {
      shippingOptionId: 'dhl',
      price: { value: '4.95', currency: 'EUR' },
      variant: null,
    },
    insuranceQuote: {
      coverage: { value: '100.00', currency: 'EUR' },
      price: { value: '1.99', currency: 'EUR' },
    },
    ...overrides,
  });

describe('draft flow summary', () => {
  it('takes the quote price times the parcels and insurance when added', () => {
    const summary = draftFlowPriceSummary(draft({ addInsurance: true }), {
      returnPolicyChargeType: 'deduction',
    });
    expect(summary.lines.map((entry) => [entry.kind, entry.cents])).toEqual([
      ['carrier', 990],
      ['insurance', 398],
    ]);
    expect(summary.totalCents).toBe(1388);
    expect(summary.totalLabelKey).toBe(TOTAL_LABEL_KEYS.deducted);
    expect(summary.showTotal).toBe(true);
  });

  it('adds what the platform charges for exchanges for dearer products, and nothing for a cheaper one', () => {
    const eur = (value: string) => ({ value, currency: 'EUR' });
    const exchange = (toPay: string, refund: string) => ({
      purchaseId: 'p',
      exchangeProductId: 'v',
      returnedValue: eur('0.00'),
      bonus: eur('0.00'),
      newPrice: eur('0.00'),
      toPay: eur(toPay),
      refund: eur(refund),
      storeCredit: eur(refund),
    });
    const summary = draftFlowPriceSummary(
      draft({ productExchanges: [exchange('65.10', '0.00'), exchange('0.00', '130.00')] }),
      {},
    );
    expect(summary.lines.map((entry) => [entry.kind, entry.cents])).toEqual([
      ['carrier', 990],
      ['product_exchange', 65_10],
    ]);
    expect(summary.totalCents).toBe(990 + 65_10);
  });

  it('charges nothing for shipping when the draft says it should be free', () => {
    expect(draftFlowPriceSummary(draft({ shippingOptionsShouldBeFree: true }), {}).totalCents).toBe(0);
  });

  it('takes the return request fee the server charges', () => {
    const fee = { value: '1.95', currency: 'EUR' };
    expect(
      returnRequestFeeLine(
        draft({
          returnRequestFee: fee,
          returnRequestFeeThreshold: 50,
          returnRequestsChargedFor: 2,
          totalReturnRequestFee: { value: '3.90', currency: 'EUR' },
        }),
      ),
    ).toEqual({ kind: 'return_request_fee', quantity: 2, unitCents: 195, cents: 390, amount: 3.9 });
    expect(
      returnRequestFeeLine(
        draft({
          returnRequestFee: fee,
          returnRequestsChargedFor: 0,
          totalReturnRequestFee: { value: '0.00', currency: 'EUR' },
        }),
      ),
    ).toBeNull();
  });

  it('without the server’s total, charges the fee per returned purchase above the threshold', () => {
    const fee = { value: '2.00', currency: 'EUR' };
    expect(returnRequestFeeLine(draft({ returnRequestFee: fee, returnRequestFeeThreshold: 3 }))).toBeNull();
    expect(
      returnRequestFeeLine(draft({ returnRequestFee: fee, returnRequestFeeThreshold: 1 })),
    ).toMatchObject({
      quantity: 2,
      unitCents: 200,
      cents: 400,
    });
    expect(returnRequestFeeLine(draft({ returnRequestFee: { value: '0.00', currency: 'EUR' } }))).toBeNull();
    const withFee = draftFlowPriceSummary(draft({ returnRequestFee: fee, returnRequestFeeThreshold: 2 }), {});
    expect(withFee.lines.map((entry) => entry.kind)).toEqual(['carrier', 'return_request_fee']);
    expect(withFee.totalCents).toBe(1190);
  });
});
