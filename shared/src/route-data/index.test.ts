import { describe, expect, it } from 'vitest';
import { testShop } from '../testing/shop';
import { consumerPath, draftReturnOrderUpdate, type RouteDataContext, routeRequests } from './index';

const context = (overrides: Partial<RouteDataContext> = {}): RouteDataContext => ({
  consumerId: 'c 1',
  config: testShop(),
  purchasesCached: false,
  ...overrides,
});
const urls = (pathname: string, overrides: Partial<RouteDataContext> = {}) =>
  routeRequests(pathname, context(overrides)).map((request) => request.url);

describe('route data', () => {
  it('builds the consumer path with the id encoded', () => {
    expect(consumerPath('c 1/x')).toBe('/api/v0/consumer/c%201%2Fx');
  });

  it('select items: the purchases, unless cached or the shop is ecommerce-less', () => {
    expect(urls('/select-items')).toEqual(['/api/v0/consumer/c%201/purchases']);
    expect(urls('/select-items', { purchasesCached: true })).toEqual([]);
    expect(urls('/select-items', { config: testShop({ isEcommerceless: true }) })).toEqual([]);
  });

  it('confirm items and carriers: the draft in the draft flow only', () => {
    expect(urls('/confirm-items')).toEqual(['/api/v0/consumer/c%201/draft-return-order']);
    expect(urls('/carriers')).toEqual(['/api/v0/consumer/c%201/draft-return-order']);
    expect(urls('/carriers', { config: testShop({ platformSlice: 1 }) })).toEqual([]);
    expect(urls('/confirm-items', { config: testShop({ isEcommerceless: true }) })).toEqual([]);
    expect(urls('/order-confirmation')).toEqual([]);
  });

  it('starts GETs only: a write is never sent early', () => {
    for (const path of ['/select-items', '/confirm-items', '/carriers'])
      for (const request of routeRequests(path, context())) expect(request.method ?? 'GET').toBe('GET');
    expect(draftReturnOrderUpdate('c1', { tacAgreed: true })).toMatchObject({
      url: '/api/v0/consumer/c1/draft-return-order',
      method: 'PUT',
      body: { tacAgreed: true },
    });
  });
});
