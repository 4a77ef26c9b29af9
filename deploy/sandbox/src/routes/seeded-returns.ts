/**
 * `POST /sandbox/seeded-returns` (test and demo only, like every `/sandbox/…` route): a seeded shopper's
 * return made without the portal's pages, so a browser test whose subject is a later step starts there
 * (docs/sandbox.md#seeded-returns). It walks the platform's own routes in order (sign-in, purchases,
 * draft, carrier and terms, return order, the payment page's outcome), so every rule those routes
 * apply applies here too, and a refusal of any of them is answered as it came (with the step that was
 * refused) rather than worked around.
 */
import { randomUUID } from 'node:crypto';
import { usesQuoteFlow } from '@portal/shared/flows';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { merchants } from '../data/seed';
import { SESSION_COOKIE } from '../store/sessions';
import { apiError } from './errors';
import { shopConfiguration } from './shops';

const itemSchema = z.object({
  /** The product's name, as its card shows it; the first unit of that product still returnable. */
  title: z.string().check(z.minLength(1)),
  reasonId: z.optional(z.union([z.string(), z.number()])),
  quantity: z.optional(z.int().check(z.minimum(1))),
  /** An exchange for this size instead of a return. */
  exchangeTo: z.optional(z.string()),
  resolution: z.optional(z.enum(['Refund', 'StoreCredit'])),
});

const seedSchema = z.object({
  merchant: z.string(),
  shopper: z.object({
    email: z.optional(z.string()),
    postalCode: z.optional(z.string()),
    orderNumber: z.string(),
    country: z.optional(z.string()),
  }),
  items: z.array(itemSchema).check(z.minLength(1)),
  /**
   * How far: the items chosen (nothing written: where the quote flow's carriers step starts), the draft
   * made (confirm items), its carrier chosen (carriers), or ordered; in the quote flow, the quote made.
   */
  until: z.enum(['selection', 'draft', 'carriers', 'return-order', 'quote']),
  /** The carrier's service as the carriers step names it; needed from `carriers` on. */
  carrier: z.optional(z.string()),
  /** How many parcels the carriers step would have chosen (draft flow); one without it. */
  parcels: z.optional(z.int().check(z.minimum(1))),
  /** What the shopper did on the payment page of an order that costs money (left open without it). */
  payment: z.optional(z.enum(['paid', 'canceled', 'failed', 'expired'])),
});

/** What the seeding made. */
interface SeededReturn {
  consumerId: string;
  purchaseIds: string[];
  /**
   * The purchase lines of the items, in their order, as the purchases call answered them: what a browser
   * test builds the selection of select items from (the portal's own rules, not the sandbox's).
   */
  purchases: unknown[];
  returnOrder?: { id: string; submittedStatus: 'Payment' | 'Submitted'; paymentUrl?: string };
  /** The quote flow's quote. */
  quote?: { quoteUuid: string; paymentUrl?: string | null };
  /** The portal path of the order's (or quote's) confirmation, as the payment page would lead back to it. */
  confirmation?: string;
}

const purchaseSchema = z.object({
  purchaseId: z.string(),
  order: z.object({ orderId: z.string(), orderNumber: z.string() }),
  units: z.array(z.object({ returnable: z.string() })),
  product: z.object({ name: z.string() }),
  shippingOptions: z.array(z.object({ id: z.string(), service: z.string() })),
  exchangeOptions: z.optional(
    z.array(
      z.object({ id: z.string(), sku: z.string(), attributes: z.array(z.object({ value: z.string() })) }),
    ),
  ),
});
const purchasesSchema = z.union([z.array(purchaseSchema), z.object({ data: z.array(purchaseSchema) })]);
const pricelistsSchema = z.object({
  items: z.array(z.object({ uuid: z.string(), courierService: z.object({ label: z.string() }) })),
});
const quotedSchema = z.object({ quoteUuid: z.string(), paymentUrl: z.optional(z.nullable(z.string())) });
const createdSchema = z.object({
  id: z.string(),
  submittedStatus: z.enum(['Payment', 'Submitted']),
  paymentUrl: z.optional(z.string()),
});

/** One of the platform's calls the seeding makes. */
interface CallOptions {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  headers?: Record<string, string>;
  payload?: string | Record<string, unknown>;
}

/** A step the platform refused: answered as it came, with the step's name. */
class Refused extends Error {
  constructor(
    readonly step: string,
    readonly status: number,
    readonly body: string,
  ) {
    super(`${step}: HTTP ${status}`);
  }

  /** A refusal of the seeding's own, in the platform's error shape. */
  static of(step: string, status: number, code: string, message: string): Refused {
    return new Refused(step, status, JSON.stringify(apiError(code, message)));
  }
}

/** Registers `POST /sandbox/seeded-returns`. */
export function seededReturnRoutes(app: FastifyInstance) {
  app.post('/sandbox/seeded-returns', async (request, reply) => {
    const parsed = seedSchema.safeParse(request.body);
    if (!parsed.success) {
      return reply.code(400).send(apiError('seed_400', `Malformed seeding request: ${parsed.error.message}`));
    }
    const seed = parsed.data;
    const shop = merchants.find((candidate) => candidate.merchantName === seed.merchant);
    const config = shopConfiguration(seed.merchant, '');
    if (!shop || !config) return reply.code(404).send(apiError('shop_404', `No shop ${seed.merchant}`));
    // Each flow's own steps: the quote flow makes no draft and no return order, the draft flow no quote.
    const quoteFlow = usesQuoteFlow(config);
    const flowSteps = quoteFlow ? ['selection', 'quote'] : ['selection', 'draft', 'carriers', 'return-order'];
    if (!flowSteps.includes(seed.until)) {
      return reply
        .code(409)
        .send(
          apiError(
            'seed_flow',
            `${seed.merchant} uses the ${quoteFlow ? 'quote' : 'draft'} flow: no ${seed.until}`,
          ),
        );
    }
    if (seed.until !== 'selection' && seed.until !== 'draft' && !seed.carrier) {
      return reply.code(400).send(apiError('seed_400', `A carrier is needed to go on to ${seed.until}`));
    }

    let cookie = '';
    const call = async (step: string, options: CallOptions) => {
      const response = await app.inject({
        ...options,
        headers: { ...options.headers, cookie, 'x-forwarded-for': request.ip },
      });
      if (response.statusCode >= 400) throw new Refused(step, response.statusCode, response.body);
      return response;
    };

    try {
      const signedIn = await call('sign-in', {
        method: 'POST',
        url: '/api/v0/auth/consumer',
        payload: {
          ...seed.shopper,
          storeId: shop.id,
          locale: 'nl',
          userProperties: { deviceId: randomUUID(), sessionId: randomUUID() },
        },
      });
      const session = signedIn.cookies.find(({ name }) => name === SESSION_COOKIE);
      cookie = `${SESSION_COOKIE}=${session?.value ?? ''}`;
      const consumerId = z.object({ id: z.string() }).parse(signedIn.json()).id;
      const base = `/api/v0/consumer/${encodeURIComponent(consumerId)}`;

      const answered: unknown = (await call('purchases', { method: 'GET', url: `${base}/purchases` })).json();
      const listed = purchasesSchema.parse(answered);
      const purchases = Array.isArray(listed) ? listed : listed.data;
      // The lines as the platform gave them, every field kept (the parsed ones hold only what is read here).
      const lines = z
        .array(z.unknown())
        .parse(Array.isArray(answered) ? answered : (answered as { data: unknown }).data);
      const taken = new Set<string>();
      // The quote flow's items, as its quote names them (built with the selected purchases below).
      const quoteItems: Record<string, unknown>[] = [];
      const selectedPurchases = seed.items.map((item) => {
        const purchase = purchases.find(
          (candidate) =>
            candidate.product.name === item.title &&
            candidate.units.some(({ returnable }) => returnable.startsWith('yes')) &&
            !taken.has(candidate.purchaseId),
        );
        if (!purchase) {
          throw Refused.of('items', 422, 'seed_item_unknown', `No returnable ${item.title}`);
        }
        taken.add(purchase.purchaseId);
        const exchange = item.exchangeTo
          ? purchase.exchangeOptions?.find((option) =>
              option.attributes.some((attribute) => attribute.value === item.exchangeTo),
            )
          : undefined;
        if (item.exchangeTo && !exchange) {
          throw Refused.of('items', 422, 'seed_item_unknown', `${item.title} has no size ${item.exchangeTo}`);
        }
        quoteItems.push({
          itemId: purchase.purchaseId,
          orderId: purchase.order.orderId,
          orderNumber: purchase.order.orderNumber,
          returnReason: { content: '', type: 1, value: String(item.reasonId ?? '') },
          ...(exchange ? { exchangeOptionTitle: item.exchangeTo, exchangeToSku: exchange.sku } : {}),
          ...(item.quantity && item.quantity > 1 ? { quantity: item.quantity } : {}),
          type: exchange ? 'EXCHANGE' : item.resolution === 'StoreCredit' ? 'STORE_CREDIT' : 'REFUND',
        });
        return {
          purchaseId: purchase.purchaseId,
          returnReasonId: item.reasonId ?? null,
          returnReasonComment: null,
          exchangeProductId: exchange?.id ?? null,
          resolutionType: exchange ? 'Exchange' : (item.resolution ?? 'Refund'),
          ...(item.quantity ? { quantity: item.quantity } : {}),
        };
      });
      const purchaseIds = selectedPurchases.map(({ purchaseId }) => purchaseId);
      const chosen = {
        consumerId,
        purchaseIds,
        purchases: purchaseIds.map((id) => lines[purchases.findIndex(({ purchaseId }) => purchaseId === id)]),
      };
      if (seed.until === 'selection') return chosen satisfies SeededReturn;

      /** The payment page's outcome, when the seed names one; refused for a return that costs nothing. */
      const answerPayment = async (paymentUrl: string | null | undefined) => {
        if (!seed.payment) return;
        if (!paymentUrl) {
          throw Refused.of(
            'payment',
            409,
            'payment_not_needed',
            'This return costs nothing: there is no payment to answer',
          );
        }
        await call('payment', {
          method: 'POST',
          url: new URL(paymentUrl).pathname,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: `outcome=${seed.payment}`,
        });
      };

      if (seed.until === 'quote') {
        // The carriers step's pricelists for these items (a key starting with the purchase id names it).
        const query = new URLSearchParams(purchaseIds.map((id) => ['product-keys', id]));
        const pricelists = pricelistsSchema.parse(
          (await call('pricelists', { method: 'GET', url: `/volta/pricelists?${query}` })).json(),
        );
        const pricelist = pricelists.items.find(
          ({ courierService }) => courierService.label === seed.carrier,
        );
        if (!pricelist) {
          throw Refused.of(
            'carrier',
            409,
            'pricelist_unavailable',
            `${seed.carrier} is not offered for these items`,
          );
        }
        // As the carriers step sends it: one parcel, insurance declined; a pickup (which needs an address
        // and a timeslot) is refused by the quote's own check.
        const quote = quotedSchema.parse(
          (
            await call('quote', {
              method: 'POST',
              url: '/volta/quotes',
              headers: { 'x-re-request-uuid': randomUUID() },
              payload: {
                pricelistUuid: pricelist.uuid,
                quoteItems,
                isInsured: false,
                insurancePrice: null,
                insuranceCurrency: null,
                parcelAmount: 1,
                locale: 'NL',
                userProperties: { deviceId: randomUUID(), sessionId: randomUUID() },
              },
            })
          ).json(),
        );
        await answerPayment(quote.paymentUrl);
        return {
          ...chosen,
          quote,
          confirmation: `/order-confirmation/${encodeURIComponent(quote.quoteUuid)}`,
        } satisfies SeededReturn;
      }
      const draftUrl = `${base}/draft-return-order`;
      await call('draft', { method: 'POST', url: draftUrl, payload: { selectedPurchases } });
      if (seed.until === 'draft') return chosen satisfies SeededReturn;

      // Which carrier the step would offer is the update's own check: this only finds its id by name.
      const option = purchases
        .filter(({ purchaseId }) => taken.has(purchaseId))
        .flatMap(({ shippingOptions }) => shippingOptions)
        .find(({ service }) => service === seed.carrier);
      if (!option) {
        throw Refused.of(
          'carrier',
          409,
          'shipping_option_unavailable',
          `${seed.carrier} is not offered for these items`,
        );
      }
      const ordering = seed.until === 'return-order';
      await call('carrier', {
        method: 'PUT',
        url: draftUrl,
        // As the carriers step leaves it: insurance declined, and the terms ticked when ordering.
        payload: {
          shippingOption: { id: option.id },
          addInsurance: false,
          ...(seed.parcels ? { packageAmount: seed.parcels } : {}),
          ...(ordering ? { tacAgreed: true } : {}),
        },
      });
      if (!ordering) return chosen satisfies SeededReturn;

      const created = createdSchema.parse(
        (
          await call('return-order', {
            method: 'POST',
            url: `${base}/return-order`,
            headers: { 'x-re-request-uuid': randomUUID() },
          })
        ).json(),
      );
      await answerPayment(created.paymentUrl);
      const query = new URLSearchParams({ id: consumerId, returnOrderId: created.id });
      return {
        ...chosen,
        returnOrder: created,
        confirmation: `/order-confirmation?${query}`,
      } satisfies SeededReturn;
    } catch (error) {
      if (!(error instanceof Refused)) throw error;
      let answer: unknown = error.body;
      try {
        answer = JSON.parse(error.body);
      } catch {
        // A page (the payment page's refusal): its status says enough.
      }
      return reply.code(error.status >= 500 ? 502 : error.status).send({
        ...apiError('seed_refused', `The ${error.step} step was refused`),
        step: error.step,
        answer,
      });
    } finally {
      // The seeding's own session is not the shopper's: it ends here.
      if (cookie) await app.inject({ method: 'POST', url: '/api/v0/auth/logout', headers: { cookie } });
    }
  });
}
