/**
 * Where the portal may send a shopper to pay (DEVELOPERS.md "Security"): only https pages of the
 * payment providers the platform works with. A payment URL anywhere else is refused, so a tampered
 * or malformed answer cannot send the shopper to a look-alike page.
 */

/** Hosts of the payment pages the platform's answers may point at. */
export const PAYMENT_HOSTS: readonly string[] = [
  'www.mollie.com',
  'pay.mollie.com',
  'checkout.stripe.com',
  'checkoutshopper-live.adyen.com',
  'checkoutshopper-test.adyen.com',
  'www.paypal.com',
];

/** True when `url` is an https page on one of `hosts`. */
export function isAllowedPaymentUrl(url: string, hosts: readonly string[] = PAYMENT_HOSTS): boolean {
  try {
    const parsed = new URL(url);
    return (
      parsed.protocol === 'https:' && hosts.includes(parsed.hostname) && !parsed.username && !parsed.password
    );
  } catch {
    return false;
  }
}

/** Raised instead of following a payment URL that is not allow-listed. */
export class PaymentRedirectRefusedError extends Error {
  constructor(url: string) {
    // Only the host is kept: the URL may carry the shopper's payment token.
    super(`Payment redirect refused: ${safeHost(url)}`);
    this.name = 'PaymentRedirectRefusedError';
  }
}

function safeHost(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return '(not a URL)';
  }
}
