/** The request-submitted page. Its steps and item list arrive with their own issue. */
import { useTranslation } from '@portal/shared';
import { ConfirmationPanel } from '../../ui/confirmation-panel';

/** The request-confirmation page. */
export function RequestConfirmationPage() {
  const { t } = useTranslation();
  return <ConfirmationPanel title={t('request_confirmation.title')} />;
}
