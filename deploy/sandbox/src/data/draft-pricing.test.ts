import { describe, expect, it } from 'vitest';
import type { SelectedPurchase } from '../platform/api';
import {
  buildDraft,
  type DraftChoices,
  draftShippingOptions,
  draftShopOf,
  MAX_RETURN_SHIPMENTS,
  NO_CHOICES,
} from './draft-pricing';
import { toPurchases } from './purchases';
import { ordersOf } from './seed';

const emma = toPurchases(
  ordersOf({ merchant: 'nordwind', email: 'emma@example.com' }),
  'http://a',
  new Date(),
);
const oliver = toPurchases(
  ordersOf({ merchant: 'nordwind', email: 'oliver@example.co.uk' }),
  'http://a',
  new Date(),
);
const nora = toPurchases(ordersOf({ merchant: 'vault', email: 'nora@example.se' }), 'http://a', new Date());

const tote = 'ord-nordwind-NW-1001-4'; // 24.95 EUR
const sweater = 'ord-nordwind-NW-1001-2'; // 89.00 EUR
const shirt = 'ord-nordwind-NW-1001-1'; // 59.95 EUR, exchangeable
const chinos = 'ord-nordwind-NW-0987-1'; // 69.95 EUR, another order

const refund = (purchaseId: string): SelectedPurchase => ({ purchaseId, resolutionType: 'Refund' });
const exchange = (purchaseId: string): SelectedPurchase => ({
  purchaseId,
  resolutionType: 'Exchange',
  exchangeProductId: 'prod-linen-shirt-L',
});
const choose = (choices: Partial<DraftChoices>): DraftChoices => ({ ...NO_CHOICES, ...choices });
const nordwind = draftShopOf('nordwind');

describe('draft pricing', () => {
  it('prices shipping per parcel, insurance per parcel and the return request fee into the total', () => {
    const draft = buildDraft(
      'c',
      [refund(tote)],
      emma,
      nordwind,
      choose({ shippingOptionId: 'nordwind-nl-dpd', packageAmount: 3, addInsurance: true }),
    );
    expect(draft.shippingOptionQuote).toEqual({
      shippingOptionId: 'nordwind-nl-dpd',
      price: { value: '2.95', currency: 'EUR' },
      variant: null,
    });
    expect(draft.shippingOptionTotal).toEqual({ value: '8.85', currency: 'EUR' });
    expect(draft.insuranceQuote).toEqual({
      coverage: { value: '100.00', currency: 'EUR' },
      price: { value: '1.99', currency: 'EUR' },
    });
    expect(draft.insuranceTotal).toEqual({ value: '5.97', currency: 'EUR' });
    // The tote alone refunds 24.95, below the 50.00 threshold: its request is charged.
    expect(draft.returnRequestFee).toEqual({ value: '1.95', currency: 'EUR' });
    expect(draft.returnRequestFeeThreshold).toBe(50);
    expect(draft.returnRequestsChargedFor).toBe(1);
    expect(draft.totalReturnRequestFee).toEqual({ value: '1.95', currency: 'EUR' });
    expect(draft.totalPrice).toEqual({ value: '16.77', currency: 'EUR' });
    expect(draft).toMatchObject({ minReturnShipments: 1, maxReturnShipments: 4, packageAmount: 3 });
  });

  it('charges the fee per order below the threshold, and none at or above it', () => {
    const above = buildDraft('c', [refund(sweater)], emma, nordwind);
    expect(above.returnRequestsChargedFor).toBe(0);
    expect(above.totalReturnRequestFee?.value).toBe('0.00');
    expect(above.totalPrice.value).toBe('0.00');
    // Two orders: the tote's (24.95) is charged, the chinos' (69.95) is not.
    const two = buildDraft('c', [refund(tote), refund(chinos)], emma, nordwind);
    expect(two.returnRequestsChargedFor).toBe(1);
    expect(two.totalReturnRequestFee?.value).toBe('1.95');
    // Tote and sweater are one order of 113.95: not charged.
    expect(buildDraft('c', [refund(tote), refund(sweater)], emma, nordwind).returnRequestsChargedFor).toBe(0);
  });

  it('makes shipping free for an exchange-only draft, which also pays no request fee', () => {
    const draft = buildDraft(
      'c',
      [exchange(shirt)],
      emma,
      nordwind,
      choose({ shippingOptionId: 'nordwind-nl-dpd', packageAmount: 2 }),
    );
    expect(draft.shippingOptionsShouldBeFree).toBe(true);
    expect(draft.shippingOptionQuote?.price.value).toBe('0.00');
    expect(draft.shippingOptionTotal?.value).toBe('0.00');
    expect(draft.totalReturnRequestFee?.value).toBe('0.00');
    expect(draft.totalPrice.value).toBe('0.00');
    expect(draft.refundOptions[0]?.amount.value).toBe('0.00');
    // One refunded item is enough to pay for shipping again.
    expect(buildDraft('c', [exchange(shirt), refund(tote)], emma, nordwind).shippingOptionsShouldBeFree).toBe(
      false,
    );
  });

  it("adds a variant's price modifier, and keeps one parcel for a service without a parcel choice", () => {
    const draft = buildDraft(
      'c',
      [refund(sweater)],
      emma,
      nordwind,
      choose({
        shippingOptionId: 'nordwind-nl-dhl-servicepoint',
        variantId: 'nordwind-nl-dhl-servicepoint-large',
        packageAmount: 3,
      }),
    );
    expect(draft.shippingOptionQuote).toMatchObject({
      price: { value: '7.45' },
      variant: 'nordwind-nl-dhl-servicepoint-large',
    });
    expect(draft.packageAmount).toBe(1);
    expect(draft.totalPrice.value).toBe('7.45');
  });

  it('clamps the parcels to the bounds and uses the insurance tier of the goods value', () => {
    const many = buildDraft('c', [refund(sweater)], emma, nordwind, choose({ packageAmount: 99 }));
    expect(many.packageAmount).toBe(MAX_RETURN_SHIPMENTS);
    expect(
      buildDraft('c', [refund(sweater)], emma, nordwind, choose({ packageAmount: 0 })).packageAmount,
    ).toBe(1);
    // Sweater, tote and chinos: 183.90 of goods, the 200 coverage tier.
    const tier = buildDraft('c', [refund(sweater), refund(tote), refund(chinos)], emma, nordwind);
    expect(tier.insuranceQuote?.coverage.value).toBe('200.00');
    expect(tier.insuranceQuote?.price.value).toBe('2.99');
  });

  it('converts the fee and its threshold for a GBP order', () => {
    const draft = buildDraft('c', [refund('ord-nordwind-NW-2040-2')], oliver, nordwind);
    // The linen shirt is 51.56 GBP: above 43.00, so not charged.
    expect(draft.returnRequestFee).toEqual({ value: '1.68', currency: 'GBP' });
    expect(draft.returnRequestFeeThreshold).toBe(43);
    expect(draft.returnRequestsChargedFor).toBe(0);
  });

  it('offers no insurance where the shop has none, and drops choices that no longer fit', () => {
    const vault = buildDraft(
      'c',
      [refund('ord-vault-V-7001-2')],
      nora,
      draftShopOf('vault'),
      choose({ addInsurance: true, shippingOptionId: 'nordwind-nl-dpd' }),
    );
    expect(vault.insuranceQuote).toBeNull();
    expect(vault.addInsurance).toBe(false);
    expect(vault.shippingOptionQuote).toBeNull();
    expect(vault.returnRequestFee).toEqual({ value: '0.00', currency: 'SEK' });
  });

  it('offers only the options every selected purchase has, in position order', () => {
    const ids = draftShippingOptions([refund(tote), refund(chinos)], emma).map((option) => option.id);
    expect(ids).toEqual([
      'nordwind-nl-dpd',
      'nordwind-nl-dhl-printless',
      'nordwind-nl-dhl-pickup',
      'nordwind-nl-dhl-servicepoint',
      'nordwind-nl-store',
      'nordwind-nl-self',
    ]);
    // The lamp travels ship-it-yourself only: with the mug that is all that is left.
    expect(
      draftShippingOptions([refund('ord-vault-V-7001-1'), refund('ord-vault-V-7001-2')], nora).map(
        (o) => o.id,
      ),
    ).toEqual(['vault-se-self']);
  });
});
