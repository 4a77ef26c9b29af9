import { describe, expect, it } from 'vitest';
import type { SelectedItem } from './model/selection';
import { productExchangeOfItem } from './pricing';
import { SelectionNotOnPlatformError, selectionFromDraft } from './purchase-items';
import { draftFlowShop, draftOf, draftPurchases, refundOf } from './testing/draft-selection';

describe('the selection made from the draft', () => {
  it("is select items' own: each entry the purchase's next returnable unit, with its reason in the page language", () => {
    const items = selectionFromDraft(
      draftOf([refundOf(), refundOf({ returnReasonId: 'other', returnReasonComment: 'Te kriebelig' })]),
      draftPurchases,
      draftFlowShop(),
      'nl',
    );
    expect(items.map((item) => [item.uid, item.paidAmount, item.returnReason])).toEqual([
      ['NW-1p11', 50, 'Past niet'],
      ['NW-1p12', 40, 'Anders'],
    ]);
    expect(items[1]).toMatchObject({
      returnReasonOtherText: 'Te kriebelig',
      name: 'Linen Shirt',
      quantity: 1,
    });
    expect(
      selectionFromDraft(draftOf([refundOf()]), draftPurchases, draftFlowShop(), 'en')[0]?.returnReason,
    ).toBe('Does not fit');
  });

  it("one card with the draft's quantity where the shop counts units with the stepper", () => {
    const [item] = selectionFromDraft(
      draftOf([refundOf({ quantity: 2 })]),
      draftPurchases,
      draftFlowShop({ selectItemsQtySelector: true }),
      'nl',
    );
    expect(item).toMatchObject({ uid: 'NW-1p1', quantity: 2 });
  });

  it('keeps an exchange for another product: the new variant, its name, price and bonus, and where the rest goes', () => {
    const euro = (value: string) => ({ value, currency: 'EUR' });
    const liner = (exchangeRefundType?: 'StoreCredit' | 'Refund') =>
      refundOf({
        resolutionType: 'Exchange',
        exchangeProductId: 'prod-liner-jacket-M',
        exchangePrice: euro('9.95'),
        ...(exchangeRefundType ? { exchangeRefundType } : {}),
      });
    const productExchanges = [
      {
        purchaseId: 'p1',
        exchangeProductId: 'prod-liner-jacket-M',
        name: 'Quilted Liner Jacket',
        sku: 'liner-jacket-m',
        variant: 'M',
        returnedValue: euro('59.95'),
        bonus: euro('6.00'),
        newPrice: euro('9.95'),
        toPay: euro('0.00'),
        refund: euro('50.00'),
        storeCredit: euro('56.00'),
      },
    ];
    const [credit] = selectionFromDraft(
      draftOf([liner('StoreCredit')], { productExchanges }),
      draftPurchases,
      draftFlowShop(),
      'nl',
    );
    expect(credit).toMatchObject({
      uid: 'NW-1p11',
      operation: 'Exchange',
      returnReason: 'Past niet',
      exchangeProductId: 'prod-liner-jacket-M',
      exchangeValue: 'liner-jacket-m',
      exchangeVariant: 'M',
      exchangeProductName: 'Quilted Liner Jacket',
      exchangePrice: { value: 9.95, currency: 'EUR' },
      exchangeBonus: { type: 'FIXED_AMOUNT', amountCents: 6_00 },
      exchangeRest: 'store-credit',
    });
    // The pages read the rebuilt item by the one rule and come to the platform's figures.
    expect(productExchangeOfItem(credit as SelectedItem)).toMatchObject({
      bonusCents: 6_00,
      refundCents: 50_00,
      storeCreditCents: 56_00,
    });
    const [refund] = selectionFromDraft(
      draftOf([liner('Refund')], { productExchanges }),
      draftPurchases,
      draftFlowShop(),
      'nl',
    );
    expect(refund?.exchangeValue).toBe('liner-jacket-m');
    expect(refund).not.toHaveProperty('exchangeRest');
    // A draft that names no SKU: the variant's id stands for it.
    const [unnamed] = selectionFromDraft(draftOf([liner()]), draftPurchases, draftFlowShop(), 'nl');
    expect(unnamed).toMatchObject({
      exchangeValue: 'prod-liner-jacket-M',
      exchangePrice: { value: 9.95, currency: 'EUR' },
    });
    expect(unnamed).not.toHaveProperty('exchangeRest');
  });

  it('refuses what only the tab knows: an exchange for another size, a purchase or unit the platform does not list, an unknown reason', () => {
    const refused = (entries: Record<string, unknown>[]) => () =>
      selectionFromDraft(draftOf(entries), draftPurchases, draftFlowShop(), 'nl');
    expect(refused([refundOf({ resolutionType: 'Exchange', exchangeProductId: 'x' })])).toThrow(
      SelectionNotOnPlatformError,
    );
    expect(refused([refundOf({ purchaseId: 'gone' })])).toThrow(SelectionNotOnPlatformError);
    expect(refused([refundOf(), refundOf(), refundOf()])).toThrow(SelectionNotOnPlatformError);
    expect(refused([refundOf({ returnReasonId: 'nope' })])).toThrow(SelectionNotOnPlatformError);
  });
});
