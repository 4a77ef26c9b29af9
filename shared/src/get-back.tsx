/**
 * `@portal/shared/get-back`: what the shopper gets back for a return (docs/business-rules.md#what-you-get-back),
 * one shape and one list for the carriers step's summary and every confirmation, in both flows: the
 * items sent back (name, quantity), for an exchange the variant that comes instead, and the refund or
 * store-credit amount the shopper chose on confirm items.
 *
 * The amount is the server's where it answers one (the draft's `refundOptions`, the return order's and the
 * quote confirmation's `refund`); before a quote exists (the quote flow's carriers step) it is the one
 * refund rule (`refundAmounts` in `@portal/shared/pricing`) the sandbox answers the quote's by. A subpath
 * module: bundled by the steps that show it. The list takes the page's `t` and language, so it never
 * reaches for the page's i18n instance itself.
 */
import type { TFunction } from 'i18next';
import { type ReactNode, useId } from 'react';
import type { Confirmation, DraftReturnOrder, ReturnOrder } from './api/schemas';
import type { RefundChoice, SelectedItem } from './model/selection';
import { fromCents, toCents } from './money';
import {
  chosenRefundType,
  chosenRefundTypeOfDraft,
  exchangeRestChoice,
  exchangeRestType,
  itemPriceCents,
  type ProductExchange,
  productExchangeOfItem,
  refundAmounts,
} from './pricing';
import { formatPrice } from './ui/price';
import './get-back.css';

/**
 * One item sent back: its name, how many, and what comes instead when it is exchanged: the variant, and
 * for an exchange for another product that product's name.
 */
export interface GetBackItem {
  key: string;
  name: string;
  quantity: number;
  exchangeVariant: string | null;
  exchangeProduct: string | null;
}

/** The money back: refund or store credit, and its amount (null while it cannot be known). */
export interface GetBackRefund {
  kind: 'refund' | 'store-credit';
  cents: number | null;
  currency: string;
}

/** What the shopper gets back. */
export interface GetBack {
  items: GetBackItem[];
  /** None when every item is exchanged: nothing is paid back. */
  refund: GetBackRefund | null;
}

/** The selection's items as the list shows them (the bus's selected items). */
export const itemsOfSelection = (items: readonly SelectedItem[]): GetBackItem[] =>
  items.map((item) => {
    const exchangeProduct = item.exchangeValue ? (item.exchangeProductName ?? null) : null;
    return {
      key: item.uid,
      name: item.name ?? item.key,
      quantity: item.quantity,
      // Another product of one variant has no variant to name; its SKU would mean nothing to the shopper.
      exchangeVariant: item.exchangeValue
        ? (item.exchangeVariant ?? (exchangeProduct ? null : item.exchangeValue))
        : null,
      exchangeProduct,
    };
  });

/**
 * The draft's refund option for the shopper's choices (`chosenRefundTypeOfDraft`: her items', and where each
 * cheaper product's rest goes); none when nothing is paid back.
 */
export function refundOfDraft(draft: DraftReturnOrder): GetBackRefund | null {
  const type = chosenRefundTypeOfDraft(draft);
  const option = draft.refundOptions.find((candidate) => candidate.type === type);
  if (!type || !option) return null;
  return { kind: kindOf(type), cents: toCents(option.amount.value), currency: option.amount.currency };
}

/**
 * The quote flow's money back before the quote exists, by the one refund rule. The quote carries no
 * store-credit bonus, so store credit is the returned value. A cheaper product's rest counts too
 * (`productExchangeOfItem`: the refund, or the store credit with the bonus left when the shopper chose it),
 * and so does its choice: store credit when she chose it for a rest (`chosenRefundType`). Items typed in by
 * hand have no price: then the amount is not known yet (null), never a sum of the priced ones only.
 */
export function refundOfSelection(
  items: readonly SelectedItem[],
  choice: RefundChoice | null,
): GetBackRefund | null {
  const returned = items.filter((item) => !item.exchangeValue);
  const anotherProduct = items.filter((item) => item.exchangeValue && item.exchangePrice);
  const exchanges = anotherProduct.map((item) => ({ item, exchange: productExchangeOfItem(item) }));
  const type = chosenRefundType(
    returned.map(() => (choice === 'store-credit' ? 'StoreCredit' : 'Refund')),
    exchanges.flatMap(({ item, exchange }) =>
      exchange ? (exchangeRestType(exchange, exchangeRestChoice(item).exchangeRefundType) ?? []) : [],
    ),
  );
  if (!type) return null;
  const first = returned[0] ?? anotherProduct[0];
  const facts = (first?.itemRef ?? {}) as { currencyCode?: unknown };
  const currency =
    first?.orderCurrency ?? (typeof facts.currencyCode === 'string' ? facts.currencyCode : 'EUR');
  const kind = kindOf(type);
  const prices = returned.map(itemPriceCents);
  if (prices.some((price) => price === null) || exchanges.some(({ exchange }) => exchange === null)) {
    return { kind, cents: null, currency };
  }
  const amounts = refundAmounts(
    returned.map((item, index) => ({
      unitCents: prices[index] ?? 0,
      quantity: item.quantity,
      exchange: false,
    })),
  );
  const rest = (pick: (exchange: ProductExchange) => number) =>
    exchanges.reduce((sum, { exchange }) => sum + (exchange ? pick(exchange) : 0), 0);
  return {
    kind,
    cents:
      kind === 'store-credit'
        ? amounts.storeCreditCents + rest((exchange) => exchange.storeCreditCents)
        : amounts.refundCents + rest((exchange) => exchange.refundCents),
    currency,
  };
}

const kindOf = (type: 'Refund' | 'StoreCredit'): GetBackRefund['kind'] =>
  type === 'StoreCredit' ? 'store-credit' : 'refund';

/** What a platform answer names: its items (each with its exchange) and its refund. */
interface AnsweredGetBack {
  returnedItems?:
    | readonly {
        name: string;
        quantity: number;
        exchangeVariant?: string | null;
        exchangeProduct?: { name: string; variant?: string | null } | null;
      }[]
    | null;
  refund?: ReturnOrder['refund'];
}

/** A platform answer as the list shows it; null when it names no items. */
function getBackOfAnswer(
  { returnedItems, refund }: AnsweredGetBack,
  fallbackCurrency: string,
): GetBack | null {
  if (!returnedItems?.length) return null;
  return {
    items: returnedItems.map((item, index) => ({
      key: `${index}-${item.name}`,
      name: item.name,
      quantity: item.quantity,
      exchangeVariant: item.exchangeProduct
        ? (item.exchangeProduct.variant ?? null)
        : (item.exchangeVariant ?? null),
      exchangeProduct: item.exchangeProduct?.name ?? null,
    })),
    refund: refund
      ? {
          kind: kindOf(refund.type),
          cents: refund.amount ? toCents(refund.amount.value) : null,
          currency: refund.amount?.currency ?? fallbackCurrency,
        }
      : null,
  };
}

/** The draft flow's return order: its returned items and refund; null when it names no items. */
export const getBackOfReturnOrder = (order: ReturnOrder): GetBack | null =>
  getBackOfAnswer(order, order.returnedItems?.[0]?.price.currency ?? 'EUR');

/** The quote flow's confirmation: its items and refund; null when it names no items. */
export const getBackOfConfirmation = (confirmation: Confirmation): GetBack | null =>
  getBackOfAnswer(confirmation, 'EUR');

/** What an item's line says comes instead: another product (with its variant), another variant, or nothing. */
function exchangeText(item: GetBackItem, t: TFunction): string {
  if (item.exchangeProduct) {
    return item.exchangeVariant
      ? t('get_back.exchange_product', { product: item.exchangeProduct, variant: item.exchangeVariant })
      : t('get_back.exchange_product_only', { product: item.exchangeProduct });
  }
  return item.exchangeVariant
    ? t('get_back.exchange', { variant: item.exchangeVariant })
    : t('get_back.returned');
}

/** Props of WhatYouGetBack. */
export interface WhatYouGetBackProps {
  getBack: GetBack;
  t: TFunction;
  language: string;
  /** A return the shop still has to approve: the money comes only then. */
  pending?: boolean;
  /** More about one item under it (the request confirmation's photos). */
  itemExtra?: (item: GetBackItem) => ReactNode;
}

/** The list: each item with its quantity and what comes instead, then the money back. */
export function WhatYouGetBack({ getBack, t, language, pending = false, itemExtra }: WhatYouGetBackProps) {
  const id = useId();
  const { refund } = getBack;
  return (
    <section className="rp-get-back" aria-labelledby={`${id}-title`}>
      <h2 className="rp-get-back__title" id={`${id}-title`}>
        {t('get_back.title')}
      </h2>
      <ul className="rp-get-back__items">
        {getBack.items.map((item) => (
          <li className="rp-get-back__item" key={item.key}>
            <span className="rp-get-back__name">{item.name}</span>
            <span className="rp-get-back__detail">
              {t('get_back.quantity', { count: item.quantity })}
              {' · '}
              {exchangeText(item, t)}
            </span>
            {itemExtra?.(item)}
          </li>
        ))}
      </ul>
      {refund && (
        <dl className="rp-get-back__refund">
          <dt>{t(refund.kind === 'store-credit' ? 'get_back.store_credit' : 'get_back.refund')}</dt>
          <dd>
            {refund.cents === null
              ? t('get_back.amount_later')
              : formatPrice(fromCents(refund.cents), refund.currency, language)}
          </dd>
        </dl>
      )}
      {pending && <p className="rp-get-back__note">{t('get_back.pending')}</p>}
    </section>
  );
}
