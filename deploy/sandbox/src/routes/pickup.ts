/**
 * What a pickup needs in the quote flow:
 *
 * - `GET /volta/pricelists/:pricelistUuid/timeslots?product-keys=…&postal-code=…`: `{items: [{start,
 *   end}]}`, ISO date-times from tomorrow on at fixed hours; an empty list for `9999 ZZ`; 400
 *   `timeslots_400` without a postal code; 404 `pricelist_404` unless the pricelist is a pickup of the
 *   shopper's shop.
 * - `POST /volta/address` `{pricelistUuid, postalCode, street, city, houseNumber}`: the Dutch DHL
 *   pickup's address check, `{zip, city, street1, street2}` for a known address, else 422 with
 *   `EC_60001#001` (unknown postal code) or `EC_60001#002` (unknown house number); 400 `address_400`
 *   for a malformed body. Street and city are the portal's placeholders: not read.
 *
 * Both need the shopper's session, as the other volta calls.
 */

import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context';
import { isPickup } from '../data/carriers';
import { timeslotsFor, validatePickupAddress } from '../data/pickup';
import { anyCarrierOf } from '../data/pricelists';
import { addressCheckSchema, timeslotsQuerySchema } from '../platform/api';
import { apiError } from './errors';
import { signedInConsumer } from './session';

/** Registers the timeslot and address routes. */
export function pickupRoutes(app: FastifyInstance, context: SandboxContext) {
  app.get<{
    Params: { pricelistUuid: string };
    Querystring: { 'postal-code'?: string | string[]; 'product-keys'?: string | string[] };
  }>('/volta/pricelists/:pricelistUuid/timeslots', async (request, reply) => {
    const consumer = signedInConsumer(context, request, reply);
    if (!consumer) return reply;
    const carrier = anyCarrierOf(consumer.merchant, request.params.pricelistUuid);
    if (!carrier || !isPickup(carrier.type)) {
      return reply.code(404).send(apiError('pricelist_404', 'No such pickup pricelist'));
    }
    const query = timeslotsQuerySchema.safeParse(request.query);
    if (!query.success) return reply.code(400).send(apiError('timeslots_400', 'postal-code is required'));
    return { items: timeslotsFor(query.data['postal-code'], context.now()) };
  });

  app.post('/volta/address', async (request, reply) => {
    const consumer = signedInConsumer(context, request, reply);
    if (!consumer) return reply;
    const body = addressCheckSchema.safeParse(request.body);
    if (!body.success) {
      return reply
        .code(400)
        .send(apiError('address_400', 'pricelistUuid, postalCode and houseNumber are required'));
    }
    if (!anyCarrierOf(consumer.merchant, body.data.pricelistUuid)) {
      return reply.code(404).send(apiError('pricelist_404', 'No such pricelist'));
    }
    const result = validatePickupAddress(body.data.postalCode, String(body.data.houseNumber));
    if (!result.ok) {
      const message = result.code === 'EC_60001#001' ? 'Unknown postal code' : 'Unknown house number';
      return reply.code(422).send(apiError(result.code, message));
    }
    return result.address;
  });
}
