import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSandbox } from '../app';
import { catalog } from '../data/catalog';
import { toPurchases } from '../data/purchases';
import { orders } from '../data/seed';
import {
  apiErrorBodySchema,
  catalogueCategoriesSchema,
  cataloguePageSchema,
  catalogueProductSchema,
} from '../platform/api';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildSandbox({ publicUrl: 'http://sandbox.test', authAttemptsPerMinute: 100 });
});
afterAll(() => app.close());

const get = (url: string) => app.inject({ url });
const page = async (query: string, merchant = 'nordwind') => {
  const response = await get(`/api/v0/shops/${merchant}/products${query}`);
  expect(response.statusCode).toBe(200);
  return cataloguePageSchema.parse(response.json());
};
const errorCode = (body: unknown) => apiErrorBodySchema.parse(body).errors[0]?.code;

describe('GET /api/v0/shops/:merchant/products', () => {
  it('lists every product a page at a time, with the total', async () => {
    const all = Object.keys(catalog).length;
    const first = await page('?limit=5');
    expect(first.total).toBe(all);
    expect(first.products).toHaveLength(5);
    const rest = await page(`?limit=50&offset=5`);
    expect(rest.offset).toBe(5);
    expect(rest.products).toHaveLength(all - 5);
    const ids = [...first.products, ...rest.products].map(({ id }) => id);
    expect(new Set(ids).size).toBe(all);
    expect((await page(`?offset=${all}`)).products).toEqual([]);
  });

  it('finds by every word of the text in name, category or colour, without regard to case or accents', async () => {
    expect((await page('?q=jacket')).products.map(({ name }) => name)).toEqual([
      'Waxed Field Jacket',
      'Hooded Down Parka',
      'Quilted Liner Jacket',
    ]);
    expect((await page('?q=JACKETS%20%20ink')).products.map(({ name }) => name)).toEqual([
      'Hooded Down Parka',
    ]);
    expect((await page('?q=fl%C3%B3ra')).products.map(({ name }) => name)).toEqual([
      'Midi Wrap Dress "Flora"',
    ]);
    expect(await page('?q=jacket%20mug')).toMatchObject({ total: 0, products: [] });
  });

  it('filters by a category id, which the categories call lists with its count', async () => {
    const categories = catalogueCategoriesSchema.parse(
      (await get('/api/v0/shops/nordwind/categories')).json(),
    ).categories;
    const jackets = categories.find(({ name }) => name === 'Jackets');
    expect(jackets).toEqual({ id: 'cat-jackets', name: 'Jackets', productCount: 3 });
    expect(categories.reduce((sum, { productCount }) => sum + productCount, 0)).toBe(
      Object.keys(catalog).length,
    );
    const found = await page(`?category=${jackets?.id}`);
    expect(found.total).toBe(3);
    expect(found.products.every(({ categories: [category] }) => category?.id === 'cat-jackets')).toBe(true);
    expect((await page('?category=cat-jackets&q=parka')).total).toBe(1);
  });

  it('gives each size a variant with its price in the asked currency and its stock; a sold-out size has none', async () => {
    const [parka] = (await page('?q=parka&currency=GBP')).products;
    expect(parka?.price).toEqual({ value: 196.94, currency: 'GBP' });
    expect(
      parka?.variants.map(({ attributes, available, price }) => [
        attributes[0]?.value,
        available,
        price.value,
      ]),
    ).toEqual([
      ['S', 12, 196.94],
      ['M', 12, 196.94],
      ['L', 2, 196.94],
      ['XL', 0, 196.94],
    ]);
    const [mug] = (await page('?q=mug')).products;
    expect(mug?.variants).toEqual([
      {
        id: 'prod-stoneware-mug',
        sku: 'stoneware-mug',
        attributes: [{ name: 'color', value: 'Slate' }],
        price: { value: 16, currency: 'EUR' },
        available: 12,
      },
    ]);
  });

  it('names products and variants as the purchases do, at the same price', async () => {
    const purchase = toPurchases(
      orders.filter((order) => order.orderNumber === 'NW-1001'),
      'http://sandbox.test',
      new Date('2026-03-10T10:00:00Z'),
    ).find((candidate) => candidate.exchangeOptions.length > 0);
    expect(purchase).toBeDefined();
    const product = catalogueProductSchema.parse(
      (await get(`/api/v0/shops/nordwind/products/${purchase?.product.id}`)).json(),
    );
    expect(product.price).toEqual(purchase?.product.price);
    expect(product.imageUrls).toEqual(purchase?.product.imageUrls);
    const option = purchase?.exchangeOptions[0];
    const variant = product.variants.find(({ id }) => id === option?.id);
    expect(variant?.sku).toBe(option?.sku);
  });

  it.each([
    ['?limit=0', 'catalogue_400'],
    ['?limit=51', 'catalogue_400'],
    ['?limit=ten', 'catalogue_400'],
    ['?offset=-1', 'catalogue_400'],
    ['?currency=euro', 'catalogue_400'],
    [`?q=${'a'.repeat(101)}`, 'catalogue_400'],
  ])('refuses the malformed query %s with 400', async (query, code) => {
    const response = await get(`/api/v0/shops/nordwind/products${query}`);
    expect(response.statusCode).toBe(400);
    expect(errorCode(response.json())).toBe(code);
  });

  it('has no catalogue for an ecommerce-less shop, and none for an unknown one', async () => {
    for (const url of ['/api/v0/shops/kiosk/products', '/api/v0/shops/kiosk/categories']) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(errorCode(response.json())).toBe('catalogue_404');
    }
    const unknown = await get('/api/v0/shops/nowhere/products');
    expect(unknown.statusCode).toBe(404);
    expect(errorCode(unknown.json())).toBe('shop_404');
  });
});

describe('GET /api/v0/shops/:merchant/products/:productId', () => {
  it('answers one product, and 404 product_404 for one the shop does not sell', async () => {
    const product = catalogueProductSchema.parse(
      (await get('/api/v0/shops/atelier/products/prod-field-jacket?currency=SEK')).json(),
    );
    expect(product).toMatchObject({ name: 'Waxed Field Jacket', price: { value: 1668.8, currency: 'SEK' } });
    const missing = await get('/api/v0/shops/atelier/products/prod-nothing');
    expect(missing.statusCode).toBe(404);
    expect(errorCode(missing.json())).toBe('product_404');
  });
});
