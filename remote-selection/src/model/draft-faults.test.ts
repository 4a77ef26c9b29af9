/**
 * The fault matrix's cells for confirm items' draft (`GET` and `PUT …/draft-return-order`): the read
 * ends the step on the error screen with the fault's typed error and is asked again by "Try again";
 * a refused write puts the choice back and is sent again by the page's "Try again"
 * (docs/business-rules.md#a-fault-in-any-call-is-said-and-recovered-in-place).
 */
import {
  $stepError,
  type DraftReturnOrder,
  type SelectedItem,
  stepRetried,
  TIMEOUTS_MS,
} from '@portal/shared';
import { draftReturnOrderSchema } from '@portal/shared/schemas';
import { faultMatrixRow, isErrorOf, json, type SeenRequest } from '@portal/shared/testing/fault-cells';
import { allSettled, fork } from 'effector';
import { expect } from 'vitest';
import {
  $draft,
  $draftUpdateFailed,
  $refundChoice,
  choiceSaveRetried,
  draftOpened,
  refundChoiceMade,
} from './draft';

const items: SelectedItem[] = [
  { uid: 'u1', key: 'k1', purchaseId: 'p1', operation: 'Return', quantity: 1, returnReasonId: 101 },
];
const draftOf = (resolutionType: 'Refund' | 'StoreCredit'): DraftReturnOrder =>
  draftReturnOrderSchema.parse({
    consumerId: 'c1',
    totalPrice: { value: '59.95', currency: 'EUR' },
    selectedPurchases: [
      {
        purchaseId: 'p1',
        returnReasonId: 101,
        returnReasonComment: null,
        exchangeProductId: null,
        resolutionType,
      },
    ],
  });
const DRAFT_PATH = '/api/v0/consumer/c1/draft-return-order';
const isDraft = (method: string) => (request: SeenRequest) =>
  request.url.pathname === DRAFT_PATH && request.method === method;
/** The sandbox's draft: it keeps what was last written. */
const server = (request: SeenRequest) =>
  json(
    draftOf(
      request.method === 'PUT' && String(request.body).includes('StoreCredit') ? 'StoreCredit' : 'Refund',
    ),
  );

faultMatrixRow('confirm items: GET draft-return-order', {
  match: isDraft('GET'),
  server,
  limit: TIMEOUTS_MS.read,
  setUp: () => fork(),
  trigger: (scope) => allSettled(draftOpened, { scope, params: 'c1' }),
  expectFault: (scope, fault) => {
    expect(isErrorOf(fault, scope.getState($stepError))).toBe(true);
    expect(scope.getState($draft)).toBeNull();
  },
  recover: async (scope) => {
    // "Try again" clears the screen; the page opens anew and asks for the draft again.
    await allSettled(stepRetried, { scope });
    await allSettled(draftOpened, { scope, params: 'c1' });
    expect(scope.getState($stepError)).toBeNull();
    expect(scope.getState($draft)).toEqual(draftOf('Refund'));
  },
});

faultMatrixRow('confirm items: PUT draft-return-order', {
  match: isDraft('PUT'),
  server,
  limit: TIMEOUTS_MS.write,
  setUp: () =>
    fork({
      values: [
        [$draft, draftOf('Refund')],
        [$refundChoice, 'refund'],
      ],
    }),
  trigger: (scope) =>
    allSettled(refundChoiceMade, { scope, params: { choice: 'store-credit', consumerId: 'c1', items } }),
  // The refused choice is put back, the draft with it, and the page says so; the step stays.
  expectFault: (scope) => {
    expect(scope.getState($refundChoice)).toBe('refund');
    expect(scope.getState($draft)).toEqual(draftOf('Refund'));
    expect(scope.getState($draftUpdateFailed)).toBe(true);
    expect(scope.getState($stepError)).toBeNull();
  },
  recover: async (scope) => {
    await allSettled(choiceSaveRetried, { scope });
    expect(scope.getState($refundChoice)).toBe('store-credit');
    expect(scope.getState($draft)).toEqual(draftOf('StoreCredit'));
    expect(scope.getState($draftUpdateFailed)).toBe(false);
  },
});
