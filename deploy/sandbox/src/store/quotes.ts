/** Quotes of the quote flow, in memory (the confirmation and the payment retry read them back). */
import { randomUUID } from 'node:crypto';
import type { Carrier } from '../data/pricelists';
import type { ExchangeProduct, QuoteRequest } from '../platform/api';

/** A created quote: who asked, what, with which carrier, and what it costs. */
export interface StoredQuote {
  uuid: string;
  consumerId: string;
  merchant: string;
  request: QuoteRequest;
  carrier: Carrier;
  /** The shopper's country (the confirmation's customerCountry). */
  country: string;
  /** The seeded order of the first item: an order's label failure applies to it. */
  orderNumber?: string;
  /** What is returned and exchanged, as the confirmation names it (with the product an exchange for another brings). */
  returnedItems: {
    name: string;
    quantity: number;
    exchangeVariant: string | null;
    exchangeProduct?: ExchangeProduct;
  }[];
  /**
   * What the return pays back by the portal's refund rule; the amount is null when an item has no price
   * (typed in by hand), and the whole is null when every item is exchanged.
   */
  refund: { type: 'Refund' | 'StoreCredit'; amount: { value: string; currency: string } | null } | null;
  /** What the shopper pays, with cents; 0 when nothing is due. */
  total: { value: string; currency: string };
  /** The current payment (the latest one, after a retry). */
  paymentId?: string;
  createdAt: Date;
  /** The later quote of the same items that took this unpaid one's place (routes/replaced-returns.ts). */
  replacedBy?: string;
}

/** Quotes of one sandbox instance. */
export class Quotes {
  private readonly quotes = new Map<string, StoredQuote>();

  /** Stores a new quote under a new random uuid. */
  create(input: Omit<StoredQuote, 'uuid'>): StoredQuote {
    const quote = { ...input, uuid: randomUUID() };
    this.quotes.set(quote.uuid, quote);
    return quote;
  }

  /** A quote by uuid. */
  get(uuid: string): StoredQuote | undefined {
    return this.quotes.get(uuid);
  }

  /** A quote by uuid, if it is this consumer's. */
  getFor(consumerId: string, uuid: string): StoredQuote | undefined {
    const quote = this.quotes.get(uuid);
    return quote?.consumerId === consumerId ? quote : undefined;
  }

  /** How many quotes were made from this seeded order (the first item's, or kiosk's sign-in order). */
  countForOrder(merchant: string, orderNumber: string): number {
    return [...this.quotes.values()].filter(
      (quote) => quote.merchant === merchant && quote.orderNumber === orderNumber,
    ).length;
  }

  /**
   * Forgets a quote: the tests' undo for a probe quote that must not hold its units (a quote holds
   * them, routes/draft-rules.ts), so the same items can be quoted again.
   */
  remove(uuid: string): void {
    this.quotes.delete(uuid);
  }

  /** Every quote made at the shop, by anyone. */
  allAt(merchant: string): StoredQuote[] {
    return [...this.quotes.values()].filter((quote) => quote.merchant === merchant);
  }

  /** Every quote of the consumer. */
  allFor(consumerId: string): StoredQuote[] {
    return [...this.quotes.values()].filter((quote) => quote.consumerId === consumerId);
  }

  /** How many quotes the consumer has. */
  countFor(consumerId: string): number {
    return [...this.quotes.values()].filter((quote) => quote.consumerId === consumerId).length;
  }
}
