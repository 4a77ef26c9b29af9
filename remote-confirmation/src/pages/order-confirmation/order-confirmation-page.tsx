/** The order confirmation. Label, polling and instructions arrive with their own issue. */
import { useTranslation } from '@portal/shared';
import { StatusPanel } from '../../ui/status-panel';

/** The order-confirmation page. */
export function OrderConfirmationPage() {
  const { t } = useTranslation();
  return <StatusPanel tone="success" title={t('order_confirmation.title')} />;
}
