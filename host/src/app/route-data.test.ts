import {
  $consumerId,
  $isDemo,
  $purchasesCache,
  $shopConfig,
  purchasesLoaded,
  shopConfigLoaded,
} from '@portal/shared';
import { testShop } from '@portal/shared/testing/shop';
import { allSettled, fork, type Scope } from 'effector';
import { beforeEach, describe, expect, it } from 'vitest';
import { routeData } from './route-data';

describe('routeData', () => {
  let scope: Scope;
  const urls = (pathname: string) => routeData(scope, pathname).map((request) => request.url);

  beforeEach(() => {
    scope = fork({
      values: [
        [$consumerId, 'c 1'],
        [$shopConfig, testShop()],
      ],
    });
  });

  it('starts nothing for the step the server rendered the page with: its data is in the scope', () => {
    expect(routeData(scope, '/confirm-items', '/confirm-items')).toEqual([]);
    expect(routeData(scope, '/carriers', '/carriers')).toEqual([]);
    expect(urls('/carriers')).toEqual(['/api/v0/consumer/c%201/draft-return-order']);
  });

  it('starts the draft on confirm items and carriers', () => {
    expect(urls('/confirm-items')).toEqual(['/api/v0/consumer/c%201/draft-return-order']);
    expect(urls('/carriers')).toEqual(['/api/v0/consumer/c%201/draft-return-order']);
  });

  it('starts the purchases on select items, unless they are cached', async () => {
    expect(urls('/select-items')).toEqual(['/api/v0/consumer/c%201/purchases']);
    await allSettled(purchasesLoaded, { scope, params: [] });
    expect(urls('/select-items')).toEqual([]);
  });

  it('starts nothing for the quote flow, in demo mode, or on steps without data', async () => {
    await allSettled(shopConfigLoaded, { scope, params: testShop({ platformSlice: 1 }) });
    expect(urls('/carriers')).toEqual([]);
    expect(urls('/order-confirmation')).toEqual([]);
    expect(
      routeData(
        fork({
          values: [
            [$consumerId, 'c 1'],
            [$shopConfig, testShop()],
            [$isDemo, true],
          ],
        }),
        '/carriers',
      ),
    ).toEqual([]);
  });

  it("reads the shopper from the page's scope only: the global state is never the page's", () => {
    expect(routeData(fork(), '/select-items')).toEqual([]);
    expect($purchasesCache.getState()).toBeNull();
  });
});
