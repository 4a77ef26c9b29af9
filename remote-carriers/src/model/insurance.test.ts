import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  draftFlowInsuranceOffer,
  insuranceTier,
  insuranceTotalCents,
  quoteFlowInsuranceOffer,
  selectedItemsValueCents,
} from './insurance';

describe('insurance tiers', () => {
  it('covers 100 for 1.99 up to 100, 200 for 2.99 up to 300, 400 for 3.99 above', () => {
    expect(insuranceTier(0)).toEqual({ priceCents: 199, coverageCents: 10000, currency: 'EUR' });
    expect(insuranceTier(10000)).toMatchObject({ priceCents: 199, coverageCents: 10000 });
    expect(insuranceTier(10001)).toMatchObject({ priceCents: 299, coverageCents: 20000 });
    expect(insuranceTier(30000)).toMatchObject({ priceCents: 299, coverageCents: 20000 });
    expect(insuranceTier(30001)).toMatchObject({ priceCents: 399, coverageCents: 40000 });
  });

  it('never costs less for a higher value', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.nat(1_000_000), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(insuranceTier(low).priceCents).toBeLessThanOrEqual(insuranceTier(high).priceCents);
      }),
    );
  });

  it('values the selection by paid amount times quantity, in cents', () => {
    expect(
      selectedItemsValueCents([
        { paidAmount: 49.95, quantity: 2 },
        { paidAmount: 0.1, quantity: 3 },
        { quantity: 1 },
      ]),
    ).toBe(10020);
  });

  it('multiplies the price by the parcels', () => {
    expect(insuranceTotalCents(insuranceTier(20000), 3)).toBe(897);
  });
});

describe('the offer per flow', () => {
  it('quote flow: nothing unless enabled; the tier with the toggle on, else the pricelists price', () => {
    expect(quoteFlowInsuranceOffer({ enabled: false }, { itemsValueCents: 5000, tiers: true })).toBeNull();
    expect(
      quoteFlowInsuranceOffer(
        { enabled: true, price: '2.50', currency: 'EUR' },
        { itemsValueCents: 5000, tiers: true },
      ),
    ).toEqual({ priceCents: 199, coverageCents: 10000, currency: 'EUR' });
    expect(
      quoteFlowInsuranceOffer(
        { enabled: true, price: '2.50', currency: 'SEK' },
        { itemsValueCents: 5000, tiers: false },
      ),
    ).toEqual({ priceCents: 250, coverageCents: null, currency: 'SEK' });
    expect(
      quoteFlowInsuranceOffer({ enabled: true }, { itemsValueCents: 50000, tiers: false })?.priceCents,
    ).toBe(399);
  });

  it("draft flow: the draft's insurance quote", () => {
    expect(
      draftFlowInsuranceOffer({
        insuranceQuote: {
          coverage: { value: '200.00', currency: 'EUR' },
          price: { value: '2.99', currency: 'EUR' },
        },
      }),
    ).toEqual({ priceCents: 299, coverageCents: 20000, currency: 'EUR' });
    expect(draftFlowInsuranceOffer({ insuranceQuote: null })).toBeNull();
  });
});
