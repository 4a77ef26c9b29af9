/**
 * The draft flow's draft return order: create from the selected purchases, get, update partially, and
 * submit as a gatekeeping request. 401 without a session, 403 for another consumer, 404 without a
 * draft, 409 when a purchase cannot be part of it. A draft's request is recorded once: the same request
 * again answers the draft, a different one gets 409 `request_already_submitted`; a new draft may carry
 * a new request.
 *
 * An update may carry the carriers step's choices (shipping option and variant, parcels, insurance,
 * terms); every answer carries the prices that follow from them (data/draft-pricing.ts).
 */

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import type { SandboxContext } from '../context';
import {
  buildDraft,
  choicesOf,
  type DraftChoices,
  draftShippingOptions,
  draftShopOf,
  NO_CHOICES,
} from '../data/draft-pricing';
import { merchants } from '../data/seed';
import {
  type DraftUpdate,
  draftCreateSchema,
  draftUpdateSchema,
  exchangeRatesQuerySchema,
  gatekeepingRequestSchema,
  type Purchase,
  type SelectedPurchase,
} from '../platform/api';
import type { Consumer } from '../store/sessions';
import { anotherProductCheck, purchasesOf as currentPurchases, selectionRefusal } from './draft-rules';
import { apiError } from './errors';
import { signedInConsumer } from './session';

const answerSchema = z.object({
  question: z.optional(z.string()),
  position: z.optional(z.number()),
  answer: z.union([z.string(), z.array(z.unknown())]),
});

/**
 * The required fields of the shop's gatekeeping form that `answers` leaves empty (by position, as
 * the portal sends them): a request without them satisfies nothing.
 */
function unansweredFields(merchantName: string, answers: unknown[]): string[] {
  const form = merchants.find((candidate) => candidate.merchantName === merchantName)?.gatekeeping?.form;
  const given = answers.flatMap((answer) => {
    const parsed = answerSchema.safeParse(answer);
    if (!parsed.success) return [];
    const value = parsed.data.answer;
    const empty = typeof value === 'string' ? value.trim() === '' : value.length === 0;
    return empty ? [] : [parsed.data.position];
  });
  return (form?.fields ?? [])
    .filter((field) => field.required && !given.includes(field.position))
    .map((field) => field.id);
}

/**
 * The choices after an update, or why it is refused: 409 `shipping_option_unavailable` for an
 * option the selected purchases do not offer (the portal sends the shopper back to select items),
 * 400 `draft_400` for a variant of another option or insurance the shop does not offer. A changed
 * selection keeps the earlier choices that still fit it.
 */
function applyUpdate(
  previous: DraftChoices,
  update: DraftUpdate,
  selected: SelectedPurchase[],
  purchases: Purchase[],
  insuranceOffered: boolean,
): { choices: DraftChoices } | { status: 400 | 409; code: string; message: string } {
  const options = draftShippingOptions(selected, purchases);
  const choices = { ...previous };
  if (update.shippingOption) {
    if (!options.some((option) => option.id === update.shippingOption?.id)) {
      return { status: 409, code: 'shipping_option_unavailable', message: 'Not an option for these items' };
    }
    // Another option starts without a variant unless the update names one.
    if (update.shippingOption.id !== previous.shippingOptionId) choices.variantId = null;
    choices.shippingOptionId = update.shippingOption.id;
  } else if (!options.some((option) => option.id === previous.shippingOptionId)) {
    // The selection changed and the option went with it.
    choices.shippingOptionId = null;
    choices.variantId = null;
  }
  if (update.shippingOptionVariantId !== undefined) choices.variantId = update.shippingOptionVariantId;
  const option = options.find(({ id }) => id === choices.shippingOptionId);
  if (choices.variantId !== null && !option?.variants.some(({ id }) => id === choices.variantId)) {
    return { status: 400, code: 'draft_400', message: 'Not a variant of the chosen shipping option' };
  }
  if (update.packageAmount !== undefined) choices.packageAmount = update.packageAmount;
  if (update.addInsurance !== undefined) {
    if (update.addInsurance && !insuranceOffered) {
      return { status: 400, code: 'draft_400', message: 'This shop offers no insurance' };
    }
    choices.addInsurance = update.addInsurance;
  }
  if (update.tacAgreed !== undefined) choices.tacAgreed = update.tacAgreed;
  return { choices };
}

/** Registers the draft-return-order routes and the sample exchange rates. */
export function draftRoutes(app: FastifyInstance, context: SandboxContext) {
  /** The signed-in consumer the URL names, or null with the error answer sent. */
  const consumerOf = (request: FastifyRequest<{ Params: { consumerId: string } }>, reply: FastifyReply) =>
    signedInConsumer(context, request, reply, request.params.consumerId);

  const purchasesOf = (consumer: Consumer) => currentPurchases(context, consumer);

  /** Sends the refusal of a selection the platform would not take (routes/draft-rules.ts); true if sent. */
  const refused = (
    consumer: Consumer,
    selected: SelectedPurchase[],
    purchases: Purchase[],
    reply: FastifyReply,
  ) => {
    const refusal = selectionRefusal(selected, purchases, anotherProductCheck(context, consumer.merchant));
    if (refusal) reply.code(refusal.status).send(apiError(refusal.code, refusal.message));
    return refusal !== undefined;
  };

  app.post<{ Params: { consumerId: string } }>(
    '/api/v0/consumer/:consumerId/draft-return-order',
    async (request, reply) => {
      const consumer = consumerOf(request, reply);
      if (!consumer) return reply;
      const body = draftCreateSchema.safeParse(request.body);
      if (!body.success) return reply.code(400).send(apiError('draft_400', 'selectedPurchases are required'));
      const purchases = purchasesOf(consumer);
      if (refused(consumer, body.data.selectedPurchases, purchases, reply)) return reply;
      return context.drafts.create(
        buildDraft(
          consumer.id,
          body.data.selectedPurchases,
          purchases,
          draftShopOf(consumer.merchant),
          NO_CHOICES,
        ),
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
      const body = draftUpdateSchema.safeParse(request.body);
      if (!body.success) return reply.code(400).send(apiError('draft_400', 'Malformed update'));
      const update = body.data;
      const purchases = purchasesOf(consumer);
      if (update.selectedPurchases && refused(consumer, update.selectedPurchases, purchases, reply))
        return reply;
      const selected = update.selectedPurchases ?? draft.selectedPurchases;
      const shop = draftShopOf(consumer.merchant);
      const result = applyUpdate(choicesOf(draft), update, selected, purchases, shop.terms.insurance);
      if ('status' in result) return reply.code(result.status).send(apiError(result.code, result.message));
      return context.drafts.set(buildDraft(consumer.id, selected, purchases, shop, result.choices));
    },
  );

  app.put<{ Params: { consumerId: string } }>(
    '/api/v0/consumer/:consumerId/draft-return-order/request',
    async (request, reply) => {
      const consumer = consumerOf(request, reply);
      if (!consumer) return reply;
      const draft = context.drafts.get(consumer.id);
      if (!draft) return reply.code(404).send(apiError('draft_404', 'No draft'));
      const body = gatekeepingRequestSchema.safeParse(request.body);
      if (!body.success) return reply.code(400).send(apiError('draft_400', 'purchaseAssets are required'));
      const own = new Set(purchasesOf(consumer).map((purchase) => purchase.purchaseId));
      if (body.data.purchaseAssets.some((asset) => !own.has(asset.purchaseId))) {
        return reply.code(403).send(apiError('auth_403', 'Not yours'));
      }
      const unanswered = body.data.purchaseAssets.filter(
        (asset) => unansweredFields(consumer.merchant, asset.answers).length > 0,
      );
      if (body.data.purchaseAssets.length === 0 || unanswered.length > 0) {
        return reply
          .code(422)
          .send(apiError('gatekeeping_answers_required', 'Answer every required question, photos included'));
      }
      if (context.drafts.request(consumer.id, body.data.purchaseAssets) === 'conflict') {
        return reply
          .code(409)
          .send(apiError('request_already_submitted', 'This draft already has a different request'));
      }
      return draft;
    },
  );

  /** Exchange rates, fixed sample rates between the seeded currencies. */
  const EUR_RATES: Record<string, number> = { EUR: 1, GBP: 0.86, SEK: 11.2, USD: 1.08 };
  app.get('/volta/exchange-rates', async (request, reply) => {
    const query = exchangeRatesQuerySchema.safeParse(request.query);
    if (!query.success) return reply.code(400).send(apiError('rates_400', 'base is a currency code'));
    const base = (query.data.base ?? 'EUR').toUpperCase();
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
