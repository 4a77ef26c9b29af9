/**
 * Payments at the sandbox's stand-in payment provider. A payment starts open and finishes once:
 * paid, canceled, failed or expired, at a time the store records (a label is due some time after
 * a payment became paid). Ids are random, so a payment page's address is as hard to guess as a real
 * provider's.
 */
import { randomUUID } from 'node:crypto';

/** Where a payment stands; every status but `open` is final. */
export type PaymentStatus = 'open' | 'paid' | 'canceled' | 'failed' | 'expired';

/** The final statuses, as the payment page's buttons set them. */
export const FINAL_PAYMENT_STATUSES = ['paid', 'canceled', 'failed', 'expired'] as const;

/** What is paid for: a draft-flow return order or a quote-flow quote. */
export type PaymentSubject = { kind: 'returnOrder'; id: string } | { kind: 'quote'; id: string };

/** One payment. */
export interface Payment {
  id: string;
  merchant: string;
  consumerId: string;
  /** In `currency`, with cents. */
  amount: number;
  currency: string;
  /** What the page lists as paid for (item names, as the shopper knows them). */
  items: string[];
  subject: PaymentSubject;
  status: PaymentStatus;
  /** When the payment got its final status. */
  finishedAt?: Date;
}

/** What a new payment is made of. */
export type PaymentInput = Pick<
  Payment,
  'merchant' | 'consumerId' | 'amount' | 'currency' | 'items' | 'subject'
>;

/** What finishing a payment did. */
export type FinishOutcome = 'finished' | 'already-finished' | 'unknown';

/**
 * When a shipment was settled: when its payment became paid, or, when nothing was due, when the
 * return order or quote was created (`createdAt`); undefined while it is not (or never will be).
 */
export function settledAtOf(payment: Payment | undefined, createdAt: Date): Date | undefined {
  if (!payment) return createdAt;
  return payment.status === 'paid' ? payment.finishedAt : undefined;
}

/** Payments of one sandbox instance. */
export class Payments {
  private readonly payments = new Map<string, Payment>();

  constructor(private readonly now: () => Date) {}

  /** Opens a payment. */
  create(input: PaymentInput): Payment {
    const { merchant, consumerId, amount, currency, items, subject } = input;
    const payment: Payment = {
      id: randomUUID(),
      merchant,
      consumerId,
      amount,
      currency,
      items,
      subject,
      status: 'open',
    };
    this.payments.set(payment.id, payment);
    return payment;
  }

  /** A payment by id. */
  get(id: string): Payment | undefined {
    return this.payments.get(id);
  }

  /** Records the final status of an open payment, and when; a finished one stays as it is. */
  finish(id: string, status: Exclude<PaymentStatus, 'open'>): FinishOutcome {
    const payment = this.payments.get(id);
    if (!payment) return 'unknown';
    if (payment.status !== 'open') return 'already-finished';
    payment.status = status;
    payment.finishedAt = this.now();
    return 'finished';
  }
}
