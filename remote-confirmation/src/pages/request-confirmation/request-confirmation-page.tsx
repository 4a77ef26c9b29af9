/** The request-submitted page. Its steps and item list arrive with their own issue. */
import { useTranslation } from '@portal/shared';
import { StatusPanel } from '../../ui/status-panel';

/** The request-confirmation page. */
export function RequestConfirmationPage() {
  const { t } = useTranslation();
  return <StatusPanel tone="success" title={t('request_confirmation.title')} />;
}
