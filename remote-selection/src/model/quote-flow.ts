/**
 * The quote-based flow of older merchants and of ecommerce-less shops (000 §4 "Confirm items
 * submit", 001 §3 "Quote item", §4 "Per-item quote type" and "Confirm-items hand-off").
 */
import {
  $selectionSubmitted,
  type Pricelists,
  type QuoteItem,
  type QuoteRequest,
  type SelectedItem,
  type ShopConfig,
  selectionSubmitted,
  stepErrorRaised,
} from '@portal/shared';
import { createEffect, createEvent, sample } from 'effector';
import { createQuote } from '../api/quotes';
import { itemFacts } from './selected-item';
import type { RefundChoice } from './store-credit';

/** The courier type of ship-it-yourself (001 §4). */
export const SHIP_IT_YOURSELF = 'SERVERLESS_SHIP_IT_YOURSELF';

/** Older merchants (platform slice 1) and ecommerce-less shops create quotes; newer ones drafts. */
export const usesQuoteFlow = (config: Pick<ShopConfig, 'platformSlice' | 'isEcommerceless'>): boolean =>
  config.platformSlice < 2 || Boolean(config.isEcommerceless);

/** The pricelists query (001 §7): the selection's products and reasons, or the ecommerce-less country. */
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

/** 001 §4 "Per-item quote type". */
export function quoteItemType(item: SelectedItem, choice: RefundChoice | null): QuoteItem['type'] {
  const facts = itemFacts(item);
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
    const facts = itemFacts(item);
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
      orderNumber: facts.orderNumber ?? options.orderNumber ?? '',
      returnReason,
      ...(item.exchangeValue
        ? { exchangeOptionTitle: item.exchangeVariant, exchangeToSku: item.exchangeValue }
        : {}),
      type: quoteItemType(item, options.choice),
    };
  });
}

/** The quote request for the self-shipping pricelist: its first item, one parcel, no insurance. */
export function selfShippingQuote(
  pricelists: Pricelists,
  quoteItems: QuoteItem[],
  context: { locale: string; deviceId: string; sessionId: string },
): QuoteRequest {
  const first = pricelists.items[0];
  if (!first) throw new Error('The self-shipping pricelist has no item');
  return {
    pricelistUuid: first.uuid,
    quoteItems,
    isInsured: false,
    parcelAmount: 1,
    locale: context.locale.toUpperCase(),
    userProperties: { deviceId: context.deviceId, sessionId: context.sessionId },
  };
}

/** Where the shopper lands after a quote without payment (an error is logged for a suspect id, 001 §4). */
export const confirmationPath = (quoteUuid: string) => `/order-confirmation/${encodeURIComponent(quoteUuid)}`;
export const suspectConfirmationPath = (path: string) => /null|www|false/.test(path);

/** The shopper agreed to the terms and pressed confirm: the self-shipping quote is to be created. */
export const quoteCreatePressed = createEvent<QuoteRequest>();

/** Creates the quote (`POST /volta/quotes`). */
export const createQuoteFx = createEffect((request: QuoteRequest) => createQuote(request));

// Once per selection: never while one is under way, never again once one was created (Back).
sample({
  clock: quoteCreatePressed,
  source: { submitted: $selectionSubmitted, sending: createQuoteFx.pending },
  filter: ({ submitted, sending }) => submitted === null && !sending,
  fn: (_, request) => request,
  target: createQuoteFx,
});
sample({
  clock: createQuoteFx.doneData,
  fn: (quote) => ({ kind: 'quote' as const, next: confirmationPath(quote.quoteUuid) }),
  target: selectionSubmitted,
});
sample({ clock: createQuoteFx.failData, target: stepErrorRaised });
