// @vitest-environment jsdom
/**
 * The fault matrix's cells for the withdrawal statement (`POST /api/v0/withdrawals`): tried again
 * after a failure that may hide a received statement, then said on the summary with everything as
 * typed; the same press again sends it once (docs/business-rules.md#the-withdrawal-function).
 */
import { TIMEOUTS_MS } from '@portal/shared';
import { ATTEMPT_TRIES } from '@portal/shared/submission';
import { faultMatrixRow, json, type SeenRequest, TRANSIENT } from '@portal/shared/testing/fault-cells';
import { allSettled, fork, type Scope } from 'effector';
import { expect } from 'vitest';
import { $acknowledgement, $sendError, $stage, $values, withdrawalConfirmed } from './withdrawal';

const shop = { storeId: 'store-nordwind', locale: 'nl' };
const typed = { name: 'Fenna Fout', orderNumber: 'NW-5525', email: 'faults-withdrawal@example.com' };
/** The platform acknowledges what it was sent. */
const server = (request: SeenRequest) => {
  const statement = JSON.parse(String(request.body)) as typeof typed;
  return json({
    withdrawalId: 'WD-1',
    receivedAt: '2026-11-26T10:00:00.000Z',
    name: statement.name,
    orderNumber: statement.orderNumber,
    email: statement.email,
  });
};
const confirm = (scope: Scope) => allSettled(withdrawalConfirmed, { scope, params: shop });

faultMatrixRow('sign-in: POST /api/v0/withdrawals', {
  match: (request) => request.url.pathname === '/api/v0/withdrawals' && request.method === 'POST',
  server,
  limit: TIMEOUTS_MS.write,
  tries: (fault) => (TRANSIENT.includes(fault) ? ATTEMPT_TRIES : 1),
  creating: true,
  // The summary of a typed statement.
  setUp: () => {
    sessionStorage.clear();
    return fork({
      values: [
        [$values, { ...typed, scope: 'all', items: '', remark: '' }],
        [$stage, 'review'],
      ],
    });
  },
  kept: [$values],
  trigger: confirm,
  expectFault: (scope) => {
    expect(scope.getState($sendError)).toBe('error_send');
    expect(scope.getState($stage)).toBe('review');
    expect(scope.getState($acknowledgement)).toBeNull();
  },
  recover: async (scope) => {
    await confirm(scope);
    expect(scope.getState($stage)).toBe('done');
    expect(scope.getState($acknowledgement)?.orderNumber).toBe('NW-5525');
    expect(scope.getState($sendError)).toBeNull();
  },
});
