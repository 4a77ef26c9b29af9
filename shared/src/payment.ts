/**
 * `@portal/shared/payment`: where the portal may send a shopper to pay (DEVELOPERS.md "Security").
 * The host server's PAYMENT_HOSTS decides, and puts the list on the page: host names, whose https
 * pages are allowed, and exact origins for local use (the sandbox's payment page). A payment URL
 * anywhere else is refused, so a tampered or malformed answer cannot send the shopper to a
 * look-alike page.
 */
import { readPageData } from './config/page-data';

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((entry) => typeof entry === 'string');

/** The allow-list the server put on the page (`<script id="payment-hosts">`); none when it is missing. */
export const pagePaymentHosts = (doc: Document = document): string[] =>
  readPageData('payment-hosts', isStringList, doc) ?? [];

/** True when `url` is an https page on one of the allowed hosts, or on one of the allowed origins. */
export function isAllowedPaymentUrl(url: string, allowed: readonly string[] = pagePaymentHosts()): boolean {
  try {
    const parsed = new URL(url);
    if (parsed.username || parsed.password) return false;
    if (allowed.includes(parsed.origin)) return true;
    return parsed.protocol === 'https:' && allowed.includes(parsed.hostname);
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
