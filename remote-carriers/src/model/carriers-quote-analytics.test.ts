import {
  $consumerId,
  $pricelists,
  $selectedItems,
  $shopConfig,
  type PricelistItem,
  type Pricelists,
  type SelectedItem,
} from '@portal/shared';
import type { TrackCall } from '@portal/shared/analytics';
import { parseShopConfig } from '@portal/shared/config';
import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { trackFx } from './analytics';
import { fetchCarrierFeaturesFx } from './carrier-features';
import {
  createQuoteFx,
  fetchPricelistsFx,
  insuranceChosen,
  otherOptionsExpanded,
  parcelAmountChanged,
  pricelistChosen,
  QuoteCarriersGate,
  quoteSubmitted,
  termsToggled,
} from './carriers-quote';
import { goToPaymentFx } from './payment-redirect';

const item = (uuid: string, type: string, price: string): PricelistItem => ({
  uuid,
  price,
  currency: 'EUR',
  address: {
    street: 'Havenstraat',
    houseNumber: '12',
    postalCode: '1011 AB',
    city: 'Amsterdam',
    country: 'NL',
  },
  courierService: { type, label: type, printerRequired: false },
});
const dropoff = item('pl-drop', 'NORDWIND_DHL_DROPOFF', '4.95');
const dpd = item('pl-dpd', 'NORDWIND_DPD', '0.00');
const pricelists: Pricelists = {
  items: [dpd, dropoff],
  insurance: { enabled: true, price: '2.50', currency: 'EUR' },
  handlingFeePerItem: null,
};
const items: SelectedItem[] = [
  {
    uid: 'u1',
    key: 'k1',
    purchaseId: 'p1',
    operation: 'Return',
    quantity: 2,
    paidAmount: 30,
    name: 'Søren Ødegård',
  },
];
const submission = { quoteItems: [], locale: 'nl', deviceId: 'd-1', sessionId: 's-1' };

const visit = { chargeType: null, opened: { pricelistsQuery: new URLSearchParams('product-keys=k1') } };

const setup = () => {
  const tracked: TrackCall[] = [];
  const scope = fork({
    values: [
      [$consumerId, 'c1'],
      [$pricelists, pricelists],
      [$selectedItems, items],
      [$shopConfig, parseShopConfig({ id: 1, name: 'Nordwind', locales: ['nl'] })],
    ],
    handlers: [
      [fetchCarrierFeaturesFx, async () => []],
      [fetchPricelistsFx, async () => pricelists],
      [createQuoteFx, async () => ({ quoteUuid: 'q-1', paymentUrl: null })],
      [goToPaymentFx, vi.fn()],
      [trackFx, (call: TrackCall) => void tracked.push(call)],
    ],
  });
  const open = () => allSettled(QuoteCarriersGate.open, { scope, params: visit });
  return { scope, tracked, open };
};
const count = (tracked: TrackCall[], name: string) => tracked.filter((call) => call.event === name).length;

describe('carriers analytics (quote flow)', () => {
  it('sees DPD and the insurance offer once a visit, and again on the next visit', async () => {
    const { scope, tracked, open } = setup();
    await open();
    // The first carrier comes first; DPD waits behind "other options".
    expect(count(tracked, 'DPD Carrier Options Seen')).toBe(0);
    await allSettled(otherOptionsExpanded, { scope });
    await allSettled(otherOptionsExpanded, { scope });
    expect(tracked).toContainEqual({ event: 'DPD Carrier Options Seen', properties: { count: 1 } });
    expect(count(tracked, 'DPD Carrier Options Seen')).toBe(1);
    expect(count(tracked, 'Insurance Enabled')).toBe(1);
    await allSettled(QuoteCarriersGate.close, { scope, params: visit });
    await open();
    await allSettled(otherOptionsExpanded, { scope });
    expect(count(tracked, 'DPD Carrier Options Seen')).toBe(2);
    expect(count(tracked, 'Insurance Enabled')).toBe(2);
  });

  it('counts the carrier the shopper picks, not the one picked for them', async () => {
    const { scope, tracked, open } = setup();
    await open();
    // With DPD in the list the first carrier is chosen for the shopper.
    expect(count(tracked, 'Carrier service selected')).toBe(0);
    await allSettled(pricelistChosen, { scope, params: 'pl-drop' });
    expect(tracked).toContainEqual({
      event: 'Carrier service selected',
      properties: { carrierKey: 'NORDWIND_DHL_DROPOFF', type: 'dropoff' },
    });
    await allSettled(pricelistChosen, { scope, params: 'not-offered' });
    expect(count(tracked, 'Carrier service selected')).toBe(1);
  });

  it('records the insurance with its price for every parcel, and the quote submitted', async () => {
    const { scope, tracked, open } = setup();
    await open();
    await allSettled(pricelistChosen, { scope, params: 'pl-drop' });
    await allSettled(parcelAmountChanged, { scope, params: 2 });
    await allSettled(insuranceChosen, { scope, params: false });
    expect(count(tracked, 'Insurance Selected')).toBe(0);
    await allSettled(insuranceChosen, { scope, params: true });
    expect(tracked).toContainEqual({
      event: 'Insurance Selected',
      properties: { insurancePrice: 5, coverage: 0, returnValue: 60, currency: 'EUR' },
    });
    await allSettled(termsToggled, { scope, params: true });
    await allSettled(quoteSubmitted, { scope, params: submission });
    expect(tracked).toContainEqual({ event: 'Return submitted', properties: { flow: 'quote' } });
    expect(JSON.stringify(tracked)).not.toMatch(/Søren|Havenstraat|1011/);
  });
});
