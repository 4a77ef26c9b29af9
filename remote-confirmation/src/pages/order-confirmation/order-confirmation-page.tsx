/** The order confirmation. Label, polling and instructions arrive with their own issue. */
import { PageHeading, useTranslation } from '@portal/shared';

/** The order-confirmation page. */
export function OrderConfirmationPage() {
  const { t } = useTranslation();
  return (
    <section>
      <PageHeading>{t('order_confirmation.title')}</PageHeading>
    </section>
  );
}
