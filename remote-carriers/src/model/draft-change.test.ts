import type { DraftReturnOrder, ShippingOption } from '@portal/shared';
import { draftReturnOrderSchema } from '@portal/shared/schemas';
import { describe, expect, it } from 'vitest';
import { applyDraftUpdate, carrierUpdate, clampPackageAmount, mergeDraftUpdates } from './draft-change';

const draft: DraftReturnOrder = draftReturnOrderSchema.parse({
  consumerId: 'c1',
  totalPrice: { value: '59.95', currency: 'EUR' },
  selectedPurchases: [{ purchaseId: 'p1', resolutionType: 'Refund' }],
  maxReturnShipments: 4,
});
const dhl: ShippingOption = {
  id: 'dhl',
  price: { value: 4.95, currency: 'EUR' },
  service: 'DHL',
  printerRequired: true,
  shippingProductKey: 'shop_DHL',
  selectablePackageAmount: false,
  position: 2,
  variants: [
    { id: 'small', key: 'small', name: 'Small' },
    { id: 'large', key: 'large', name: 'Large' },
  ],
};

describe('a change to the draft', () => {
  it('chooses a carrier with its price and second variant', () => {
    const update = carrierUpdate(dhl);
    expect(update).toEqual({
      shippingOption: { id: 'dhl', price: { value: '4.95', currency: 'EUR' } },
      shippingOptionVariantId: 'large',
    });
    expect(applyDraftUpdate(draft, update).shippingOptionQuote).toEqual({
      shippingOptionId: 'dhl',
      price: { value: '4.95', currency: 'EUR' },
      variant: 'large',
    });
  });

  it('changes only the variant, the parcels, insurance and terms it names', () => {
    const chosen = applyDraftUpdate(draft, carrierUpdate(dhl));
    const next = applyDraftUpdate(chosen, {
      shippingOptionVariantId: 'small',
      packageAmount: 3,
      addInsurance: true,
      tacAgreed: true,
    });
    expect(next).toMatchObject({ packageAmount: 3, addInsurance: true, tacAgreed: true });
    expect(next.shippingOptionQuote?.variant).toBe('small');
    expect(applyDraftUpdate(draft, { shippingOptionVariantId: 'small' }).shippingOptionQuote).toBeUndefined();
    expect(draft.packageAmount).toBe(1);
  });

  it('merges unsent changes, the later winning', () => {
    expect(mergeDraftUpdates({ packageAmount: 2, tacAgreed: true }, { packageAmount: 3 })).toEqual({
      packageAmount: 3,
      tacAgreed: true,
    });
    expect(mergeDraftUpdates(null, { addInsurance: false })).toEqual({ addInsurance: false });
  });

  it('keeps the parcel count within the draft’s bounds', () => {
    expect(clampPackageAmount(0, draft)).toBe(1);
    expect(clampPackageAmount(9, draft)).toBe(4);
    expect(clampPackageAmount(2, draft)).toBe(2);
  });
});
