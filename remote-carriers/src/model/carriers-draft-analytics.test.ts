import {
  $consumerId,
  $purchasesCache,
  $selectedItems,
  type DraftReturnOrder,
  type Purchase,
  type SelectedItem,
  type ShippingOption,
} from '@portal/shared';
import type { TrackCall } from '@portal/shared/analytics';
import { draftReturnOrderSchema } from '@portal/shared/schemas';
import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { trackFx } from './analytics';
import { fetchCarrierFeaturesFx } from './carrier-features';
import {
  carrierChosen,
  createReturnOrderFx,
  DraftCarriersGate,
  fetchDraftFx,
  fetchPurchasesFx,
  insuranceChosen,
  otherOptionsExpanded,
  returnOrderSubmitted,
  termsToggled,
  updateDraftFx,
} from './carriers-draft';
import { goToPaymentFx } from './payment-redirect';

const option = (id: string, key: string, position: number, price: number): ShippingOption => ({
  id,
  price: { value: price, currency: 'EUR' },
  service: id,
  printerRequired: false,
  shippingProductKey: key,
  selectablePackageAmount: true,
  position,
  variants: [],
});
const dpd = option('dpd', 'NORDWIND_DPD', 2, 0);
const dhl = option('dhl', 'NORDWIND_DHL_PICKUP', 1, 4.95);
const purchases = [{ purchaseId: 'p1', shippingOptions: [dpd, dhl] }] as Purchase[];
const items: SelectedItem[] = [
  {
    uid: 'u1',
    key: 'k1',
    purchaseId: 'p1',
    operation: 'Return',
    quantity: 2,
    paidAmount: 25,
    name: 'Emma de Vries',
  },
];
const draft: DraftReturnOrder = draftReturnOrderSchema.parse({
  consumerId: 'c1',
  totalPrice: { value: '59.95', currency: 'EUR' },
  selectedPurchases: [{ purchaseId: 'p1', resolutionType: 'Refund' }],
  maxReturnShipments: 4,
  shippingOptionQuote: { shippingOptionId: 'dpd', price: { value: '0.00', currency: 'EUR' }, variant: null },
  insuranceQuote: {
    price: { value: '1.50', currency: 'EUR' },
    coverage: { value: '500.00', currency: 'EUR' },
  },
});

const setup = () => {
  const tracked: TrackCall[] = [];
  let current = draft;
  const scope = fork({
    values: [
      [$consumerId, 'c1'],
      [$purchasesCache, purchases],
      [$selectedItems, items],
    ],
    handlers: [
      [fetchDraftFx, async () => current],
      [
        updateDraftFx,
        async ({ update }: { update: Record<string, unknown> }) => {
          current = {
            ...current,
            ...(update.addInsurance !== undefined ? { addInsurance: update.addInsurance as boolean } : {}),
            ...(update.tacAgreed !== undefined ? { tacAgreed: update.tacAgreed as boolean } : {}),
          };
          return current;
        },
      ],
      [createReturnOrderFx, async () => ({ id: 'ro-1', submittedStatus: 'Created' })],
      [fetchCarrierFeaturesFx, async () => []],
      [fetchPurchasesFx, async () => purchases],
      [goToPaymentFx, vi.fn()],
      [trackFx, (call: TrackCall) => void tracked.push(call)],
    ],
  });
  return { scope, tracked };
};
const names = (tracked: TrackCall[]) => tracked.map((call) => call.event);

describe('carriers analytics (draft flow)', () => {
  it('sees DPD and the insurance offer once a visit', async () => {
    const { scope, tracked } = setup();
    await allSettled(DraftCarriersGate.open, { scope, params: { chargeType: null, paymentStatus: null } });
    // DHL comes first; DPD waits behind "other options".
    expect(names(tracked)).not.toContain('DPD Carrier Options Seen');
    await allSettled(otherOptionsExpanded, { scope });
    await allSettled(otherOptionsExpanded, { scope });
    expect(tracked).toContainEqual({ event: 'DPD Carrier Options Seen', properties: { count: 1 } });
    expect(names(tracked).filter((name) => name === 'DPD Carrier Options Seen')).toHaveLength(1);
    expect(names(tracked).filter((name) => name === 'Insurance Enabled')).toHaveLength(1);
  });

  it('records the carrier picked, the insurance chosen and the return submitted', async () => {
    const { scope, tracked } = setup();
    await allSettled(DraftCarriersGate.open, { scope, params: { chargeType: null, paymentStatus: null } });
    await allSettled(carrierChosen, { scope, params: 'dhl' });
    expect(tracked).toContainEqual({
      event: 'Carrier service selected',
      properties: { carrierKey: 'NORDWIND_DHL_PICKUP', type: 'pickup' },
    });
    await allSettled(insuranceChosen, { scope, params: true });
    expect(tracked).toContainEqual({
      event: 'Insurance Selected',
      properties: { insurancePrice: 1.5, coverage: 500, returnValue: 50, currency: 'EUR' },
    });
    await allSettled(termsToggled, { scope, params: true });
    await allSettled(returnOrderSubmitted, { scope });
    expect(tracked).toContainEqual({ event: 'Return submitted', properties: { flow: 'draft' } });
    expect(JSON.stringify(tracked)).not.toContain('Emma');
  });

  it('records no insurance when the shopper says no', async () => {
    const { scope, tracked } = setup();
    await allSettled(DraftCarriersGate.open, { scope, params: { chargeType: null, paymentStatus: null } });
    await allSettled(insuranceChosen, { scope, params: false });
    expect(names(tracked)).not.toContain('Insurance Selected');
  });
});
