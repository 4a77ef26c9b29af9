/**
 * Payments at the sandbox's stand-in payment provider. A payment starts open and finishes once:
 * paid, canceled, failed or expired. Ids are random, so a payment page's address is as hard to
 * guess as a real provider's.
 */
import { randomUUID } from 'node:crypto';

/** Where a payment stands; every status but `open` is final. */
export type PaymentStatus = 'open' | 'paid' | 'canceled' | 'failed' | 'expired';

/** The final statuses, as the payment page's buttons set them. */
export const FINAL_PAYMENT_STATUSES = ['paid', 'canceled', 'failed', 'expired'] as const;

/** What is paid for: a newer-flow return order or an older-flow quote. */
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
}

/** What finishing a payment did. */
export type FinishOutcome = 'finished' | 'already-finished' | 'unknown';

/** Payments of one sandbox instance. */
export class Payments {
  private readonly payments = new Map<string, Payment>();

  /** Opens a payment. */
  create(input: Omit<Payment, 'id' | 'status'>): Payment {
    const payment: Payment = { ...input, id: randomUUID(), status: 'open' };
    this.payments.set(payment.id, payment);
    return payment;
  }

  /** A payment by id. */
  get(id: string): Payment | undefined {
    return this.payments.get(id);
  }

  /** Records the final status of an open payment; a finished one stays as it is. */
  finish(id: string, status: Exclude<PaymentStatus, 'open'>): FinishOutcome {
    const payment = this.payments.get(id);
    if (!payment) return 'unknown';
    if (payment.status !== 'open') return 'already-finished';
    payment.status = status;
    return 'finished';
  }
}
