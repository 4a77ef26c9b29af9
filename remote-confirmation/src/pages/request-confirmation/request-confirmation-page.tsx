/** The request-submitted page. Its steps and item list arrive with their own issue. */
import { PageHeading } from '@portal/shared';
import { useTranslation } from 'react-i18next';

/** The request-confirmation page. */
export function RequestConfirmationPage() {
  const { t } = useTranslation();
  return (
    <section>
      <PageHeading>{t('request_confirmation.title')}</PageHeading>
    </section>
  );
}
