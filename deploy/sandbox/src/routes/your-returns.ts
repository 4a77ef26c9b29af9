/**
 * The shopper's earlier returns, for the portal's "Your returns" (docs/sandbox.md#your-returns,
 * docs/business-rules.md#your-returns):
 *
 * - `GET /api/v0/consumer/:consumerId/return-orders`: the draft flow's return orders, newest first,
 *   each as `GET …/return-order/:id` tells its payment, label and tracking, with its items (title,
 *   picture, quantity) and creation date, a pickup's window and address; the payment URL only while
 *   the payment is open.
 * - `GET /volta/consumer/:consumerId/quotes`: the quote flow's quotes, newest first, `{items}`, each
 *   with its confirmation as `GET /volta/confirmations/:quoteUuid` answers it.
 *
 * Both need the session and answer 401 `auth_401` without one, 403 `auth_403` for another consumer's
 * id (as every consumer route): one shopper never reads another's returns.
 */

import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context';
import { toPurchases } from '../data/purchases';
import { ordersOf } from '../data/seed';
import type { ExchangeProduct, PastReturnItem, QuoteList, ReturnOrderList } from '../platform/api';
import type { Consumer } from '../store/sessions';
import { confirmationOf } from './confirmations';
import { answerOf } from './return-orders';
import { signedInConsumer } from './session';

/**
 * The items of a return as the list shows them: the purchase's title and picture, per purchase, and the
 * product an exchange for another product brings.
 */
function itemsOf(
  context: SandboxContext,
  consumer: Consumer,
  returned: { purchaseId: string; quantity: number; name?: string; exchangeProduct?: ExchangeProduct }[],
): PastReturnItem[] {
  const purchases = new Map(
    toPurchases(ordersOf(consumer), context.publicUrl, context.now()).map((purchase) => [
      purchase.purchaseId,
      purchase,
    ]),
  );
  const items: PastReturnItem[] = [];
  for (const { purchaseId, quantity, name, exchangeProduct } of returned) {
    const known = items.find((item) => item.purchaseId === purchaseId);
    if (known) {
      known.quantity += quantity;
      continue;
    }
    const purchase = purchases.get(purchaseId);
    items.push({
      purchaseId,
      title: purchase?.product.name ?? name ?? purchaseId,
      imageUrl: purchase?.product.thumbnailUrl ?? purchase?.product.imageUrls[0] ?? null,
      quantity,
      ...(exchangeProduct ? { exchangeProduct } : {}),
    });
  }
  return items;
}

const newestFirst = <T extends { createdAt: Date }>(list: T[]) =>
  [...list].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());

/** Registers the two listing routes. */
export function yourReturnRoutes(app: FastifyInstance, context: SandboxContext) {
  app.get<{ Params: { consumerId: string } }>(
    '/api/v0/consumer/:consumerId/return-orders',
    async (request, reply) => {
      const consumer = signedInConsumer(context, request, reply, request.params.consumerId);
      if (!consumer) return reply;
      // A return a later try replaced is that try's, not one of its own (routes/replaced-returns.ts).
      const listed = context.returnOrders.allFor(consumer.id).filter((order) => !order.replacedBy);
      const answer: ReturnOrderList = newestFirst(listed).map((order) => {
        const full = answerOf(context, order);
        return {
          id: full.id,
          createdAt: order.createdAt.toISOString(),
          items: itemsOf(context, consumer, order.returnedItems),
          carrierName: full.carrierName,
          shippingMethod: full.shippingMethod,
          status: full.status,
          refundedAt: full.refundedAt,
          paymentStatus: full.paymentStatus ?? null,
          paymentUrl: full.paymentStatus === 'Open' ? full.paymentUrl : null,
          shipment: {
            status: full.shipment.status,
            labelUrl: full.shipment.labelUrl,
            errorCode: full.shipment.errorCode,
            trackingUpdates: full.shipment.trackingUpdates,
            pickupStartsAt: full.shipment.pickupStartsAt,
            pickupEndsAt: full.shipment.pickupEndsAt,
            pickupAddress: full.shipment.pickupAddress,
          },
        };
      });
      return answer;
    },
  );

  app.get<{ Params: { consumerId: string } }>(
    '/volta/consumer/:consumerId/quotes',
    async (request, reply) => {
      const consumer = signedInConsumer(context, request, reply, request.params.consumerId);
      if (!consumer) return reply;
      const answer: QuoteList = {
        items: newestFirst(context.quotes.allFor(consumer.id).filter((quote) => !quote.replacedBy)).map(
          (quote) => ({
            quoteUuid: quote.uuid,
            createdAt: quote.createdAt.toISOString(),
            items: itemsOf(
              context,
              consumer,
              quote.request.quoteItems.flatMap((item, index) => {
                const exchangeProduct = quote.returnedItems[index]?.exchangeProduct;
                return item.itemId
                  ? [
                      {
                        purchaseId: item.itemId,
                        quantity: item.quantity ?? 1,
                        name: item.name,
                        ...(exchangeProduct ? { exchangeProduct } : {}),
                      },
                    ]
                  : [];
              }),
            ),
            carrierName: quote.carrier.label,
            confirmation: confirmationOf(context, quote),
          }),
        ),
      };
      return answer;
    },
  );
}
