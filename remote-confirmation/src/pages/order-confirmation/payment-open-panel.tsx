/**
 * A payment the shopper left unfinished: the return exists only once it is paid, so nothing says it is
 * registered. "Pay now" goes back to its page (allow-listed hosts only: model/payment-page.ts).
 */
import { useTranslation, useUnit } from '@portal/shared';
import { isAllowedPaymentUrl } from '@portal/shared/payment';
import { Button } from '@portal/shared/ui';
import { openPaymentPressed } from '../../model/payment-page';
import { StatusPanel } from '../../ui/status-panel';

/** The panel, with the way back to the payment page when it is an allowed one. */
export function PaymentOpenPanel({ paymentUrl }: { paymentUrl: string | null | undefined }) {
  const { t } = useTranslation();
  const pay = useUnit(openPaymentPressed);
  return (
    <StatusPanel tone="error" title={t('order_confirmation.payment_open.title')}>
      <p>{t('order_confirmation.payment_open.text')}</p>
      {paymentUrl && isAllowedPaymentUrl(paymentUrl) && (
        <div className="rp-button-row">
          <Button onClick={() => pay(paymentUrl)}>{t('order_confirmation.payment_open.pay')}</Button>
        </div>
      )}
    </StatusPanel>
  );
}
