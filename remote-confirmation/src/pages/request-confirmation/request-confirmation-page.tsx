/** The request-submitted page. Its steps and item list arrive with their own issue. */
import { PageHeading, useTranslation } from '@portal/shared';

/** The request-confirmation page. */
export function RequestConfirmationPage() {
  const { t } = useTranslation();
  return (
    <section>
      <PageHeading>{t('request_confirmation.title')}</PageHeading>
    </section>
  );
}
