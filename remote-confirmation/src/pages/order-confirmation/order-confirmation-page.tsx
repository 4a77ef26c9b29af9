/** The order confirmation. Label, polling and instructions arrive with their own issue. */
import { PageHeading } from '@portal/shared';
import { useTranslation } from 'react-i18next';

/** The order-confirmation page. */
export function OrderConfirmationPage() {
  const { t } = useTranslation();
  return (
    <section>
      <PageHeading>{t('order_confirmation.title')}</PageHeading>
    </section>
  );
}
