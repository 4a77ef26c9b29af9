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
import { parseShopConfig } from '@portal/shared/config';
import { routeRequests } from '@portal/shared/route-data';
import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as api from '../api/purchases';
import { fetchPurchasesFx, PURCHASES_RETRY, selectItemsOpened } from './purchases';

vi.spyOn(console, 'warn').mockImplementation(() => undefined);
vi.spyOn(console, 'error').mockImplementation(() => undefined);

// The tries are the HTTP client's (PURCHASES_RETRY): counted at the network.
const network = vi.fn<typeof fetch>();
const answer = (status: number) => async () => new Response('{}', { status });
afterEach(() => {
  network.mockReset();
  vi.unstubAllGlobals();
});

describe('purchases model', () => {
  it('retries a server failure up to 3 times, then raises the error', async () => {
    vi.stubGlobal('fetch', network.mockImplementation(answer(503)));
    const scope = fork({ values: [[$consumerId, 'c1']] });
    await allSettled(selectItemsOpened, { scope });
    expect(network).toHaveBeenCalledTimes(3);
    // The very request the host starts early for select items (its route-data declaration).
    const config = parseShopConfig({
      id: 1,
      name: 'S',
      merchantName: 's',
      locales: ['en'],
      platformSlice: 2,
    });
    const early = routeRequests('/select-items', { consumerId: 'c1', config, purchasesCached: false });
    expect(early.map((request) => request.url)).toEqual([String(network.mock.calls[0]?.[0])]);
    expect(scope.getState($stepError)).toBeInstanceOf(HttpError);
  });

  it('forgets the consumer id on 401, without retrying', async () => {
    vi.stubGlobal('fetch', network.mockImplementation(answer(401)));
    const scope = fork({ values: [[$consumerId, 'c1']] });
    await allSettled(selectItemsOpened, { scope });
    expect(network).toHaveBeenCalledTimes(1);
    expect(scope.getState($consumerId)).toBeNull();
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
    expect(fetch).toHaveBeenCalledWith('c2', PURCHASES_RETRY);
    expect(fresh.getState($purchasesCache)).toEqual([]);
    fetch.mockRestore();
  });

  it('does not ask again after a timeout: the shopper has waited long enough', async () => {
    const timedOut = new TimeoutError('/api/v0/consumer/c1/purchases', 15_000);
    vi.stubGlobal('fetch', network.mockRejectedValue(timedOut));
    const scope = fork({ values: [[$consumerId, 'c1']] });
    await allSettled(selectItemsOpened, { scope });
    expect(network).toHaveBeenCalledTimes(1);
    expect(scope.getState($stepError)).toBe(timedOut);
    expect(PURCHASES_RETRY.retryOn(new HttpError(500, '', null))).toBe(true);
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
