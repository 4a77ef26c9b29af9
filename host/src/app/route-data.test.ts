import { demoEntered, demoExited, purchasesLoaded, shopConfigLoaded, signedIn } from '@portal/shared';
import { parseShopConfig } from '@portal/shared/config';
import { beforeEach, describe, expect, it } from 'vitest';
import { routeData } from './route-data';

const shop = (overrides: Record<string, unknown> = {}) =>
  parseShopConfig({
    id: 1,
    name: 'Shop',
    merchantName: 'shop',
    locales: ['en'],
    platformSlice: 2,
    ...overrides,
  });
const urls = (pathname: string) => routeData(pathname).map((request) => request.url);

describe('routeData', () => {
  beforeEach(() => {
    demoExited();
    signedIn('c 1');
    shopConfigLoaded(shop());
  });

  it('starts the draft on confirm items and carriers', () => {
    expect(urls('/confirm-items')).toEqual(['/api/v0/consumer/c%201/draft-return-order']);
    expect(urls('/carriers')).toEqual(['/api/v0/consumer/c%201/draft-return-order']);
  });

  it('starts the purchases on select items, unless they are cached', () => {
    expect(urls('/select-items')).toEqual(['/api/v0/consumer/c%201/purchases']);
    purchasesLoaded([]);
    expect(urls('/select-items')).toEqual([]);
  });

  it('starts nothing for the quote flow, in demo mode, or on steps without data', () => {
    shopConfigLoaded(shop({ platformSlice: 1 }));
    expect(urls('/carriers')).toEqual([]);
    shopConfigLoaded(shop());
    demoEntered();
    expect(urls('/carriers')).toEqual([]);
    demoExited();
    expect(urls('/order-confirmation')).toEqual([]);
  });
});
