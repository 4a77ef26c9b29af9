/** The order confirmation. Label, polling and instructions arrive with their own issue. */
import { useTranslation } from '@portal/shared';
import { ConfirmationPanel } from '../../ui/confirmation-panel';

/** The order-confirmation page. */
export function OrderConfirmationPage() {
  const { t } = useTranslation();
  return <ConfirmationPanel title={t('order_confirmation.title')} />;
}
