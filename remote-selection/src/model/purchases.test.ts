import {
  $consumerId,
  $purchasesCache,
  $selectedItems,
  $stepError,
  HttpError,
  itemSelected,
  type Purchase,
  type SelectedItem,
  signedIn,
  stepRetried,
  TimeoutError,
} from '@portal/shared';
import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import * as api from '../api/purchases';
import { fetchPurchasesFx, PURCHASE_ATTEMPTS, selectItemsOpened } from './purchases';

vi.spyOn(console, 'warn').mockImplementation(() => undefined);
vi.spyOn(console, 'error').mockImplementation(() => undefined);

describe('purchases model', () => {
  it('retries a server failure up to 3 times, then raises the error', async () => {
    const fetch = vi.spyOn(api, 'fetchPurchases').mockRejectedValue(new HttpError(503, 'Unavailable', ''));
    const scope = fork({ values: [[$consumerId, 'c1']] });
    await allSettled(selectItemsOpened, { scope });
    expect(fetch).toHaveBeenCalledTimes(PURCHASE_ATTEMPTS);
    expect(scope.getState($stepError)).toBeInstanceOf(HttpError);
    fetch.mockRestore();
  });

  it('forgets the consumer id on 401, without retrying', async () => {
    const fetch = vi.spyOn(api, 'fetchPurchases').mockRejectedValue(new HttpError(401, 'Unauthorized', {}));
    const scope = fork({ values: [[$consumerId, 'c1']] });
    await allSettled(selectItemsOpened, { scope });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(scope.getState($consumerId)).toBeNull();
    fetch.mockRestore();
  });

  it('does not call without a consumer id, and uses the cache when there is one', async () => {
    const fetch = vi.spyOn(api, 'fetchPurchases').mockResolvedValue([]);
    const withoutConsumer = fork();
    await allSettled(fetchPurchasesFx, { scope: withoutConsumer, params: null });
    expect(fetch).not.toHaveBeenCalled();

    const cached = fork({
      values: [
        [$consumerId, 'c1'],
        [$purchasesCache, []],
      ],
    });
    await allSettled(selectItemsOpened, { scope: cached });
    expect(fetch).not.toHaveBeenCalled();

    const fresh = fork();
    await allSettled(signedIn, { scope: fresh, params: 'c2' });
    await allSettled(selectItemsOpened, { scope: fresh });
    expect(fetch).toHaveBeenCalledWith('c2');
    expect(fresh.getState($purchasesCache)).toEqual([]);
    fetch.mockRestore();
  });

  it('does not ask again after a timeout: the shopper has waited long enough', async () => {
    const fetch = vi
      .spyOn(api, 'fetchPurchases')
      .mockRejectedValue(new TimeoutError('/api/v0/consumer/c1/purchases', 15_000));
    const scope = fork({ values: [[$consumerId, 'c1']] });
    await allSettled(selectItemsOpened, { scope });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(scope.getState($stepError)).toBeInstanceOf(TimeoutError);
    fetch.mockRestore();
  });

  it('loads again when the shopper tries again after a failure, keeping the selection', async () => {
    const purchases = [{ purchaseId: 'p1' }] as unknown as Purchase[];
    const fetch = vi
      .spyOn(api, 'fetchPurchases')
      .mockRejectedValueOnce(new TimeoutError('/api/v0/consumer/c1/purchases', 15_000))
      .mockResolvedValueOnce(purchases);
    const scope = fork({ values: [[$consumerId, 'c1']] });
    const item = { uid: 'p1-0', purchaseId: 'p1', quantity: 1 } as SelectedItem;
    await allSettled(itemSelected, { scope, params: item });
    await allSettled(selectItemsOpened, { scope });
    expect(scope.getState($purchasesCache)).toBeNull();

    // "Try again": the error goes, the page mounts again and opens the step again.
    await allSettled(stepRetried, { scope });
    expect(scope.getState($stepError)).toBeNull();
    await allSettled(selectItemsOpened, { scope });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(scope.getState($purchasesCache)).toEqual(purchases);
    expect(scope.getState($stepError)).toBeNull();
    expect(scope.getState($selectedItems)).toEqual([item]);
    fetch.mockRestore();
  });
});
