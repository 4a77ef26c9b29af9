import { shopConfigSchema } from '@portal/shared/config';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSandbox } from './app';
import { merchants, orders } from './data/seed';
import {
  apiErrorBodySchema,
  authConsumerResponseSchema,
  purchasesResponseSchema,
  returnableValues,
} from './platform/api';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildSandbox({ publicUrl: 'http://sandbox.test', authAttemptsPerMinute: 100 });
});
afterAll(() => app.close());

const signIn = (body: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: '/api/v0/auth/consumer',
    payload: { locale: 'nl', userProperties: { deviceId: 'd', sessionId: 's' }, ...body },
  });

const sessionCookie = (response: { cookies: { name: string; value: string }[] }) =>
  `re_session=${response.cookies.find((cookie) => cookie.name === 're_session')?.value}`;

describe('shop configurations', () => {
  it('serves a valid configuration for every seeded merchant, with absolute asset URLs', async () => {
    for (const merchant of merchants) {
      const response = await app.inject(`/api/v0/shops/${merchant.merchantName}/configuration`);
      expect(response.statusCode).toBe(200);
      const config = shopConfigSchema.parse(response.json());
      expect(config.logoUrl).toMatch(/^http:\/\/sandbox\.test\/assets\//);
      expect(config.locales).toEqual(expect.arrayContaining(['nl', 'en', 'de']));
    }
  });

  it("serves the seed as written, leaving the portal's defaults to the portal", async () => {
    for (const { description: _, ...seeded } of merchants) {
      const served = (await app.inject(`/api/v0/shops/${seeded.merchantName}/configuration`)).json();
      expect(Object.keys(served).sort()).toEqual(Object.keys(seeded).sort());
      expect(served.customizations).toEqual(seeded.customizations);
    }
  });

  it('answers 404 with the error shape for an unknown merchant', async () => {
    const response = await app.inject('/api/v0/shops/nobody/configuration');
    expect(response.statusCode).toBe(404);
    expect(response.json().errors[0].code).toBe('shop_404');
  });
});

describe('POST /api/v0/auth/consumer', () => {
  it('signs in with e-mail and order number, with or without a leading #, setting an HttpOnly cookie', async () => {
    const first = await signIn({
      email: 'Emma@Example.com ',
      orderNumber: 'NW-1001',
      storeId: 'store-nordwind',
    });
    expect(first.statusCode).toBe(200);
    const { id } = authConsumerResponseSchema.parse(first.json());
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const cookie = first.cookies.find((candidate) => candidate.name === 're_session');
    expect(cookie?.httpOnly).toBe(true);

    const hashed = await signIn({
      email: 'emma@example.com',
      orderNumber: '##NW-1001',
      storeId: 'store-nordwind',
    });
    expect(hashed.statusCode).toBe(200);
    expect(hashed.json().id).toBe(id);
  });

  it('sets the session cookie HttpOnly, SameSite=Lax on / and gives other shoppers other random ids', async () => {
    const emma = await signIn({
      email: 'emma@example.com',
      orderNumber: 'nw-1001',
      storeId: 'store-nordwind',
    });
    const cookie = emma.cookies.find((candidate) => candidate.name === 're_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const oliver = await signIn({
      email: 'oliver@example.co.uk',
      orderNumber: 'NW-2040',
      storeId: 'store-nordwind',
    });
    expect(oliver.json().id).not.toBe(emma.json().id);
    expect(oliver.json().id).not.toContain('oliver');
  });

  it('answers 400 with the error shape for a malformed body or an unknown store', async () => {
    const malformed = await signIn({ email: 'emma@example.com', storeId: 'store-nordwind' });
    expect(malformed.statusCode).toBe(400);
    expect(apiErrorBodySchema.parse(malformed.json()).errors[0]?.code).toBe('auth_9');
    const unknownStore = await signIn({ email: 'emma@example.com', orderNumber: 'NW-1001', storeId: 'nope' });
    expect(unknownStore.statusCode).toBe(400);
    expect(unknownStore.json().errors[0].code).toBe('auth_9');
  });

  it('signs in with a postal code instead of an e-mail', async () => {
    const response = await signIn({ postalCode: '3511ab', orderNumber: '100045', storeId: 'store-atelier' });
    expect(response.statusCode).toBe(200);
  });

  it('needs the right country for an ecommerce-less shop', async () => {
    const base = { email: 'lukas@example.de', orderNumber: 'K-5521', storeId: 'store-kiosk' };
    expect((await signIn({ ...base, country: 'DE' })).statusCode).toBe(200);
    expect((await signIn({ ...base, country: 'NL' })).json().errors[0].code).toBe('auth_5');
    const withoutCountry = await signIn(base);
    expect(withoutCountry.statusCode).toBe(400);
    expect(withoutCountry.json().errors[0].code).toBe('auth_9');
  });

  it('answers auth_5 for a wrong e-mail, auth_7 for an unknown order and auth_9 without e-mail or postal code', async () => {
    const wrongEmail = await signIn({
      email: 'eve@example.com',
      orderNumber: 'NW-1001',
      storeId: 'store-nordwind',
    });
    expect(wrongEmail.statusCode).toBe(401);
    expect(wrongEmail.json().errors[0].code).toBe('auth_5');
    const unknown = await signIn({
      email: 'emma@example.com',
      orderNumber: 'NW-9999',
      storeId: 'store-nordwind',
    });
    expect(unknown.json().errors[0].code).toBe('auth_7');
    const nobody = await signIn({ orderNumber: 'NW-1001', storeId: 'store-nordwind' });
    expect(nobody.json().errors[0].code).toBe('auth_9');
    // An order of another shop is not found in this one.
    const otherShop = await signIn({
      email: 'emma@example.com',
      orderNumber: 'NW-1001',
      storeId: 'store-atelier',
    });
    expect(otherShop.json().errors[0].code).toBe('auth_7');
  });
});

describe('GET /api/v0/consumer/:id/purchases', () => {
  it('answers 401 without a session and 403 for another consumer id', async () => {
    expect((await app.inject('/api/v0/consumer/abc/purchases')).statusCode).toBe(401);
    const session = await signIn({
      email: 'emma@example.com',
      orderNumber: 'NW-1001',
      storeId: 'store-nordwind',
    });
    const other = await app.inject({
      url: '/api/v0/consumer/someone-else/purchases',
      headers: { cookie: sessionCookie(session) },
    });
    expect(other.statusCode).toBe(403);
  });

  it("returns every order line of the consumer's orders in the shared purchase shape", async () => {
    const session = await signIn({
      email: 'emma@example.com',
      orderNumber: 'NW-1001',
      storeId: 'store-nordwind',
    });
    const response = await app.inject({
      url: `/api/v0/consumer/${session.json().id}/purchases`,
      headers: { cookie: sessionCookie(session) },
    });
    expect(response.statusCode).toBe(200);
    const purchases = purchasesResponseSchema.parse(response.json());
    const orderNumbers = new Set(purchases.map((purchase) => purchase.order.orderNumber));
    expect(orderNumbers).toEqual(new Set(['NW-1001', 'NW-0987', 'NW-0815']));
    expect(purchases[0]?.product.imageUrls[0]).toMatch(/^http:\/\/sandbox\.test\/assets\/products\//);
    const attributes = new Set(purchases.flatMap((p) => p.product.attributes.map((a) => a.name)));
    expect(attributes).toEqual(new Set(['size', 'maat', 'color']));
    expect(new Set(purchases.map((p) => p.returnLocation?.id)).size).toBe(2);
    expect(purchases.some((p) => p.units.length >= 2)).toBe(true);
  });

  it('gives a GBP order to the British shopper', async () => {
    const session = await signIn({
      email: 'oliver@example.co.uk',
      orderNumber: 'NW-2040',
      storeId: 'store-nordwind',
    });
    const response = await app.inject({
      url: `/api/v0/consumer/${session.json().id}/purchases`,
      headers: { cookie: sessionCookie(session) },
    });
    const purchases = purchasesResponseSchema.parse(response.json());
    expect(purchases.every((p) => p.order.currency === 'GBP' && p.product.price.currency === 'GBP')).toBe(
      true,
    );
  });
});

describe('seed', () => {
  it('covers every returnable value, two currencies and several orders per consumer', () => {
    const returnables = new Set(
      orders.flatMap((order) => order.lines.flatMap((line) => line.units.map((u) => u.returnable))),
    );
    expect([...returnables].sort()).toEqual([...returnableValues].sort());
    expect(new Set(orders.map((order) => order.currency)).size).toBeGreaterThanOrEqual(2);
    expect(orders.filter((order) => order.email === 'emma@example.com').length).toBeGreaterThanOrEqual(3);
  });

  it('has a draft-flow, a quote-flow MAGENTO, an ecommerce-less and a gatekeeping merchant', () => {
    const byName = Object.fromEntries(merchants.map((merchant) => [merchant.merchantName, merchant]));
    expect(byName.nordwind?.platformSlice).toBe(2);
    expect(byName.atelier).toMatchObject({ merchantPlatform: 'MAGENTO', platformSlice: 1 });
    expect(byName.kiosk?.isEcommerceless).toBe(true);
    expect(byName.vault?.gatekeeping?.form?.fields.length).toBeGreaterThan(0);
  });

  it('serves product images as SVG', async () => {
    const response = await app.inject('/assets/products/linen-shirt.svg');
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.headers['cache-control']).toMatch(/max-age=\d{5,}/);
    expect(response.body).toContain('<svg');
    expect((await app.inject('/assets/products/nothing.svg')).statusCode).toBe(404);
  });

  it('serves a logo and a large sign-in image for every merchant, and a health check', async () => {
    for (const merchant of merchants) {
      expect((await app.inject(`/assets/logos/${merchant.merchantName}.svg`)).statusCode).toBe(200);
      const login = await app.inject(`/assets/login/${merchant.merchantName}.svg`);
      expect(login.body).toContain('width="1200" height="1600"');
    }
    expect((await app.inject('/health')).json()).toEqual({ ok: true });
  });
});
