/**
 * The draft flow's return orders (docs/sandbox.md#return-orders-draft-flow):
 *
 * - `POST /api/v0/consumer/:consumerId/return-order` (no body) orders the current draft: with a total
 *   above 0 it answers `{id, submittedStatus: 'Payment', paymentUrl}` (the sandbox's payment page),
 *   otherwise `{id, submittedStatus: 'Submitted'}`. The `X-RE-Request-Uuid` header is an idempotency
 *   key: the same key answers the first answer again and orders nothing more. Refused: 404 `draft_404`
 *   without a draft, 409 `gatekeeping_request_required` for a gatekeeping item without its request, 409
 *   `shipping_option_required` when no shipping option was chosen, 422 `terms_not_agreed` unless the
 *   terms were ticked, and the refusals of routes/draft-rules.ts for a unit another return took
 *   meanwhile (409 `purchase_already_requested`).
 * - `GET …/return-order/:returnOrderId` answers the order (404 `return_order_404` unless it is the
 *   consumer's): the payment's status; once paid (or free) and the label delay has passed, the label
 *   (or the label failure in force then), except for ship-it-yourself and in-store drop-off, which need
 *   none; then the tracking stages, one a step, and the refund (data/tracking.ts). A return of several
 *   parcels (`packageAmount`) gets one label each, one page each in the one PDF. A pickup carries the
 *   window the platform booked (the first on offer after the order was made) and the address the
 *   courier comes to, as `shipment.pickupStartsAt`, `pickupEndsAt` and `pickupAddress`.
 * - `POST /sandbox/return-orders/:returnOrderId/advance` (the sandbox's control, no session) moves a
 *   settled order to its next stage now, making a pending label first: `{stage}`. 404
 *   `return_order_404`, 409 `return_order_not_settled` (not paid), 409 `label_failed`.
 * - `GET /sandbox/merchants/:merchant/orders/:orderNumber/created` (the tests' inspection, no session):
 *   how many return orders and quotes were made from a seeded order, `{returnOrders, quotes}`, so a
 *   browser test can tell one return from two.
 */
import { randomUUID } from 'node:crypto';
import { chosenRefundTypeOfDraft } from '@portal/shared/pricing';
import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context';
import {
  addressLinesOf,
  carrierOptionsFor,
  isPaperless,
  isPickup,
  needsLabel,
  RETURN_ADDRESS,
  RETURN_ADDRESS_LINES,
  SHIP_IT_YOURSELF,
  shippingMethodOf,
} from '../data/carriers';
import { draftShippingOptions } from '../data/draft-pricing';
import { LABEL_FAILURE_MESSAGES } from '../data/label-failures';
import { scheduledPickup } from '../data/pickup';
import { variantNameOf } from '../data/purchases';
import { labelDelayOf, merchants, ordersOf } from '../data/seed';
import { catalogVariantById, exchangedProductOf } from '../data/shop-catalogue';
import { progress, returnStatusOf, STAGE_DESCRIPTIONS, type StageReached } from '../data/tracking';
// The answer has the shape of the quote's new payment (`POST /quotes/{uuid}/payments`).
import type { CreatedReturnOrder, PaymentResponse, SelectedPurchase } from '../platform/api';
import type { LabelOutcome, LabelRequest } from '../store/labels';
import { type Payment, type PaymentStatus, settledAtOf } from '../store/payments';
import type { StoredRefund, StoredReturnedItem, StoredReturnOrder } from '../store/return-orders';
import { anotherProductCheck, purchasesOf, selectionRefusal } from './draft-rules';
import { apiError } from './errors';
import { refusedForGatekeeping } from './gatekeeping';
import { idempotencyKeyOf } from './idempotency';
import { labelUrlOf } from './labels';
import { paymentUrlOf } from './payments';
import { RETURN_REPLACED, replace, replacedReturnOrders } from './replaced-returns';
import { signedInConsumer } from './session';

/** The draft flow's names of the payment statuses. */
const PAYMENT_STATUS: Record<PaymentStatus, 'Open' | 'Paid' | 'Cancelled' | 'Failed' | 'Expired'> = {
  open: 'Open',
  paid: 'Paid',
  canceled: 'Cancelled',
  failed: 'Failed',
  expired: 'Expired',
};

const receiverNameOf = (merchant: string) =>
  `${merchants.find((candidate) => candidate.merchantName === merchant)?.name ?? merchant} Returns`;

/** Where a return order stands now. */
interface ReturnProgress {
  payment?: Payment;
  /** When it was paid, or created when free; undefined while not paid. */
  settledAt?: Date;
  labelled: boolean;
  outcome?: LabelOutcome;
  reached: StageReached[];
}

/**
 * Brings a return order up to now: its label (made, or failed, once due) and its tracking stages.
 * With `advance` it moves one stage on now: a pending label is made at once, else the next stage
 * is reached.
 */
function progressOf(context: SandboxContext, order: StoredReturnOrder, advance = false): ReturnProgress {
  const now = context.now();
  const payment = order.paymentId ? context.payments.get(order.paymentId) : undefined;
  const settledAt = settledAtOf(payment, order.createdAt);
  const key = order.option.shippingProductKey;
  const labelled = needsLabel(key);
  const labelAt = (dueAt: Date): LabelRequest => ({
    subject: `return-order:${order.id}`,
    dueAt,
    now,
    failure: () => context.labelFailures.failureFor(order.merchant, order.orderNumber),
    content: () => ({
      carrierName: order.carrierName,
      service: order.option.service,
      reference: order.id,
      sender: {
        name: order.sender.name,
        countryCode: order.sender.countryCode,
        lines: order.sender.address ? addressLinesOf(order.sender.address) : [order.sender.countryCode],
      },
      receiver: { companyName: receiverNameOf(order.merchant), lines: RETURN_ADDRESS_LINES },
      paperless: isPaperless(key, order.option.printerRequired),
      parcels: order.packageAmount,
    }),
  });
  let outcome: LabelOutcome | undefined;
  let moveOn = advance;
  if (labelled && settledAt) {
    outcome = context.labels.resolve(
      labelAt(
        new Date(settledAt.getTime() + labelDelayOf(order.merchant, order.orderNumber, context.labelDelayMs)),
      ),
    );
    if (!outcome && advance) {
      outcome = context.labels.resolve(labelAt(now));
      moveOn = false;
    }
  }
  const start = labelled ? outcome?.label?.createdAt : settledAt;
  if (start) {
    progress(order.tracking, { labelled, start, now, stepMs: context.trackingStepMs, advance: moveOn });
  }
  return { payment, settledAt, labelled, outcome, reached: order.tracking };
}

/**
 * The return order as the platform answers it. Sent as built (checked by the shared schema): the
 * returned items' prices are text with cents, as the platform sends money.
 */
export function answerOf(context: SandboxContext, order: StoredReturnOrder) {
  const { payment, settledAt, labelled, outcome, reached } = progressOf(context, order);
  const key = order.option.shippingProductKey;
  const label = outcome?.label;
  const failure = outcome?.failure;
  const status = !settledAt
    ? payment?.status === 'open'
      ? 'AWAITING_PAYMENT'
      : 'NOT_SHIPPED'
    : !labelled
      ? 'NO_LABEL_NEEDED'
      : (failure ?? (label ? 'LABEL_CREATED' : 'LABEL_PENDING'));
  const refunded = reached.find(({ stage }) => stage === 'REFUNDED');
  const answer = {
    id: order.id,
    submittedStatus: order.submittedStatus,
    status: returnStatusOf(reached.at(-1)?.stage),
    refundedAt: refunded?.at.toISOString() ?? null,
    paymentUrl: order.paymentUrl ?? null,
    // Absent when nothing was due.
    ...(payment ? { paymentStatus: PAYMENT_STATUS[payment.status] } : {}),
    shipment: {
      status,
      reason: null,
      trackingNumber: label?.trackingNumber ?? null,
      trackingUpdates: reached.flatMap(({ stage, at }) =>
        stage === 'REFUNDED'
          ? []
          : [{ status: stage, timestamp: at.toISOString(), description: STAGE_DESCRIPTIONS[stage] }],
      ),
      paperlessCode: label?.paperlessCode ?? null,
      shippingProduct: { key },
      sender: order.sender,
      receiver: { companyName: receiverNameOf(order.merchant), address: RETURN_ADDRESS },
      pickupStartsAt: order.pickup?.startsAt ?? null,
      pickupEndsAt: order.pickup?.endsAt ?? null,
      pickupAddress: order.pickup?.address ?? null,
      errorMessage: failure ? LABEL_FAILURE_MESSAGES[failure] : null,
      labelUrl: label ? labelUrlOf(context, label.id) : null,
      errorCode: failure ?? null,
    },
    packageAmount: order.packageAmount,
    returnedItems: order.returnedItems,
    refund: order.refund,
    dropOffUrl: order.dropOffUrl ?? null,
    shippingMethod: shippingMethodOf(key),
    carrierName: order.carrierName,
    isShipItYourself: key === SHIP_IT_YOURSELF,
    replacedBy: order.replacedBy ?? null,
  };
  return answer;
}

/** The product an exchange for another product gets the shopper, as its return order names it. */
function anotherProductOf(item: SelectedPurchase | undefined): Pick<StoredReturnedItem, 'exchangeProduct'> {
  const product =
    item?.exchangePrice && item.exchangeProductId
      ? exchangedProductOf(catalogVariantById(item.exchangeProductId), item.exchangePrice)
      : undefined;
  return product ? { exchangeProduct: product } : {};
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
      if (draft.tacAgreed !== true) {
        return reply.code(422).send(apiError('terms_not_agreed', 'Agree to the terms first'));
      }
      const own = ordersOf(consumer);
      // An unpaid earlier try of these items gives way to this one (routes/replaced-returns.ts).
      const replaced = replacedReturnOrders(
        context,
        consumer.id,
        draft.selectedPurchases.map((item) => item.purchaseId),
      );
      const replacedIds = new Set(replaced.map((earlier) => earlier.id));
      const purchases = purchasesOf(context, consumer, replacedIds);
      const refusal = selectionRefusal(
        draft.selectedPurchases,
        purchases,
        anotherProductCheck(context, consumer.merchant, replacedIds),
      );
      if (refusal) return reply.code(refusal.status).send(apiError(refusal.code, refusal.message));
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
      // One line per purchase (the draft lists a purchase once), with its quantity.
      const returnedItems: StoredReturnedItem[] = selected.map((purchase) => {
        const chosen = draft.selectedPurchases.find((item) => item.purchaseId === purchase.purchaseId);
        const exchange = purchase.exchangeOptions.find((option) => option.id === chosen?.exchangeProductId);
        return {
          purchaseId: purchase.purchaseId,
          name: purchase.product.name,
          sku: purchase.product.sku,
          quantity: chosen?.quantity ?? 1,
          price: {
            value: purchase.product.price.value.toFixed(2),
            currency: purchase.product.price.currency,
          },
          exchangeVariant: chosen?.resolutionType === 'Exchange' && exchange ? variantNameOf(exchange) : null,
          ...anotherProductOf(chosen),
        };
      });
      // The money back is what the draft priced for the shopper's choices: her items' and a cheaper
      // product's rest (to the payment method unless she chose store credit for it).
      const refundType = chosenRefundTypeOfDraft(draft);
      const refundOption = draft.refundOptions.find((option) => option.type === refundType);
      const refund: StoredRefund =
        refundType && refundOption ? { type: refundType, amount: refundOption.amount } : null;

      // Everything below runs without a pause: a repeated key arriving meanwhile finds the answer.
      const id = randomUUID();
      const createdAt = context.now();
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
          orderNumber: order?.orderNumber,
          submittedStatus: payment ? 'Payment' : 'Submitted',
          paymentId: payment?.id,
          paymentUrl,
          option,
          carrierName: carrier?.carrierName ?? option.service,
          dropOffUrl: carrier?.dropOffUrl,
          sender: {
            countryCode: country,
            name: order?.name ?? null,
            address: order?.address
              ? {
                  houseNumberSuffix: null,
                  ...order.address,
                  stateProvinceCode: null,
                  countryCode: country,
                }
              : null,
          },
          selectedPurchases: draft.selectedPurchases,
          returnedItems,
          refund,
          total: draft.totalPrice,
          packageAmount: draft.packageAmount,
          pickup: isPickup(option.shippingProductKey)
            ? scheduledPickup(order ?? { country }, createdAt)
            : null,
          createdAt,
        },
        id,
      );
      replace(context, replaced, id);
      const answer: CreatedReturnOrder = payment
        ? { id, submittedStatus: 'Payment', paymentUrl }
        : { id, submittedStatus: 'Submitted' };
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

  // A new payment for a return order whose payment did not go through, or is still open: the
  // shopper pays the same return, from its confirmation (docs/sandbox.md#return-orders-draft-flow).
  app.post<{ Params: { consumerId: string; returnOrderId: string } }>(
    '/api/v0/consumer/:consumerId/return-order/:returnOrderId/payments',
    async (request, reply) => {
      const consumer = signedInConsumer(context, request, reply, request.params.consumerId);
      if (!consumer) return reply;
      const key = idempotencyKeyOf(request, reply);
      if (key === null) return reply;
      const scope = `return-order-payment:${consumer.id}:${request.params.returnOrderId}`;
      const earlier = context.idempotency.recall<{ paymentUrl: string }>(scope, key);
      if (earlier) return earlier;

      const order = context.returnOrders.getFor(consumer.id, request.params.returnOrderId);
      if (!order) return reply.code(404).send(apiError('return_order_404', 'No such return order'));
      if (order.replacedBy) {
        return reply
          .code(409)
          .send(apiError(RETURN_REPLACED, 'A later return of these items replaced this one'));
      }
      const current = order.paymentId ? context.payments.get(order.paymentId) : undefined;
      if (!current) {
        return reply.code(409).send(apiError('payment_not_needed', 'Nothing to pay for this return order'));
      }
      if (current.status === 'paid') {
        return reply.code(409).send(apiError('payment_already_paid', 'This return order is paid'));
      }
      // Unpaid, the order held no units: another return may have taken them since.
      if (current.status !== 'open') {
        const refusal = selectionRefusal(
          order.selectedPurchases,
          purchasesOf(context, consumer),
          // Its own units are not held while its payment is not open: the stock may have gone meanwhile.
          anotherProductCheck(context, consumer.merchant),
        );
        if (refusal) return reply.code(refusal.status).send(apiError(refusal.code, refusal.message));
      }
      // The new payment replaces the open one: the shopper cannot pay twice.
      if (current.status === 'open') context.payments.finish(current.id, 'expired');
      const payment = context.payments.create(current);
      order.paymentId = payment.id;
      order.paymentUrl = paymentUrlOf(context, payment.id);
      return context.idempotency.remember(scope, key, {
        paymentUrl: order.paymentUrl,
      } satisfies PaymentResponse);
    },
  );

  app.get<{ Params: { merchant: string; orderNumber: string } }>(
    '/sandbox/merchants/:merchant/orders/:orderNumber/created',
    async (request) => {
      const { merchant, orderNumber } = request.params;
      return {
        returnOrders: context.returnOrders.countForOrder(merchant, orderNumber),
        quotes: context.quotes.countForOrder(merchant, orderNumber),
      };
    },
  );

  app.post<{ Params: { returnOrderId: string } }>(
    '/sandbox/return-orders/:returnOrderId/advance',
    async (request, reply) => {
      const order = context.returnOrders.get(request.params.returnOrderId);
      if (!order) return reply.code(404).send(apiError('return_order_404', 'No such return order'));
      const { settledAt, outcome, reached } = progressOf(context, order, true);
      if (!settledAt) {
        return reply.code(409).send(apiError('return_order_not_settled', 'Not paid: it does not move'));
      }
      if (outcome?.failure) {
        return reply.code(409).send(apiError('label_failed', `The label failed: ${outcome.failure}`));
      }
      return { stage: reached.at(-1)?.stage };
    },
  );
}
