/**
 * What the draft flow's confirmation does with each answer of the return order it polls
 * (docs/business-rules.md#polling): poll again in 5 s until the label exists; stop for a payment that is not
 * through (failed, expired and cancelled: back to the carriers step or paid again, open waits for the
 * shopper), for a return a later try replaced,
 * for a label the carrier refused or one that is not on a label host (LABEL_HOSTS: a tampered
 * answer must not hand the shopper a `data:` file or another site), and when no label is coming (in
 * store, ship it yourself).
 */
import type { ReturnOrder } from '@portal/shared';
import { isAllowedLabelUrl } from '@portal/shared/payment';

/** The draft flow's polling interval. */
export const RETURN_ORDER_POLL_MS = 5000;

/** The label statuses that mean the carrier could not make the label. */
export const LABEL_ERRORS = [
  'AUTHENTICATION_ERROR',
  'LABEL_REQUEST_VALIDATION_ERROR',
  'ADDRESS_FORMAT_ERROR',
  'UNSPECIFIED_ERROR',
] as const;
/** A label status of the label-creation error page. */
export type LabelError = (typeof LABEL_ERRORS)[number];

/** A payment that ended without being paid. */
export type EndedPayment = 'Failed' | 'Expired' | 'Cancelled';

/** The next step after one answer. */
export type ReturnOrderProgress =
  | { kind: 'poll' }
  /** Not paid: back to the carriers when this tab holds its selection, else paid again from here. */
  | { kind: 'payment-ended'; paymentStatus: EndedPayment }
  /** A later try of the same items took its place: that one is the shopper's return. */
  | { kind: 'replaced'; by: string }
  | { kind: 'payment-open' }
  | { kind: 'label-error'; status: LabelError }
  /** Final: `logout` when the return is paid for or free (then the session ends, once: docs/business-rules.md#ending-the-session-after-a-return). */
  | { kind: 'done'; logout: boolean };

const isLabelError = (status: string | null | undefined): status is LabelError =>
  (LABEL_ERRORS as readonly string[]).includes(status ?? '');

/** Whether this return order's shipment gets a label at all. */
export const expectsLabel = (order: ReturnOrder): boolean =>
  order.shippingMethod !== 'IN_STORE_DROP_OFF' && !order.isShipItYourself;

/** The label status shown for a label URL that is not on a label host: the carrier-side error. */
export const REFUSED_LABEL_STATUS: LabelError = 'UNSPECIFIED_ERROR';

/** The step after `order`; `labelAllowed` says which label URLs may be offered. */
export function returnOrderProgress(
  order: ReturnOrder,
  labelAllowed: (url: string) => boolean = isAllowedLabelUrl,
): ReturnOrderProgress {
  if (order.replacedBy) return { kind: 'replaced', by: order.replacedBy };
  const payment = order.paymentStatus;
  if (payment === 'Failed' || payment === 'Expired' || payment === 'Cancelled')
    return { kind: 'payment-ended', paymentStatus: payment };
  if (payment === 'Open') return { kind: 'payment-open' };
  const status = order.shipment?.status;
  if (isLabelError(status)) return { kind: 'label-error', status };
  const labelUrl = order.shipment?.labelUrl;
  if (expectsLabel(order) && !labelUrl) return { kind: 'poll' };
  if (labelUrl && !labelAllowed(labelUrl)) return { kind: 'label-error', status: REFUSED_LABEL_STATUS };
  return { kind: 'done', logout: true };
}
