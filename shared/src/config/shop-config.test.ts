// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { parseShopConfig, readShopConfig, ShopConfigError } from './shop-config';

const valid = {
  id: 'store-1',
  name: 'Nordwind',
  locales: ['nl', 'en'],
  customizations: { magicLinkEnabled: true },
  returnReasons: [
    { type: 2, disablesReturnFlow: false, value: 'other', text: 'Anders', locale: 'nl', position: 2 },
    {
      position: 1,
      returnReason: { id: 7, key: 'too_small', description: 'Too small' },
      allowComment: false,
      preventReturn: false,
      storeReturnReason: { comment: { required: false, options: [{ key: 'a' }] } },
    },
  ],
};

describe('parseShopConfig', () => {
  it('accepts a valid configuration, filling in defaults', () => {
    const config = parseShopConfig(valid);
    expect(config.name).toBe('Nordwind');
    expect(config.customizations.magicLinkEnabled).toBe(true);
    expect(config.customizations.hideProductPrices).toBe(false);
    expect(config.platformSlice).toBe(1);
    expect(config.features).toEqual({});
  });

  it('accepts both return-reason shapes', () => {
    expect(parseShopConfig(valid).returnReasons).toHaveLength(2);
  });

  it('rejects a missing field, naming it', () => {
    const { locales: _, ...withoutLocales } = valid;
    expect(() => parseShopConfig(withoutLocales)).toThrowError(/"locales"/);
  });

  it('rejects a wrong type deep inside, naming the path', () => {
    const broken = { ...valid, customizations: { magicLinkEnabled: 'yes' } };
    try {
      parseShopConfig(broken);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ShopConfigError);
      expect((error as ShopConfigError).path).toBe('customizations.magicLinkEnabled');
      expect((error as Error).message).toContain('customizations.magicLinkEnabled');
    }
  });
});

describe('readShopConfig', () => {
  const page = (script: string) =>
    new DOMParser().parseFromString(`<html><head>${script}</head></html>`, 'text/html');

  it('reads the JSON the server placed on the page', () => {
    const doc = page(`<script id="shop-config" type="application/json">${JSON.stringify(valid)}</script>`);
    expect(readShopConfig(doc).id).toBe('store-1');
  });

  it('fails clearly when the script is missing or not JSON', () => {
    expect(() => readShopConfig(page(''))).toThrowError(/missing/);
    expect(() =>
      readShopConfig(page('<script id="shop-config" type="application/json">{oops</script>')),
    ).toThrowError(/not valid JSON/);
  });
});
