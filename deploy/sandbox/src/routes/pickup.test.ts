import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSandbox } from '../app';
import { timeslotsSchema, validatedAddressSchema } from '../platform/api';
import { shoppers, signIn, type TestSession } from '../test-support';

let app: FastifyInstance;
let sophie: TestSession;
beforeAll(async () => {
  // A Saturday morning: the first pickups are on Monday.
  app = await buildSandbox({
    publicUrl: 'http://sandbox.test',
    authAttemptsPerMinute: 100,
    now: () => new Date('2026-03-14T10:00:00Z'),
  });
  sophie = await signIn(app, shoppers.sophie);
});
afterAll(() => app.close());

const timeslots = (query: string, pricelist = 'pl-atelier-dhl-pickup', cookie = sophie.cookie) =>
  app.inject({ url: `/volta/pricelists/${pricelist}/timeslots${query}`, headers: { cookie } });

const validate = (body: Record<string, unknown>, cookie = sophie.cookie) =>
  app.inject({
    method: 'POST',
    url: '/volta/address?product-keys=ord-atelier-100045-174.50',
    headers: { cookie },
    payload: { pricelistUuid: 'pl-atelier-dhl-pickup', street: 'street', city: 'city', ...body },
  });

describe('GET /volta/pricelists/:uuid/timeslots', () => {
  it('offers windows at fixed hours from the next working day', async () => {
    const response = await timeslots('?product-keys=ord-atelier-100045-174.50&postal-code=3511%20AB');
    expect(response.statusCode).toBe(200);
    const { items } = timeslotsSchema.parse(response.json());
    expect(items).toHaveLength(8);
    expect(items[0]).toEqual({ start: '2026-03-16T08:00:00.000Z', end: '2026-03-16T12:00:00.000Z' });
    // UPS pickups get timeslots too; only the DHL one validates the address.
    expect((await timeslots('?postal-code=3511AB', 'pl-ups-pickup')).json().items).toHaveLength(8);
  });

  it('answers an empty list for 9999 ZZ, so the portal can say there are no timeslots', async () => {
    expect((await timeslots('?postal-code=9999%20ZZ')).json()).toEqual({ items: [] });
  });

  it('answers 400 without a postal code, 404 for a pricelist that is no pickup, 401 without a session', async () => {
    for (const query of ['', '?postal-code=', '?product-keys=x']) {
      const response = await timeslots(query);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].code).toBe('timeslots_400');
    }
    expect((await timeslots('?postal-code=3511AB', 'pl-atelier-dpd')).statusCode).toBe(404);
    expect((await timeslots('?postal-code=3511AB', 'nope')).statusCode).toBe(404);
    expect(
      (await app.inject('/volta/pricelists/pl-atelier-dhl-pickup/timeslots?postal-code=3511AB')).statusCode,
    ).toBe(401);
  });
});

describe('POST /volta/address', () => {
  it('answers a known Dutch address with street1 and the house number as street2', async () => {
    const response = await validate({ postalCode: '1055 GT', houseNumber: '13' });
    expect(response.statusCode).toBe(200);
    expect(validatedAddressSchema.parse(response.json())).toEqual({
      zip: '1055 GT',
      city: 'Amsterdam',
      street1: 'Bos en Lommerweg',
      street2: '13',
    });
    expect((await validate({ postalCode: '3511ab', houseNumber: 158 })).json().street1).toBe('Oudegracht');
  });

  it('answers 422 EC_60001#001 for an unknown postal code and EC_60001#002 for an unknown house number', async () => {
    for (const postalCode of ['1234 AB', '10115', 'W1B 5SW']) {
      const response = await validate({ postalCode, houseNumber: '13' });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[0].code).toBe('EC_60001#001');
    }
    const number = await validate({ postalCode: '1055 GT', houseNumber: '999' });
    expect(number.statusCode).toBe(422);
    expect(number.json()).toEqual({ errors: [{ code: 'EC_60001#002', message: 'Unknown house number' }] });
  });

  it('answers 400 for a malformed body, 404 for an unknown pricelist and 401 without a session', async () => {
    expect((await validate({ postalCode: '1055 GT' })).statusCode).toBe(400);
    expect(
      (await validate({ postalCode: '1055 GT', houseNumber: '13', pricelistUuid: 'nope' })).statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: 'POST', url: '/volta/address', payload: { postalCode: '1055 GT' } }))
        .statusCode,
    ).toBe(401);
  });
});
