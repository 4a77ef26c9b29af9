/**
 * The fault matrix's cells for confirm items' reads on opening and the quote flow's quote: the
 * display toggles (`GET /features`) fail closed to their defaults with nothing said; the quote flow's
 * pricelists (`GET /volta/pricelists`) end on the error screen and load again after "Try again"; the
 * self-shipping quote (`POST /volta/quotes`) is tried again after a failure that may hide a created
 * quote, ends on the error screen with nothing submitted, and one press after "Try again" creates it
 * (docs/business-rules.md#a-fault-in-any-call-is-said-and-recovered-in-place).
 */
import {
  $consumerId,
  $pricelists,
  $selectedItems,
  $selectionSubmitted,
  $shopConfig,
  $stepError,
  type SelectedItem,
  stepRetried,
  TIMEOUTS_MS,
} from '@portal/shared';
import { parseShopConfig } from '@portal/shared/config';
import { confirmationPath } from '@portal/shared/quotes';
import { ATTEMPT_TRIES } from '@portal/shared/submission';
import { type Fault, faultMatrixRow, isErrorOf, json, TRANSIENT } from '@portal/shared/testing/fault-cells';
import { allSettled, fork, type Scope } from 'effector';
import { expect, vi } from 'vitest';
import { $waiting, ConfirmItemsGate, NO_PRESELECTION } from './confirm-items';
import { $featureResults } from './features';
import { quoteCreatePressed } from './quote-flow';

const item: SelectedItem = { uid: 'u1', key: 'k1', purchaseId: 'p1', operation: 'Return', quantity: 1 };
const quoteFlow = parseShopConfig({ id: 's', name: 'S', locales: ['nl'] });
const draftFlow = parseShopConfig({ id: 's', name: 'S', locales: ['nl'], platformSlice: 2 });
const pricelists = {
  items: [
    {
      uuid: 'pl-1',
      price: '0.00',
      currency: 'EUR',
      address: null,
      courierService: { type: 'SIY', label: 'Ship it yourself' },
    },
  ],
  insurance: { enabled: false },
};
const navigate = vi.fn<(path: string) => void>();
const open = (scope: Scope) =>
  allSettled(ConfirmItemsGate.open, { scope, params: { navigate, locale: 'nl' } });
const reopen = async (scope: Scope) => {
  await allSettled(ConfirmItemsGate.close, { scope, params: { navigate, locale: 'nl' } });
  await open(scope);
};
const isDisplayToggles = (url: URL) =>
  url.pathname === '/features' && url.searchParams.get('names') === NO_PRESELECTION;
/** Everything else confirm items asks when it opens. */
const server = (request: { url: URL }) =>
  isDisplayToggles(request.url) ? json([{ feature: NO_PRESELECTION, result: true }]) : json(pricelists);

faultMatrixRow('confirm items: GET /features (display)', {
  match: (request) => isDisplayToggles(request.url),
  server,
  limit: TIMEOUTS_MS.own,
  // A draft-flow shop with no one signed in: the toggles are the page's only call.
  setUp: () =>
    fork({
      values: [
        [$shopConfig, draftFlow],
        [$selectedItems, [item]],
      ],
    }),
  kept: [$selectedItems],
  trigger: open,
  expectFault: (scope) => {
    expect(scope.getState($featureResults)).toEqual({});
    expect(scope.getState($stepError)).toBeNull();
    expect(scope.getState($waiting)).toBe(false);
  },
  // Back to select items and on again: the toggles are asked again and read.
  recover: async (scope) => {
    await reopen(scope);
    expect(scope.getState($featureResults)).toEqual({ [NO_PRESELECTION]: true });
  },
});

faultMatrixRow('confirm items: GET /volta/pricelists', {
  match: (request) => request.url.pathname === '/volta/pricelists',
  server,
  limit: TIMEOUTS_MS.read,
  setUp: () =>
    fork({
      values: [
        [$shopConfig, quoteFlow],
        [$selectedItems, [item]],
        [$consumerId, 'c1'],
      ],
    }),
  kept: [$selectedItems],
  trigger: open,
  expectFault: (scope, fault) => {
    expect(isErrorOf(fault, scope.getState($stepError))).toBe(true);
    expect(scope.getState($pricelists)).toBeNull();
  },
  recover: async (scope) => {
    await allSettled(stepRetried, { scope });
    await reopen(scope);
    expect(scope.getState($stepError)).toBeNull();
    expect(scope.getState($pricelists)?.items.map(({ uuid }) => uuid)).toEqual(['pl-1']);
    expect(scope.getState($waiting)).toBe(false);
  },
});

const request = {
  pricelistUuid: 'pl-1',
  quoteItems: [],
  isInsured: false,
  parcelAmount: 1,
  locale: 'NL',
  userProperties: { deviceId: 'd1', sessionId: 's1' },
};
const QUOTE = '6f1c7a52-3b0e-4c1d-9a55-2f8e7d6c5b4a';

faultMatrixRow('confirm items: POST /volta/quotes', {
  match: (seen) => seen.url.pathname === '/volta/quotes' && seen.method === 'POST',
  server: () => json({ quoteUuid: QUOTE, paymentUrl: null }),
  limit: TIMEOUTS_MS.write,
  tries: (fault: Fault) => (TRANSIENT.includes(fault) ? ATTEMPT_TRIES : 1),
  creating: true,
  setUp: () =>
    fork({
      values: [
        [$shopConfig, quoteFlow],
        [$selectedItems, [item]],
        [$consumerId, 'c1'],
      ],
    }),
  kept: [$selectedItems],
  trigger: (scope) => allSettled(quoteCreatePressed, { scope, params: request }),
  expectFault: (scope, fault) => {
    expect(isErrorOf(fault, scope.getState($stepError))).toBe(true);
    expect(scope.getState($selectionSubmitted)).toBeNull();
  },
  recover: async (scope) => {
    await allSettled(stepRetried, { scope });
    await allSettled(quoteCreatePressed, { scope, params: request });
    expect(scope.getState($selectionSubmitted)).toEqual({ kind: 'quote', next: confirmationPath(QUOTE) });
  },
});
