import { describe, expect, it } from 'vitest';
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

  it('refuses what only the tab knows: an exchange, a purchase or unit the platform does not list, an unknown reason', () => {
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
