import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chosenRefundType, insuranceTier, priceLine, priceOf, refundAmounts, returnedUnits } from './pricing';
import { anyNumber } from './testing/hostile';

describe('the price of a return', () => {
  it('charges the handling fee per returned unit: a dress twice and a scarf once are 3 fees', () => {
    const units = returnedUnits([{ quantity: 2 }, { quantity: 1 }]);
    expect(units).toBe(3);
    const price = priceOf({
      carrierCents: 495,
      parcels: 1,
      insuranceCents: null,
      handlingFee: { unitCents: 100, units },
    });
    expect(price.lines.map(({ kind, quantity, cents }) => [kind, quantity, cents])).toEqual([
      ['carrier', 1, 495],
      ['handling_fee', 3, 300],
    ]);
    expect(price.totalCents).toBe(795);
  });

  it('counts an item without a quantity once', () => {
    expect(returnedUnits([{}, { quantity: null }, { quantity: 4 }])).toBe(6);
  });

  it('makes no fee line for a zero fee, and a "free" carrier line for a free carrier', () => {
    const price = priceOf({
      carrierCents: 0,
      parcels: 2,
      insuranceCents: 299,
      handlingFee: { unitCents: 0, units: 3 },
    });
    expect(price.lines.map((line) => line.kind)).toEqual(['carrier', 'insurance']);
    expect(price.totalCents).toBe(598);
  });

  it('prices insurance by the goods’ tier: €144.45 is €2.99 per parcel, covered up to €200.00', () => {
    expect(insuranceTier(14_445)).toEqual({ priceCents: 299, coverageCents: 20_000, currency: 'EUR' });
    expect(insuranceTier(10_000).priceCents).toBe(199);
    expect(insuranceTier(30_001).priceCents).toBe(399);
  });

  it('totals its lines exactly, each line its unit times its count', () => {
    fc.assert(
      fc.property(
        fc.option(fc.nat({ max: 100_00 }), { nil: null }),
        fc.integer({ min: 1, max: 4 }),
        fc.option(fc.nat({ max: 10_00 }), { nil: null }),
        fc.nat({ max: 5_00 }),
        fc.array(fc.integer({ min: 1, max: 9 }), { maxLength: 6 }),
        fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
        (carrierCents, parcels, insuranceCents, feeCents, quantities, requests) => {
          const units = returnedUnits(quantities.map((quantity) => ({ quantity })));
          const price = priceOf({
            carrierCents,
            parcels,
            insuranceCents,
            handlingFee: { unitCents: feeCents, units },
            returnRequestFee: requests === null ? null : priceLine('return_request_fee', 195, requests),
          });
          const expected =
            (carrierCents ?? 0) * parcels +
            (insuranceCents ?? 0) * parcels +
            feeCents * units +
            (requests ?? 0) * 195;
          expect(price.totalCents).toBe(expected);
          expect(price.lines.every((line) => line.cents === line.unitCents * line.quantity)).toBe(true);
          expect(units).toBe(quantities.reduce((sum, quantity) => sum + quantity, 0));
        },
      ),
    );
  });
});

describe('the price of a return with hostile input (property tests)', () => {
  it('every line and the total are whole cents, never NaN, whatever the figures', () => {
    fc.assert(
      fc.property(
        fc.option(anyNumber, { nil: null }),
        anyNumber,
        fc.option(anyNumber, { nil: null }),
        fc.option(fc.record({ unitCents: anyNumber, units: anyNumber }), { nil: null }),
        (carrierCents, parcels, insuranceCents, handlingFee) => {
          const price = priceOf({ carrierCents, parcels, insuranceCents, handlingFee });
          for (const line of price.lines) {
            expect(Number.isInteger(line.cents)).toBe(true);
            expect(Number.isInteger(line.unitCents)).toBe(true);
            expect(Number.isInteger(line.quantity)).toBe(true);
            expect(Number.isNaN(line.amount)).toBe(false);
          }
          expect(Number.isInteger(price.totalCents)).toBe(true);
        },
      ),
    );
  });

  it('counts units and prices insurance for any quantity or value without NaN', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ quantity: fc.option(anyNumber, { nil: null }) })),
        anyNumber,
        (items, value) => {
          const units = returnedUnits(items);
          expect(Number.isInteger(units)).toBe(true);
          expect(units).toBeGreaterThanOrEqual(items.length);
          const offer = insuranceTier(value);
          expect(Number.isInteger(offer.priceCents)).toBe(true);
          expect(offer.priceCents).toBeGreaterThan(0);
        },
      ),
    );
    expect(priceLine('carrier', 2.5, 1.9)).toMatchObject({ unitCents: 3, quantity: 1, cents: 3 });
    expect(returnedUnits([{ quantity: Number.NaN }])).toBe(1);
  });
});

describe('what a return pays back', () => {
  it('refunds the returned lines’ price × quantity and nothing for an exchange', () => {
    const amounts = refundAmounts([
      { unitCents: 5995, quantity: 2, exchange: false },
      { unitCents: 2495, quantity: 1, exchange: false },
      { unitCents: 8900, quantity: 1, exchange: true },
    ]);
    expect(amounts).toEqual({ refundCents: 14_485, storeCreditCents: 14_485 });
  });

  it('adds the store-credit bonus to the store credit only', () => {
    expect(refundAmounts([{ unitCents: 4995, exchange: false }], 500)).toEqual({
      refundCents: 4995,
      storeCreditCents: 5495,
    });
  });

  it('chooses store credit when a returned purchase is store credit, and nothing for exchanges only', () => {
    expect(chosenRefundType(['Exchange', 'StoreCredit'])).toBe('StoreCredit');
    expect(chosenRefundType(['Refund', 'Exchange'])).toBe('Refund');
    expect(chosenRefundType(['Exchange'])).toBeNull();
    expect(chosenRefundType([])).toBeNull();
  });

  it('pays nothing back when every item is exchanged', () => {
    expect(refundAmounts([{ unitCents: 4995, quantity: 3, exchange: true }], 500).refundCents).toBe(0);
  });

  it('is whole cents, never NaN or negative bonus, whatever arrives', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ unitCents: anyNumber, quantity: anyNumber, exchange: fc.boolean() })),
        anyNumber,
        (lines, incentive) => {
          const { refundCents, storeCreditCents } = refundAmounts(lines, incentive);
          expect(Number.isSafeInteger(refundCents)).toBe(true);
          expect(Number.isNaN(storeCreditCents)).toBe(false);
          expect(storeCreditCents).toBeGreaterThanOrEqual(refundCents);
        },
      ),
    );
  });
});
