/**
 * The older flow's volta calls (001 §7) that confirm items needs: `GET /volta/pricelists` and
 * `POST /volta/quotes`. Both need the shopper's session; answers are built with the shared schemas.
 * A quote names only the shopper's own purchases (403 otherwise, as `/purchases`), and a gatekeeping
 * item only after its request was submitted (409).
 */
import { quoteRequestSchema, quoteResponseSchema } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../app';
import { pricelistsFor } from '../data/pricelists';
import { toPurchases } from '../data/purchases';
import { merchants, ordersOf } from '../data/seed';
import { apiError } from './errors';
import { refusedForGatekeeping } from './gatekeeping';
import { signedInConsumer } from './session';

type PricelistsQuery = { 'product-keys'?: string | string[]; 'country-code'?: string };

const asList = (value: string | string[] | undefined) => (value === undefined ? [] : [value].flat());

/** Registers the pricelist and quote routes. */
export function quoteRoutes(app: FastifyInstance, context: SandboxContext) {
  app.get<{ Querystring: PricelistsQuery }>('/volta/pricelists', async (request, reply) => {
    const consumer = signedInConsumer(context, request, reply);
    if (!consumer) return reply;
    const merchant = merchants.find((candidate) => candidate.merchantName === consumer.merchant);
    const own = ordersOf(consumer);
    const keys = asList(request.query['product-keys']);
    // A product key is the legacy key (newer flow) or the purchase id followed by the price.
    const categories = toPurchases(own, context.publicUrl, context.now())
      .filter((purchase) =>
        keys.some((key) => key === purchase.product.legacyKey || key.startsWith(purchase.purchaseId)),
      )
      .flatMap((purchase) => purchase.product.categories.map((category) => category.name));
    return pricelistsFor({
      currency: own[0]?.currency ?? 'EUR',
      categories,
      ecommerceless: Boolean(merchant?.isEcommerceless),
      country: request.query['country-code'],
      orderNumber: own[0]?.orderNumber,
    });
  });

  app.post('/volta/quotes', async (request, reply) => {
    const consumer = signedInConsumer(context, request, reply);
    if (!consumer) return reply;
    const body = quoteRequestSchema.safeParse(request.body);
    if (!body.success) return reply.code(400).send(apiError('quote_400', 'Not a quote request'));
    const own = toPurchases(ordersOf(consumer), context.publicUrl, context.now());
    const purchaseIds = new Set(own.map((purchase) => purchase.purchaseId));
    const orderIds = new Set(own.map((purchase) => purchase.order.orderId));
    const items = body.data.quoteItems;
    // Ecommerce-less items name no purchase (the shopper typed them); any id given must be theirs.
    if (
      items.some(
        (item) =>
          (item.itemId !== undefined && !purchaseIds.has(item.itemId)) ||
          (item.orderId !== undefined && !orderIds.has(item.orderId)),
      )
    ) {
      return reply.code(403).send(apiError('auth_403', 'Not yours'));
    }
    const named = items.flatMap((item) =>
      item.itemId ? [{ purchaseId: item.itemId, reason: item.returnReason.value }] : [],
    );
    if (refusedForGatekeeping(context, consumer, named, reply)) return reply;
    const quote = context.quotes.create(consumer.id, body.data);
    // Payment pages arrive with the carriers step; every quote confirm items creates is free.
    return quoteResponseSchema.parse({ paymentUrl: null, quoteUuid: quote.uuid });
  });
}
