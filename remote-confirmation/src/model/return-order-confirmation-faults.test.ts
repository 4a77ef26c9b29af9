// @vitest-environment jsdom
/**
 * The fault matrix's cells for the draft flow's confirmation read (`GET …/return-order/{id}`): the
 * polling ends on the error screen with the fault's typed error, and the page opened anew after "Try
 * again" reads the return order again
 * (docs/business-rules.md#a-fault-in-any-call-is-said-and-recovered-in-place).
 */
import { $consumerId, $stepError, endSessionFx, stepRetried, TIMEOUTS_MS } from '@portal/shared';
import { faultMatrixRow, isErrorOf, json } from '@portal/shared/testing/fault-cells';
import { allSettled, fork, type Scope } from 'effector';
import { expect, vi } from 'vitest';
import { $redirect, ReturnOrderGate, returnOrderPolling } from './return-order-confirmation';
import { returnOrderAnswer } from './test-answers';

const visit = { consumerId: 'c-1', returnOrderId: 'ro-1' };
const PATH = '/api/v0/consumer/c-1/return-order/ro-1';
const order = returnOrderAnswer();
const open = (scope: Scope) => allSettled(ReturnOrderGate.open, { scope, params: visit });

faultMatrixRow('confirmation: GET return-order/{id}', {
  match: (request) => request.url.pathname === PATH,
  server: () => json(order),
  limit: TIMEOUTS_MS.read,
  setUp: () => {
    sessionStorage.clear();
    document.body.innerHTML = '<script id="label-hosts" type="application/json">["labels.example"]</script>';
    return fork({ values: [[$consumerId, 'c-1']], handlers: [[endSessionFx, vi.fn(async () => undefined)]] });
  },
  trigger: open,
  // The error screen, not the start: the fault blames nobody's session.
  expectFault: (scope, fault) => {
    expect(isErrorOf(fault, scope.getState($stepError))).toBe(true);
    expect(scope.getState($redirect)).toBeNull();
    expect(scope.getState(returnOrderPolling.$answer)).toBeNull();
  },
  recover: async (scope) => {
    await allSettled(stepRetried, { scope });
    await allSettled(ReturnOrderGate.close, { scope, params: visit });
    await open(scope);
    expect(scope.getState($stepError)).toBeNull();
    expect(scope.getState(returnOrderPolling.$answer)).toMatchObject({ id: 'ro-1' });
  },
});
