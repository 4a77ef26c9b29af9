import { testShop } from '@portal/shared/testing/shop';
import { describe, expect, it } from 'vitest';
import { routeKind } from '../routes/pages';
import { featuresAnswer, serverRead } from './platform-reads';
import { serverRenderedStep, tabStateOf } from './server-render';

const IDLE = { selecting: false };
const rendered = (kind: string, config = testShop(), tab = IDLE) =>
  serverRenderedStep(kind, config, tab)?.page ?? null;

describe('which steps the server renders', () => {
  it('in the draft flow: select items, confirm items and carriers, each from its own remote', () => {
    expect(serverRenderedStep('select-items', testShop(), IDLE)).toMatchObject({
      remote: 'remote_selection',
    });
    expect(serverRenderedStep('confirm-items', testShop(), IDLE)).toMatchObject({
      remote: 'remote_selection',
    });
    expect(serverRenderedStep('carriers', testShop(), IDLE)).toMatchObject({ remote: 'remote_carriers' });
  });

  it("select items is the browser's while the tab holds a selection in progress, in both flows; the rest is not", () => {
    const selecting = tabStateOf({ cookies: { 'portal-selecting': '1' } });
    expect(selecting).toEqual({ selecting: true });
    expect(tabStateOf({ cookies: {} })).toEqual(IDLE);
    for (const shop of [testShop(), testShop({ platformSlice: 1 })])
      expect(rendered('select-items', shop, selecting)).toBeNull();
    expect(rendered('confirm-items', testShop(), selecting)).toBe('confirm-items');
    expect(rendered('order-confirmation', testShop(), selecting)).toBe('order-confirmation');
  });

  it('in the quote flow only select items: the selection is in the tab alone', () => {
    const quote = testShop({ platformSlice: 1 });
    expect(rendered('select-items', quote)).toBe('select-items');
    expect(rendered('confirm-items', quote)).toBeNull();
    expect(rendered('carriers', quote)).toBeNull();
  });

  it('an ecommerce-less shop (items typed in the tab): only the order confirmation', () => {
    const typedIn = testShop({ isEcommerceless: true });
    expect(rendered('select-items', typedIn)).toBeNull();
    expect(rendered('order-confirmation', typedIn)).toBe('order-confirmation');
    expect(rendered('confirm-items', typedIn)).toBeNull();
    expect(rendered('carriers', typedIn)).toBeNull();
  });

  it('the order confirmation in both flows, by the return its address names', () => {
    for (const path of ['/order-confirmation', '/order-confirmation/q-1', '/order-confirmation/q-1/']) {
      expect(rendered(routeKind(path))).toBe('order-confirmation');
      expect(rendered(routeKind(path), testShop({ platformSlice: 1 }))).toBe('order-confirmation');
    }
  });

  it('no other page', () => {
    for (const kind of ['sign-in', 'other', 'accessibility']) expect(rendered(kind)).toBeNull();
    for (const path of ['/order-confirmation/q-1/more', '/nl/order-confirmation', '/'])
      expect(rendered(routeKind(path))).toBeNull();
  });
});

describe('the display toggles a step asks for during a render', () => {
  const config = { features: { 'force-expand-carriers': true, 'show-most-sustainable-option': false } };

  it('are answered as /features answers the page: the shop’s, forced by the page’s parameters where allowed', async () => {
    const answer = featuresAnswer(
      '/features?names=force-expand-carriers%2Cshow-most-sustainable-option%2Cunknown',
      config,
      { 'feature.show-most-sustainable-option': 'true', 'feature.force-expand-carriers': 'false' },
      ['show-most-sustainable-option'],
    );
    expect(await answer?.json()).toEqual([
      { feature: 'force-expand-carriers', result: true },
      { feature: 'show-most-sustainable-option', result: true },
      { feature: 'unknown', result: false },
    ]);
  });

  it('leave every other request to the platform (or to the refusal)', () => {
    expect(featuresAnswer('/api/v0/consumer/c1/purchases', config, {}, [])).toBeNull();
    expect(featuresAnswer('/feature?name=x', config, {}, [])).toBeNull();
  });
});

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
