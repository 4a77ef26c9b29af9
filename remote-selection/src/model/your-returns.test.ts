// @vitest-environment jsdom
import {
  $consumerId,
  $isDemo,
  $purchasesCache,
  $shopConfig,
  $stepError,
  type Purchase,
  purchasesLoaded,
} from '@portal/shared';
import { parseShopConfig } from '@portal/shared/config';
import { claimReturnEnding } from '@portal/shared/ended-returns';
import type { QuoteList, ReturnOrderList } from '@portal/shared/schemas';
import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as api from '../api/your-returns';
import {
  $hasEarlierReturns,
  $yourReturns,
  $yourReturnsFailed,
  fromQuotes,
  fromReturnOrders,
  statusOf,
  YourReturnsGate,
  yourReturnsRetried,
} from './your-returns';

vi.spyOn(console, 'warn').mockImplementation(() => undefined);

const config = (platformSlice: number) =>
  parseShopConfig({ id: 1, name: 'S', merchantName: 's', locales: ['en'], platformSlice });

const purchase = (returnable: string) =>
  ({ purchaseId: 'p1', units: [{ returnable }] }) as unknown as Purchase;

const tote = { purchaseId: 'p1', title: 'Canvas Tote Bag', imageUrl: 'https://img/tote.svg', quantity: 1 };
const order = (fields: Partial<ReturnOrderList[number]> = {}): ReturnOrderList[number] => ({
  id: 'ro-1',
  createdAt: '2026-11-20T10:00:00Z',
  items: [tote],
  carrierName: 'DPD',
  shippingMethod: 'DropOff',
  status: 'Registered',
  refundedAt: null,
  paymentStatus: 'Paid',
  paymentUrl: null,
  shipment: { status: 'LABEL_CREATED', labelUrl: 'https://sandbox/label.pdf', trackingUpdates: [] },
  ...fields,
});

afterEach(() => vi.restoreAllMocks());

describe('when "Your returns" loads', () => {
  it('never before the orders are on screen: not with the gate shut, nor before the purchases arrived', async () => {
    const orders = vi.spyOn(api, 'fetchReturnOrders').mockResolvedValue([order()]);
    const scope = fork({
      values: [
        [$consumerId, 'c1'],
        [$shopConfig, config(2)],
      ],
    });
    await allSettled(purchasesLoaded, { scope, params: [purchase('yes')] });
    expect(orders).not.toHaveBeenCalled();

    const early = fork({
      values: [
        [$consumerId, 'c1'],
        [$shopConfig, config(2)],
      ],
    });
    await allSettled(YourReturnsGate.open, { scope: early, params: { orders: 0 } });
    expect(orders).not.toHaveBeenCalled();
    // The orders arrive while the section is shown: now it loads.
    await allSettled(purchasesLoaded, { scope: early, params: [purchase('no_already_requested')] });
    expect(orders).toHaveBeenCalledExactlyOnceWith('c1', expect.objectContaining({ tries: 2 }));
    expect(early.getState($yourReturns)?.map((past) => past.id)).toEqual(['ro-1']);
    expect(early.getState($hasEarlierReturns)).toBe(true);
  });

  it('asks the draft flow for return orders and the quote flow for quotes', async () => {
    const orders = vi.spyOn(api, 'fetchReturnOrders').mockResolvedValue([]);
    const quotes = vi.spyOn(api, 'fetchQuotes').mockResolvedValue({ items: [] });
    const shown = (slice: number) =>
      fork({
        values: [
          [$consumerId, 'c1'],
          [$shopConfig, config(slice)],
          [$purchasesCache, [purchase('yes')]],
        ],
      });
    await allSettled(YourReturnsGate.open, { scope: shown(2), params: { orders: 1 } });
    expect(orders).toHaveBeenCalledTimes(1);
    expect(quotes).not.toHaveBeenCalled();
    const quoteFlow = shown(1);
    await allSettled(YourReturnsGate.open, { scope: quoteFlow, params: { orders: 1 } });
    expect(quotes).toHaveBeenCalledTimes(1);
    expect(quoteFlow.getState($yourReturns)).toEqual([]);
  });

  it('asks nothing in demo mode, and a failure shows no error and no list', async () => {
    const orders = vi.spyOn(api, 'fetchReturnOrders').mockRejectedValue(new Error('down'));
    const values = (more: [typeof $isDemo, boolean][] = []) => [
      ...more,
      [$consumerId, 'c1'] as [typeof $consumerId, string],
      [$shopConfig, config(2)] as [typeof $shopConfig, ReturnType<typeof config>],
      [$purchasesCache, [purchase('yes')]] as [typeof $purchasesCache, Purchase[]],
    ];
    const demo = fork({ values: values([[$isDemo, true]]) });
    await allSettled(YourReturnsGate.open, { scope: demo, params: { orders: 1 } });
    expect(orders).not.toHaveBeenCalled();
    const failing = fork({ values: values() });
    await allSettled(YourReturnsGate.open, { scope: failing, params: { orders: 1 } });
    expect(orders).toHaveBeenCalledTimes(1);
    expect(failing.getState($yourReturns)).toBeNull();
    expect(failing.getState($stepError)).toBeNull();
  });

  it('asks again on "Try again" after a failure, and lists what then arrives', async () => {
    const orders = vi
      .spyOn(api, 'fetchReturnOrders')
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValueOnce([order()]);
    const scope = fork({
      values: [
        [$consumerId, 'c1'],
        [$shopConfig, config(2)],
        [$purchasesCache, [purchase('no_already_requested')]],
      ],
    });
    await allSettled(YourReturnsGate.open, { scope, params: { orders: 1 } });
    expect(scope.getState($yourReturnsFailed)).toBe(true);
    await allSettled(yourReturnsRetried, { scope });
    expect(orders).toHaveBeenCalledTimes(2);
    expect(scope.getState($yourReturnsFailed)).toBe(false);
    expect(scope.getState($yourReturns)?.map((past) => past.id)).toEqual(['ro-1']);
  });
});

describe('opening an earlier return from the list', () => {
  it('marks the paid and free ones as ended, so their confirmation keeps the session; an open or unpaid one is still to finish', async () => {
    sessionStorage.clear();
    vi.spyOn(api, 'fetchReturnOrders').mockResolvedValue([
      order({ id: 'ro-paid' }),
      order({ id: 'ro-free', paymentStatus: null }),
      order({ id: 'ro-open', paymentStatus: 'Open', paymentUrl: 'https://pay/1' }),
      order({ id: 'ro-unpaid', paymentStatus: 'Expired' }),
    ]);
    const scope = fork({
      values: [
        [$consumerId, 'c1'],
        [$shopConfig, config(2)],
        [$purchasesCache, [purchase('no_already_requested')]],
      ],
    });
    await allSettled(YourReturnsGate.open, { scope, params: { orders: 1 } });
    expect(claimReturnEnding('ro-paid')).toBe(false);
    expect(claimReturnEnding('ro-free')).toBe(false);
    expect(claimReturnEnding('ro-open')).toBe(true);
    expect(claimReturnEnding('ro-unpaid')).toBe(true);
  });
});

describe('an earlier return in words', () => {
  it('tells an open payment first, with where to pay', () => {
    const [open] = fromReturnOrders(
      [
        order({
          paymentStatus: 'Open',
          paymentUrl: 'https://sandbox/pay/1',
          shipment: { status: 'AWAITING_PAYMENT' },
        }),
      ],
      'c1',
    );
    expect(open && statusOf(open)).toBe('awaiting_payment');
    expect(open?.paymentUrl).toBe('https://sandbox/pay/1');
    expect(open?.confirmation).toBe('/order-confirmation?id=c1&returnOrderId=ro-1');
  });

  it('tells a paid return by its tracking stage, and keeps its label', () => {
    const [moved] = fromReturnOrders(
      [
        order({
          status: 'InTransit',
          shipment: {
            status: 'LABEL_CREATED',
            labelUrl: 'https://sandbox/label.pdf',
            trackingUpdates: [
              { status: 'LABEL_CREATED', timestamp: '2026-11-20T10:00:00Z' },
              { status: 'HANDED_IN', timestamp: '2026-11-21T10:00:00Z' },
            ],
          },
        }),
      ],
      'c1',
    );
    expect(moved && statusOf(moved)).toBe('HANDED_IN');
    expect(moved?.labelUrl).toBe('https://sandbox/label.pdf');
    expect(moved?.paymentUrl).toBeNull();
  });

  it('tells a label still being made, a failed label, a payment that ended unpaid, and a return without a label', () => {
    const [pending, failed, unpaid, none] = fromReturnOrders(
      [
        order({ shipment: { status: 'LABEL_PENDING', labelUrl: null, trackingUpdates: [] } }),
        order({ shipment: { status: 'ADDRESS_ERROR', errorCode: 'ADDRESS_ERROR', trackingUpdates: [] } }),
        order({ paymentStatus: 'Expired', shipment: { status: 'NOT_SHIPPED' } }),
        order({ paymentStatus: null, shipment: { status: 'NO_LABEL_NEEDED', trackingUpdates: [] } }),
      ],
      'c1',
    );
    expect([pending, failed, unpaid, none].map((past) => past && statusOf(past))).toEqual([
      'label_pending',
      'label_failed',
      'not_paid',
      'registered',
    ]);
  });

  it('tells a label that is there as ready, even before the tracking reports it', () => {
    const [ready] = fromReturnOrders(
      [order({ shipment: { status: 'LABEL_CREATED', labelUrl: 'https://l/1.pdf' } })],
      'c1',
    );
    expect(ready && statusOf(ready)).toBe('LABEL_CREATED');
  });

  it('never asks a pickup to be handed in: its label waits for the carrier at the door', () => {
    const [tracked, untracked, handedIn] = fromReturnOrders(
      [
        order({
          shippingMethod: 'PICKUP',
          shipment: {
            status: 'LABEL_CREATED',
            labelUrl: 'https://l/1.pdf',
            trackingUpdates: [{ status: 'LABEL_CREATED', timestamp: '2026-11-20T10:00:00Z' }],
          },
        }),
        order({
          shippingMethod: 'PICKUP',
          shipment: { status: 'LABEL_CREATED', labelUrl: 'https://l/2.pdf' },
        }),
        order({
          shippingMethod: 'PICKUP',
          shipment: {
            labelUrl: 'https://l/3.pdf',
            trackingUpdates: [
              { status: 'LABEL_CREATED', timestamp: '2026-11-20T10:00:00Z' },
              { status: 'HANDED_IN', timestamp: '2026-11-21T10:00:00Z' },
            ],
          },
        }),
      ],
      'c1',
    );
    expect([tracked, untracked, handedIn].map((past) => past && statusOf(past))).toEqual([
      'pickup_label_ready',
      'pickup_label_ready',
      'HANDED_IN',
    ]);
  });

  it('reads a quote from its confirmation: its label is its stage', () => {
    const list: QuoteList = {
      items: [
        {
          quoteUuid: 'q-1',
          createdAt: '2026-11-20T10:00:00Z',
          items: [tote],
          carrierName: 'DHL',
          confirmation: {
            paymentStatus: 'paid',
            labelUrl: 'https://sandbox/label.pdf',
            shouldHaveLabel: true,
            hasExchangeItems: false,
            withCoupon: false,
            labelInTheBox: false,
            paperless: false,
          },
        },
      ],
    };
    const [quote] = fromQuotes(list);
    expect(quote && statusOf(quote)).toBe('LABEL_CREATED');
    expect(quote?.confirmation).toBe('/order-confirmation/q-1');
  });

  it("keeps a pickup's booked window and address, from either flow; any other return has none", () => {
    const address = {
      street: 'Bos en Lommerweg',
      houseNumber: '13',
      postalCode: '1055 GT',
      city: 'Amsterdam',
      country: 'NL',
    };
    const [pickup, dropOff] = fromReturnOrders(
      [
        order({
          shippingMethod: 'PICKUP',
          shipment: {
            status: 'LABEL_PENDING',
            pickupStartsAt: '2026-12-01T08:00:00Z',
            pickupEndsAt: '2026-12-01T12:00:00Z',
            pickupAddress: address,
          },
        }),
        order({ shippingMethod: 'DROP_OFF', shipment: { pickupStartsAt: '2026-12-01T08:00:00Z' } }),
      ],
      'c1',
    );
    expect(pickup?.pickupBooking).toEqual({
      startsAt: '2026-12-01T08:00:00Z',
      endsAt: '2026-12-01T12:00:00Z',
      address,
    });
    expect(dropOff?.pickupBooking).toBeNull();
    const confirmation = {
      paymentStatus: 'paid' as const,
      shouldHaveLabel: true,
      hasExchangeItems: false,
      withCoupon: false,
      labelInTheBox: false,
      paperless: false,
      customerCountry: 'NL',
      pickupStartsAt: '2026-12-01T08:00:00Z',
      pickupEndsAt: '2026-12-01T12:00:00Z',
      pickupAddress: address,
    };
    const [quoted, notPickup] = fromQuotes({
      items: [
        {
          quoteUuid: 'q-1',
          createdAt: '',
          items: [tote],
          confirmation: { ...confirmation, shipmentType: 'PICKUP' },
        },
        {
          quoteUuid: 'q-2',
          createdAt: '',
          items: [tote],
          confirmation: { ...confirmation, shipmentType: 'DROPOFF' },
        },
      ],
    });
    expect(quoted?.pickupBooking).toEqual({
      startsAt: '2026-12-01T08:00:00Z',
      endsAt: '2026-12-01T12:00:00Z',
      address,
      country: 'NL',
    });
    expect(notPickup?.pickupBooking).toBeNull();
  });
});
