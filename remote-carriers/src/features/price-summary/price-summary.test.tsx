// @vitest-environment jsdom

import { cleanUp, render, setUpTexts } from '@portal/shared/testing';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { draftFlowPriceSummary, quoteFlowPriceSummary } from '../../model/price-summary';
import { PriceSummary } from './price-summary';

beforeAll(setUpTexts);
afterEach(cleanUp);

/** The summary's lines as "term = amount" texts. */
const rows = (view: HTMLElement) =>
  [...view.querySelectorAll('.rp-price-summary__line')].map(
    (line) => `${line.querySelector('dt')?.textContent} = ${line.querySelector('dd')?.textContent}`,
  );

describe('price summary', () => {
  it('lists carrier × parcels, insurance and the handling fee × items, and their total beside the fee', async () => {
    const summary = quoteFlowPriceSummary({
      carrier: { price: '3.95', currency: 'EUR' },
      parcels: 2,
      insurance: { priceCents: 250, coverageCents: null, currency: 'EUR' },
      insured: true,
      handlingFeePerItem: { price: '1.00', currency: 'EUR' },
      units: 3,
    });
    const view = await render(<PriceSummary summary={summary} />);
    expect(view.querySelector('h2')?.textContent).toBe('Costs');
    expect(rows(view)).toEqual([
      'Shipping2 × €3.95 = €7.90',
      'Insurance2 × €2.50 = €5.00',
      'Handling fee3 × €1.00 = €3.00',
      'Amount to be paid = €15.90',
    ]);
  });

  it('shows the total as the amount to be paid, and "Free" for a free carrier', async () => {
    const summary = quoteFlowPriceSummary({
      carrier: { price: '0.00', currency: 'EUR' },
      parcels: 1,
      insurance: { priceCents: 250, coverageCents: null, currency: 'EUR' },
      insured: true,
      handlingFeePerItem: { price: '0.00', currency: 'EUR' },
      units: 1,
    });
    const view = await render(<PriceSummary summary={summary} />);
    expect(rows(view)).toEqual(['Shipping = Free', 'Insurance = €2.50', 'Amount to be paid = €2.50']);
  });

  it('labels the total as deducted for a deduction charge type, with the return request fee', async () => {
    const summary = draftFlowPriceSummary(
      {
        consumerId: 'c1',
        totalPrice: { value: '4.90', currency: 'EUR' },
        shippingOptionsShouldBeFree: false,
        refundOptions: [],
        selectedPurchases: [{ purchaseId: 'p1', resolutionType: 'Refund' }],
        returnRequestsChargedFor: 1,
        maxReturnShipments: 4,
        minReturnShipments: 1,
        packageCount: 1,
        packageAmount: 1,
        totalReturnRequestFee: { value: '1.95', currency: 'EUR' },
        returnRequestFee: { value: '1.95', currency: 'EUR' },
        shippingOptionQuote: { shippingOptionId: 'dpd', price: { value: '2.95', currency: 'EUR' } },
        addInsurance: false,
        tacAgreed: false,
      },
      { returnPolicyChargeType: 'deduction' },
    );
    const view = await render(<PriceSummary summary={summary} />);
    expect(rows(view)).toEqual([
      'Shipping = €2.95',
      'Return request fee = €1.95',
      'Amount to be deducted from your refund = €4.90',
    ]);
  });

  it('shows nothing when there is nothing to sum', async () => {
    const summary = quoteFlowPriceSummary({
      carrier: null,
      parcels: 1,
      insurance: null,
      insured: false,
      handlingFeePerItem: null,
      units: 1,
    });
    const view = await render(<PriceSummary summary={summary} />);
    expect(view.innerHTML).toBe('');
  });
});
