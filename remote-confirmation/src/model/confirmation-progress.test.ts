// @vitest-environment jsdom
import type { Confirmation } from '@portal/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { confirmationProgress, SERVICE_UNAVAILABLE_ERROR } from './confirmation-progress';

const confirmation = (fields: Partial<Confirmation>) => ({
  paymentStatus: 'paid' as Confirmation['paymentStatus'],
  shouldHaveLabel: true,
  labelUrl: null,
  errorCode: null,
  ...fields,
});

// The label hosts the server puts on the page (LABEL_HOSTS).
beforeEach(() => {
  document.body.innerHTML = '<script id="label-hosts" type="application/json">["l"]</script>';
});

describe('quote-flow finishing rules', () => {
  it('polls while the payment is open or a needed label is missing', () => {
    expect(confirmationProgress(confirmation({ paymentStatus: 'open' }))).toEqual({ kind: 'poll' });
    expect(confirmationProgress(confirmation({ paymentStatus: 'paid' }))).toEqual({ kind: 'poll' });
    expect(confirmationProgress(confirmation({ paymentStatus: 'free' }))).toEqual({ kind: 'poll' });
  });

  it('finishes when paid or free with the label, or with no label needed', () => {
    const done = { kind: 'done', carrierUnavailable: false };
    expect(confirmationProgress(confirmation({ labelUrl: 'https://l/1.pdf' }))).toEqual(done);
    expect(confirmationProgress(confirmation({ paymentStatus: 'free', shouldHaveLabel: false }))).toEqual(
      done,
    );
  });

  it('counts an unavailable carrier service as success', () => {
    expect(confirmationProgress(confirmation({ errorCode: SERVICE_UNAVAILABLE_ERROR }))).toEqual({
      kind: 'done',
      carrierUnavailable: true,
    });
  });

  it('makes any other error code a 500 error', () => {
    expect(confirmationProgress(confirmation({ errorCode: 'ADDRESS_FORMAT_ERROR' }))).toEqual({
      kind: 'error',
      status: 500,
      reason: 'ADDRESS_FORMAT_ERROR',
    });
  });

  it('offers a new payment for a cancelled, expired or failed one; a replaced quote leads to its successor', () => {
    expect(confirmationProgress(confirmation({ paymentStatus: 'canceled' }))).toEqual({
      kind: 'payment-error',
      paymentStatus: 'canceled',
    });
    expect(confirmationProgress(confirmation({ paymentStatus: 'canceled', replacedBy: 'q-2' }))).toEqual({
      kind: 'replaced',
      by: 'q-2',
    });
    expect(confirmationProgress(confirmation({ paymentStatus: 'expired' }))).toEqual({
      kind: 'payment-error',
      paymentStatus: 'expired',
    });
    expect(confirmationProgress(confirmation({ paymentStatus: 'failed' }))).toEqual({
      kind: 'payment-error',
      paymentStatus: 'failed',
    });
  });

  it('treats a status it does not know as an error', () => {
    expect(
      confirmationProgress(confirmation({ paymentStatus: 'refunded' as Confirmation['paymentStatus'] })).kind,
    ).toBe('error');
  });

  it('never offers a label off the label hosts, and stops polling', () => {
    for (const labelUrl of ['data:application/pdf;base64,JVBERi0xLjQK', 'https://evil.example/label.pdf'])
      expect(confirmationProgress(confirmation({ labelUrl }))).toEqual({ kind: 'label-refused' });
    expect(
      confirmationProgress(confirmation({ labelUrl: 'https://evil.example/l.pdf' }), () => true),
    ).toEqual({
      kind: 'done',
      carrierUnavailable: false,
    });
  });
});
