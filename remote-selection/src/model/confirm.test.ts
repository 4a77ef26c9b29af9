import type { ShippingOption } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { commonShippingOptions, toSelectedPurchases } from './confirm';

const option = (key: string) => ({ shippingProductKey: key }) as ShippingOption;

describe('confirm', () => {
  it('makes the draft purchases with resolution types', () => {
    const items = [
      {
        uid: 'a',
        key: 'a',
        purchaseId: 'p1',
        operation: 'Return' as const,
        quantity: 1,
        returnReasonId: '101',
      },
      {
        uid: 'b',
        key: 'b',
        purchaseId: 'p2',
        operation: 'Exchange' as const,
        quantity: 1,
        returnReasonId: 0,
        exchangeValue: 'shirt-l',
        exchangeProductId: 'shirt-l',
      },
    ];
    expect(toSelectedPurchases(items, false).map((item) => item.resolutionType)).toEqual([
      'Refund',
      'Exchange',
    ]);
    expect(toSelectedPurchases(items, true)[0]).toEqual({
      purchaseId: 'p1',
      returnReasonId: '101',
      returnReasonComment: null,
      exchangeProductId: null,
      resolutionType: 'StoreCredit',
    });
  });

  it('tells the platform how many units of a purchase are returned when more than one', () => {
    const item = {
      uid: 'a',
      key: 'a',
      purchaseId: 'p1',
      operation: 'Return' as const,
      returnReasonId: '101',
    };
    expect(toSelectedPurchases([{ ...item, quantity: 3 }], false)[0]?.quantity).toBe(3);
    expect(toSelectedPurchases([{ ...item, quantity: 1 }], false)[0]).not.toHaveProperty('quantity');
  });

  it('sends an exchange for another product with the price the shopper was shown, as decimal money', () => {
    const [parka] = toSelectedPurchases(
      [
        {
          uid: 'c',
          key: 'c',
          purchaseId: 'p3',
          operation: 'Exchange',
          quantity: 1,
          exchangeValue: 'down-parka-m',
          exchangeProductId: 'prod-down-parka-M',
          exchangePrice: { value: 229, currency: 'EUR' },
        },
      ],
      false,
    );
    expect(parka).toMatchObject({
      resolutionType: 'Exchange',
      exchangeProductId: 'prod-down-parka-M',
      exchangePrice: { value: '229.00', currency: 'EUR' },
    });
  });

  it('says a cheaper product’s rest goes to store credit only when the shopper chose it, and sends nothing for the default refund', () => {
    const liner = {
      key: 'c',
      purchaseId: 'p3',
      operation: 'Exchange' as const,
      quantity: 1,
      exchangeValue: 'liner-jacket-m',
      exchangeProductId: 'prod-liner-jacket-M',
      exchangePrice: { value: 99, currency: 'EUR' },
    };
    const [credit, refund, unchosen, ownSize] = toSelectedPurchases(
      [
        { ...liner, uid: 'c1', exchangeRest: 'store-credit' },
        { ...liner, uid: 'c2', exchangeRest: 'refund' },
        { ...liner, uid: 'c3' },
        // Another size of the same product carries no price, so no rest either.
        {
          uid: 'c4',
          key: 'd',
          purchaseId: 'p4',
          operation: 'Exchange',
          quantity: 1,
          exchangeValue: 'shirt-l',
          exchangeProductId: 'shirt-l',
          exchangeRest: 'store-credit',
        },
      ],
      true,
    );
    expect(credit).toMatchObject({ resolutionType: 'Exchange', exchangeRefundType: 'StoreCredit' });
    for (const sent of [refund, unchosen, ownSize]) {
      expect(sent?.resolutionType).toBe('Exchange');
      expect(sent).not.toHaveProperty('exchangeRefundType');
    }
  });

  it('keeps only the shipping options all items share', () => {
    expect(
      commonShippingOptions([[option('dpd'), option('dhl')], [option('dhl')]]).map(
        (o) => o.shippingProductKey,
      ),
    ).toEqual(['dhl']);
    expect(commonShippingOptions([[option('dpd')], [option('dhl')]])).toEqual([]);
  });
});
