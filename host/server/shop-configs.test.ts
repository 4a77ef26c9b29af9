import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ShopConfigs } from './shop-configs';

let upstream: FastifyInstance;
let url: string;
const calls: Record<string, number> = {};

beforeAll(async () => {
  upstream = Fastify();
  upstream.get<{ Params: { merchant: string } }>(
    '/api/v0/shops/:merchant/configuration',
    async (request, reply) => {
      const { merchant } = request.params;
      calls[merchant] = (calls[merchant] ?? 0) + 1;
      if (merchant.startsWith('shop')) return { id: `store-${merchant}`, name: merchant, locales: ['nl'] };
      // A slow answer: the whole burst arrives before it.
      if (merchant === 'nobody') await new Promise((resolve) => setTimeout(resolve, 20));
      return reply.code(404).send({ errors: [{ code: 'shop_404' }] });
    },
  );
  await upstream.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(upstream.server.address() as AddressInfo).port}`;
});
afterAll(() => upstream.close());

describe('ShopConfigs', () => {
  it('asks the core API once for a burst of requests naming an unknown shop, and remembers the answer', async () => {
    const configs = new ShopConfigs(url, { ttlMs: 60_000, missTtlMs: 30_000, max: 100 });
    const burst = await Promise.all(Array.from({ length: 20 }, () => configs.get('nobody')));
    expect(burst.every((config) => config === null)).toBe(true);
    for (let i = 0; i < 20; i += 1) expect(await configs.get('nobody')).toBeNull();
    expect(calls.nobody).toBe(1);
  });

  it('forgets "no such shop" after its own, shorter time, and a real configuration after the longer one', async () => {
    let now = 1_000;
    const configs = new ShopConfigs(url, { ttlMs: 60_000, missTtlMs: 30_000, max: 100, now: () => now });
    await configs.get('ghost');
    await configs.get('shop-a');
    now += 31_000;
    await configs.get('ghost');
    await configs.get('shop-a');
    expect(calls.ghost).toBe(2);
    expect(calls['shop-a']).toBe(1);
    now += 30_000;
    await configs.get('shop-a');
    expect(calls['shop-a']).toBe(2);
  });

  it('never holds more names than its maximum, however many unknown hosts are asked for', async () => {
    const configs = new ShopConfigs(url, { ttlMs: 60_000, missTtlMs: 30_000, max: 10 });
    await configs.get('shop-kept');
    for (let i = 0; i < 200; i += 1) {
      await configs.get(`flood-${i}`);
      // The shop in use stays: it is read again between the flood's names.
      if (i % 5 === 0) await configs.get('shop-kept');
      expect(configs.size).toBeLessThanOrEqual(10);
    }
    expect(calls['shop-kept']).toBe(1);
  });
});
