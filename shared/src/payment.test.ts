// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import {
  goToPaymentPage,
  isAllowedLabelUrl,
  isAllowedPaymentUrl,
  PaymentRedirectRefusedError,
  pageLabelHosts,
  pagePaymentHosts,
} from './payment';

const HOSTS = ['www.mollie.com', 'http://localhost:4001'];

describe('isAllowedPaymentUrl', () => {
  it('allows https pages of allowed hosts and exact allowed origins only', () => {
    expect(isAllowedPaymentUrl('https://www.mollie.com/checkout/select-method/abc', HOSTS)).toBe(true);
    expect(isAllowedPaymentUrl('http://www.mollie.com/checkout', HOSTS)).toBe(false);
    expect(isAllowedPaymentUrl('https://www.mollie.com.evil.example/checkout', HOSTS)).toBe(false);
    expect(isAllowedPaymentUrl('https://user:pw@www.mollie.com/', HOSTS)).toBe(false);
    expect(isAllowedPaymentUrl('javascript:alert(1)', HOSTS)).toBe(false);
    expect(isAllowedPaymentUrl('/order-confirmation/1', HOSTS)).toBe(false);
    // The local sandbox's payment page: that origin exactly, not another port or host.
    expect(isAllowedPaymentUrl('http://localhost:4001/sandbox/pay/p1', HOSTS)).toBe(true);
    expect(isAllowedPaymentUrl('http://localhost:4002/sandbox/pay/p1', HOSTS)).toBe(false);
    expect(isAllowedPaymentUrl('http://localhost.evil.example:4001/', HOSTS)).toBe(false);
  });

  it('reads the allow-list the server put on the page, and allows nothing without one', () => {
    document.body.innerHTML = '';
    expect(pagePaymentHosts()).toEqual([]);
    expect(isAllowedPaymentUrl('https://www.mollie.com/checkout')).toBe(false);
    document.body.innerHTML = `<script id="payment-hosts" type="application/json">${JSON.stringify(HOSTS)}</script>`;
    expect(pagePaymentHosts()).toEqual(HOSTS);
    expect(isAllowedPaymentUrl('https://www.mollie.com/checkout')).toBe(true);
    document.body.innerHTML = '<script id="payment-hosts" type="application/json">{"not":"a list"}</script>';
    expect(pagePaymentHosts()).toEqual([]);
  });
});

describe('goToPaymentPage', () => {
  it('goes to an allow-listed payment page, and refuses any other without going anywhere', () => {
    document.body.innerHTML = `<script id="payment-hosts" type="application/json">${JSON.stringify(HOSTS)}</script>`;
    const location = { assign: vi.fn(), reload: vi.fn() };
    goToPaymentPage('https://www.mollie.com/checkout/tr_1', location);
    expect(location.assign).toHaveBeenCalledWith('https://www.mollie.com/checkout/tr_1');
    expect(() => goToPaymentPage('https://mollie.com.evil.example/pay?token=secret', location)).toThrow(
      new PaymentRedirectRefusedError('https://mollie.com.evil.example/pay?token=secret'),
    );
    expect(location.assign).toHaveBeenCalledTimes(1);
  });

  it('loads the page afresh when Back brings it back from the back/forward cache, never on a fresh load', () => {
    document.body.innerHTML = `<script id="payment-hosts" type="application/json">${JSON.stringify(HOSTS)}</script>`;
    const location = { assign: vi.fn(), reload: vi.fn() };
    const page = new EventTarget();
    goToPaymentPage('https://www.mollie.com/checkout/tr_1', location, page);
    const shown = (persisted: boolean) =>
      page.dispatchEvent(Object.assign(new Event('pageshow'), { persisted }) as PageTransitionEvent);
    shown(true);
    expect(location.reload).toHaveBeenCalledTimes(1);
    // Once: the listener went with the first showing.
    shown(true);
    expect(location.reload).toHaveBeenCalledTimes(1);

    const fresh = { assign: vi.fn(), reload: vi.fn() };
    const other = new EventTarget();
    goToPaymentPage('https://www.mollie.com/checkout/tr_2', fresh, other);
    other.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: false }));
    expect(fresh.reload).not.toHaveBeenCalled();
    // A refused page adds nothing.
    const refused = { assign: vi.fn(), reload: vi.fn() };
    const third = new EventTarget();
    expect(() => goToPaymentPage('https://evil.example/pay', refused, third)).toThrow(
      PaymentRedirectRefusedError,
    );
    shown(true);
    third.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    expect(refused.reload).not.toHaveBeenCalled();
  });
});

describe('isAllowedLabelUrl', () => {
  const LABEL_HOSTS = ['labels.platform.example', 'http://localhost:4001'];

  it('allows labels on the label hosts only: never a data: URL, another https site or a payment host', () => {
    expect(isAllowedLabelUrl('https://labels.platform.example/l/abc.pdf', LABEL_HOSTS)).toBe(true);
    expect(isAllowedLabelUrl('http://localhost:4001/sandbox/labels/abc.pdf', LABEL_HOSTS)).toBe(true);
    expect(isAllowedLabelUrl('data:application/pdf;base64,JVBERi0xLjQK', LABEL_HOSTS)).toBe(false);
    expect(isAllowedLabelUrl('https://evil.example/label.pdf', LABEL_HOSTS)).toBe(false);
    expect(isAllowedLabelUrl('http://labels.platform.example/l/abc.pdf', LABEL_HOSTS)).toBe(false);
    expect(isAllowedLabelUrl('https://labels.platform.example.evil.example/l.pdf', LABEL_HOSTS)).toBe(false);
    expect(isAllowedLabelUrl('javascript:alert(1)', LABEL_HOSTS)).toBe(false);
  });

  it("reads its own list from the page, not the payment hosts'", () => {
    document.body.innerHTML = `<script id="payment-hosts" type="application/json">${JSON.stringify(HOSTS)}</script>`;
    expect(pageLabelHosts()).toEqual([]);
    expect(isAllowedLabelUrl('http://localhost:4001/sandbox/labels/abc.pdf')).toBe(false);
    document.body.innerHTML += `<script id="label-hosts" type="application/json">${JSON.stringify(LABEL_HOSTS)}</script>`;
    expect(pageLabelHosts()).toEqual(LABEL_HOSTS);
    expect(isAllowedLabelUrl('https://labels.platform.example/l/abc.pdf')).toBe(true);
    expect(isAllowedLabelUrl('https://www.mollie.com/label.pdf')).toBe(false);
  });
});

describe('PaymentRedirectRefusedError', () => {
  it('names the host only, never the token in the URL', () => {
    const error = new PaymentRedirectRefusedError('https://pay.evil.example/pay?token=secret');
    expect(error.message).toBe('Payment redirect refused: pay.evil.example');
  });
});
