// @vitest-environment jsdom
import {
  $consumerId,
  $finishedReturn,
  $selectedItems,
  $selectionSubmitted,
  $shopConfig,
  $stepError,
  type Confirmation,
  endSessionFx,
  HttpError,
  isHttpError,
  type ShopConfig,
} from '@portal/shared';
import { PaymentRedirectRefusedError } from '@portal/shared/payment';
import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONFIRMATION_POLL_MS } from './confirmation-progress';
import { paymentPageOpenedFx } from './payment-page';
import {
  $paymentRetrying,
  $redirect,
  paymentRetried,
  QuoteGate,
  quotePolling,
  retryPaymentFx,
} from './quote-confirmation';
import { confirmationAnswer as confirmation } from './test-answers';

const visit = { quoteUuid: 'q-1' };

beforeEach(() => {
  sessionStorage.clear();
  document.body.innerHTML = [
    '<script id="label-hosts" type="application/json">["labels.example"]</script>',
    '<script id="payment-hosts" type="application/json">["pay.example"]</script>',
  ].join('');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function scopeWith(answer: () => Promise<Confirmation>, config: Partial<ShopConfig> = {}) {
  const logout = vi.fn(async () => undefined);
  const opened = vi.fn((_url: string) => undefined);
  const scope = fork({
    values: [
      [$consumerId, 'c-1'],
      [$shopConfig, config as ShopConfig],
    ],
    handlers: [
      [quotePolling.fetchFx, answer],
      [endSessionFx, logout],
      [paymentPageOpenedFx, opened],
    ],
  });
  return { scope, logout, opened };
}

describe('the quote flow’s confirmation', () => {
  it('finishes a paid return with its label and ends the session once', async () => {
    const { scope, logout } = scopeWith(async () => confirmation());
    await allSettled(QuoteGate.open, { scope, params: visit });
    expect(scope.getState(quotePolling.$decision)).toEqual({ kind: 'done', carrierUnavailable: false });
    expect(logout).toHaveBeenCalledTimes(1);
    expect(scope.getState($finishedReturn)).toEqual({
      consumerId: 'c-1',
      confirmation: '/order-confirmation/q-1',
      // Signed in by magic link in this test: no order number.
      orderNumber: null,
    });
  });

  it('keeps the shopper signed in when the shop’s suppliers are chosen one at a time', async () => {
    const { scope, logout } = scopeWith(async () => confirmation(), {
      mutuallyExclusiveSupplierSelection: true,
    });
    await allSettled(QuoteGate.open, { scope, params: visit });
    expect(scope.getState(quotePolling.$decision)?.kind).toBe('done');
    expect(logout).not.toHaveBeenCalled();
    expect(scope.getState($finishedReturn)).toBeNull();
  });

  it('sends a cancelled payment back to the carriers when this tab holds its selection, else offers to pay it', async () => {
    const held = fork({
      values: [
        [$consumerId, 'c-1'],
        [$selectedItems, [{ uid: 'u-1' }]],
        [$selectionSubmitted, { kind: 'quote', next: '/order-confirmation/q-1' }],
      ] as never,
      handlers: [[quotePolling.fetchFx, async () => confirmation({ paymentStatus: 'canceled' })]],
    });
    await allSettled(QuoteGate.open, { scope: held, params: visit });
    expect(held.getState($redirect)).toEqual({ to: '/carriers', state: { paymentStatus: 'canceled' } });

    // From "Your returns" or its link: paid again from here.
    const { scope } = scopeWith(async () => confirmation({ paymentStatus: 'canceled' }));
    await allSettled(QuoteGate.open, { scope, params: visit });
    expect(scope.getState($redirect)).toBeNull();
    expect(scope.getState(quotePolling.$decision)).toEqual({
      kind: 'payment-error',
      paymentStatus: 'canceled',
    });

    // Replaced by a later quote: that one.
    const replaced = scopeWith(async () => confirmation({ paymentStatus: 'canceled', replacedBy: 'q-2' }));
    await allSettled(QuoteGate.open, { scope: replaced.scope, params: visit });
    expect(replaced.scope.getState($redirect)).toEqual({ to: '/order-confirmation/q-2' });
  });

  it('shows an error code as a 500 on the error screen, and leads a 404 to the start', async () => {
    const coded = scopeWith(async () => confirmation({ errorCode: 'EC_50001' }));
    await allSettled(QuoteGate.open, { scope: coded.scope, params: visit });
    const error = coded.scope.getState($stepError);
    expect(isHttpError(error) && error.status).toBe(500);
    expect(isHttpError(error) && error.data).toEqual({ reason: 'EC_50001' });

    const gone = scopeWith(async () => {
      throw new HttpError(404, 'Not Found', {});
    });
    await allSettled(QuoteGate.open, { scope: gone.scope, params: visit });
    expect(gone.scope.getState($redirect)).toEqual({ to: '/' });
    expect(gone.scope.getState($stepError)).toBeNull();

    // Another sign-in's quote: said on the page, neither the start nor the error screen.
    const others = scopeWith(async () => {
      throw new HttpError(403, 'Forbidden', {});
    });
    await allSettled(QuoteGate.open, { scope: others.scope, params: visit });
    expect(others.scope.getState(quotePolling.$anotherSignIns)).toBe(true);
    expect(others.scope.getState($redirect)).toBeNull();
    expect(others.scope.getState($stepError)).toBeNull();

    const failing = new HttpError(502, 'Bad Gateway', {});
    const down = scopeWith(async () => {
      throw failing;
    });
    await allSettled(QuoteGate.open, { scope: down.scope, params: visit });
    expect(down.scope.getState($stepError)).toBe(failing);
  });

  it('pays an expired payment again on an allowed payment page, once per press', async () => {
    const { scope, opened } = scopeWith(async () => confirmation({ paymentStatus: 'expired' }));
    let retries = 0;
    await allSettled(QuoteGate.open, { scope, params: visit });
    expect(scope.getState(quotePolling.$decision)).toEqual({
      kind: 'payment-error',
      paymentStatus: 'expired',
    });
    const withRetry = fork({
      values: [[quotePolling.$key, visit]],
      handlers: [
        [
          retryPaymentFx,
          async () => {
            retries += 1;
            return { paymentUrl: 'https://pay.example/p-2' };
          },
        ],
        [paymentPageOpenedFx, opened],
      ],
    });
    await Promise.all([
      allSettled(paymentRetried, { scope: withRetry }),
      allSettled(paymentRetried, { scope: withRetry }),
    ]);
    expect(retries).toBe(1);
    expect(opened).toHaveBeenCalledWith('https://pay.example/p-2');
    // The button keeps waiting while the browser leaves for the payment page.
    expect(withRetry.getState($paymentRetrying)).toBe(true);
  });

  it('refuses a payment page off the allowed hosts, and lets a failed retry be pressed again', async () => {
    const opened = vi.fn();
    vi.stubGlobal('location', { assign: opened });
    const refused = fork({
      values: [[quotePolling.$key, visit]],
      handlers: [[retryPaymentFx, async () => ({ paymentUrl: 'https://evil.example/pay' })]],
    });
    await allSettled(paymentRetried, { scope: refused });
    expect(opened).not.toHaveBeenCalled();
    expect(refused.getState($stepError)).toBeInstanceOf(PaymentRedirectRefusedError);
    expect(refused.getState($paymentRetrying)).toBe(false);

    const error = new HttpError(500, 'Internal Server Error', {});
    const failed = fork({
      values: [[quotePolling.$key, visit]],
      handlers: [
        [
          retryPaymentFx,
          async () => {
            throw error;
          },
        ],
      ],
    });
    await allSettled(paymentRetried, { scope: failed });
    expect(failed.getState($stepError)).toBe(error);
    expect(failed.getState($paymentRetrying)).toBe(false);
  });

  it('polls every 2.5 s while the payment is open, at most five minutes, then shows the clear screen', async () => {
    vi.useFakeTimers();
    let asks = 0;
    const { scope } = scopeWith(async () => {
      asks += 1;
      return confirmation({ paymentStatus: 'open' });
    });
    const settled = allSettled(QuoteGate.open, { scope, params: visit });
    await vi.advanceTimersByTimeAsync(CONFIRMATION_POLL_MS);
    expect(asks).toBe(2);
    await vi.advanceTimersByTimeAsync(5 * 60_000 - CONFIRMATION_POLL_MS);
    await settled;
    expect(asks).toBe(121);
    expect(scope.getState(quotePolling.$timedOut)).toBe(true);
    await allSettled(QuoteGate.close, { scope, params: visit });
    expect(scope.getState(quotePolling.$timedOut)).toBe(false);
  });
});
