import { describe, expect, it } from 'vitest';
import { isAllowedPaymentUrl, PaymentRedirectRefusedError } from './payment';

describe('payment redirects', () => {
  it('allows https pages of the listed providers only', () => {
    expect(isAllowedPaymentUrl('https://www.mollie.com/checkout/select-method/abc')).toBe(true);
    expect(isAllowedPaymentUrl('http://www.mollie.com/checkout')).toBe(false);
    expect(isAllowedPaymentUrl('https://www.mollie.com.evil.example/checkout')).toBe(false);
    expect(isAllowedPaymentUrl('https://user:pw@www.mollie.com/')).toBe(false);
    expect(isAllowedPaymentUrl('javascript:alert(1)')).toBe(false);
    expect(isAllowedPaymentUrl('/order-confirmation/1')).toBe(false);
    expect(isAllowedPaymentUrl('https://pay.example.test/x', ['pay.example.test'])).toBe(true);
  });

  it('names only the host of a refused URL', () => {
    expect(new PaymentRedirectRefusedError('https://evil.example/pay?token=secret').message).toBe(
      'Payment redirect refused: evil.example',
    );
  });
});
