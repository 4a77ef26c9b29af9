/** `@portal/shared/testing/shop`: the shop configuration tests start from. */
import { parseShopConfig } from '../config/shop-config';

/** A draft-flow shop (platform slice 2) in one language, with `overrides` on top. */
export const testShop = (overrides: Record<string, unknown> = {}) =>
  parseShopConfig({
    id: 1,
    name: 'Shop',
    merchantName: 'shop',
    locales: ['en'],
    platformSlice: 2,
    ...overrides,
  });
