// @vitest-environment jsdom
import {
  $consumerId,
  $finishedReturn,
  $isDemo,
  $selectedItems,
  $selectionSubmitted,
  $stepError,
  endSessionFx,
  HttpError,
  type ReturnOrder,
} from '@portal/shared';
import { PaymentRedirectRefusedError } from '@portal/shared/payment';
import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openPaymentPressed, paymentPageOpenedFx } from './payment-page';
import {
  $invoiceFailed,
  $invoiceUrl,
  $paymentRetrying,
  $redirect,
  fetchInvoiceFx,
  invoiceRetried,
  paymentRetried,
  ReturnOrderGate,
  retryPaymentFx,
  returnOrderPolling,
} from './return-order-confirmation';
import { RETURN_ORDER_POLL_MS } from './return-order-progress';
import { returnOrderAnswer as order } from './test-answers';

const visit = { consumerId: 'c-1', returnOrderId: 'ro-1' };

const withoutLabel = order({
  shipment: { status: 'PENDING', labelUrl: null, sender: { countryCode: 'NL' } },
});

beforeEach(() => {
  sessionStorage.clear();
  document.body.innerHTML = [
    '<script id="label-hosts" type="application/json">["labels.example"]</script>',
    '<script id="payment-hosts" type="application/json">["pay.example"]</script>',
  ].join('');
});
afterEach(() => vi.useRealTimers());

/** A scope answering `answer` for the return order, with the ending's logout counted. */
function scopeWith(answer: () => Promise<ReturnOrder>, values: [unknown, unknown][] = []) {
  const logout = vi.fn(async () => undefined);
  const scope = fork({
    values: [[$consumerId, 'c-1'], ...values] as never,
    handlers: [
      [returnOrderPolling.fetchFx, answer],
      [endSessionFx, logout],
    ],
  });
  return { scope, logout };
}

describe('the draft flow’s confirmation', () => {
  it('shows the return order with its label, then ends the return once: selection dropped, one logout', async () => {
    const { scope, logout } = scopeWith(async () => order());
    await allSettled(ReturnOrderGate.open, { scope, params: visit });
    expect(scope.getState(returnOrderPolling.$decision)).toEqual({ kind: 'done', logout: true });
    expect(scope.getState(returnOrderPolling.$answer)?.id).toBe('ro-1');
    expect(logout).toHaveBeenCalledTimes(1);
    expect(scope.getState($finishedReturn)).toEqual({
      consumerId: 'c-1',
      confirmation: '/order-confirmation?id=c-1&returnOrderId=ro-1',
      // Signed in by magic link in this test: no order number.
      orderNumber: null,
    });

    // Coming back to it in this tab ends nothing again.
    await allSettled(ReturnOrderGate.close, { scope, params: visit });
    await allSettled(ReturnOrderGate.open, { scope, params: visit });
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('offers demo mode’s bundled label, off the label hosts', async () => {
    const demoLabel = order({ shipment: { status: 'LABEL_CREATED', labelUrl: 'http://localhost/demo.pdf' } });
    const demo = scopeWith(async () => demoLabel, [[$isDemo, true]]);
    await allSettled(ReturnOrderGate.open, { scope: demo.scope, params: visit });
    expect(demo.scope.getState(returnOrderPolling.$decision)).toEqual({ kind: 'done', logout: true });
    // Demo mode has no platform session to end.
    expect(demo.logout).not.toHaveBeenCalled();

    const real = scopeWith(async () => demoLabel);
    await allSettled(ReturnOrderGate.open, { scope: real.scope, params: visit });
    expect(real.scope.getState(returnOrderPolling.$decision)).toEqual({
      kind: 'label-error',
      status: 'UNSPECIFIED_ERROR',
    });
  });

  it('fetches the printed commercial invoice before the return ends; a failure is offered again, and the return ends once it is here or the page is left', async () => {
    const fromOutsideEu = order({
      isShipItYourself: true,
      shipment: { status: 'LABEL_CREATED', labelUrl: null, sender: { countryCode: 'GB' } },
    });
    const events: string[] = [];
    const logout = vi.fn(async () => {
      events.push('logout');
    });
    let failures = 0;
    const invoice = vi.fn(async () => {
      events.push('invoice');
      if (failures > 0) {
        failures--;
        throw new HttpError(500, 'Server Error', null);
      }
      return 'blob:invoice';
    });
    const scopeOf = () =>
      fork({
        values: [[$consumerId, 'c-1']],
        handlers: [
          [returnOrderPolling.fetchFx, async () => fromOutsideEu],
          [endSessionFx, logout],
          [fetchInvoiceFx, invoice],
        ],
      });
    const withInvoice = scopeOf();
    await allSettled(ReturnOrderGate.open, { scope: withInvoice, params: visit });
    expect(withInvoice.getState($invoiceUrl)).toBe('blob:invoice');
    expect(events).toEqual(['invoice', 'logout']);

    // Failing twice: the session stays while the shopper asks again; the return ends with the invoice.
    sessionStorage.clear();
    events.length = 0;
    failures = 2;
    const retried = scopeOf();
    await allSettled(ReturnOrderGate.open, { scope: retried, params: visit });
    expect(retried.getState($invoiceFailed)).toBe(true);
    expect(retried.getState($invoiceUrl)).toBeNull();
    await allSettled(invoiceRetried, { scope: retried });
    expect(retried.getState($invoiceFailed)).toBe(true);
    expect(events).toEqual(['invoice', 'invoice']);
    await allSettled(invoiceRetried, { scope: retried });
    expect(retried.getState($invoiceFailed)).toBe(false);
    expect(retried.getState($invoiceUrl)).toBe('blob:invoice');
    expect(events).toEqual(['invoice', 'invoice', 'invoice', 'logout']);

    // Failing and left: leaving the page ends the return without it.
    sessionStorage.clear();
    events.length = 0;
    failures = 1;
    const left = scopeOf();
    await allSettled(ReturnOrderGate.open, { scope: left, params: visit });
    expect(events).toEqual(['invoice']);
    await allSettled(ReturnOrderGate.close, { scope: left, params: visit });
    expect(events).toEqual(['invoice', 'logout']);
  });

  it('sends a payment that did not go through back to the carriers, with its status, when this tab holds its selection', async () => {
    const { scope, logout } = scopeWith(
      async () => order({ paymentStatus: 'Expired' }),
      [
        [$selectedItems, [{ uid: 'u-1' }]],
        [
          $selectionSubmitted,
          { kind: 'return-order', next: '/order-confirmation?id=c-1&returnOrderId=ro-1' },
        ],
      ],
    );
    await allSettled(ReturnOrderGate.open, { scope, params: visit });
    expect(scope.getState($redirect)).toEqual({ to: '/carriers', state: { paymentStatus: 'Expired' } });
    expect(logout).not.toHaveBeenCalled();
  });

  it('offers to pay an unpaid return opened without its selection (Your returns, its link): a new payment, then its page', async () => {
    const opened = vi.fn((_url: string) => undefined);
    const retried = vi.fn(async (_visit: unknown) => ({ paymentUrl: 'https://pay.example/p-2' }));
    for (const values of [
      [],
      // Another return's selection in this tab is not this one's.
      [
        [$selectedItems, [{ uid: 'u-1' }]],
        [
          $selectionSubmitted,
          { kind: 'return-order', next: '/order-confirmation?id=c-1&returnOrderId=ro-9' },
        ],
      ],
    ] as [unknown, unknown][][]) {
      const scope = fork({
        values: [[$consumerId, 'c-1'], ...values] as never,
        handlers: [
          [returnOrderPolling.fetchFx, async () => order({ paymentStatus: 'Cancelled' })],
          [retryPaymentFx, retried],
          [paymentPageOpenedFx, opened],
        ],
      });
      await allSettled(ReturnOrderGate.open, { scope, params: visit });
      expect(scope.getState(returnOrderPolling.$decision)).toEqual({
        kind: 'payment-ended',
        paymentStatus: 'Cancelled',
      });
      expect(scope.getState($redirect)).toBeNull();
      await Promise.all([allSettled(paymentRetried, { scope }), allSettled(paymentRetried, { scope })]);
      expect(scope.getState($paymentRetrying)).toBe(true);
    }
    // One new payment per press, for this return order, and its page opened.
    expect(retried).toHaveBeenCalledTimes(2);
    expect(retried).toHaveBeenCalledWith({ ...visit, demo: false });
    expect(opened).toHaveBeenCalledWith('https://pay.example/p-2');
  });

  it('refuses a payment page off the allowed hosts, and a failed request for one, as the step’s error', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { assign });
    const refusedScope = fork({
      values: [[returnOrderPolling.$key, { ...visit, demo: false }]],
      handlers: [[retryPaymentFx, async () => ({ paymentUrl: 'https://evil.example/pay' })]],
    });
    await allSettled(paymentRetried, { scope: refusedScope });
    expect(assign).not.toHaveBeenCalled();
    expect(refusedScope.getState($stepError)).toBeInstanceOf(PaymentRedirectRefusedError);
    expect(refusedScope.getState($paymentRetrying)).toBe(false);
    // An open payment's own page, through the same allow-list.
    await allSettled(openPaymentPressed, { scope: refusedScope, params: 'https://evil.example/open' });
    expect(assign).not.toHaveBeenCalled();
    vi.unstubAllGlobals();

    const replaced = new HttpError(409, 'Conflict', { errors: [{ code: 'return_replaced' }] });
    const failed = fork({
      values: [[returnOrderPolling.$key, { ...visit, demo: false }]],
      handlers: [
        [
          retryPaymentFx,
          async () => {
            throw replaced;
          },
        ],
      ],
    });
    await allSettled(paymentRetried, { scope: failed });
    expect(failed.getState($stepError)).toBe(replaced);
    expect(failed.getState($paymentRetrying)).toBe(false);
  });

  it('leads a return a later try replaced to the confirmation of that one', async () => {
    const { scope } = scopeWith(async () => order({ paymentStatus: 'Cancelled', replacedBy: 'ro-2' }));
    await allSettled(ReturnOrderGate.open, { scope, params: visit });
    expect(scope.getState($redirect)).toEqual({ to: '/order-confirmation?id=c-1&returnOrderId=ro-2' });
  });

  it('leads a 401 or 404 to the start, says a 403 is another sign-in’s, shows any other failure as the step’s error', async () => {
    for (const status of [401, 404]) {
      const { scope } = scopeWith(async () => {
        throw new HttpError(status, '', {});
      });
      await allSettled(ReturnOrderGate.open, { scope, params: visit });
      expect(scope.getState($redirect)).toEqual({ to: '/' });
      expect(scope.getState(returnOrderPolling.$anotherSignIns)).toBe(false);
      expect(scope.getState($stepError)).toBeNull();
    }
    const { scope: refused } = scopeWith(async () => {
      throw new HttpError(403, '', {});
    });
    await allSettled(ReturnOrderGate.open, { scope: refused, params: visit });
    expect(refused.getState(returnOrderPolling.$anotherSignIns)).toBe(true);
    expect(refused.getState($redirect)).toBeNull();
    expect(refused.getState($stepError)).toBeNull();
    const error = new HttpError(503, 'Service Unavailable', {});
    const { scope } = scopeWith(async () => {
      throw error;
    });
    await allSettled(ReturnOrderGate.open, { scope, params: visit });
    expect(scope.getState($redirect)).toBeNull();
    expect(scope.getState($stepError)).toBe(error);
  });

  it('polls every 5 s while the label is missing, and stops after five minutes with the clear screen', async () => {
    vi.useFakeTimers();
    let asks = 0;
    const { scope, logout } = scopeWith(async () => {
      asks += 1;
      return withoutLabel;
    });
    const settled = allSettled(ReturnOrderGate.open, { scope, params: visit });
    await vi.advanceTimersByTimeAsync(0);
    expect(asks).toBe(1);
    await vi.advanceTimersByTimeAsync(RETURN_ORDER_POLL_MS);
    expect(asks).toBe(2);
    await vi.advanceTimersByTimeAsync(5 * 60_000 - RETURN_ORDER_POLL_MS - 1);
    expect(scope.getState(returnOrderPolling.$timedOut)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await settled;
    expect(asks).toBe(61);
    expect(scope.getState(returnOrderPolling.$timedOut)).toBe(true);
    expect(logout).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(asks).toBe(61);
  });

  it('stops asking once the page is left, and polls afresh for another return order', async () => {
    vi.useFakeTimers();
    const asked: string[] = [];
    const scope = fork({
      handlers: [
        [
          returnOrderPolling.fetchFx,
          async ({ returnOrderId }: { returnOrderId: string }) => {
            asked.push(returnOrderId);
            return withoutLabel;
          },
        ],
      ],
    });
    void allSettled(ReturnOrderGate.open, { scope, params: visit });
    await vi.advanceTimersByTimeAsync(0);
    // The same page, another return order.
    void allSettled(ReturnOrderGate.open, { scope, params: { ...visit, returnOrderId: 'ro-2' } });
    await vi.advanceTimersByTimeAsync(0);
    expect(asked).toEqual(['ro-1', 'ro-2']);
    await allSettled(ReturnOrderGate.close, { scope, params: visit });
    await vi.advanceTimersByTimeAsync(RETURN_ORDER_POLL_MS * 3);
    expect(asked).toEqual(['ro-1', 'ro-2']);
    expect(scope.getState(returnOrderPolling.$answer)).toBeNull();
  });
});
