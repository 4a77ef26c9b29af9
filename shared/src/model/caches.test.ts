import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { Purchase } from '../api/schemas';
import {
  $gatekeepingAnswers,
  $pricelists,
  $purchasesCache,
  purchasesCacheInvalidated,
  purchasesLoaded,
} from './caches';
import { $consumerId, consumerIdCleared, loggedOut, signedIn } from './consumer';
import { selectionCleared } from './selection';

const purchases = [{ purchaseId: 'p1' }] as unknown as Purchase[];

describe('session caches', () => {
  it.each([
    ['signing in', signedIn, 'consumer-2'],
    ['logging out', loggedOut, undefined],
    ['an explicit invalidation', purchasesCacheInvalidated, undefined],
  ] as const)('drops cached purchases on %s', async (_, clock, params) => {
    const scope = fork();
    await allSettled(purchasesLoaded, { scope, params: purchases });
    expect(scope.getState($purchasesCache)).toEqual(purchases);
    await allSettled(clock as typeof signedIn, { scope, params: params as string });
    expect(scope.getState($purchasesCache)).toBeNull();
  });

  it('forgets gatekeeping answers when the shopper changes', async () => {
    const scope = fork({ values: [[$gatekeepingAnswers, { p1: [{ label: 'Photo' }] }]] });
    await allSettled(signedIn, { scope, params: 'consumer-3' });
    expect(scope.getState($gatekeepingAnswers)).toEqual({});
  });

  it('drops the pricelists and gatekeeping answers with the selection they were for', async () => {
    const scope = fork({
      values: [
        [$gatekeepingAnswers, { p1: [{ label: 'Photo' }] }],
        [$pricelists, { items: [] }],
      ],
    });
    await allSettled(selectionCleared, { scope });
    expect(scope.getState($gatekeepingAnswers)).toEqual({});
    expect(scope.getState($pricelists)).toBeNull();
  });
});

describe('consumer', () => {
  it('holds the consumer id from sign-in until logout or clearing', async () => {
    const scope = fork();
    await allSettled(signedIn, { scope, params: 'consumer-1' });
    expect(scope.getState($consumerId)).toBe('consumer-1');
    await allSettled(consumerIdCleared, { scope });
    expect(scope.getState($consumerId)).toBeNull();
    await allSettled(signedIn, { scope, params: 'consumer-1' });
    await allSettled(loggedOut, { scope });
    expect(scope.getState($consumerId)).toBeNull();
  });
});
