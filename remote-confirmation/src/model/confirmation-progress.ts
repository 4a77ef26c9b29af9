/**
 * What the quote flow's confirmation does with each answer it polls (docs/business-rules.md#polling): poll again in 2.5 s while the payment is open or a needed label is
 * missing; finish when paid or free with the label (or none needed), or when the carrier service is
 * unavailable (counted as success); go back to the carriers for a cancelled payment; offer a new
 * payment for an expired or failed one; any other error code, or a status it does not know, is an error.
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
  | { kind: 'to-carriers' }
  | { kind: 'payment-error'; paymentStatus: 'expired' | 'failed' }
  | { kind: 'error'; status: number; reason: string }
  /** The label URL is not on a label host: the label-error page, and no more polling. */
  | { kind: 'label-refused' }
  /** Final: clear the selection and end the session; `carrierUnavailable` says why there is no label. */
  | { kind: 'done'; carrierUnavailable: boolean };

/** The step after `confirmation`; `labelAllowed` says which label URLs may be offered. */
export function confirmationProgress(
  confirmation: Pick<Confirmation, 'paymentStatus' | 'errorCode' | 'shouldHaveLabel' | 'labelUrl'>,
  labelAllowed: (url: string) => boolean = isAllowedLabelUrl,
): ConfirmationProgress {
  const { errorCode, shouldHaveLabel, labelUrl } = confirmation;
  if (errorCode === SERVICE_UNAVAILABLE_ERROR) return { kind: 'done', carrierUnavailable: true };
  if (errorCode) return { kind: 'error', status: 500, reason: errorCode };
  if (labelUrl && !labelAllowed(labelUrl)) return { kind: 'label-refused' };
  switch (confirmation.paymentStatus as string) {
    case 'open':
      return { kind: 'poll' };
    case 'canceled':
      return { kind: 'to-carriers' };
    case 'expired':
    case 'failed':
      return { kind: 'payment-error', paymentStatus: confirmation.paymentStatus as 'expired' | 'failed' };
    case 'paid':
    case 'free':
      return shouldHaveLabel && !labelUrl ? { kind: 'poll' } : { kind: 'done', carrierUnavailable: false };
    default:
      return { kind: 'error', status: 500, reason: `Unknown payment status ${confirmation.paymentStatus}` };
  }
}
