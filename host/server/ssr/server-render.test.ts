import { describe, expect, it } from 'vitest';
import { routeKind } from '../routes/pages';
import { SERVER_RENDERED, serverRead } from './server-render';

const apis = { coreApiUrl: 'http://core.test', voltaApiUrl: 'http://volta.test/volta' };
const shopper = (page: string) => ({ consumerId: 'c 1', page });

describe('what a server render may read of the platform', () => {
  it("the shopper's own consumer paths, by GET only", () => {
    const page = shopper('/select-items');
    expect(serverRead('/api/v0/consumer/c%201/purchases', 'GET', page, apis)).toBe(
      'http://core.test/api/v0/consumer/c%201/purchases',
    );
    expect(serverRead('/api/v0/consumer/c%201/draft-return-order', 'PUT', page, apis)).toBeNull();
    expect(serverRead('/api/v0/consumer/c%202/purchases', 'GET', page, apis)).toBeNull();
    expect(serverRead('/api/v0/auth/logout', 'POST', page, apis)).toBeNull();
  });

  it("on a quote's confirmation, that quote's confirmation and nothing else of the volta API", () => {
    const page = shopper('/order-confirmation/9b2d-41aa?utm=x');
    expect(serverRead('/volta/confirmations/9b2d-41aa', 'GET', page, apis)).toBe(
      'http://volta.test/volta/confirmations/9b2d-41aa',
    );
    // Another quote, the quote itself, a write, or any query: refused.
    expect(serverRead('/volta/confirmations/other', 'GET', page, apis)).toBeNull();
    expect(serverRead('/volta/quotes/9b2d-41aa', 'GET', page, apis)).toBeNull();
    expect(serverRead('/volta/quotes/9b2d-41aa/payments', 'POST', page, apis)).toBeNull();
    expect(serverRead('/volta/confirmations/9b2d-41aa', 'POST', page, apis)).toBeNull();
    expect(serverRead('/volta/confirmations/9b2d-41aa?x=1', 'GET', page, apis)).toBeNull();
    expect(serverRead('/volta/confirmations/9b2d-41aa/..', 'GET', page, apis)).toBeNull();
  });

  it('no volta read on any other page, nor for a quote id that is not one plain segment', () => {
    expect(serverRead('/volta/confirmations/q-1', 'GET', shopper('/select-items'), apis)).toBeNull();
    expect(serverRead('/volta/confirmations/q-1', 'GET', shopper('/order-confirmation'), apis)).toBeNull();
    expect(serverRead('/volta/confirmations/..', 'GET', shopper('/order-confirmation/..'), apis)).toBeNull();
    expect(
      serverRead('/volta/confirmations/a%2F..', 'GET', shopper('/order-confirmation/a%2F..'), apis),
    ).toBeNull();
  });
});

describe('which pages the server renders', () => {
  it('select items and both flows’ order confirmations', () => {
    for (const path of ['/order-confirmation', '/order-confirmation/q-1', '/order-confirmation/q-1/'])
      expect(SERVER_RENDERED[routeKind(path)]).toMatchObject({
        remote: 'remote_confirmation',
        page: 'order-confirmation',
      });
    expect(SERVER_RENDERED[routeKind('/select-items')]?.page).toBe('select-items');
    for (const path of ['/carriers', '/order-confirmation/q-1/more', '/nl/order-confirmation', '/'])
      expect(SERVER_RENDERED[routeKind(path)]).toBeUndefined();
  });
});
