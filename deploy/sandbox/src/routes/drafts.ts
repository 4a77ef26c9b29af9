/**
 * The newer flow's draft return order (000 §7, 001 §7): create from the selected purchases, get,
 * update partially, and submit as a gatekeeping request. 401 without a session, 403 for another
 * consumer, 404 without a draft, 409 when a purchase cannot be part of it. A draft's request is
 * recorded once: the same request again answers the draft, a different one gets 409
 * `request_already_submitted`; a new draft may carry a new request.
 */
import {
  type DraftReturnOrder,
  draftReturnOrderSchema,
  type Purchase,
  type SelectedPurchase,
  selectedPurchaseSchema,
} from '@portal/shared/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import type { SandboxContext } from '../app';
import { toPurchases } from '../data/purchases';
import { merchants, ordersOf } from '../data/seed';
import { apiError } from './errors';
import { signedInConsumer } from './session';

const money = (value: number, currency: string) => ({ value: value.toFixed(2), currency });

const createSchema = z.object({ selectedPurchases: z.array(selectedPurchaseSchema).check(z.minLength(1)) });
const updateSchema = z.object({
  selectedPurchases: z.optional(z.array(selectedPurchaseSchema)),
  shippingOption: z.optional(z.object({ id: z.string(), price: z.optional(z.unknown()) })),
  shippingOptionVariantId: z.optional(z.nullable(z.string())),
  packageAmount: z.optional(z.number()),
  addInsurance: z.optional(z.boolean()),
  tacAgreed: z.optional(z.boolean()),
});
const requestSchema = z.object({
  purchaseAssets: z.array(z.object({ purchaseId: z.string(), answers: z.array(z.unknown()) })),
});

/** The draft for these purchases: totals, refund options and the sample insurance quote. */
export function buildDraft(
  consumerId: string,
  selected: SelectedPurchase[],
  purchases: Purchase[],
  storeCredit: { enabled: boolean; percentage?: number; maximumAmount?: number },
): DraftReturnOrder {
  const byId = new Map(purchases.map((purchase) => [purchase.purchaseId, purchase]));
  const currency = byId.get(selected[0]?.purchaseId ?? '')?.order.currency ?? 'EUR';
  const total = selected.reduce(
    (sum, item) => sum + (byId.get(item.purchaseId)?.product.price.value ?? 0),
    0,
  );
  const refundable = selected
    .filter((item) => item.resolutionType !== 'Exchange')
    .reduce((sum, item) => sum + (byId.get(item.purchaseId)?.product.price.value ?? 0), 0);
  const incentive =
    storeCredit.enabled && storeCredit.percentage
      ? Math.min(
          (refundable * storeCredit.percentage) / 100,
          storeCredit.maximumAmount ?? Number.POSITIVE_INFINITY,
        )
      : 0;
  return draftReturnOrderSchema.parse({
    consumerId,
    totalPrice: money(total, currency),
    shippingOptionsShouldBeFree: selected.every((item) => item.resolutionType === 'Exchange'),
    refundOptions: [
      { type: 'Refund', amount: money(refundable, currency) },
      ...(storeCredit.enabled
        ? [
            {
              type: 'StoreCredit',
              amount: money(refundable + incentive, currency),
              ...(incentive > 0
                ? {
                    incentive: {
                      type: 'Percentage',
                      amount: money(incentive, currency),
                      percentage: storeCredit.percentage,
                    },
                  }
                : {}),
            },
          ]
        : []),
    ],
    selectedPurchases: selected,
    maxReturnShipments: 4,
    minReturnShipments: 1,
    packageCount: 1,
    packageAmount: 1,
    returnRequestFee: money(0, currency),
    returnRequestFeeThreshold: 0,
    totalReturnRequestFee: money(0, currency),
    shippingOptionQuote: null,
    insuranceQuote: {
      coverage: money(total > 300 ? 400 : total > 100 ? 200 : 100, currency),
      price: money(total > 300 ? 3.99 : total > 100 ? 2.99 : 1.99, currency),
    },
    addInsurance: false,
    tacAgreed: false,
  });
}

/** Registers the draft-return-order routes and the sample exchange rates. */
export function draftRoutes(app: FastifyInstance, context: SandboxContext) {
  /** The signed-in consumer the URL names, or null with the error answer sent. */
  const consumerOf = (request: FastifyRequest<{ Params: { consumerId: string } }>, reply: FastifyReply) =>
    signedInConsumer(context, request, reply, request.params.consumerId);

  const purchasesOf = (consumer: { merchant: string; email: string }) =>
    toPurchases(ordersOf(consumer), context.publicUrl, context.now());

  const storeCreditOf = (merchantName: string) => {
    const storeCredit = merchants.find((merchant) => merchant.merchantName === merchantName)?.storeCredit;
    return {
      enabled: Boolean(storeCredit?.enabled),
      percentage: storeCredit?.incentive?.percentage,
      maximumAmount: storeCredit?.incentive?.maximumAmount,
    };
  };

  /** 409 unless every selected purchase is the consumer's and returnable. */
  const conflict = (selected: SelectedPurchase[], purchases: Purchase[]) =>
    selected.some((item) => {
      const purchase = purchases.find((candidate) => candidate.purchaseId === item.purchaseId);
      return !purchase?.units.some((unit) => unit.returnable.startsWith('yes'));
    });

  app.post<{ Params: { consumerId: string } }>(
    '/api/v0/consumer/:consumerId/draft-return-order',
    async (request, reply) => {
      const consumer = consumerOf(request, reply);
      if (!consumer) return reply;
      const body = createSchema.safeParse(request.body);
      if (!body.success) return reply.code(400).send(apiError('draft_400', 'selectedPurchases are required'));
      const purchases = purchasesOf(consumer);
      if (conflict(body.data.selectedPurchases, purchases)) {
        return reply.code(409).send(apiError('draft_409', 'A selected purchase cannot be returned'));
      }
      return context.drafts.create(
        buildDraft(consumer.id, body.data.selectedPurchases, purchases, storeCreditOf(consumer.merchant)),
      );
    },
  );

  app.get<{ Params: { consumerId: string } }>(
    '/api/v0/consumer/:consumerId/draft-return-order',
    async (request, reply) => {
      const consumer = consumerOf(request, reply);
      if (!consumer) return reply;
      return context.drafts.get(consumer.id) ?? reply.code(404).send(apiError('draft_404', 'No draft'));
    },
  );

  app.put<{ Params: { consumerId: string } }>(
    '/api/v0/consumer/:consumerId/draft-return-order',
    async (request, reply) => {
      const consumer = consumerOf(request, reply);
      if (!consumer) return reply;
      const draft = context.drafts.get(consumer.id);
      if (!draft) return reply.code(404).send(apiError('draft_404', 'No draft'));
      const body = updateSchema.safeParse(request.body);
      if (!body.success) return reply.code(400).send(apiError('draft_400', 'Malformed update'));
      const update = body.data;
      let next = draft;
      if (update.selectedPurchases) {
        const purchases = purchasesOf(consumer);
        if (conflict(update.selectedPurchases, purchases)) {
          return reply.code(409).send(apiError('draft_409', 'A selected purchase cannot be returned'));
        }
        next = buildDraft(consumer.id, update.selectedPurchases, purchases, storeCreditOf(consumer.merchant));
      }
      return context.drafts.set(
        draftReturnOrderSchema.parse({
          ...next,
          ...(update.packageAmount !== undefined
            ? {
                packageAmount: Math.min(
                  Math.max(update.packageAmount, next.minReturnShipments),
                  next.maxReturnShipments,
                ),
              }
            : {}),
          ...(update.addInsurance !== undefined ? { addInsurance: update.addInsurance } : {}),
          ...(update.tacAgreed !== undefined ? { tacAgreed: update.tacAgreed } : {}),
          ...(update.shippingOption
            ? {
                shippingOptionQuote: {
                  shippingOptionId: update.shippingOption.id,
                  price: next.totalPrice.currency
                    ? { value: '0.00', currency: next.totalPrice.currency }
                    : undefined,
                  variant: update.shippingOptionVariantId ?? null,
                },
              }
            : {}),
        }),
      );
    },
  );

  app.put<{ Params: { consumerId: string } }>(
    '/api/v0/consumer/:consumerId/draft-return-order/request',
    async (request, reply) => {
      const consumer = consumerOf(request, reply);
      if (!consumer) return reply;
      const draft = context.drafts.get(consumer.id);
      if (!draft) return reply.code(404).send(apiError('draft_404', 'No draft'));
      const body = requestSchema.safeParse(request.body);
      if (!body.success) return reply.code(400).send(apiError('draft_400', 'purchaseAssets are required'));
      const own = new Set(purchasesOf(consumer).map((purchase) => purchase.purchaseId));
      if (body.data.purchaseAssets.some((asset) => !own.has(asset.purchaseId))) {
        return reply.code(403).send(apiError('auth_403', 'Not yours'));
      }
      if (context.drafts.request(consumer.id, body.data.purchaseAssets) === 'conflict') {
        return reply
          .code(409)
          .send(apiError('request_already_submitted', 'This draft already has a different request'));
      }
      return draft;
    },
  );

  /** Exchange rates (001 §7), fixed sample rates between the seeded currencies. */
  const EUR_RATES: Record<string, number> = { EUR: 1, GBP: 0.86, SEK: 11.2, USD: 1.08 };
  app.get<{ Querystring: { base?: string } }>('/volta/exchange-rates', async (request, reply) => {
    const base = (request.query.base ?? 'EUR').toUpperCase();
    const inEur = EUR_RATES[base];
    if (!inEur) return reply.code(404).send(apiError('rates_404', 'Unknown currency'));
    return {
      base,
      rates: Object.fromEntries(
        Object.entries(EUR_RATES).map(([code, rate]) => [code, Math.round((rate / inEur) * 1e6) / 1e6]),
      ),
    };
  });
}
