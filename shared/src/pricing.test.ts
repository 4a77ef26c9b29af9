import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  chosenRefundType,
  type ExchangeBonus,
  exchangeBonusCents,
  exchangeBonusOf,
  exchangeRestType,
  insuranceTier,
  priceLine,
  priceOf,
  productExchange,
  productExchangeOfItem,
  productExchangesToPayCents,
  refundAmounts,
  returnedUnits,
} from './pricing';
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

  it('chooses store credit when an exchange for another product sends its rest there, else a refund when a rest is paid back', () => {
    expect(chosenRefundType(['Exchange'], ['StoreCredit'])).toBe('StoreCredit');
    expect(chosenRefundType(['Refund', 'Exchange'], ['StoreCredit'])).toBe('StoreCredit');
    expect(chosenRefundType(['StoreCredit', 'Exchange'], ['Refund'])).toBe('StoreCredit');
    expect(chosenRefundType(['Exchange'], ['Refund'])).toBe('Refund');
    expect(chosenRefundType(['Exchange', 'Exchange'], [])).toBeNull();
  });

  it('gives an exchange’s rest the type the shopper chose only when it leaves a rest that way', () => {
    // The parka (€229.00) for the liner (€99.00) at nordwind: €130.00 back, or €145.00 in store credit.
    const liner = productExchange({
      returnedCents: 22_900,
      newCents: 9900,
      bonus: { type: 'PERCENTAGE', percentage: 10, capCents: 1500 },
    });
    expect(exchangeRestType(liner, 'StoreCredit')).toBe('StoreCredit');
    expect(exchangeRestType(liner, 'Refund')).toBe('Refund');
    expect(exchangeRestType(liner, undefined)).toBe('Refund');
    // A dearer product leaves none.
    const parka = productExchange({ returnedCents: 14_900, newCents: 22_900 });
    expect(exchangeRestType(parka, 'StoreCredit')).toBeNull();
    expect(exchangeRestType(parka, null)).toBeNull();
    // Only bonus left: store credit, but never money.
    const bonusLeft = productExchange({
      returnedCents: 10_000,
      newCents: 10_500,
      bonus: { type: 'FIXED_AMOUNT', amountCents: 1000 },
    });
    expect(exchangeRestType(bonusLeft, 'StoreCredit')).toBe('StoreCredit');
    expect(exchangeRestType(bonusLeft, 'Refund')).toBeNull();
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

describe('an exchange for another product', () => {
  const tenPercentUpTo10: ExchangeBonus = { type: 'PERCENTAGE', percentage: 10, capCents: 10_00 };

  it('a jacket of €149.00 for a parka of €229.00 with a 10 % bonus up to €10.00: the shopper pays €70.00', () => {
    expect(productExchange({ returnedCents: 149_00, newCents: 229_00, bonus: tenPercentUpTo10 })).toEqual({
      returnedCents: 149_00,
      bonusCents: 10_00,
      newCents: 229_00,
      toPayCents: 70_00,
      refundCents: 0,
      storeCreditCents: 0,
    });
  });

  it('a parka of €229.00 for a liner of €99.00: €130.00 back as money, or €140.00 as store credit with the bonus', () => {
    expect(
      productExchange({ returnedCents: 229_00, newCents: 99_00, bonus: tenPercentUpTo10 }),
    ).toMatchObject({
      bonusCents: 10_00,
      toPayCents: 0,
      refundCents: 130_00,
      storeCreditCents: 140_00,
    });
  });

  it('spends the bonus first: a new product between the value and the value with the bonus costs nothing, and pays back no money', () => {
    expect(
      productExchange({
        returnedCents: 100_00,
        newCents: 105_00,
        bonus: { type: 'FIXED_AMOUNT', amountCents: 8_00 },
      }),
    ).toMatchObject({ toPayCents: 0, refundCents: 0, storeCreditCents: 3_00 });
  });

  it('takes a percentage bonus of the returned value up to its cap, a fixed one as it is, and none without a setting', () => {
    expect(exchangeBonusCents(50_00, tenPercentUpTo10)).toBe(5_00);
    expect(exchangeBonusCents(500_00, tenPercentUpTo10)).toBe(10_00);
    expect(exchangeBonusCents(500_00, { type: 'PERCENTAGE', percentage: 10 })).toBe(50_00);
    expect(exchangeBonusCents(12_345, { type: 'PERCENTAGE', percentage: 10 })).toBe(12_35);
    expect(exchangeBonusCents(1, { type: 'FIXED_AMOUNT', amountCents: 5_00 })).toBe(5_00);
    expect(exchangeBonusCents(100_00, null)).toBe(0);
  });

  it('reads the shop’s setting in the order’s currency: a cap of €15.00 is £12.90 at 0.86, a fixed €5.00 is 56.00 SEK', () => {
    expect(exchangeBonusOf({ type: 'PERCENTAGE', percentage: 10, maximumAmount: 15 }, 0.86)).toEqual({
      type: 'PERCENTAGE',
      percentage: 10,
      capCents: 12_90,
    });
    expect(exchangeBonusOf({ type: 'FIXED_AMOUNT', amount: 5 }, 11.2)).toEqual({
      type: 'FIXED_AMOUNT',
      amountCents: 56_00,
    });
    expect(exchangeBonusOf({ type: 'PERCENTAGE', percentage: 10 }, 1)).toEqual({
      type: 'PERCENTAGE',
      percentage: 10,
      capCents: null,
    });
    for (const rate of [0, -1, Number.NaN, Number.POSITIVE_INFINITY])
      expect(exchangeBonusOf({ type: 'FIXED_AMOUNT', amount: 5 }, rate)).toBeNull();
    expect(exchangeBonusOf(undefined, 1)).toBeNull();
  });

  it('prices the jackets on nordwind (10 % up to €15) as docs/business-rules.md says', () => {
    const bonus = exchangeBonusOf({ type: 'PERCENTAGE', percentage: 10, maximumAmount: 15 }, 1);
    expect(productExchange({ returnedCents: 149_00, newCents: 229_00, bonus })).toMatchObject({
      bonusCents: 14_90,
      toPayCents: 65_10,
    });
    expect(productExchange({ returnedCents: 229_00, newCents: 99_00, bonus })).toMatchObject({
      refundCents: 130_00,
      storeCreditCents: 145_00,
    });
  });

  const bonuses = fc.option(
    fc.oneof(
      fc.record({
        type: fc.constant('PERCENTAGE' as const),
        percentage: fc.double({ min: 0, max: 100, noNaN: true }),
        capCents: fc.option(fc.nat({ max: 100_00 }), { nil: null }),
      }),
      fc.record({ type: fc.constant('FIXED_AMOUNT' as const), amountCents: fc.nat({ max: 100_00 }) }),
    ),
    { nil: null },
  );

  it('holds for any prices and bonus: what goes in is what comes out, in whole cents, and no money beyond what was paid comes back', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 10_000_00 }),
        fc.nat({ max: 10_000_00 }),
        bonuses,
        (returnedCents, newCents, bonus) => {
          const exchange = productExchange({ returnedCents, newCents, bonus });
          for (const cents of Object.values(exchange)) {
            expect(Number.isInteger(cents)).toBe(true);
            expect(cents).toBeGreaterThanOrEqual(0);
          }
          // Paid and the store credit balance what was given: the returned value and the bonus.
          expect(exchange.newCents + exchange.storeCreditCents).toBe(
            exchange.returnedCents + exchange.bonusCents + exchange.toPayCents,
          );
          // Either the shopper pays or something comes back, never both.
          if (exchange.toPayCents > 0) expect(exchange.refundCents + exchange.storeCreditCents).toBe(0);
          // Money back is never more than was paid, nor more than the store credit; the difference is bonus.
          expect(exchange.refundCents).toBeLessThanOrEqual(exchange.returnedCents);
          expect(exchange.storeCreditCents - exchange.refundCents).toBeGreaterThanOrEqual(0);
          expect(exchange.storeCreditCents - exchange.refundCents).toBeLessThanOrEqual(exchange.bonusCents);
          // A dearer product never costs less to take.
          expect(
            productExchange({ returnedCents, newCents: newCents + 1, bonus }).toPayCents,
          ).toBeGreaterThanOrEqual(exchange.toPayCents);
        },
      ),
    );
  });

  it('stays whole, non-negative cents whatever numbers arrive', () => {
    const huge = productExchange({
      returnedCents: Number.MAX_VALUE,
      newCents: 0,
      bonus: { type: 'PERCENTAGE', percentage: 1e9, capCents: null },
    });
    expect(Number.isSafeInteger(huge.storeCreditCents)).toBe(true);
    fc.assert(
      fc.property(
        anyNumber,
        anyNumber,
        anyNumber,
        anyNumber,
        (returnedCents, newCents, percentage, capCents) => {
          const exchange = productExchange({
            returnedCents,
            newCents,
            bonus: { type: 'PERCENTAGE', percentage, capCents },
          });
          for (const cents of Object.values(exchange)) {
            expect(Number.isSafeInteger(cents)).toBe(true);
            expect(cents).toBeGreaterThanOrEqual(0);
          }
        },
      ),
    );
  });
});

describe('a selected item’s exchange for another product', () => {
  const jacket = {
    itemRef: { price: 149 },
    quantity: 1,
    exchangePrice: { value: 229, currency: 'EUR' },
    exchangeBonus: { type: 'PERCENTAGE' as const, percentage: 10, capCents: 15_00 },
  };

  it('reads the item by the one rule: its price, the bonus on it and the new price, per unit exchanged', () => {
    expect(productExchangeOfItem(jacket)).toEqual(
      productExchange({ returnedCents: 149_00, newCents: 229_00, bonus: jacket.exchangeBonus }),
    );
    expect(productExchangeOfItem({ ...jacket, quantity: 2 })).toMatchObject({
      returnedCents: 298_00,
      bonusCents: 15_00,
      newCents: 458_00,
      toPayCents: 145_00,
    });
    // What was paid stands in for a product without a price, as in the refund rule.
    expect(productExchangeOfItem({ ...jacket, itemRef: {}, paidAmount: 149 })?.toPayCents).toBe(65_10);
  });

  it('is none for an item that is no exchange for another product, or has no price', () => {
    expect(productExchangeOfItem({ ...jacket, exchangePrice: undefined })).toBeNull();
    expect(productExchangeOfItem({ ...jacket, itemRef: {} })).toBeNull();
  });

  it('sums what a selection’s dearer exchanges cost; a cheaper one’s rest is not taken off', () => {
    const liner = { ...jacket, itemRef: { price: 229 }, exchangePrice: { value: 99, currency: 'EUR' } };
    expect(productExchangesToPayCents([jacket, liner, { quantity: 1 }])).toBe(65_10);
  });
});
