import { describe, expect, it } from 'vitest';
import { Payments, settledAtOf } from './payments';

const input = {
  merchant: 'm',
  consumerId: 'c',
  amount: 4.9,
  currency: 'EUR',
  items: [],
  subject: { kind: 'quote', id: 'q' },
} as const;

describe('Payments', () => {
  it('finish once, at the time of the clock: a finished payment keeps its status and time', () => {
    let clock = new Date('2026-03-10T10:00:00Z');
    const payments = new Payments(() => clock);
    const payment = payments.create({ ...input, items: [] });
    expect(payment.status).toBe('open');
    expect(payment.finishedAt).toBeUndefined();
    expect(payments.finish(payment.id, 'failed')).toBe('finished');
    clock = new Date('2026-03-10T10:05:00Z');
    expect(payments.finish(payment.id, 'paid')).toBe('already-finished');
    expect(payments.get(payment.id)).toMatchObject({
      status: 'failed',
      finishedAt: new Date('2026-03-10T10:00:00Z'),
    });
    expect(payments.finish('nope', 'paid')).toBe('unknown');
  });

  it('open a new payment from a finished one (a retry) with its amount, never its status or time', () => {
    const payments = new Payments(() => new Date('2026-03-10T10:00:00Z'));
    const first = payments.create({ ...input, items: ['Tote'] });
    payments.finish(first.id, 'expired');
    const again = payments.create(first);
    expect(again).toEqual({ ...input, items: ['Tote'], id: expect.any(String), status: 'open' });
    expect(again.id).not.toBe(first.id);
  });
});

describe('settledAtOf', () => {
  it('is the creation time when nothing was due, the paid time when paid, and nothing otherwise', () => {
    const created = new Date('2026-03-10T09:00:00Z');
    const paidAt = new Date('2026-03-10T10:00:00Z');
    const payments = new Payments(() => paidAt);
    expect(settledAtOf(undefined, created)).toBe(created);
    const payment = payments.create({ ...input, items: [] });
    expect(settledAtOf(payment, created)).toBeUndefined();
    payments.finish(payment.id, 'paid');
    expect(settledAtOf(payment, created)).toEqual(paidAt);
    for (const status of ['canceled', 'failed', 'expired'] as const) {
      const other = payments.create({ ...input, items: [] });
      payments.finish(other.id, status);
      expect(settledAtOf(other, created)).toBeUndefined();
    }
  });
});
