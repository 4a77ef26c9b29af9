/**
 * The end of a polling that reached its bound with the status still not ready
 * (docs/business-rules.md#confirmation-polling): what happened and what the shopper can do (check
 * again, or reach support), announced at once (role alert) instead of a spinner that never ends.
 */
import { $shopConfig, useTranslation, useUnit } from '@portal/shared';
import { Button, buttonClass } from '@portal/shared/ui';
import { StatusPanel } from '../../ui/status-panel';

/** The panel; `onCheckAgain` starts a new round of polling. */
export function PollingTimedOutPanel({ onCheckAgain }: { onCheckAgain: () => void }) {
  const { t } = useTranslation();
  const config = useUnit($shopConfig);
  const supportEmail = config?.customizations.shopSupportEmail || config?.supportEmail;
  return (
    <div role="alert">
      <StatusPanel tone="error" title={t('order_confirmation.polling_timed_out.title')}>
        <p>{t('order_confirmation.polling_timed_out.text')}</p>
        <div className="rp-button-row">
          <Button onClick={onCheckAgain}>{t('order_confirmation.polling_timed_out.check_again')}</Button>
          {supportEmail && (
            <a className={buttonClass({ variant: 'secondary' })} href={`mailto:${supportEmail}`}>
              {t('error_screen.contact_support')}
            </a>
          )}
        </div>
      </StatusPanel>
    </div>
  );
}
