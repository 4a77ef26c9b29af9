/**
 * The quote flow's volta calls (docs/business-rules.md#quote-flow): `GET /volta/pricelists`,
 * `POST /volta/quotes` and `POST /volta/quotes/:quoteUuid/payments`. All need the shopper's session; answers are
 * built with the shared schemas. A quote names only the shopper's own purchases (403 otherwise, as
 * `/purchases`), every item one (422 `quote_item_unknown`; an ecommerce-less shop's typed items name the
 * shopper's own order instead), a gatekeeping item only after its request was submitted (409), and is held
 * to the draft flow's rules: a purchase listed once (422 `purchase_listed_twice`), no more units than it has
 * left, none already in a return order or quote (409 `purchase_already_requested`, routes/draft-rules.ts),
 * checked again when an unpaid quote is paid again. An exchange for another product (an `EXCHANGE` item with an
 * `exchangePrice`) is checked against the catalogue as a draft's is, and its difference is in the price.
 *
 * A quote costs what the portal's price summary shows, by the same rule (`@portal/shared/pricing`):
 * the carrier's price per parcel, insurance per parcel when chosen, and the shop's handling fee per
 * returned unit; above 0 it answers a `paymentUrl` to the sandbox's payment page. Insurance costs
 * the pricelists' flat price, or the value tier the portal quoted (`insurancePrice`) when that is
 * the tier of the goods named; any other price is refused (400). Creating
 * a quote or a payment is idempotent on `X-RE-Request-Uuid`: the same key answers the first answer
 * again and creates nothing more.
 */

import { centsToDecimal, toCents } from '@portal/shared/money';
import {
  chosenRefundType,
  exchangeRestType,
  insuranceTier,
  type ProductExchange,
  priceOf,
  refundAmounts,
  returnedUnits,
} from '@portal/shared/pricing';
import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context';
import { isPickup } from '../data/carriers';
import { homeAddressOf } from '../data/pickup';
import { anyCarrierOf, pricelistsFor } from '../data/pricelists';
import { toPurchases } from '../data/purchases';
import { merchants, ordersOf } from '../data/seed';
import {
  catalogVariantBySku,
  exchangedProductOf,
  pricedProductExchange,
  productExchangeBonusOf,
} from '../data/shop-catalogue';
import type { Purchase } from '../platform/api';
import {
  type PaymentResponse,
  pricelistsQuerySchema,
  type QuoteItem,
  type QuoteRequest,
  type QuoteResponse,
  quoteRequestSchema,
} from '../platform/api';
import type { StoredQuote } from '../store/quotes';
import type { Consumer } from '../store/sessions';
import { anotherProductCheck, purchasesOf, quoteUnitsRefusal } from './draft-rules';
import { apiError } from './errors';
import { refusedForGatekeeping } from './gatekeeping';
import { idempotencyKeyOf } from './idempotency';
import { paymentUrlOf } from './payments';
import { RETURN_REPLACED, replace, replacedQuotes } from './replaced-returns';
import { signedInConsumer } from './session';

const asList = (value: string | string[] | undefined) => (value === undefined ? [] : [value].flat());

const RESOLUTIONS = { REFUND: 'Refund', STORE_CREDIT: 'StoreCredit', EXCHANGE: 'Exchange' } as const;

/** An exchange for another product of a quote, priced, with the item that asks for it. */
type QuotedExchange = ProductExchange & { item: QuoteItem };

/**
 * The quote's exchanges for another product, priced as a draft's are: each item with a price for a
 * catalogue SKU (checked against the catalogue before, `quoteUnitsRefusal`).
 */
function productExchangesOf(
  merchantName: string,
  items: QuoteItem[],
  purchases: Purchase[],
): QuotedExchange[] {
  const byId = new Map(purchases.map((purchase) => [purchase.purchaseId, purchase]));
  const bonus = productExchangeBonusOf(merchantName);
  return items.flatMap((item) => {
    const purchase = byId.get(item.itemId ?? '');
    return item.exchangePrice && purchase
      ? [{ item, ...pricedProductExchange(purchase, item.quantity ?? 1, item.exchangePrice, bonus) }]
      : [];
  });
}

/**
 * What a quote returns and pays back (docs/business-rules.md#what-you-get-back): each item's name,
 * quantity and exchange (with the product an exchange for another product brings), and the refund or
 * store credit by the portal's refund rule on the products' prices. The quote names no store-credit
 * bonus, so store credit is the returned value. A typed-in item has no price: then the amount is not
 * known until the shop has the items (null). A cheaper product's rest comes back too, as store credit
 * when the shopper chose it for the rest (`exchangeRefundType`) or for another item, else to the
 * payment method.
 */
function quoteRefundOf(
  items: QuoteItem[],
  purchases: Purchase[],
  exchanges: QuotedExchange[] = [],
): Pick<StoredQuote, 'returnedItems' | 'refund'> {
  const byId = new Map(purchases.map((purchase) => [purchase.purchaseId, purchase]));
  const returnedItems = items.map((item) => {
    const product =
      item.exchangePrice && item.exchangeToSku
        ? exchangedProductOf(catalogVariantBySku(item.exchangeToSku), item.exchangePrice)
        : undefined;
    return {
      name: item.name ?? byId.get(item.itemId ?? '')?.product.name ?? item.orderNumber,
      quantity: item.quantity ?? 1,
      exchangeVariant: item.type === 'EXCHANGE' ? (item.exchangeOptionTitle ?? null) : null,
      ...(product ? { exchangeProduct: product } : {}),
    };
  });
  const rest = exchanges.reduce(
    (sum, exchange) => ({
      refund: sum.refund + exchange.refundCents,
      storeCredit: sum.storeCredit + exchange.storeCreditCents,
    }),
    { refund: 0, storeCredit: 0 },
  );
  const type = chosenRefundType(
    items.map((item) => RESOLUTIONS[item.type]),
    exchanges.flatMap((exchange) => exchangeRestType(exchange, exchange.item.exchangeRefundType) ?? []),
  );
  if (!type) return { returnedItems, refund: null };
  const priced = items.map((item) => byId.get(item.itemId ?? '')?.product.price);
  const currency = priced.find((price) => price !== undefined)?.currency;
  if (!currency || priced.some((price) => price === undefined)) {
    return { returnedItems, refund: { type, amount: null } };
  }
  const amounts = refundAmounts(
    items.map((item, index) => ({
      unitCents: toCents(priced[index]?.value) ?? 0,
      quantity: item.quantity ?? 1,
      exchange: item.type === 'EXCHANGE',
    })),
  );
  const cents =
    type === 'StoreCredit' ? amounts.storeCreditCents + rest.storeCredit : amounts.refundCents + rest.refund;
  return { returnedItems, refund: { type, amount: { value: centsToDecimal(cents), currency } } };
}

/**
 * The pricelists for the shopper's purchases that `matches` picks (their categories, order, country
 * and address), or for an ecommerce-less shop the country given.
 */
function pricelistsOf(
  context: SandboxContext,
  consumer: Consumer,
  matches: (purchase: { purchaseId: string; legacyKey?: string }) => boolean,
  ecommercelessCountry: string | undefined,
) {
  const merchant = merchants.find((candidate) => candidate.merchantName === consumer.merchant);
  const own = ordersOf(consumer);
  const matched = toPurchases(own, context.publicUrl, context.now()).filter((purchase) =>
    matches({ purchaseId: purchase.purchaseId, legacyKey: purchase.product.legacyKey }),
  );
  const order = own.find((candidate) => candidate.orderNumber === matched[0]?.order.orderNumber) ?? own[0];
  const ecommerceless = Boolean(merchant?.isEcommerceless);
  return {
    order,
    matched,
    pricelists: pricelistsFor({
      merchant: consumer.merchant,
      currency: order?.currency ?? 'EUR',
      categories: matched.flatMap((purchase) => purchase.product.categories.map((category) => category.name)),
      ecommerceless,
      country: ecommerceless ? ecommercelessCountry : order?.country,
      orderNumber: order?.orderNumber,
      address: order ? homeAddressOf(order) : undefined,
      assets: context.publicUrl,
    }),
  };
}

/** Why a quote request cannot be priced as sent, if it cannot. */
function quoteProblem(request: QuoteRequest, pickup: boolean, insurance: boolean): string | undefined {
  if (request.isInsured && !insurance) return 'Insurance is not offered for these items';
  if (pickup && (request.start === undefined || request.end === undefined || request.end <= request.start))
    return 'A pickup needs a timeslot (start before end, epoch seconds)';
  if (pickup && !request.addressRequest) return 'A pickup needs an address';
  return undefined;
}

/**
 * The insurance price per parcel a quote is charged, in cents: null when not insured; the
 * pricelists' flat price when the request names none or that one; the tier of `goodsCents` when the
 * request names that tier's price and currency. Undefined when the request names any other price.
 */
export function chargedInsuranceCents(
  request: Pick<QuoteRequest, 'isInsured' | 'insurancePrice' | 'insuranceCurrency'>,
  flat: { price?: string; currency?: string },
  goodsCents: number,
): number | null | undefined {
  if (!request.isInsured) return null;
  const flatCents = toCents(flat.price) ?? 0;
  if (request.insurancePrice === null || request.insurancePrice === undefined) return flatCents;
  const asked = toCents(request.insurancePrice);
  const currency = request.insuranceCurrency ?? undefined;
  if (asked === flatCents && (currency === undefined || currency === flat.currency)) return flatCents;
  const tier = insuranceTier(goodsCents);
  if (asked === tier.priceCents && (currency === undefined || currency === tier.currency)) return asked;
  return undefined;
}

/** Registers the pricelist, quote and payment-retry routes. */
export function quoteRoutes(app: FastifyInstance, context: SandboxContext) {
  app.get('/volta/pricelists', async (request, reply) => {
    const consumer = signedInConsumer(context, request, reply);
    if (!consumer) return reply;
    const query = pricelistsQuerySchema.safeParse(request.query);
    if (!query.success) return reply.code(400).send(apiError('pricelists_400', 'Not a pricelists query'));
    const keys = asList(query.data['product-keys']);
    // A product key is the legacy key (draft flow) or the purchase id followed by the price.
    return pricelistsOf(
      context,
      consumer,
      (purchase) => keys.some((key) => key === purchase.legacyKey || key.startsWith(purchase.purchaseId)),
      query.data['country-code'],
    ).pricelists;
  });

  app.post('/volta/quotes', async (request, reply) => {
    const consumer = signedInConsumer(context, request, reply);
    if (!consumer) return reply;
    const key = idempotencyKeyOf(request, reply);
    if (key === null) return reply;
    const scope = `quote:${consumer.id}`;
    const earlier = context.idempotency.recall<QuoteResponse>(scope, key);
    if (earlier) return earlier;

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
    // Only an ecommerce-less shop's items name no purchase (the shopper typed them), and then they name
    // the shopper's own order; anywhere else an item without a purchase would slip past every rule below.
    const ecommerceless = Boolean(
      merchants.find((shop) => shop.merchantName === consumer.merchant)?.isEcommerceless,
    );
    const orderNumbers = new Set(ordersOf(consumer).map((order) => order.orderNumber));
    const typed = items.filter((item) => item.itemId === undefined);
    if (!ecommerceless && typed.length > 0) {
      return reply.code(422).send(apiError('quote_item_unknown', 'Each item names a purchase of yours'));
    }
    if (typed.some((item) => !orderNumbers.has(item.orderNumber))) {
      return reply.code(403).send(apiError('auth_403', 'Not yours'));
    }
    const named = items.flatMap((item) =>
      item.itemId ? [{ purchaseId: item.itemId, reason: item.returnReason.value }] : [],
    );
    if (refusedForGatekeeping(context, consumer, named, reply)) return reply;

    // The pricelists these items get; an ecommerce-less shopper's country is their order's.
    const itemIds = new Set(named.map((item) => item.purchaseId));
    const { order, matched, pricelists } = pricelistsOf(
      context,
      consumer,
      (purchase) => itemIds.has(purchase.purchaseId),
      ordersOf(consumer)[0]?.country,
    );
    const offered = pricelists.items.find((item) => item.uuid === body.data.pricelistUuid);
    const carrier = anyCarrierOf(consumer.merchant, body.data.pricelistUuid);
    if (!offered || !carrier) {
      return reply.code(409).send(apiError('pricelist_unavailable', 'Not a pricelist for these items'));
    }
    const problem = quoteProblem(body.data, isPickup(carrier.type), pricelists.insurance.enabled);
    if (problem) return reply.code(400).send(apiError('quote_400', problem));

    // The goods' value as the portal reckons it: what was paid for a returnable unit, per unit returned.
    const paidCents = new Map(
      matched.map((purchase) => {
        const unit =
          purchase.units.find((candidate) => candidate.returnable.startsWith('yes')) ?? purchase.units[0];
        return [purchase.purchaseId, toCents(unit?.paidAmount.value) ?? 0];
      }),
    );
    const goodsCents = items.reduce(
      (sum, item) => sum + (paidCents.get(item.itemId ?? '') ?? 0) * returnedUnits([item]),
      0,
    );
    const insuranceCents = chargedInsuranceCents(body.data, pricelists.insurance, goodsCents);
    if (insuranceCents === undefined) {
      return reply
        .code(400)
        .send(
          apiError('quote_400', 'The insurance price is neither the flat price nor the tier of these items'),
        );
    }
    // An unpaid earlier try of these items gives way to this one (routes/replaced-returns.ts).
    const replaced = replacedQuotes(context, consumer.id, [...itemIds]);
    const replacedUuids = new Set(replaced.map((earlier) => earlier.uuid));
    const refusal = quoteUnitsRefusal(
      items,
      purchasesOf(context, consumer, replacedUuids),
      anotherProductCheck(context, consumer.merchant, replacedUuids),
    );
    if (refusal) return reply.code(refusal.status).send(apiError(refusal.code, refusal.message));
    const exchanges = productExchangesOf(consumer.merchant, items, matched);
    const total = priceOf({
      carrierCents: toCents(offered.price) ?? 0,
      parcels: body.data.parcelAmount,
      insuranceCents,
      handlingFee: {
        unitCents: toCents(pricelists.handlingFeePerItem?.price) ?? 0,
        units: returnedUnits(items),
      },
      productExchangeCents: exchanges.reduce((sum, exchange) => sum + exchange.toPayCents, 0),
    }).totalCents;
    const currency = offered.currency;
    const { returnedItems, refund } = quoteRefundOf(items, matched, exchanges);
    // Everything below runs without a pause: a repeated key arriving meanwhile finds the answer.
    const quote = context.quotes.create({
      consumerId: consumer.id,
      merchant: consumer.merchant,
      request: body.data,
      carrier,
      country: order?.country ?? pricelists.country ?? 'NL',
      orderNumber: order?.orderNumber,
      total: { value: (total / 100).toFixed(2), currency },
      returnedItems,
      refund,
      createdAt: context.now(),
    });
    if (total > 0) {
      const names = new Map(matched.map((purchase) => [purchase.purchaseId, purchase.product.name]));
      const payment = context.payments.create({
        merchant: consumer.merchant,
        consumerId: consumer.id,
        amount: total / 100,
        currency,
        items: items.map((item) => item.name ?? names.get(item.itemId ?? '') ?? item.orderNumber),
        subject: { kind: 'quote', id: quote.uuid },
      });
      quote.paymentId = payment.id;
    }
    replace(context, replaced, quote.uuid);
    const answer: QuoteResponse = {
      paymentUrl: quote.paymentId ? paymentUrlOf(context, quote.paymentId) : null,
      quoteUuid: quote.uuid,
    };
    return context.idempotency.remember(scope, key, answer);
  });

  // A new payment for a quote whose payment failed or expired
  // (docs/sandbox.md#quotes-and-confirmations-quote-flow).
  app.post<{ Params: { quoteUuid: string } }>('/volta/quotes/:quoteUuid/payments', async (request, reply) => {
    const consumer = signedInConsumer(context, request, reply);
    if (!consumer) return reply;
    const key = idempotencyKeyOf(request, reply);
    if (key === null) return reply;
    const scope = `quote-payment:${consumer.id}:${request.params.quoteUuid}`;
    const earlier = context.idempotency.recall<PaymentResponse>(scope, key);
    if (earlier) return earlier;

    const quote = context.quotes.getFor(consumer.id, request.params.quoteUuid);
    if (!quote) return reply.code(404).send(apiError('quote_404', 'No such quote'));
    if (quote.replacedBy) {
      return reply
        .code(409)
        .send(apiError(RETURN_REPLACED, 'A later return of these items replaced this one'));
    }
    const current = quote.paymentId ? context.payments.get(quote.paymentId) : undefined;
    if (!current)
      return reply.code(409).send(apiError('payment_not_needed', 'Nothing to pay for this quote'));
    if (current.status === 'paid') {
      return reply.code(409).send(apiError('payment_already_paid', 'This quote is paid'));
    }
    // Unpaid, the quote held no units: another return may have taken them since.
    if (current.status !== 'open') {
      const refusal = quoteUnitsRefusal(
        quote.request.quoteItems,
        purchasesOf(context, consumer),
        anotherProductCheck(context, consumer.merchant),
      );
      if (refusal) return reply.code(refusal.status).send(apiError(refusal.code, refusal.message));
    }
    // The new payment replaces the open one: the shopper cannot pay twice.
    if (current.status === 'open') context.payments.finish(current.id, 'expired');
    // Same amount and items; a new payment is open whatever the earlier one ended as.
    const payment = context.payments.create(current);
    quote.paymentId = payment.id;
    return context.idempotency.remember(scope, key, {
      paymentUrl: paymentUrlOf(context, payment.id),
    } satisfies PaymentResponse);
  });
}
