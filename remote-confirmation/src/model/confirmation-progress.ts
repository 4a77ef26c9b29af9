/**
 * What the quote flow's confirmation does with each answer it polls (docs/business-rules.md#polling): poll again in 2.5 s while the payment is open or a needed label is
 * missing; finish when paid or free with the label (or none needed), or when the carrier service is
 * unavailable (counted as success); for a payment that ended unpaid, offer a new one (a cancelled one
 * goes back to the carriers instead when this tab holds its selection); a quote a later try replaced
 * leads to that one; any other error code, or a status it does not know, is an error.
 * A label that is not on a label host (LABEL_HOSTS) is never offered: the label-error page instead.
 */
import type { Confirmation } from '@portal/shared';
import { isAllowedLabelUrl } from '@portal/shared/payment';

/** The quote flow's polling interval. */
export const CONFIRMATION_POLL_MS = 2500;

/** The one error code that still counts as success: the return stands, the carrier is just down. */
export const SERVICE_UNAVAILABLE_ERROR = 'SERVICE_UNAVAILABLE_ERROR';

/** The next step after one answer. */
export type ConfirmationProgress =
  | { kind: 'poll' }
  /** Not paid: a cancelled one goes back to the carriers when this tab holds its selection; any is paid again here. */
  | { kind: 'payment-error'; paymentStatus: 'canceled' | 'expired' | 'failed' }
  /** A later try of the same items took its place: that one is the shopper's return. */
  | { kind: 'replaced'; by: string }
  | { kind: 'error'; status: number; reason: string }
  /** The label URL is not on a label host: the label-error page, and no more polling. */
  | { kind: 'label-refused' }
  /** Final: clear the selection and end the session; `carrierUnavailable` says why there is no label. */
  | { kind: 'done'; carrierUnavailable: boolean };

/** The step after `confirmation`; `labelAllowed` says which label URLs may be offered. */
export function confirmationProgress(
  confirmation: Pick<
    Confirmation,
    'paymentStatus' | 'errorCode' | 'shouldHaveLabel' | 'labelUrl' | 'replacedBy'
  >,
  labelAllowed: (url: string) => boolean = isAllowedLabelUrl,
): ConfirmationProgress {
  const { errorCode, shouldHaveLabel, labelUrl } = confirmation;
  if (confirmation.replacedBy) return { kind: 'replaced', by: confirmation.replacedBy };
  if (errorCode === SERVICE_UNAVAILABLE_ERROR) return { kind: 'done', carrierUnavailable: true };
  if (errorCode) return { kind: 'error', status: 500, reason: errorCode };
  if (labelUrl && !labelAllowed(labelUrl)) return { kind: 'label-refused' };
  switch (confirmation.paymentStatus as string) {
    case 'open':
      return { kind: 'poll' };
    case 'canceled':
    case 'expired':
    case 'failed':
      return {
        kind: 'payment-error',
        paymentStatus: confirmation.paymentStatus as 'canceled' | 'expired' | 'failed',
      };
    case 'paid':
    case 'free':
      return shouldHaveLabel && !labelUrl ? { kind: 'poll' } : { kind: 'done', carrierUnavailable: false };
    default:
      return { kind: 'error', status: 500, reason: `Unknown payment status ${confirmation.paymentStatus}` };
  }
}
