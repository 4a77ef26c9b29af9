/**
 * `@portal/shared/quotes`: the quote flow's rules that more than one step needs (confirm items creates
 * the self-shipping quote, carriers every other): which shops use it, the pricelists query, the quote
 * items of a selection (docs/business-rules.md#quote-flow), and the one call that
 * creates a quote. Stateless, so a subpath module bundled by the steps that use it.
 */
import type { Pricelists, QuoteItem, QuoteRequest, QuoteResponse } from './api/schemas';
import type { RefundChoice, SelectedItem } from './model/selection';
import { decimalMoney } from './money';
import { exchangeRestChoice } from './pricing';
import { type RetryOptions, sendAttempt } from './submission';

/** The courier type of ship-it-yourself. */
export const SHIP_IT_YOURSELF = 'SERVERLESS_SHIP_IT_YOURSELF';

/** Which flow a shop uses; here too, where the quote flow's rules are. */
export { usesQuoteFlow } from './flows';

/** The pricelists query: the selection's products and reasons, or the ecommerce-less country. */
export function pricelistQuery(
  items: SelectedItem[],
  options: { ecommerceless: boolean; country?: string; storeCredit: boolean },
): URLSearchParams {
  const query = new URLSearchParams();
  if (options.ecommerceless) {
    if (options.country) query.set('country-code', options.country);
    return query;
  }
  // With nothing selected no query is sent.
  if (items.length === 0) return query;
  for (const item of items) query.append('product-keys', item.key);
  for (const item of items) query.append('return-reasons', String(item.returnReasonId ?? ''));
  query.set('exchange', String(items.some((item) => Boolean(item.exchangeValue))));
  query.set('storeCredit', String(options.storeCredit));
  return query;
}

/** The self-shipping pricelist: one ship-it-yourself option and nothing else. */
export const isSelfShipping = (pricelists: Pricelists | null): boolean =>
  pricelists?.items.length === 1 && pricelists.items[0]?.courierService.type === SHIP_IT_YOURSELF;

/** What a selected item remembers of the portal item it was chosen from, as far as quotes need it. */
interface QuoteFacts {
  isExchangeItem?: boolean;
  allowStoreCredit?: boolean;
  currencyCode?: string;
  orderNumber?: string;
}

const factsOf = (item: SelectedItem): QuoteFacts => (item.itemRef ?? {}) as QuoteFacts;

/** Each item's quote type (docs/business-rules.md#confirm-items, "Quote flow"). */
export function quoteItemType(item: SelectedItem, choice: RefundChoice | null): QuoteItem['type'] {
  const facts = factsOf(item);
  if (item.exchangeValue) return 'EXCHANGE';
  if (facts.isExchangeItem) return 'REFUND';
  if (choice === 'store-credit' && facts.allowStoreCredit && (facts.currencyCode || item.orderCurrency))
    return 'STORE_CREDIT';
  return 'REFUND';
}

/** The quote items of the selection (ecommerce-less items carry what the shopper typed). */
export function toQuoteItems(
  items: SelectedItem[],
  options: { choice: RefundChoice | null; orderNumber?: string; ecommerceless: boolean },
): QuoteItem[] {
  return items.map((item) => {
    const returnReason = {
      content: item.returnReasonOtherText ?? item.returnReasonOtherComment ?? item.returnReason ?? '',
      type: item.returnReasonType ?? 1,
      value: String(item.returnReasonId ?? ''),
    };
    if (options.ecommerceless) {
      return {
        orderNumber: options.orderNumber ?? '',
        returnReason,
        type: 'REFUND',
        name: item.name ?? '',
        color: item.color ?? '',
        size: item.variant ?? '',
        quantity: item.quantity,
      };
    }
    return {
      itemId: item.purchaseId,
      productKey: item.key,
      orderNumber: factsOf(item).orderNumber ?? options.orderNumber ?? '',
      returnReason,
      ...(item.exchangeValue
        ? { exchangeOptionTitle: item.exchangeVariant, exchangeToSku: item.exchangeValue }
        : {}),
      ...(item.exchangePrice ? { exchangePrice: decimalMoney(item.exchangePrice) } : {}),
      ...exchangeRestChoice(item),
      // More than one unit of a purchase (the quantity stepper): the platform prices per unit.
      ...(item.quantity > 1 ? { quantity: item.quantity } : {}),
      type: quoteItemType(item, options.choice),
    };
  });
}

/** Where the shopper lands after a quote without payment. */
export const confirmationPath = (quoteUuid: string) => `/order-confirmation/${encodeURIComponent(quoteUuid)}`;
/** A confirmation path holding null, www or false: logged as an error. */
export const suspectConfirmationPath = (path: string) => /null|www|false/.test(path);

/** The client name the volta API is told (`X-RE-Client`). */
export const QUOTE_CLIENT_NAME = 'portal';

/**
 * `POST /volta/quotes`: the return is created; pay at its paymentUrl, or it is confirmed at once. Every
 * try of the call carries the one request uuid it is given (a submission's, `@portal/shared/submission`),
 * so the platform makes one quote however often the request arrives and whichever answer is lost
 * (docs/business-rules.md#confirm-items, "One return, never two").
 */
export function createQuote(
  request: QuoteRequest,
  requestUuid: string,
  retry?: RetryOptions,
): Promise<QuoteResponse> {
  return sendAttempt(
    {
      url: '/volta/quotes',
      method: 'POST',
      body: request,
      headers: { 'X-Origin': globalThis.location?.origin ?? '', 'X-RE-Client': QUOTE_CLIENT_NAME },
      schema: (s) => s.quoteResponseSchema,
    },
    requestUuid,
    retry,
  );
}
