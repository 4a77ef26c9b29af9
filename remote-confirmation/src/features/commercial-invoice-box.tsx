/**
 * The commercial-invoice notice (docs/business-rules.md#commercial-invoice): a parcel from outside the EU crosses a
 * customs border. Ship-it-yourself shoppers download the invoice the portal makes; a carrier's label
 * brings its own customs papers.
 */
import { useTranslation } from '@portal/shared';
import { Alert, buttonClass } from '@portal/shared/ui';

/**
 * The box. When the shopper prints the invoice (`printed`), `downloadUrl` is the invoice, fetched
 * ahead as a local file while the session lasted. The button opens it in a new tab, where
 * the browser's viewer prints or saves it.
 */
export function CommercialInvoiceBox({
  printed = false,
  downloadUrl,
}: {
  printed?: boolean;
  downloadUrl?: string;
}) {
  const { t } = useTranslation();
  return (
    <Alert tone="info" title={t('order_confirmation.commercial_invoice.title')}>
      <p>
        {printed
          ? t('order_confirmation.commercial_invoice.text')
          : t('order_confirmation.commercial_invoice.carrier_text')}
      </p>
      {printed && downloadUrl && (
        <a
          className={buttonClass({ variant: 'secondary' })}
          href={downloadUrl}
          target="_blank"
          rel="noopener"
        >
          {t('order_confirmation.commercial_invoice.download')}
        </a>
      )}
    </Alert>
  );
}
