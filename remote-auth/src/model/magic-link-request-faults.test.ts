/**
 * The fault matrix's cells for the magic-link request (`POST /api/v0/auth/magic-link`): an error
 * answer shows the server's text or status, no answer (none in time, no connection) the form's own
 * message; a 200 is the link sent whatever its body, as its answer is not used. The same press
 * again sends the link (docs/business-rules.md#magic-link-request).
 */
import { TIMEOUTS_MS } from '@portal/shared';
import { type Fault, faultMatrixRow, json } from '@portal/shared/testing/fault-cells';
import { allSettled, createWatch, fork, type Scope } from 'effector';
import { expect } from 'vitest';
import { $confirmationVisible, $failure, magicLinkRequested, requestMagicLinkFx } from './magic-link-request';

const request = { email: 'faults-magic@example.com', locale: 'nl', storeId: 'store-nordwind' };
const SHOWN: Record<Fault, unknown> = {
  '500': { text: '500 Internal Server Error' },
  '503': { text: '503 Service Unavailable' },
  hang: { key: 'login.error.unknown' },
  abort: { key: 'login.error.unknown' },
  malformed: null,
  'wrong-shape': null,
};
/** How often the link was sent, per scope. */
const sent = new WeakMap<Scope, number>();

faultMatrixRow('sign-in: POST auth/magic-link', {
  match: (seen) => seen.url.pathname === '/api/v0/auth/magic-link' && seen.method === 'POST',
  server: () => json({}),
  limit: TIMEOUTS_MS.write,
  setUp: () => {
    const scope = fork();
    sent.set(scope, 0);
    createWatch({
      unit: requestMagicLinkFx.done,
      scope,
      fn: () => sent.set(scope, (sent.get(scope) ?? 0) + 1),
    });
    return scope;
  },
  trigger: (scope) => allSettled(magicLinkRequested, { scope, params: request }),
  expectFault: (scope, fault) => {
    expect(scope.getState($failure)).toEqual(SHOWN[fault]);
    // A 200 is the link sent (its confirmation has come and gone on the fake clock); no answer is none.
    expect(sent.get(scope)).toBe(SHOWN[fault] === null ? 1 : 0);
  },
  recover: async (scope) => {
    const before = sent.get(scope) ?? 0;
    await allSettled(magicLinkRequested, { scope, params: request });
    expect(scope.getState($failure)).toBeNull();
    expect(sent.get(scope)).toBe(before + 1);
    // Its confirmation showed, and the form came back on the fake clock.
    expect(scope.getState($confirmationVisible)).toBe(false);
  },
});
