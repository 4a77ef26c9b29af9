/**
 * The shop's catalogue, for an exchange for another product (docs/sandbox.md#the-shops-catalogue):
 * - `GET /api/v0/shops/:merchant/products?q&category&currency&limit&offset`: a page of the products that
 *   match, with `total`;
 * - `GET /api/v0/shops/:merchant/products/:productId?currency`: one product;
 * - `GET /api/v0/shops/:merchant/categories`: the categories and their product counts.
 * Unknown shop 404 `shop_404`; a shop without a catalogue 404 `catalogue_404`; unknown product 404
 * `product_404`; a malformed query 400 `catalogue_400`. Public, as a shop's catalogue is.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SandboxContext } from '../context';
import {
  catalogProductById,
  catalogueCategories,
  catalogueProduct,
  hasCatalogue,
  searchCatalogue,
} from '../data/shop-catalogue';
import { catalogueProductQuerySchema, catalogueQuerySchema } from '../platform/api';
import { stockHeld } from './draft-rules';
import { apiError } from './errors';

/** The seed's prices are in euros; an answer is in the order's currency when asked. */
const DEFAULT_CURRENCY = 'EUR';
const DEFAULT_LIMIT = 20;

/** Whether `merchant` has a catalogue; else the 404 is sent and false returned. */
function catalogueOrNotFound(merchant: string, reply: FastifyReply): boolean {
  const has = hasCatalogue(merchant);
  if (has === undefined) reply.code(404).send(apiError('shop_404', 'Unknown shop'));
  else if (!has) reply.code(404).send(apiError('catalogue_404', 'This shop sells nothing online'));
  return has === true;
}

/** Registers the catalogue's routes. */
export function catalogueRoutes(app: FastifyInstance, context: SandboxContext) {
  app.get<{ Params: { merchant: string } }>('/api/v0/shops/:merchant/products', async (request, reply) => {
    const query = catalogueQuerySchema.safeParse(request.query);
    if (!query.success) return reply.code(400).send(apiError('catalogue_400', query.error));
    if (!catalogueOrNotFound(request.params.merchant, reply)) return reply;
    const { q, category, currency, limit, offset } = query.data;
    return searchCatalogue(
      { q, category, limit: limit ? Number(limit) : DEFAULT_LIMIT, offset: offset ? Number(offset) : 0 },
      context.publicUrl,
      currency ?? DEFAULT_CURRENCY,
      stockHeld(context, request.params.merchant),
    );
  });
  app.get<{ Params: { merchant: string; productId: string } }>(
    '/api/v0/shops/:merchant/products/:productId',
    async (request, reply) => {
      const query = catalogueProductQuerySchema.safeParse(request.query);
      if (!query.success) return reply.code(400).send(apiError('catalogue_400', query.error));
      if (!catalogueOrNotFound(request.params.merchant, reply)) return reply;
      const product = catalogProductById(request.params.productId);
      if (!product) return reply.code(404).send(apiError('product_404', 'No such product'));
      return catalogueProduct(
        product,
        context.publicUrl,
        query.data.currency ?? DEFAULT_CURRENCY,
        stockHeld(context, request.params.merchant),
      );
    },
  );
  app.get<{ Params: { merchant: string } }>('/api/v0/shops/:merchant/categories', async (request, reply) => {
    if (!catalogueOrNotFound(request.params.merchant, reply)) return reply;
    return catalogueCategories();
  });
}
