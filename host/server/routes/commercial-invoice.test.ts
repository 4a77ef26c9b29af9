import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../app';
import { optionsFromEnv } from '../config';

const item = (name: string, sku: string | null, quantity: number, value: string | number) => ({
  purchaseId: `p-${name}`,
  name,
  sku,
  quantity,
  price: { value, currency: 'CHF' },
});
const shipment = (name: string) => ({
  sender: {
    countryCode: 'CH',
    name,
    address: { street: 'Bahnhofstrasse', houseNumber: '12', postalCode: '8001', city: 'Zürich' },
  },
  receiver: {
    companyName: 'Nordwind Returns B.V.',
    address: {
      street: 'Keizersgracht',
      houseNumber: '1',
      postalCode: '1015 CJ',
      city: 'Amsterdam',
      countryCode: 'NL',
    },
  },
});

// Each consumer's return orders, as the platform would show them to that consumer's session only.
const ORDERS: Record<string, Record<string, unknown>> = {
  c1: {
    'ro-1': {
      id: 'ro-1',
      shipment: shipment('Anna Muster'),
      returnedItems: [item('Linen shirt', 'LS-42', 2, '39.95'), item('Wool scarf', null, 1, 25)],
    },
    'ro-unicode': {
      id: 'ro-unicode',
      shipment: shipment('Łukasz Zoë 山田 😀'),
      returnedItems: [item('Koszulka Łódź 👕', 'KŁ-1', 1, 10)],
    },
    'ro-many': {
      id: 'ro-many',
      shipment: shipment('Anna Muster'),
      returnedItems: Array.from({ length: 80 }, (_, index) =>
        item(`Sock pair ${index + 1}`, `S-${index}`, 1, 5),
      ),
    },
    'ro-malformed': { id: 'ro-malformed', returnedItems: [{ name: 'Linen shirt', quantity: 'two' }] },
    'ro-no-items': { id: 'ro-no-items', shipment: shipment('Anna Muster') },
  },
  c2: {},
};

let upstream: FastifyInstance;
let server: FastifyInstance;
const returnOrderCalls: { url: string; cookie?: string }[] = [];

beforeAll(async () => {
  upstream = Fastify();
  upstream.get('/api/v0/shops/nordwind/configuration', async () => ({
    id: 'store-nordwind',
    name: 'Nordwind',
    locales: ['nl', 'en'],
    features: {},
  }));
  upstream.get('/api/v0/auth/session', async (request, reply) => {
    const consumerId = /(?:^|;\s*)re_session=s-([^;]+)/.exec(request.headers.cookie ?? '')?.[1];
    if (!consumerId) return reply.code(401).send({ errors: [{ code: 'auth_401' }] });
    return { id: consumerId };
  });
  upstream.get<{ Params: { consumerId: string; id: string } }>(
    '/api/v0/consumer/:consumerId/return-order/:id',
    async (request, reply) => {
      returnOrderCalls.push({ url: request.url, cookie: request.headers.cookie });
      const { consumerId, id } = request.params;
      if (!request.headers.cookie?.includes(`re_session=s-${consumerId}`)) return reply.code(403).send({});
      if (id === 'ro-down') return reply.code(500).send('boom');
      const order = ORDERS[consumerId]?.[id];
      return order ? order : reply.code(404).send({ errors: [{ code: 'return_order_404' }] });
    },
  );
  await upstream.listen({ port: 0, host: '127.0.0.1' });
  const upstreamUrl = `http://127.0.0.1:${(upstream.server.address() as AddressInfo).port}`;
  server = await buildServer(
    optionsFromEnv({
      CORE_API_URL: upstreamUrl,
      VOLTA_API_URL: `${upstreamUrl}/volta`,
      APPS_ROOT: mkdtempSync(path.join(tmpdir(), 'apps-')),
      LOG_LEVEL: 'silent',
    }),
  );
});

afterAll(async () => {
  await server.close();
  await upstream.close();
});

const invoice = (query: string, consumerId?: string) =>
  server.inject({
    url: `/commercial-invoice.pdf${query}`,
    headers: {
      host: 'nordwind.localhost',
      ...(consumerId ? { cookie: `lang=en; re_session=s-${consumerId}` } : {}),
    },
  });

/** The text the PDF draws, page by page: the standard fonts' `<hex> Tj` strings, decoded. */
async function drawnText(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => {
    const contents = page.node.Contents();
    const refs = contents instanceof PDFArray ? contents.asArray() : [contents];
    return refs
      .map((ref) => {
        const stream = doc.context.lookup(ref);
        if (!(stream instanceof PDFRawStream)) throw new Error('A page without a content stream');
        return Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
      })
      .flatMap((operators) => [...operators.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)])
      .map((match) => Buffer.from(match[1] ?? '', 'hex').toString('latin1'))
      .join('\n');
  });
}

describe('GET /commercial-invoice.pdf', () => {
  it("gives the signed-in consumer their own return order's invoice as a PDF", async () => {
    const response = await invoice('?returnOrderId=ro-1', 'c1');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('inline; filename="commercial-invoice-ro-1.pdf"');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(returnOrderCalls.at(-1)).toEqual({
      url: '/api/v0/consumer/c1/return-order/ro-1',
      cookie: 'lang=en; re_session=s-c1',
    });

    const bytes = response.rawPayload;
    expect((await PDFDocument.load(bytes)).getTitle()).toBe('Commercial invoice ro-1');
    const [text = '', ...more] = await drawnText(bytes);
    expect(more).toEqual([]);
    for (const expected of [
      'Commercial invoice',
      'ro-1',
      'Return of goods',
      'Anna Muster',
      'Bahnhofstrasse 12',
      '8001 Zürich',
      'CH',
      'Nordwind Returns B.V.',
      '1015 CJ Amsterdam',
      'Linen shirt',
      'LS-42',
      'Wool scarf',
      '39.95',
      '79.90',
      '25.00',
      '104.90',
      'CHF',
      'Signature of the sender',
    ])
      expect(text.split('\n')).toContain(expected);
  });

  it('puts a long list of items on more pages, every one of them listed', async () => {
    const response = await invoice('?returnOrderId=ro-many', 'c1');
    expect(response.statusCode).toBe(200);
    const pages = await drawnText(response.rawPayload);
    expect(pages.length).toBeGreaterThan(1);
    const lines = pages.join('\n').split('\n');
    for (let index = 1; index <= 80; index += 1) expect(lines).toContain(`Sock pair ${index}`);
    expect(lines).toContain('400.00');
  });

  it('draws names the standard fonts cannot encode, replacing what has no form in them', async () => {
    const response = await invoice('?returnOrderId=ro-unicode', 'c1');
    expect(response.statusCode).toBe(200);
    const lines = (await drawnText(response.rawPayload)).join('\n').split('\n');
    expect(lines).toContain('Lukasz Zoë ?? ?');
    expect(lines).toContain('Koszulka Lódz ?');
    expect(lines).toContain('KL-1');
  });

  it("answers 404 for another consumer's return order, never showing it", async () => {
    const response = await invoice('?returnOrderId=ro-1', 'c2');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'not_found' });
    expect(returnOrderCalls.at(-1)?.url).toBe('/api/v0/consumer/c2/return-order/ro-1');
  });

  it('answers 401 without a session, asking the platform for no return order', async () => {
    const before = returnOrderCalls.length;
    // No cookie, one without a session, and a session the platform does not know.
    for (const cookie of [undefined, 'lang=en', 're_session=expired']) {
      const response = await server.inject({
        url: '/commercial-invoice.pdf?returnOrderId=ro-1',
        headers: { host: 'nordwind.localhost', ...(cookie ? { cookie } : {}) },
      });
      expect(response.statusCode, cookie).toBe(401);
      expect(response.json()).toEqual({ error: 'not_signed_in' });
    }
    expect(returnOrderCalls.length).toBe(before);
  });

  it('answers 502 when the platform fails, answers out of shape, or lists nothing to declare', async () => {
    for (const id of ['ro-down', 'ro-malformed', 'ro-no-items']) {
      const response = await invoice(`?returnOrderId=${id}`, 'c1');
      expect(response.statusCode, id).toBe(502);
      expect(response.json()).toEqual({ error: 'platform_error' });
    }
  });

  it('answers 400 for a missing, empty, overlong or malformed id, before asking the platform', async () => {
    const before = returnOrderCalls.length;
    for (const query of [
      '',
      '?returnOrderId=',
      `?returnOrderId=${'a'.repeat(101)}`,
      '?returnOrderId=..%2Fro-1',
      '?returnOrderId=ro%201',
      '?returnOrderId=ro-1&returnOrderId=ro-2',
    ]) {
      const response = await invoice(query, 'c1');
      expect(response.statusCode, query).toBe(400);
    }
    expect(returnOrderCalls.length).toBe(before);
    // The longest id allowed does reach the platform (which knows no such order).
    expect((await invoice(`?returnOrderId=${'a'.repeat(100)}`, 'c1')).statusCode).toBe(404);
  });
});
