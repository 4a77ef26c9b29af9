/** A payment the shopper left unfinished: the return exists only once it is paid, so nothing says it is registered. */
import { useTranslation } from '@portal/shared';
import { isAllowedPaymentUrl } from '@portal/shared/payment';
import { buttonClass } from '@portal/shared/ui';
import { StatusPanel } from '../../ui/status-panel';

/** The panel, with the way back to the payment page when it is an allowed one. */
export function PaymentOpenPanel({ paymentUrl }: { paymentUrl: string | null | undefined }) {
  const { t } = useTranslation();
  return (
    <StatusPanel tone="error" title={t('order_confirmation.payment_open.title')}>
      <p>{t('order_confirmation.payment_open.text')}</p>
      {paymentUrl && isAllowedPaymentUrl(paymentUrl) && (
        <div className="rp-button-row">
          <a className={buttonClass()} href={paymentUrl}>
            {t('order_confirmation.payment_open.pay')}
          </a>
        </div>
      )}
    </StatusPanel>
  );
}
