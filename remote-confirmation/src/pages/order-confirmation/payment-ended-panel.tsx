/**
 * A payment that ended unpaid (cancelled, failed, expired), in both flows: what happened, that nothing
 * was charged, and "Pay now", which asks for a new payment of the same return and goes to its page
 * (docs/business-rules.md#an-unpaid-return-can-be-paid). Announced: the shopper just came back to it.
 */
import { useTranslation } from '@portal/shared';
import { Button } from '@portal/shared/ui';
import { StatusPanel } from '../../ui/status-panel';

/** How the payment ended, as the texts name it (both flows' spellings). */
export type EndedPaymentStatus = 'canceled' | 'expired' | 'failed';

/** The draft flow's payment status in the texts' spelling. */
export const endedStatusOf = (status: 'Cancelled' | 'Expired' | 'Failed'): EndedPaymentStatus =>
  status === 'Cancelled' ? 'canceled' : status === 'Expired' ? 'expired' : 'failed';

/** The panel; the button waits (`busy`) from the press until the browser leaves. */
export function PaymentEndedPanel({
  paymentStatus,
  busy,
  onPay,
}: {
  paymentStatus: EndedPaymentStatus;
  busy: boolean;
  onPay: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div role="alert">
      <StatusPanel tone="error" title={t('order_confirmation.payment_error.title')}>
        <p>{t(`order_confirmation.payment_error.${paymentStatus}`)}</p>
        <p>{t('order_confirmation.payment_error.pay_again')}</p>
        <div className="rp-button-row">
          <Button onClick={onPay} busy={busy} busyLabel={t('shell.loading')}>
            {t('order_confirmation.payment_open.pay')}
          </Button>
        </div>
      </StatusPanel>
    </div>
  );
}
