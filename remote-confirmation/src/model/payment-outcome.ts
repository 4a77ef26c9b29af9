/**
 * A payment that did not go through sends the shopper back to the carriers step, which says so with
 * the payment status (001 §4 "Polling" and "Confirmation, older flow": failed, expired and canceled
 * payments go back to /carriers). Paid, free and still-open payments stay on the confirmation.
 */

const BACK_TO_CARRIERS = new Set(['failed', 'expired', 'cancelled', 'canceled']);

/** The navigation state for /carriers after a payment with `status`, or null to stay. */
export function carriersStateFor(status: string | null | undefined): { paymentStatus: string } | null {
  return status && BACK_TO_CARRIERS.has(status.toLowerCase()) ? { paymentStatus: status } : null;
}
