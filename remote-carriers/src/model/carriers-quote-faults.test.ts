/**
 * The fault matrix's cells for the quote flow's carriers step: its pricelists (`GET
 * /volta/pricelists`, asked when the session keeps none) end on the error screen and load again
 * after "Try again"; the DHL pickup's address check (`POST /volta/address`) and timeslots (`GET
 * /volta/pricelists/{id}/timeslots`) say the fault beside the field (server down, internal error,
 * or the generic text for an unreadable answer), keep what was chosen, and go on in place: the
 * address saved again, the timeslots' "Try again" (docs/business-rules.md#inline-errors).
 */
import {
  $consumerId,
  $pricelists,
  $selectedItems,
  $shopConfig,
  $stepError,
  type SelectedItem,
  stepRetried,
  TIMEOUTS_MS,
} from '@portal/shared';
import { parseShopConfig } from '@portal/shared/config';
import {
  type Fault,
  faultMatrixRow,
  isErrorOf,
  json,
  type SeenRequest,
} from '@portal/shared/testing/fault-cells';
import { allSettled, fork, type Scope } from 'effector';
import { expect, vi } from 'vitest';
import { fetchCarrierFeaturesFx } from './carrier-features';
import {
  $addressError,
  $addressFormOpen,
  $pickupAddress,
  $selectedPricelist,
  $timeslots,
  $timeslotsError,
  addressSaved,
  createQuoteFx,
  pricelistChosen,
  quoteCarriersOpened,
  timeslotsRetried,
} from './carriers-quote';
import { INLINE_ERROR_KEYS } from './inline-error';
import { goToPaymentFx } from './payment-redirect';

const address = {
  street: 'Bos en Lommerweg',
  houseNumber: '13',
  postalCode: '1055 GT',
  city: 'Amsterdam',
  country: 'NL',
};
const item = (uuid: string, type: string, price: string) => ({
  uuid,
  price,
  currency: 'EUR',
  address,
  courierService: { type, label: type, printerRequired: false },
});
const pricelists = {
  items: [item('pl-drop', 'DHL_DROPOFF', '4.95'), item('pl-dhl', 'SERVERLESS_DHL_PICKUP', '6.95')],
  insurance: { enabled: true, price: '2.50', currency: 'EUR' },
  handlingFeePerItem: null,
};
const slot = { start: '2030-01-02T09:00:00Z', end: '2030-01-02T13:00:00Z' };
const validated = { zip: '1055GT', city: 'Amsterdam', street1: 'Bos en Lommerweg', street2: '13' };
const items: SelectedItem[] = [
  { uid: 'u1', key: 'k1', purchaseId: 'p1', operation: 'Return', quantity: 1, paidAmount: 59.95 },
];
/** The sandbox's volta API as the carriers step meets it. */
const server = (request: SeenRequest) => {
  if (request.url.pathname === '/volta/pricelists') return json(pricelists);
  if (request.url.pathname === '/volta/address') return json(validated);
  if (request.url.pathname === '/volta/pricelists/pl-dhl/timeslots') return json({ items: [slot] });
  throw new Error(`Not asked on carriers: ${request.method} ${request.url}`);
};
/** The step as the shopper reaches it; the pricelists kept from confirm items unless `kept` is false. */
const onCarriers = (kept: boolean) => () =>
  fork({
    values: [
      [$consumerId, 'c1'],
      [$selectedItems, items],
      [$shopConfig, parseShopConfig({ id: 1, name: 'Atelier', locales: ['nl'] })],
      ...(kept ? [[$pricelists, pricelists] as const] : []),
    ] as [never, never][],
    handlers: [
      [fetchCarrierFeaturesFx, async () => []],
      [createQuoteFx, async () => ({ quoteUuid: 'q-1', paymentUrl: null })],
      [goToPaymentFx, vi.fn()],
    ],
  });
const open = (scope: Scope) =>
  allSettled(quoteCarriersOpened, {
    scope,
    params: { pricelistsQuery: new URLSearchParams('product-keys=k1') },
  });
/** Opening the step and choosing the DHL pickup, whose address is checked at once and its windows asked. */
const toDhlPickup = async (scope: Scope) => {
  await open(scope);
  await allSettled(pricelistChosen, { scope, params: 'pl-dhl' });
};
/** What the field says for each fault (docs/business-rules.md#inline-errors). */
const INLINE: Record<Fault, string> = {
  '500': INLINE_ERROR_KEYS.internalServerError,
  '503': INLINE_ERROR_KEYS.serverDown,
  hang: INLINE_ERROR_KEYS.serverDown,
  abort: INLINE_ERROR_KEYS.serverDown,
  malformed: INLINE_ERROR_KEYS.generic,
  'wrong-shape': INLINE_ERROR_KEYS.generic,
};

faultMatrixRow('carriers: GET /volta/pricelists', {
  match: (request) => request.url.pathname === '/volta/pricelists',
  server,
  limit: TIMEOUTS_MS.read,
  setUp: onCarriers(false),
  kept: [$selectedItems],
  trigger: open,
  expectFault: (scope, fault) => {
    expect(isErrorOf(fault, scope.getState($stepError))).toBe(true);
    expect(scope.getState($pricelists)).toBeNull();
  },
  recover: async (scope) => {
    await allSettled(stepRetried, { scope });
    await open(scope);
    expect(scope.getState($stepError)).toBeNull();
    expect(scope.getState($pricelists)?.items.map(({ uuid }) => uuid)).toEqual(['pl-drop', 'pl-dhl']);
  },
});

faultMatrixRow('carriers: POST /volta/address (address check)', {
  match: (request) => request.url.pathname === '/volta/address' && request.method === 'POST',
  server,
  limit: TIMEOUTS_MS.read,
  setUp: onCarriers(true),
  kept: [$selectedItems, $pricelists],
  trigger: toDhlPickup,
  // Said by the form, which stays open; the step and the chosen carrier stay.
  expectFault: (scope, fault) => {
    expect(scope.getState($addressError)).toBe(INLINE[fault]);
    expect(scope.getState($addressFormOpen)).toBe(true);
    expect(scope.getState($pickupAddress)).toBeNull();
    expect(scope.getState($selectedPricelist)?.uuid).toBe('pl-dhl');
    expect(scope.getState($stepError)).toBeNull();
  },
  recover: async (scope) => {
    await allSettled(addressSaved, { scope, params: address });
    expect(scope.getState($addressError)).toBeNull();
    expect(scope.getState($pickupAddress)).toMatchObject({
      street: 'Bos en Lommerweg',
      postalCode: '1055GT',
    });
    expect(scope.getState($timeslots)).toEqual([slot]);
  },
});

faultMatrixRow('carriers: GET /volta/pricelists/{id}/timeslots', {
  match: (request) => request.url.pathname === '/volta/pricelists/pl-dhl/timeslots',
  server,
  limit: TIMEOUTS_MS.read,
  setUp: onCarriers(true),
  kept: [$selectedItems, $pricelists],
  trigger: toDhlPickup,
  // Said beside the windows, the checked address kept.
  expectFault: (scope, fault) => {
    expect(scope.getState($timeslotsError)).toBe(INLINE[fault]);
    expect(scope.getState($timeslots)).toBeNull();
    expect(scope.getState($pickupAddress)).toMatchObject({
      street: 'Bos en Lommerweg',
      postalCode: '1055GT',
    });
    expect(scope.getState($stepError)).toBeNull();
  },
  recover: async (scope) => {
    await allSettled(timeslotsRetried, { scope });
    expect(scope.getState($timeslotsError)).toBeNull();
    expect(scope.getState($timeslots)).toEqual([slot]);
  },
});
