import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSandbox } from '../app';
import { toPurchases } from '../data/purchases';
import { catalog, merchants, orders } from '../data/seed';
import { cataloguePageSchema } from '../platform/api';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildSandbox({ publicUrl: 'http://sandbox.test', authAttemptsPerMinute: 100 });
});
afterAll(() => app.close());

const expectCleanSvg = (response: Awaited<ReturnType<FastifyInstance['inject']>>) => {
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
  expect(response.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
  expect(response.body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  expect(response.body).not.toMatch(/<text|<script/);
};

describe('GET /assets/products/:slug.svg', () => {
  it('answers every image URL the purchases and the catalogue name with a picture that has no text in it', async () => {
    const pictures = Object.values(catalog)
      .map((product) => `http://sandbox.test/assets/products/${product.slug}.svg`)
      .sort();
    const named = toPurchases(orders, 'http://sandbox.test', new Date()).flatMap(
      (purchase) => purchase.product.imageUrls,
    );
    expect(pictures).toEqual(expect.arrayContaining(named));
    const catalogue = await app.inject('/api/v0/shops/nordwind/products?limit=50');
    expect(
      cataloguePageSchema
        .parse(catalogue.json())
        .products.flatMap((product) => product.imageUrls)
        .sort(),
    ).toEqual(pictures);
    for (const url of pictures) {
      const response = await app.inject(new URL(url).pathname);
      expectCleanSvg(response);
      expect(response.body).toContain('width="400"');
    }
  });

  it('answers 404 for a product the catalog does not have', async () => {
    expect((await app.inject('/assets/products/nothing.svg')).statusCode).toBe(404);
  });
});

describe('GET /assets/login/:merchant.svg', () => {
  it("answers every shop's sign-in image, each showing that shop's own products", async () => {
    const bodies = new Set<string>();
    for (const merchant of merchants) {
      const response = await app.inject(new URL(merchant.loginLeftSideImageUrl!, 'http://x').pathname);
      expectCleanSvg(response);
      bodies.add(response.body);
    }
    expect(bodies.size).toBe(merchants.length);
  });
});
