/**
 * The newer flow's return orders (001 §4 "Creating the return order", "Polling, newer flow", §7):
 *
 * - `POST /api/v0/consumer/:consumerId/return-order` (no body) orders the current draft: with a
 *   total above 0 it answers `{id, submittedStatus: 'Payment', paymentUrl}` (the sandbox's payment
 *   page), otherwise `{id, submittedStatus: 'Submitted'}`. The `X-RE-Request-Uuid` header is an
 *   idempotency key: the same key answers the first answer again and orders nothing more. Refused:
 *   404 `draft_404` without a draft, 409 `gatekeeping_request_required` for a gatekeeping item
 *   without its request, 409 `shipping_option_required` when no shipping option was chosen.
 * - `GET …/return-order/:returnOrderId` answers the order (404 `return_order_404` unless it is the
 *   consumer's): the payment's status, and once paid (or free) a label from the second poll on,
 *   except for ship-it-yourself and in-store drop-off, which get no label.
 */
import { randomUUID } from 'node:crypto';
import {
  type CreatedReturnOrder,
  createdReturnOrderSchema,
  type ReturnOrder,
  returnOrderSchema,
} from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../app';
import {
  carrierOptionsFor,
  needsLabel,
  RETURN_ADDRESS,
  RETURN_ADDRESS_LINES,
  SHIP_IT_YOURSELF,
  shippingMethodOf,
} from '../data/carriers';
import { draftShippingOptions } from '../data/draft-pricing';
import { toPurchases } from '../data/purchases';
import { merchants, ordersOf } from '../data/seed';
import type { PaymentStatus } from '../store/payments';
import type { StoredReturnOrder } from '../store/return-orders';
import { apiError } from './errors';
import { refusedForGatekeeping } from './gatekeeping';
import { idempotencyKeyOf } from './idempotency';
import { labelUrlOf } from './labels';
import { paymentUrlOf } from './payments';
import { signedInConsumer } from './session';

/** The newer flow's names of the payment statuses (001 §3 "Return order"). */
const PAYMENT_STATUS: Record<PaymentStatus, NonNullable<ReturnOrder['paymentStatus']>> = {
  open: 'Open',
  paid: 'Paid',
  canceled: 'Cancelled',
  failed: 'Failed',
  expired: 'Expired',
};

const shopName = (merchant: string) =>
  merchants.find((candidate) => candidate.merchantName === merchant)?.name ?? merchant;

/** The return order as the platform answers it, counting the poll towards its label. */
function answerOf(context: SandboxContext, order: StoredReturnOrder): ReturnOrder {
  const payment = order.paymentId ? context.payments.get(order.paymentId) : undefined;
  const key = order.option.shippingProductKey;
  const settled = !payment || payment.status === 'paid';
  const labelled = needsLabel(key);
  const receiver = { companyName: `${shopName(order.merchant)} Returns`, address: RETURN_ADDRESS };
  const labelId =
    settled && labelled
      ? context.labels.poll(`return-order:${order.id}`, () => ({
          carrierName: order.carrierName,
          service: order.option.service,
          reference: order.id,
          senderCountry: order.senderCountry,
          receiver: {
            companyName: receiver.companyName,
            lines: RETURN_ADDRESS_LINES,
          },
        }))
      : undefined;
  const status = !settled
    ? payment?.status === 'open'
      ? 'AWAITING_PAYMENT'
      : 'NOT_SHIPPED'
    : !labelled
      ? 'NO_LABEL_NEEDED'
      : labelId
        ? 'LABEL_CREATED'
        : 'LABEL_PENDING';
  return returnOrderSchema.parse({
    id: order.id,
    submittedStatus: order.submittedStatus,
    paymentUrl: order.paymentUrl ?? null,
    // Absent when nothing was due (001 §3).
    ...(payment ? { paymentStatus: PAYMENT_STATUS[payment.status] } : {}),
    shipment: {
      status,
      reason: null,
      trackingUpdates: [],
      shippingProduct: { key },
      sender: { countryCode: order.senderCountry },
      receiver,
      errorMessage: null,
      labelUrl: labelId ? labelUrlOf(context, labelId) : null,
      errorCode: null,
    },
    dropOffUrl: order.dropOffUrl ?? null,
    shippingMethod: shippingMethodOf(key),
    carrierName: order.carrierName,
    isShipItYourself: key === SHIP_IT_YOURSELF,
  });
}

/** Registers the return-order routes. */
export function returnOrderRoutes(app: FastifyInstance, context: SandboxContext) {
  app.post<{ Params: { consumerId: string } }>(
    '/api/v0/consumer/:consumerId/return-order',
    async (request, reply) => {
      const consumer = signedInConsumer(context, request, reply, request.params.consumerId);
      if (!consumer) return reply;
      const key = idempotencyKeyOf(request, reply);
      if (key === null) return reply;
      const scope = `return-order:${consumer.id}`;
      const earlier = context.idempotency.recall<CreatedReturnOrder>(scope, key);
      if (earlier) return earlier;

      const draft = context.drafts.get(consumer.id);
      if (!draft) return reply.code(404).send(apiError('draft_404', 'No draft'));
      const items = draft.selectedPurchases.map((item) => ({
        purchaseId: item.purchaseId,
        reason: item.returnReasonId,
      }));
      if (refusedForGatekeeping(context, consumer, items, reply)) return reply;
      const quote = draft.shippingOptionQuote;
      if (!quote) {
        return reply.code(409).send(apiError('shipping_option_required', 'Choose a shipping option first'));
      }
      const own = ordersOf(consumer);
      const purchases = toPurchases(own, context.publicUrl, context.now());
      const option = draftShippingOptions(draft.selectedPurchases, purchases).find(
        ({ id }) => id === quote.shippingOptionId,
      );
      if (!option) {
        return reply
          .code(409)
          .send(apiError('shipping_option_unavailable', 'Not an option for these items any more'));
      }
      const selected = draft.selectedPurchases.flatMap(
        (item) => purchases.find((purchase) => purchase.purchaseId === item.purchaseId) ?? [],
      );
      const order = own.find((candidate) => candidate.orderNumber === selected[0]?.order.orderNumber);
      const country = order?.country ?? 'NL';
      const carrier = carrierOptionsFor({
        merchant: consumer.merchant,
        country,
        currency: draft.totalPrice.currency,
        categories: [],
        assets: context.publicUrl,
      }).find((candidate) => candidate.option.id === option.id);

      // Everything below runs without a pause: a repeated key arriving meanwhile finds the answer.
      const id = randomUUID();
      const amount = Number(draft.totalPrice.value);
      const payment =
        amount > 0
          ? context.payments.create({
              merchant: consumer.merchant,
              consumerId: consumer.id,
              amount,
              currency: draft.totalPrice.currency,
              items: selected.map((purchase) => purchase.product.name),
              subject: { kind: 'returnOrder', id },
            })
          : undefined;
      const paymentUrl = payment ? paymentUrlOf(context, payment.id) : undefined;
      context.returnOrders.create(
        {
          consumerId: consumer.id,
          merchant: consumer.merchant,
          submittedStatus: payment ? 'Payment' : 'Submitted',
          paymentId: payment?.id,
          paymentUrl,
          option,
          carrierName: carrier?.carrierName ?? option.service,
          dropOffUrl: carrier?.dropOffUrl,
          senderCountry: country,
          selectedPurchases: draft.selectedPurchases,
          total: draft.totalPrice,
        },
        id,
      );
      const answer = createdReturnOrderSchema.parse(
        payment ? { id, submittedStatus: 'Payment', paymentUrl } : { id, submittedStatus: 'Submitted' },
      );
      return context.idempotency.remember(scope, key, answer);
    },
  );

  app.get<{ Params: { consumerId: string; returnOrderId: string } }>(
    '/api/v0/consumer/:consumerId/return-order/:returnOrderId',
    async (request, reply) => {
      const consumer = signedInConsumer(context, request, reply, request.params.consumerId);
      if (!consumer) return reply;
      const order = context.returnOrders.getFor(consumer.id, request.params.returnOrderId);
      if (!order) return reply.code(404).send(apiError('return_order_404', 'No such return order'));
      return answerOf(context, order);
    },
  );
}
