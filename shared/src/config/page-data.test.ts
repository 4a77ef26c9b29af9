// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { readPageData, readShopConfig } from './page-data';
import { parseShopConfig } from './shop-config';
import { ShopConfigError } from './shop-config-error';

const page = (script: string) =>
  new DOMParser().parseFromString(`<html><head>${script}</head></html>`, 'text/html');
const island = (id: string, json: string) => `<script id="${id}" type="application/json">${json}</script>`;

describe('readShopConfig', () => {
  it('reads the configuration the server parsed and placed on the page', () => {
    const config = parseShopConfig({ id: 'store-1', name: 'Nordwind', locales: ['nl', 'en'] });
    expect(readShopConfig(page(island('shop-config', JSON.stringify(config))))).toEqual(config);
  });

  it('fails clearly when the island is missing, not JSON, or not made by the server', () => {
    expect(() => readShopConfig(page(''))).toThrowError(/missing/);
    expect(() => readShopConfig(page(island('shop-config', '{oops')))).toThrowError(/not valid JSON/);
    expect(() => readShopConfig(page(island('shop-config', '{"id":"x"}')))).toThrowError(ShopConfigError);
  });
});

describe('readPageData', () => {
  const isList = (value: unknown): value is string[] => Array.isArray(value);

  it('returns the island when it fits, null when it is missing, broken or does not fit', () => {
    expect(readPageData('list', isList, page(island('list', '["a"]')))).toEqual(['a']);
    expect(readPageData('list', isList, page(''))).toBeNull();
    expect(readPageData('list', isList, page(island('list', '[oops')))).toBeNull();
    expect(readPageData('list', isList, page(island('list', '{"a":1}')))).toBeNull();
  });
});
