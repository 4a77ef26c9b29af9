/**
 * `@portal/shared/payment`: where the portal may send a shopper to pay (DEVELOPERS.md "Security"),
 * and where a label may be downloaded from. The host server's PAYMENT_HOSTS and LABEL_HOSTS decide,
 * and put the lists on the page: host names, whose https pages are allowed, and exact origins for
 * local use (the sandbox's payment page and labels). A payment or label URL anywhere else is refused,
 * so a tampered or malformed answer cannot send the shopper to a look-alike page or a `data:` file.
 */
import { readPageData } from './config/page-data';

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((entry) => typeof entry === 'string');

/** The allow-list the server put on the page (`<script id="payment-hosts">`); none when it is missing. */
export const pagePaymentHosts = (doc: Document = document): string[] =>
  readPageData('payment-hosts', isStringList, doc) ?? [];

/** The label hosts the server put on the page (`<script id="label-hosts">`); none when it is missing. */
export const pageLabelHosts = (doc: Document = document): string[] =>
  readPageData('label-hosts', isStringList, doc) ?? [];

/** True when `url` is an https page on one of the allowed hosts, or on one of the allowed origins. */
export function isAllowedPaymentUrl(url: string, allowed: readonly string[] = pagePaymentHosts()): boolean {
  return isAllowedUrl(url, allowed);
}

/** True when `url` is a label the platform serves: the same rule, with the label hosts. */
export function isAllowedLabelUrl(url: string, allowed: readonly string[] = pageLabelHosts()): boolean {
  return isAllowedUrl(url, allowed);
}

/** The one allow-list rule: an exact allowed origin, or https on an allowed host name; no credentials. */
function isAllowedUrl(url: string, allowed: readonly string[]): boolean {
  try {
    const parsed = new URL(url);
    if (parsed.username || parsed.password) return false;
    if (allowed.includes(parsed.origin)) return true;
    return parsed.protocol === 'https:' && allowed.includes(parsed.hostname);
  } catch {
    return false;
  }
}

/**
 * Sends the browser to the payment page `url` in the same window, when the allow-list has it;
 * otherwise throws PaymentRedirectRefusedError (the step shows it as its error) and goes nowhere.
 * The one way any step leaves for a payment page.
 *
 * Back from the payment page may bring the page back from the browser's back/forward cache exactly
 * as it was left (submitted, waiting for the payment): it is loaded afresh instead, so the step asks
 * the platform where the return stands (docs/business-rules.md#an-unpaid-return-can-be-paid).
 */
export function goToPaymentPage(
  url: string,
  location: Pick<Location, 'assign' | 'reload'> = globalThis.location,
  page: Pick<EventTarget, 'addEventListener'> = globalThis,
): void {
  if (!isAllowedPaymentUrl(url)) throw new PaymentRedirectRefusedError(url);
  page.addEventListener(
    'pageshow',
    (event) => {
      if ((event as PageTransitionEvent).persisted) location.reload();
    },
    { once: true },
  );
  location.assign(url);
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
