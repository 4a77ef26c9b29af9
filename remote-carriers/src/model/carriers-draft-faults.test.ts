/**
 * The fault matrix's cells for the draft flow's carriers step's reads on opening: the purchases
 * (`GET …/purchases`, asked when the session keeps none) and the draft (`GET …/draft-return-order`)
 * end on the error screen with the fault's typed error and are asked again after "Try again"; the
 * display toggles (`GET /features`) fail closed to their defaults with the step usable and nothing
 * said. Submitting (`POST …/return-order`) is tried again after a failure that may hide a created
 * return, then says it could not be created with every choice kept; the same press again creates one
 * (docs/business-rules.md#a-fault-in-any-call-is-said-and-recovered-in-place).
 */
import {
  $consumerId,
  $purchasesCache,
  $selectedItems,
  $selectionSubmitted,
  $stepError,
  type SelectedItem,
  stepRetried,
  TIMEOUTS_MS,
} from '@portal/shared';
import { draftReturnOrderSchema, purchasesResponseSchema } from '@portal/shared/schemas';
import { ATTEMPT_TRIES } from '@portal/shared/submission';
import {
  faultMatrixRow,
  isErrorOf,
  json,
  type SeenRequest,
  TRANSIENT,
} from '@portal/shared/testing/fault-cells';
import { allSettled, fork, type Scope } from 'effector';
import { expect, vi } from 'vitest';
import { $carrierFeatures, FORCE_EXPAND_CARRIERS } from './carrier-features';
import {
  $createFailed,
  $draft,
  draftCarriersOpened,
  returnOrderSubmitted,
  updateDraftFx,
} from './carriers-draft';
import { goToPaymentFx } from './payment-redirect';

const items: SelectedItem[] = [{ uid: 'u1', key: 'k1', purchaseId: 'p1', operation: 'Return', quantity: 1 }];
const purchase = {
  purchaseId: 'p1',
  order: {
    createdDate: '2026-11-01T10:00:00Z',
    orderId: 'o1',
    currency: 'EUR',
    orderNumber: 'NW-1',
    paymentMethods: [],
  },
  product: { id: 'prod', name: 'Shirt', sku: 'shirt-m', price: { value: '59.95', currency: 'EUR' } },
  units: [{ fulfillmentDate: null, paidAmount: { value: 59.95, currency: 'EUR' }, returnable: 'yes' }],
};
const draft = {
  consumerId: 'c1',
  totalPrice: { value: '59.95', currency: 'EUR' },
  selectedPurchases: [{ purchaseId: 'p1', resolutionType: 'Refund' }],
  maxReturnShipments: 4,
  shippingOptionQuote: { shippingOptionId: 'dpd', price: { value: '0.00', currency: 'EUR' }, variant: null },
};
const CONSUMER = '/api/v0/consumer/c1';
const isToggles = (request: SeenRequest) =>
  request.url.pathname === '/features' &&
  (request.url.searchParams.get('names') ?? '').includes(FORCE_EXPAND_CARRIERS);
/** The sandbox as the step meets it. */
const server = (request: SeenRequest) => {
  if (request.url.pathname === `${CONSUMER}/purchases`) return json([purchase]);
  if (request.url.pathname === `${CONSUMER}/draft-return-order`) return json(draft);
  if (isToggles(request)) return json([{ feature: FORCE_EXPAND_CARRIERS, result: true }]);
  throw new Error(`Not asked on opening carriers: ${request.method} ${request.url}`);
};

/** The step as a reload shows it: signed in, the selection kept, the purchases kept unless `cached` is false. */
const onCarriers =
  (cached = true) =>
  () =>
    fork({
      values: [
        [$consumerId, 'c1'],
        [$selectedItems, items],
        [$purchasesCache, cached ? purchasesResponseSchema.parse([purchase]) : null],
      ],
      handlers: [
        [updateDraftFx, vi.fn(async () => draftReturnOrderSchema.parse(draft))],
        [goToPaymentFx, vi.fn()],
      ],
    });
const open = (scope: Scope) => allSettled(draftCarriersOpened, { scope, params: undefined });
/** "Try again" on the error screen: the step opens anew. */
const tryAgain = async (scope: Scope) => {
  await allSettled(stepRetried, { scope });
  await open(scope);
  expect(scope.getState($stepError)).toBeNull();
};

faultMatrixRow('carriers: GET purchases', {
  match: (request) => request.url.pathname === `${CONSUMER}/purchases`,
  server,
  limit: TIMEOUTS_MS.read,
  setUp: onCarriers(false),
  kept: [$selectedItems],
  trigger: open,
  expectFault: (scope, fault) => {
    expect(isErrorOf(fault, scope.getState($stepError))).toBe(true);
    expect(scope.getState($purchasesCache)).toBeNull();
  },
  recover: async (scope) => {
    await tryAgain(scope);
    expect(scope.getState($purchasesCache)?.map(({ purchaseId }) => purchaseId)).toEqual(['p1']);
  },
});

faultMatrixRow('carriers: GET draft-return-order', {
  match: (request) => request.url.pathname === `${CONSUMER}/draft-return-order` && request.method === 'GET',
  server,
  limit: TIMEOUTS_MS.read,
  setUp: onCarriers(),
  kept: [$selectedItems, $purchasesCache],
  trigger: open,
  expectFault: (scope, fault) => {
    expect(isErrorOf(fault, scope.getState($stepError))).toBe(true);
    expect(scope.getState($draft)).toBeNull();
  },
  recover: async (scope) => {
    await tryAgain(scope);
    expect(scope.getState($draft)).toEqual(draftReturnOrderSchema.parse(draft));
  },
});

faultMatrixRow('carriers: GET /features (display)', {
  match: isToggles,
  server,
  limit: TIMEOUTS_MS.own,
  setUp: onCarriers(),
  kept: [$selectedItems, $purchasesCache],
  trigger: open,
  // Off by default, said nowhere; the step itself is there.
  expectFault: (scope) => {
    expect(scope.getState($carrierFeatures)).toEqual({
      forceExpand: false,
      mostSustainable: false,
      insuranceTiers: false,
    });
    expect(scope.getState($stepError)).toBeNull();
    expect(scope.getState($draft)).toEqual(draftReturnOrderSchema.parse(draft));
  },
  // Back to select items and on to carriers again: the toggles are asked again and read.
  recover: async (scope) => {
    await open(scope);
    expect(scope.getState($carrierFeatures).forceExpand).toBe(true);
  },
});

const dpd = {
  id: 'dpd',
  price: { value: 0, currency: 'EUR' },
  service: 'dpd',
  printerRequired: false,
  shippingProductKey: 'shop_dpd',
  selectablePackageAmount: true,
  position: 1,
  variants: [],
};
const ready = { ...draft, tacAgreed: true };
const RETURN_ORDER = `${CONSUMER}/return-order`;

faultMatrixRow('carriers: POST return-order', {
  match: (request) => request.url.pathname === RETURN_ORDER && request.method === 'POST',
  server: (request) =>
    request.url.pathname === RETURN_ORDER
      ? json({ id: 'ro-1', submittedStatus: 'Created' })
      : request.url.pathname === `${CONSUMER}/draft-return-order`
        ? json(ready)
        : server(request),
  limit: TIMEOUTS_MS.write,
  tries: (fault) => (TRANSIENT.includes(fault) ? ATTEMPT_TRIES : 1),
  creating: true,
  // The step ready to submit: DPD chosen, the terms agreed.
  setUp: () =>
    fork({
      values: [
        [$consumerId, 'c1'],
        [$selectedItems, items],
        [$purchasesCache, [{ ...purchasesResponseSchema.parse([purchase])[0], shippingOptions: [dpd] }]],
      ],
      handlers: [
        [updateDraftFx, vi.fn(async () => draftReturnOrderSchema.parse(ready))],
        [goToPaymentFx, vi.fn()],
      ],
    }),
  kept: [$selectedItems, $purchasesCache],
  trigger: async (scope) => {
    await open(scope);
    await allSettled(returnOrderSubmitted, { scope });
  },
  // Whatever the fault, the return may or may not have been made: one message, every choice kept.
  expectFault: (scope) => {
    expect(scope.getState($createFailed)).toBe(true);
    expect(scope.getState($selectionSubmitted)).toBeNull();
    expect(scope.getState($draft)).toEqual(draftReturnOrderSchema.parse(ready));
    expect(scope.getState($stepError)).toBeNull();
  },
  // The same press again.
  recover: async (scope) => {
    await allSettled(returnOrderSubmitted, { scope });
    expect(scope.getState($createFailed)).toBe(false);
    expect(scope.getState($selectionSubmitted)).toEqual({
      kind: 'return-order',
      next: '/order-confirmation?id=c1&returnOrderId=ro-1',
    });
  },
});
