import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildSandbox } from '../app';
import { checkAnswer, component, platformDocument, requestBody, requestQuery } from './contract';
import { recordedMisfits } from './misfits';

const folder = mkdtempSync(path.join(tmpdir(), 'sandbox-contract-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe("the platform's document", () => {
  it('compiles: every component schema resolves its references', () => {
    const names = Object.keys(platformDocument.components.schemas as object);
    expect(names.length).toBeGreaterThan(40);
    for (const name of names) expect(() => component(name), name).not.toThrow();
  });

  it('is what the generated types say (npm run openapi:types -w sandbox after a change)', async () => {
    const generated = astToString(await openapiTS(new URL('../../openapi.yaml', import.meta.url)));
    const kept = readFileSync(new URL('./openapi.d.ts', import.meta.url), 'utf8');
    const body = (text: string) => text.slice(text.indexOf('export '));
    expect(body(kept)).toBe(body(generated));
  });
});

describe('requests', () => {
  it('refuse what the document refuses and take what it takes, unchanged', () => {
    const quote = requestBody('createQuote');
    const item = { orderNumber: '1', returnReason: { content: 'x', type: 1, value: 'x' }, type: 'EXCHANGE' };
    const request = {
      pricelistUuid: 'pl',
      quoteItems: [item],
      isInsured: false,
      parcelAmount: 1,
      locale: 'NL',
      userProperties: { deviceId: 'd', sessionId: 's' },
    };
    // An exchange names the sku it is exchanged for.
    expect(quote.safeParse(request)).toMatchObject({
      success: false,
      error: expect.stringContaining('exchangeToSku'),
    });
    const fixed = { ...request, quoteItems: [{ ...item, exchangeToSku: 'SKU-L' }], extra: true };
    expect(quote.safeParse(fixed)).toEqual({ success: true, data: fixed });
    expect(() => quote.parse({ ...fixed, locale: 'nl' })).toThrow(/createQuote body/);
  });

  it('check a query by its parameters: the required ones required, a repeated one as a list', () => {
    const timeslots = requestQuery('timeslots');
    expect(timeslots.safeParse({ 'postal-code': '1055GT', 'product-keys': ['a', 'b'] }).success).toBe(true);
    expect(timeslots.safeParse({ 'postal-code': '  ' }).success).toBe(false);
    expect(timeslots.safeParse({}).success).toBe(false);
    expect(requestQuery('pricelists').safeParse({ exchange: 'yes' }).success).toBe(false);
  });
});

describe('answers', () => {
  it('throw when they do not fit, or when the status is not one the call answers', () => {
    const rates = '/volta/exchange-rates';
    expect(() => checkAnswer('GET', rates, 200, { base: 'EUR', rates: { USD: 1.1 } })).not.toThrow();
    expect(() => checkAnswer('GET', rates, 200, { base: 'euro', rates: {} })).toThrow(/does not fit.*\/base/);
    expect(() => checkAnswer('GET', rates, 404, { errors: [] })).toThrow(/does not fit/);
    expect(() => checkAnswer('GET', rates, 500, { errors: [{ code: 'x' }] })).toThrow(
      /no JSON answer with status 500/,
    );
    // Fastify's `:param` is the document's `{param}`.
    expect(() =>
      checkAnswer('GET', '/volta/confirmations/:quoteUuid', 404, { errors: [{ code: 'x' }] }),
    ).not.toThrow();
    // The sandbox's own routes are not the platform's.
    expect(() => checkAnswer('GET', '/sandbox/outbox.json', 200, 'anything')).not.toThrow();
  });

  it("are checked by the sandbox as they leave: a misfit is a 500, said on stderr and in the run's misfits file", async () => {
    const file = path.join(folder, 'misfits.jsonl');
    const app = await buildSandbox({ misfitsFile: file });
    // A stand-in bug: the exchange rates answered with a base that is no currency code.
    app.addHook('preHandler', async (request, reply) => {
      if (request.headers['x-plant-misfit']) await reply.send({ base: 'euro', rates: {} });
    });
    const stderr = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const good = await app.inject({ method: 'GET', url: '/volta/exchange-rates?base=EUR' });
      expect(good.statusCode).toBe(200);
      expect(recordedMisfits(file)).toEqual([]);
      const bad = await app.inject({
        method: 'GET',
        url: '/volta/exchange-rates?base=EUR',
        headers: { 'x-plant-misfit': '1' },
      });
      expect(bad.statusCode).toBe(500);
      expect(recordedMisfits(file)).toEqual([
        expect.stringMatching(/GET \/volta\/exchange-rates \(200\).*\/base/),
      ]);
      expect(stderr).toHaveBeenCalledWith(expect.stringContaining('does not fit'));
    } finally {
      stderr.mockRestore();
      await app.close();
    }
  });
});
