// @vitest-environment jsdom
import type { ReturnOrder } from '@portal/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { LABEL_ERRORS, REFUSED_LABEL_STATUS, returnOrderProgress } from './return-order-progress';

// The label hosts the server puts on the page (LABEL_HOSTS).
beforeEach(() => {
  document.body.innerHTML = '<script id="label-hosts" type="application/json">["labels"]</script>';
});

const order = (fields: Partial<ReturnOrder> & { shipment?: ReturnOrder['shipment'] }): ReturnOrder => ({
  id: 'ro-1',
  isShipItYourself: false,
  shippingMethod: 'DROP_OFF',
  ...fields,
});

describe('draft-flow polling', () => {
  it('polls until the label exists, then ends the session', () => {
    expect(
      returnOrderProgress(order({ paymentStatus: 'Paid', shipment: { status: 'LABEL_PENDING' } })),
    ).toEqual({
      kind: 'poll',
    });
    expect(returnOrderProgress(order({ shipment: null }))).toEqual({ kind: 'poll' });
    expect(
      returnOrderProgress(order({ paymentStatus: 'Paid', shipment: { labelUrl: 'https://labels/1.pdf' } })),
    ).toEqual({ kind: 'done', logout: true });
    // Nothing to pay (absent status) counts as paid.
    expect(returnOrderProgress(order({ shipment: { labelUrl: 'https://labels/1.pdf' } }))).toEqual({
      kind: 'done',
      logout: true,
    });
  });

  it('stops on failed, expired and cancelled payments with their status', () => {
    for (const paymentStatus of ['Failed', 'Expired', 'Cancelled'] as const)
      expect(returnOrderProgress(order({ paymentStatus }))).toEqual({ kind: 'payment-ended', paymentStatus });
  });

  it('leads a return a later try replaced to that one, whatever its payment says', () => {
    expect(returnOrderProgress(order({ paymentStatus: 'Cancelled', replacedBy: 'ro-2' }))).toEqual({
      kind: 'replaced',
      by: 'ro-2',
    });
  });

  it('stops on an open payment without claiming anything', () => {
    expect(returnOrderProgress(order({ paymentStatus: 'Open', shipment: { labelUrl: 'x' } }))).toEqual({
      kind: 'payment-open',
    });
  });

  it('stops without a label for in-store drop-off and ship it yourself', () => {
    expect(returnOrderProgress(order({ shippingMethod: 'IN_STORE_DROP_OFF' }))).toEqual({
      kind: 'done',
      logout: true,
    });
    expect(
      returnOrderProgress(order({ isShipItYourself: true, shippingMethod: 'SHIP_IT_YOURSELF' })),
    ).toEqual({
      kind: 'done',
      logout: true,
    });
  });

  it('stops on each label-creation error', () => {
    for (const status of LABEL_ERRORS)
      expect(returnOrderProgress(order({ paymentStatus: 'Paid', shipment: { status } }))).toEqual({
        kind: 'label-error',
        status,
      });
  });

  it('never offers a label off the label hosts: a data: URL or another site is the label-error page', () => {
    for (const labelUrl of [
      'data:application/pdf;base64,JVBERi0xLjQK',
      'https://evil.example/label.pdf',
      'http://labels/1.pdf',
      'javascript:alert(1)',
    ])
      expect(returnOrderProgress(order({ paymentStatus: 'Paid', shipment: { labelUrl } }))).toEqual({
        kind: 'label-error',
        status: REFUSED_LABEL_STATUS,
      });
    expect(
      returnOrderProgress(order({ shipment: { labelUrl: 'https://evil.example/l.pdf' } }), () => true),
    ).toEqual({ kind: 'done', logout: true });
  });
});
