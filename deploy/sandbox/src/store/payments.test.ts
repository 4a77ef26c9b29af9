import { describe, expect, it } from 'vitest';
import { Payments } from './payments';

describe('Payments', () => {
  it('finish once: a finished payment keeps its status', () => {
    const payments = new Payments();
    const payment = payments.create({
      merchant: 'm',
      consumerId: 'c',
      amount: 4.9,
      currency: 'EUR',
      items: [],
      subject: { kind: 'quote', id: 'q' },
    });
    expect(payment.status).toBe('open');
    expect(payments.finish(payment.id, 'failed')).toBe('finished');
    expect(payments.finish(payment.id, 'paid')).toBe('already-finished');
    expect(payments.get(payment.id)?.status).toBe('failed');
    expect(payments.finish('nope', 'paid')).toBe('unknown');
  });
});
