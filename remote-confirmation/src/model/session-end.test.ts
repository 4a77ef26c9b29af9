// @vitest-environment jsdom
import {
  $consumerId,
  $finishedReturn,
  $isDemo,
  $purchasesCache,
  $selectedItems,
  $signInDetails,
  endSessionFx,
} from '@portal/shared';
import { allSettled, fork } from 'effector';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { returnCompleted, TakingOverGate } from './session-end';

const ending = {
  id: 'ro-1',
  logout: true,
  confirmation: '/order-confirmation?id=c-1&returnOrderId=ro-1',
  flow: 'draft' as const,
  paid: false,
};

beforeEach(() => sessionStorage.clear());

function scopeWith(values: [unknown, unknown][] = []) {
  const logout = vi.fn(async () => undefined);
  const scope = fork({
    values: [
      [$consumerId, 'c-1'],
      [$signInDetails, { orderNumber: 'NW-1001' }],
      [$selectedItems, [{ id: 'item' }]],
      [$purchasesCache, []],
      ...values,
    ] as never,
    handlers: [[endSessionFx, logout]],
  });
  return { scope, logout };
}

describe('the end of a finished return', () => {
  it('drops the selection and caches and ends the session once per return, across reloads of the tab', async () => {
    const { scope, logout } = scopeWith();
    await allSettled(returnCompleted, { scope, params: ending });
    expect(scope.getState($selectedItems)).toEqual([]);
    expect(scope.getState($purchasesCache)).toBeNull();
    expect(logout).toHaveBeenCalledTimes(1);
    expect(scope.getState($finishedReturn)).toEqual({
      consumerId: 'c-1',
      confirmation: ending.confirmation,
      orderNumber: 'NW-1001',
    });

    // A reload: a new scope, the same tab.
    const again = scopeWith();
    await allSettled(returnCompleted, { scope: again.scope, params: ending });
    expect(again.logout).not.toHaveBeenCalled();
    expect(again.scope.getState($selectedItems)).toHaveLength(1);
  });

  it('waits while the browser is still taking a server-rendered page over: the tab keeps what it changes', async () => {
    const { scope, logout } = scopeWith();
    await allSettled(TakingOverGate.open, { scope, params: {} });
    await allSettled(returnCompleted, { scope, params: ending });
    // Hydrated, what the tab kept not yet read back: nothing changed, nothing sent.
    expect(logout).not.toHaveBeenCalled();
    expect(scope.getState($selectedItems)).toHaveLength(1);
    expect(scope.getState($finishedReturn)).toBeNull();
    await allSettled(TakingOverGate.close, { scope, params: {} });
    expect(logout).toHaveBeenCalledTimes(1);
    expect(scope.getState($selectedItems)).toEqual([]);
    expect(scope.getState($finishedReturn)).toMatchObject({ consumerId: 'c-1' });
    // Nothing held any more: the gate opened and closed again ends nothing twice.
    await allSettled(TakingOverGate.open, { scope, params: {} });
    await allSettled(TakingOverGate.close, { scope, params: {} });
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('keeps the session when the return says so, and in demo mode', async () => {
    const kept = scopeWith();
    await allSettled(returnCompleted, { scope: kept.scope, params: { ...ending, logout: false } });
    expect(kept.scope.getState($selectedItems)).toEqual([]);
    expect(kept.logout).not.toHaveBeenCalled();
    expect(kept.scope.getState($finishedReturn)).toBeNull();

    const demo = scopeWith([[$isDemo, true]]);
    await allSettled(returnCompleted, { scope: demo.scope, params: { ...ending, id: 'demo-return-order' } });
    expect(demo.logout).not.toHaveBeenCalled();
  });

  it('reads an unreadable list of ended returns as none', async () => {
    sessionStorage.setItem('finished-returns', '{not json');
    const { scope, logout } = scopeWith();
    await allSettled(returnCompleted, { scope, params: ending });
    expect(logout).toHaveBeenCalledTimes(1);
    expect(JSON.parse(sessionStorage.getItem('finished-returns') ?? '[]')).toEqual(['ro-1']);
  });
});
