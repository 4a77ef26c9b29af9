/** Quotes of the older flow, in memory (the confirmation step reads them back). */
import { randomUUID } from 'node:crypto';
import type { QuoteRequest } from '@portal/shared/schemas';

/** A created quote: who asked, and what. */
export interface StoredQuote {
  uuid: string;
  consumerId: string;
  request: QuoteRequest;
}

/** Quotes of one sandbox instance. */
export class Quotes {
  private readonly quotes = new Map<string, StoredQuote>();

  create(consumerId: string, request: QuoteRequest): StoredQuote {
    const quote = { uuid: randomUUID(), consumerId, request };
    this.quotes.set(quote.uuid, quote);
    return quote;
  }

  get(uuid: string): StoredQuote | undefined {
    return this.quotes.get(uuid);
  }
}
