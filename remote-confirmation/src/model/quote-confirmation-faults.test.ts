// @vitest-environment jsdom
/**
 * The fault matrix's cells for the quote flow's confirmation: its read (`GET
 * /volta/confirmations/{id}`) ends the polling on the error screen with the fault's typed error and
 * is read again when the page opens anew after "Try again"; paying an expired quote again (`POST
 * /volta/quotes/{id}/payments`) ends on the error screen without leaving for the payment page, and
 * one press after "Try again" asks for one payment and leaves
 * (docs/business-rules.md#a-fault-in-any-call-is-said-and-recovered-in-place).
 */
import { $stepError, stepRetried, TIMEOUTS_MS } from '@portal/shared';
import { faultMatrixRow, isErrorOf, json, type SeenRequest } from '@portal/shared/testing/fault-cells';
import { allSettled, fork, type Scope } from 'effector';
import { expect, vi } from 'vitest';
import { paymentPageOpenedFx } from './payment-page';
import { $paymentRetrying, paymentRetried, QuoteGate, quotePolling } from './quote-confirmation';
import { recordEndingFx } from './session-end';

const QUOTE = '6f1c7a52-3b0e-4c1d-9a55-2f8e7d6c5b4a';
const PAYMENT_URL = 'http://sandbox.test/sandbox/pay/1';
const confirmation = (paymentStatus: string) => ({
  paymentStatus,
  labelUrl: 'https://sandbox/label.pdf',
  shouldHaveLabel: true,
  hasExchangeItems: false,
  withCoupon: false,
  labelInTheBox: false,
  paperless: false,
});
const opened = vi.fn<(url: string) => void>();
const onConfirmation = () => {
  opened.mockReset();
  return fork({
    handlers: [
      [paymentPageOpenedFx, opened],
      [recordEndingFx, () => false],
    ],
  });
};
const visit = { quoteUuid: QUOTE };
const open = (scope: Scope) => allSettled(QuoteGate.open, { scope, params: visit });
/** "Try again" on the error screen: the error goes and the page opens anew. */
const reopen = async (scope: Scope) => {
  await allSettled(stepRetried, { scope });
  await allSettled(QuoteGate.close, { scope, params: visit });
  await open(scope);
  expect(scope.getState($stepError)).toBeNull();
};
/** The sandbox with the quote's payment in `paymentStatus`. */
const server = (paymentStatus: string) => (request: SeenRequest) => {
  if (request.url.pathname === `/volta/confirmations/${QUOTE}`) return json(confirmation(paymentStatus));
  if (request.url.pathname === `/volta/quotes/${QUOTE}/payments`) return json({ paymentUrl: PAYMENT_URL });
  throw new Error(`Not asked on the confirmation: ${request.method} ${request.url}`);
};

faultMatrixRow('confirmation: GET /volta/confirmations/{id}', {
  match: (request) => request.url.pathname === `/volta/confirmations/${QUOTE}`,
  server: server('paid'),
  limit: TIMEOUTS_MS.read,
  setUp: onConfirmation,
  trigger: open,
  expectFault: (scope, fault) => {
    expect(isErrorOf(fault, scope.getState($stepError))).toBe(true);
    expect(scope.getState(quotePolling.$answer)).toBeNull();
  },
  recover: async (scope) => {
    await reopen(scope);
    expect(scope.getState(quotePolling.$answer)).toMatchObject({ paymentStatus: 'paid' });
  },
});

faultMatrixRow('confirmation: POST /volta/quotes/{id}/payments', {
  match: (request) => request.url.pathname === `/volta/quotes/${QUOTE}/payments` && request.method === 'POST',
  server: server('expired'),
  limit: TIMEOUTS_MS.write,
  creating: true,
  setUp: onConfirmation,
  trigger: async (scope) => {
    await open(scope);
    await allSettled(paymentRetried, { scope });
  },
  expectFault: (scope, fault) => {
    expect(isErrorOf(fault, scope.getState($stepError))).toBe(true);
    expect(scope.getState($paymentRetrying)).toBe(false);
    expect(opened).not.toHaveBeenCalled();
  },
  recover: async (scope) => {
    await reopen(scope);
    await allSettled(paymentRetried, { scope });
    expect(opened).toHaveBeenCalledExactlyOnceWith(PAYMENT_URL);
  },
});
